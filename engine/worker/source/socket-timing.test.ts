import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rampLength, reconnectDelay, SOCKET_TIMING } from './socket-timing';

const noJitter = () => 0;
const SEED = 2_312_071;
/** Reconnects through the ramp, the plateau's 3 and the first pause. */
const FIRST_CYCLE = rampLength(SOCKET_TIMING) + SOCKET_TIMING.retriesPerCycle + 1;

describe('socket timing', () => {
  it('[SK-2] pings every 60 s; a link silent for 2.5 pings is stale', () => {
    expect(SOCKET_TIMING.pingMs).toBe(60_000);
    expect(SOCKET_TIMING.staleMs).toBe(2.5 * SOCKET_TIMING.pingMs);
  });

  it('[SK-3] the first reconnect within 0–2 s, doubling windows to 60 s, 3 tries 60 s apart, then the cycle restarts after a 5 min pause', () => {
    const waits = Array.from({ length: 15 }, (_, tries) => reconnectDelay(tries, SOCKET_TIMING, noJitter));
    expect(waits).toEqual([0, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000, 300_000, 60_000, 60_000, 300_000, 60_000, 60_000]);
    const top = () => 0.999_999_9;
    expect(Array.from({ length: 7 }, (_, tries) => reconnectDelay(tries, SOCKET_TIMING, top)))
      .toEqual([1_999, 3_999, 7_999, 15_999, 31_999, 59_999, 64_999]);
  });

  it('[SK-3] property: every wait lies within its window, whatever the random source says', () => {
    fc.assert(fc.property(fc.nat(40), fc.double({ min: -2, max: 3, noNaN: true }), (tries, r) => {
      const wait = reconnectDelay(tries, SOCKET_TIMING, () => r);
      expect(Number.isInteger(wait)).toBe(true);
      const ramp = rampLength(SOCKET_TIMING);
      if (tries === 0) {
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThan(SOCKET_TIMING.firstRetryMs); // within 0–2 s
      } else if (tries < ramp) {
        expect(wait).toBeGreaterThanOrEqual(SOCKET_TIMING.firstRetryMs * 2 ** (tries - 1));
        expect(wait).toBeLessThan(Math.min(SOCKET_TIMING.firstRetryMs * 2 ** tries, SOCKET_TIMING.retryMs));
      } else {
        const pause = (tries - ramp) > 0 && (tries - ramp) % SOCKET_TIMING.retriesPerCycle === 0;
        const base = pause ? SOCKET_TIMING.cyclePauseMs : SOCKET_TIMING.retryMs;
        expect(wait).toBeGreaterThanOrEqual(base);
        expect(wait).toBeLessThan(base + SOCKET_TIMING.jitterMs);
      }
      expect(wait).toBeLessThan(SOCKET_TIMING.cyclePauseMs + SOCKET_TIMING.jitterMs);
    }), { seed: SEED, numRuns: 2_000 });
  });

  it('[SK-3] property: monotone backoff — for one draw the waits never shrink through the first cycle, and reach 60 s', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (r) => {
      const waits = Array.from({ length: FIRST_CYCLE }, (_, tries) => reconnectDelay(tries, SOCKET_TIMING, () => r));
      for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
      expect(waits[rampLength(SOCKET_TIMING)]).toBeGreaterThanOrEqual(SOCKET_TIMING.retryMs);
    }), { seed: SEED + 1, numRuns: 500 });
  });

  it('[SK-3] property: the waits of any timing with a quick first retry stay within 0 … its pause + jitter, the ramp ending at its retry delay', () => {
    const timingArb = fc.record({
      firstRetryMs: fc.integer({ min: 100, max: 5_000 }), retryMs: fc.integer({ min: 5_000, max: 120_000 }),
      retriesPerCycle: fc.integer({ min: 1, max: 5 }), jitterMs: fc.integer({ min: 0, max: 10_000 }),
    }).map((t) => ({ ...SOCKET_TIMING, ...t, cyclePauseMs: t.retryMs * 5 }));
    fc.assert(fc.property(timingArb, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (timing, r) => {
      const ramp = rampLength(timing);
      const waits = Array.from({ length: ramp + timing.retriesPerCycle + 1 }, (_, tries) => reconnectDelay(tries, timing, () => r));
      expect(waits[0]).toBeLessThan(timing.firstRetryMs);
      for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
      expect(waits[ramp - 1]).toBeLessThanOrEqual(timing.retryMs);
      expect(waits[ramp]).toBeGreaterThanOrEqual(timing.retryMs);
    }), { seed: SEED + 2, numRuns: 300 });
  });
});
