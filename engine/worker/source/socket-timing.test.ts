import { describe, expect, it } from 'vitest';
import { SOCKET_TIMING, jitter, reconnectDelay } from './socket-timing';

const noJitter = () => 0;

describe('socket timing', () => {
  it('[SK-2] pings every 60 s; a link silent for 2.5 pings is stale', () => {
    expect(SOCKET_TIMING.pingMs).toBe(60_000);
    expect(SOCKET_TIMING.staleMs).toBe(2.5 * SOCKET_TIMING.pingMs);
  });

  it('[SK-3] reconnects 3 times 60 s apart, then restarts the cycle after a 5 min pause', () => {
    const waits = Array.from({ length: 9 }, (_, tries) => reconnectDelay(tries, SOCKET_TIMING, noJitter));
    expect(waits).toEqual([60_000, 60_000, 60_000, 300_000, 60_000, 60_000, 300_000, 60_000, 60_000]);
  });

  it('jitter stays within 0 … 5 s whatever the random source says', () => {
    expect(jitter(SOCKET_TIMING, () => 0)).toBe(0);
    expect(jitter(SOCKET_TIMING, () => 0.5)).toBe(2_500);
    expect(jitter(SOCKET_TIMING, () => 1)).toBeLessThan(5_000);
    expect(jitter(SOCKET_TIMING, () => -3)).toBe(0);
    expect(reconnectDelay(0, SOCKET_TIMING, () => 0.5)).toBe(62_500);
  });
});
