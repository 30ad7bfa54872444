import { describe, expect, it } from 'vitest';
import { MEDIA_DEFAULTS, parseMediaConfig } from './media-config';

describe('media config', () => {
  it('defaults: 8 unauthenticated RTMP sockets per address, a 10 s handshake deadline', () => {
    expect(parseMediaConfig({})).toEqual(MEDIA_DEFAULTS);
    expect(MEDIA_DEFAULTS).toMatchObject({ rtmpMaxPendingPerAddress: 8, rtmpHandshakeTimeoutMs: 10_000 });
  });

  it('reads RTMP_MAX_PENDING_PER_ADDRESS and RTMP_HANDSHAKE_TIMEOUT_S (seconds)', () => {
    expect(parseMediaConfig({ RTMP_MAX_PENDING_PER_ADDRESS: '2', RTMP_HANDSHAKE_TIMEOUT_S: '4' }))
      .toMatchObject({ rtmpMaxPendingPerAddress: 2, rtmpHandshakeTimeoutMs: 4_000 });
  });

  it('refuses values that are not whole, positive or sensible, naming the variable', () => {
    for (const [name, bad] of [['RTMP_MAX_PENDING_PER_ADDRESS', '0'], ['RTMP_MAX_PENDING_PER_ADDRESS', '1.5'], ['RTMP_MAX_PENDING_PER_ADDRESS', 'x'],
      ['RTMP_HANDSHAKE_TIMEOUT_S', '0'], ['RTMP_HANDSHAKE_TIMEOUT_S', '2.5'], ['RTMP_HANDSHAKE_TIMEOUT_S', '301']]) {
      expect(parseMediaConfig({ [name]: bad })).toEqual(expect.stringContaining(`${name} must be`));
    }
  });
});
