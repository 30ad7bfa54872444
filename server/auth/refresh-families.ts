// Rotating refresh tokens with reuse detection (DESIGN.md "Auth", [HT-9]). A login starts a family; each
// /refresh retires the presented token and issues its successor. Presenting a retired token:
//   - within the grace window after it was retired → a concurrent tab that read the old token: it gets the
//     family's current token (the one the first refresh issued), so both tabs end up holding the same token;
//   - later → someone kept a copy: the whole family is revoked, its access tokens die with it.
// The family row is locked for the check-and-rotate, so concurrent refreshes of one family take turns.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import {
  familyOfToken, insertFamily, lockPresentedToken, revokeFamily, revokeUserFamilies, rotateToken,
} from '../db/repositories/refresh-tokens';
import type { Clock } from '../../engine/core/time/scheduler';
import { seal, unseal } from './seal';

export type RefreshOutcome =
  | { readonly ok: true; readonly userId: number; readonly familyId: string; readonly refreshToken: string; readonly graced: boolean }
  | { readonly ok: false; readonly reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export interface RefreshFamilies {
  start(userId: number): Promise<{ readonly familyId: string; readonly refreshToken: string }>;
  rotate(token: string): Promise<RefreshOutcome>;
  revoke(familyId: string, reason: string): Promise<void>;
  /** Logout: revokes the family of a refresh token (any of its tokens); false when the token is unknown. */
  revokeByToken(token: string, reason: string): Promise<boolean>;
  revokeUser(userId: number, reason: string): Promise<void>;
}

export interface RefreshFamiliesDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly sealKey: Buffer;
  /** A family lives this long after its last rotation. */
  readonly ttlMs: number;
  readonly graceMs: number;
}

const TOKEN = /^rt1\.[A-Za-z0-9_-]{43}$/;
const newToken = () => `rt1.${randomBytes(32).toString('base64url')}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createRefreshFamilies(deps: RefreshFamiliesDeps): RefreshFamilies {
  const { db, clock } = deps;
  return {
    async start(userId) {
      const now = clock.now();
      const familyId = randomUUID();
      const refreshToken = newToken();
      await db.transaction((tx) => insertFamily(tx, {
        id: familyId, userId, expiresAt: new Date(now + deps.ttlMs),
        tokenHash: hashOf(refreshToken), tokenSealed: seal(deps.sealKey, refreshToken),
      }, new Date(now)));
      return { familyId, refreshToken };
    },

    rotate(token) {
      if (!TOKEN.test(token)) return Promise.resolve({ ok: false, reason: 'unknown' } as const);
      return db.transaction(async (tx): Promise<RefreshOutcome> => {
        const now = clock.now();
        const hash = hashOf(token);
        const t = await lockPresentedToken(tx, hash);
        if (!t) return { ok: false, reason: 'unknown' };
        if (t.familyRevokedAt) return { ok: false, reason: 'revoked' };
        if (t.familyExpiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
        if (t.rotatedAt === null) {
          const next = newToken();
          await rotateToken(tx, {
            familyId: t.familyId, oldHash: hash, newHash: hashOf(next), newSealed: seal(deps.sealKey, next),
            expiresAt: new Date(now + deps.ttlMs),
          }, new Date(now));
          return { ok: true, userId: t.userId, familyId: t.familyId, refreshToken: next, graced: false };
        }
        if (now - t.rotatedAt.getTime() <= deps.graceMs) {
          const current = unseal(deps.sealKey, t.currentSealed);
          if (current) return { ok: true, userId: t.userId, familyId: t.familyId, refreshToken: current, graced: true };
        }
        await revokeFamily(tx, t.familyId, 'reuse', new Date(now));
        return { ok: false, reason: 'reused' };
      });
    },

    revoke: (familyId, reason) => revokeFamily(db, familyId, reason, new Date(clock.now())),
    async revokeByToken(token, reason) {
      const familyId = TOKEN.test(token) ? await familyOfToken(db, hashOf(token)) : undefined;
      if (familyId) await revokeFamily(db, familyId, reason, new Date(clock.now()));
      return familyId !== undefined;
    },
    revokeUser: (userId, reason) => revokeUserFamilies(db, userId, reason, new Date(clock.now())),
  };
}
