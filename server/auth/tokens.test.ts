import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import { createAccessTokens } from './tokens';

const key = Buffer.alloc(32, 1);

describe('access tokens', () => {
  it('carry user id, token version and family, and verify until they expire', () => {
    const clock = new ManualScheduler(1_000_000);
    const tokens = createAccessTokens(key, 15 * 60_000, clock);
    const t = tokens.issue(42, 3, 'fam');
    expect(tokens.verify(t)).toEqual({ ok: true, claims: { userId: 42, tokenVersion: 3, familyId: 'fam', issuedAt: 1_000_000, expiresAt: 1_000_000 + 900_000 } });
    clock.advance(900_000 - 1);
    expect(tokens.verify(t).ok).toBe(true);
    clock.advance(1);
    expect(tokens.verify(t)).toEqual({ ok: false, reason: 'expired' }); // → 10050 [HT-6]
  });

  it('refuse a changed payload, another key, and malformed text (→ 10040)', () => {
    const clock = new ManualScheduler(0);
    const tokens = createAccessTokens(key, 60_000, clock);
    const [v, body, sig] = tokens.issue(1, 0, 'f').split('.');
    const forged = Buffer.from(JSON.stringify({ u: 2, v: 0, f: 'f', iat: 0, exp: 60_000 })).toString('base64url');
    expect(tokens.verify(`${v}.${forged}.${sig}`)).toEqual({ ok: false, reason: 'signature' });
    expect(createAccessTokens(Buffer.alloc(32, 2), 60_000, clock).verify(`${v}.${body}.${sig}`)).toEqual({ ok: false, reason: 'signature' });
    for (const bad of ['', 'a.b', 'v2.x.y', 'v1..', `${v}.${body}.${sig}.x`]) expect(tokens.verify(bad).ok).toBe(false);
  });
});
