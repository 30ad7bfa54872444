// The anchors' demo defaults under NODE_ENV=production: refused unless ALLOW_DEMO_IN_PRODUCTION, then warned;
// never a word outside production.
import { describe, expect, it } from 'vitest';
import { checkDemoDefaults } from './production-defaults';

const ALIYUN = { IDENTITY_PROVIDER: 'aliyun' };

describe('demo defaults in production', () => {
  it('outside production the demo defaults are what they are for: nothing said', () => {
    for (const NODE_ENV of [undefined, '', 'development', 'test']) expect(checkDemoDefaults({ NODE_ENV })).toEqual({ kind: 'ok' });
  });

  it('production with the defaults (demo identity, 5 s auto-review) refuses to start, naming both and what to set', () => {
    const r = checkDemoDefaults({ NODE_ENV: 'production' });
    expect(r.kind).toBe('refuse');
    if (r.kind !== 'refuse') return;
    for (const name of ['IDENTITY_PROVIDER', 'ANCHOR_AUTO_REVIEW_MS', '5000', 'IDENTITY_PROVIDER=aliyun', 'ANCHOR_AUTO_REVIEW_MS=off', 'ALLOW_DEMO_IN_PRODUCTION=1']) {
      expect(r.message).toContain(name);
    }
  });

  it('either demo part alone is refused: the demo identity provider, or an auto-review at any delay', () => {
    expect(checkDemoDefaults({ NODE_ENV: 'production', IDENTITY_PROVIDER: 'demo', ANCHOR_AUTO_REVIEW_MS: 'off' })).toMatchObject({
      kind: 'refuse', message: expect.stringContaining("IDENTITY_PROVIDER 'demo'"),
    });
    const review = checkDemoDefaults({ NODE_ENV: 'production', ...ALIYUN, ANCHOR_AUTO_REVIEW_MS: '3600000' });
    expect(review).toMatchObject({ kind: 'refuse', message: expect.stringContaining('ANCHOR_AUTO_REVIEW_MS 3600000') });
    expect(review.kind === 'refuse' && review.message).not.toContain('demo identity provider');
  });

  it('a real identity provider and no auto-review start in production without a word', () => {
    expect(checkDemoDefaults({ NODE_ENV: 'production', ...ALIYUN, ANCHOR_AUTO_REVIEW_MS: 'off' })).toEqual({ kind: 'ok' });
  });

  it('ALLOW_DEMO_IN_PRODUCTION=1 (or true/yes/on) starts the demo in production, with a warning naming what is on', () => {
    for (const yes of ['1', 'true', 'YES', 'on']) {
      const r = checkDemoDefaults({ NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: yes });
      expect(r.kind).toBe('warn');
      expect(r.kind === 'warn' && r.message).toMatch(/IDENTITY_PROVIDER.*ANCHOR_AUTO_REVIEW_MS/);
    }
    for (const no of ['0', 'false', '', 'maybe']) expect(checkDemoDefaults({ NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: no }).kind).toBe('refuse');
  });
});
