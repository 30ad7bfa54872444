import { describe, expect, it } from 'vitest';
import { DEFAULTS, parseConfig } from './config';

describe('config', () => {
  it('has the embedded defaults: port 8080 on 127.0.0.1, replaying at real speed, looping', () => {
    expect(parseConfig({})).toEqual({ ok: true, config: DEFAULTS });
    expect(DEFAULTS).toMatchObject({ port: 8080, host: '127.0.0.1', feed: 'replay', speed: 1, loop: true });
  });

  it('reads every setting', () => {
    const r = parseConfig({
      PORT: '0', HOST: '0.0.0.0', FEED: 'simulator', FIXTURE: 'a.lsfx', FEED_SPEED: '60', FEED_LOOP: 'false',
      RECORD_TO: 'out.lsfx', SEED: 's', SIGN_MAX_SKEW_MS: '1000',
    });
    expect(r).toEqual({ ok: true, config: {
      port: 0, host: '0.0.0.0', feed: 'simulator', fixture: 'a.lsfx', speed: 60, loop: false, recordTo: 'out.lsfx',
      seed: 's', signMaxSkewMs: 1000, distDir: 'dist',
    } });
  });

  it('reports a bad value as an error naming the variable', () => {
    expect(parseConfig({ PORT: 'x' })).toMatchObject({ ok: false, error: expect.stringContaining('PORT') });
    expect(parseConfig({ FEED: 'kafka' })).toMatchObject({ ok: false, error: expect.stringContaining('FEED') });
    expect(parseConfig({ FEED_SPEED: '0' })).toMatchObject({ ok: false, error: expect.stringContaining('FEED_SPEED') });
    expect(parseConfig({ FEED_LOOP: 'maybe' })).toMatchObject({ ok: false, error: expect.stringContaining('FEED_LOOP') });
  });
});
