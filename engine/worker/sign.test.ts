import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeSign, socketUrl } from './sign';

describe('socket sign', () => {
  it('[SK-1] sign = base64(JSON {scope web, timestamp, sign md5(scope + timestamp)})', () => {
    const ts = 1_795_000_000_123;
    const decoded = JSON.parse(Buffer.from(makeSign(ts), 'base64').toString('utf8'));
    expect(decoded).toEqual({ scope: 'web', timestamp: ts, sign: createHash('md5').update(`web${ts}`).digest('hex') });
  });

  it('[SK-1] the socket URL carries the sign and the protocol version', () => {
    const url = new URL(socketUrl('ws://127.0.0.1:8080/ws', 5, 1));
    expect(url.searchParams.get('v')).toBe('1');
    expect(JSON.parse(atob(url.searchParams.get('sign')!)).timestamp).toBe(5);
  });
});
