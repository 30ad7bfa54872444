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
      FEED_CONTROL: 'on', RECORD_TO: 'out.lsfx', SEED: 's', SIGN_MAX_SKEW_MS: '1000',
    });
    expect(r).toEqual({ ok: true, config: {
      port: 0, host: '0.0.0.0', feed: 'simulator', fixture: 'a.lsfx', speed: 60, loop: false, feedControl: true, recordTo: 'out.lsfx',
      seed: 's', signMaxSkewMs: 1000, distDir: 'dist', role: 'all', bus: DEFAULTS.bus, trustProxy: false,
      gateway: DEFAULTS.gateway, logLevel: 'info', dataDir: '.data', media: DEFAULTS.media,
    } });
  });

  it('reads LOG_LEVEL and DATA_DIR, and refuses a level pino does not have', () => {
    expect(parseConfig({ LOG_LEVEL: 'debug', DATA_DIR: '/var/lib/qiusai' })).toMatchObject({ ok: true, config: { logLevel: 'debug', dataDir: '/var/lib/qiusai' } });
    expect(parseConfig({ LOG_LEVEL: 'verbose' })).toMatchObject({ ok: false, error: expect.stringContaining('LOG_LEVEL') });
  });

  it('reads TRUST_PROXY: off by default, true, or proxy addresses and ranges; never a hop count', () => {
    expect(DEFAULTS.trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' })).toMatchObject({ ok: true, config: { trustProxy: true } });
    expect(parseConfig({ TRUST_PROXY: 'off' })).toMatchObject({ ok: true, config: { trustProxy: false } });
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' })).toMatchObject({
      ok: true, config: { trustProxy: ['loopback', '10.0.0.0/8', '2001:db8::1'] },
    });
    for (const bad of ['2', 'proxy.local', '10.0.0.0/33', '10.0.0.1/x']) {
      expect(parseConfig({ TRUST_PROXY: bad })).toMatchObject({ ok: false, error: expect.stringContaining('TRUST_PROXY') });
    }
  });

  it('reads the gateway limits: idle 2.5 heartbeats, caps per address and in all, request bucket, send queue', () => {
    expect(DEFAULTS.gateway).toEqual({
      idleMs: 150_000, maxConnections: undefined, maxConnectionsPerIp: 256, requestBurst: 20, requestsPerSecond: 1,
      sendBufferLimit: 4 * 1024 * 1024,
    });
    const r = parseConfig({
      WS_IDLE_TIMEOUT_S: '300', WS_MAX_CONNECTIONS: '5000', WS_MAX_CONNECTIONS_PER_IP: '8', WS_REQUEST_BURST: '4',
      WS_REQUEST_RATE: '0.5', WS_SEND_QUEUE_BYTES: '65536',
    });
    expect(r).toMatchObject({ ok: true, config: { gateway: {
      idleMs: 300_000, maxConnections: 5000, maxConnectionsPerIp: 8, requestBurst: 4, requestsPerSecond: 0.5, sendBufferLimit: 65_536,
    } } });
    for (const [name, bad] of [['WS_IDLE_TIMEOUT_S', '0'], ['WS_MAX_CONNECTIONS', '-1'], ['WS_MAX_CONNECTIONS_PER_IP', '1.5'],
      ['WS_REQUEST_BURST', 'x'], ['WS_REQUEST_RATE', '0'], ['WS_SEND_QUEUE_BYTES', '10']]) {
      expect(parseConfig({ [name]: bad })).toMatchObject({ ok: false, error: expect.stringContaining(name) });
    }
  });

  it('reads the bus settings: NATS_URL, ROLE, stream, subjects and limits', () => {
    expect(DEFAULTS).toMatchObject({ role: 'all', bus: { natsUrl: undefined, stream: 'LIVE_FEED', subjectPrefix: 'live' } });
    const r = parseConfig({
      ROLE: 'gateway', NATS_URL: 'nats://127.0.0.1:4222', NATS_STREAM: 'LIVE_FEED_2', NATS_SUBJECT_PREFIX: 'prod.live',
      BUS_MAX_AGE_S: '600', BUS_MAX_BYTES: '1048576', BUS_MAX_FRAMES: '5000',
    });
    expect(r).toMatchObject({ ok: true, config: { role: 'gateway', bus: {
      natsUrl: 'nats://127.0.0.1:4222', stream: 'LIVE_FEED_2', subjectPrefix: 'prod.live', maxAgeMs: 600_000, maxBytes: 1_048_576,
      maxFrames: 5000,
    } } });
  });

  it('refuses a split role without NATS, and bad bus settings', () => {
    for (const role of ['feed', 'gateway']) {
      expect(parseConfig({ ROLE: role })).toMatchObject({ ok: false, error: expect.stringContaining('NATS_URL') });
    }
    expect(parseConfig({ ROLE: 'both' })).toMatchObject({ ok: false, error: expect.stringContaining('ROLE') });
    const nats = { NATS_URL: 'nats://127.0.0.1:4222' };
    expect(parseConfig({ ...nats, NATS_STREAM: 'a.b' })).toMatchObject({ ok: false, error: expect.stringContaining('NATS_STREAM') });
    expect(parseConfig({ ...nats, NATS_SUBJECT_PREFIX: 'live.>' })).toMatchObject({ ok: false, error: expect.stringContaining('NATS_SUBJECT_PREFIX') });
    expect(parseConfig({ ...nats, BUS_MAX_AGE_S: '0' })).toMatchObject({ ok: false, error: expect.stringContaining('BUS_MAX_AGE_S') });
    expect(parseConfig({ BUS_MAX_FRAMES: '1.5' })).toMatchObject({ ok: false, error: expect.stringContaining('BUS_MAX_FRAMES') });
  });

  it('reads FEED_START: an ISO instant with its offset, or unix ms; unset = now; a local time without offset is refused', () => {
    expect(parseConfig({})).toMatchObject({ ok: true, config: { feedStart: undefined } });
    expect(parseConfig({ FEED_START: '2026-06-01T23:50:00+08:00' })).toMatchObject({ ok: true, config: { feedStart: Date.UTC(2026, 5, 1, 15, 50) } });
    expect(parseConfig({ FEED_START: '2026-06-01T15:50:00.000Z' })).toMatchObject({ ok: true, config: { feedStart: Date.UTC(2026, 5, 1, 15, 50) } });
    expect(parseConfig({ FEED_START: '1780329000000' })).toMatchObject({ ok: true, config: { feedStart: 1780329000000 } });
    for (const bad of ['2026-06-01T23:50:00', 'tomorrow', '2026-13-01T00:00:00Z']) {
      expect(parseConfig({ FEED_START: bad })).toMatchObject({ ok: false, error: expect.stringContaining('FEED_START') });
    }
  });

  it('reports a bad value as an error naming the variable', () => {
    expect(parseConfig({ PORT: 'x' })).toMatchObject({ ok: false, error: expect.stringContaining('PORT') });
    expect(parseConfig({ FEED: 'kafka' })).toMatchObject({ ok: false, error: expect.stringContaining('FEED') });
    expect(parseConfig({ FEED_SPEED: '0' })).toMatchObject({ ok: false, error: expect.stringContaining('FEED_SPEED') });
    expect(parseConfig({ FEED_LOOP: 'maybe' })).toMatchObject({ ok: false, error: expect.stringContaining('FEED_LOOP') });
    expect(parseConfig({ FEED_CONTROL: 'sometimes' })).toMatchObject({ ok: false, error: expect.stringContaining('FEED_CONTROL') });
  });
});
