// Refresh-token families and every token they issued (server/auth/refresh-families.ts holds the rules).
import type { Queryable } from '../database';
import { first } from '../database';

export interface PresentedToken {
  readonly familyId: string;
  readonly userId: number;
  readonly rotatedAt: Date | null;
  readonly familyExpiresAt: Date;
  readonly familyRevokedAt: Date | null;
  readonly currentSealed: string;
}

export interface NewFamily {
  readonly id: string;
  readonly userId: number;
  readonly expiresAt: Date;
  readonly tokenHash: string;
  readonly tokenSealed: string;
}

export async function insertFamily(q: Queryable, f: NewFamily, now: Date): Promise<void> {
  await q.query(`INSERT INTO refresh_families (id, user_id, created_at, expires_at, current_hash, current_sealed)
    VALUES ($1, $2, $3, $4, $5, $6)`, [f.id, f.userId, now, f.expiresAt, f.tokenHash, f.tokenSealed]);
  await q.query('INSERT INTO refresh_tokens (hash, family_id, created_at) VALUES ($1, $2, $3)', [f.tokenHash, f.id, now]);
}

/**
 * The presented token with its family, the family row locked: concurrent refreshes of one family queue here.
 * Lock first, read after: under READ COMMITTED a statement that waited for a lock still sees the snapshot it
 * started with for rows it did not lock, so the token's rotated_at is read by a statement that starts once the
 * lock is held.
 */
export async function lockPresentedToken(q: Queryable, hash: string): Promise<PresentedToken | undefined> {
  const familyId = await familyOfToken(q, hash);
  if (!familyId) return undefined;
  await q.query('SELECT id FROM refresh_families WHERE id = $1 FOR UPDATE', [familyId]);
  return first<PresentedToken>(q, `SELECT t.family_id AS "familyId", f.user_id AS "userId", t.rotated_at AS "rotatedAt",
      f.expires_at AS "familyExpiresAt", f.revoked_at AS "familyRevokedAt", f.current_sealed AS "currentSealed"
    FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id WHERE t.hash = $1`, [hash]);
}

export interface Rotation {
  readonly familyId: string;
  readonly oldHash: string;
  readonly newHash: string;
  readonly newSealed: string;
  readonly expiresAt: Date;
}

export async function rotateToken(q: Queryable, r: Rotation, now: Date): Promise<void> {
  await q.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE hash = $1', [r.oldHash, now]);
  await q.query('INSERT INTO refresh_tokens (hash, family_id, created_at) VALUES ($1, $2, $3)', [r.newHash, r.familyId, now]);
  await q.query(`UPDATE refresh_families SET current_hash = $2, current_sealed = $3, expires_at = $4, rotations = rotations + 1
    WHERE id = $1`, [r.familyId, r.newHash, r.newSealed, r.expiresAt]);
}

export async function revokeFamily(q: Queryable, familyId: string, reason: string, now: Date): Promise<void> {
  await q.query(`UPDATE refresh_families SET revoked_at = $3, revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL`,
    [familyId, reason, now]);
}

export async function revokeUserFamilies(q: Queryable, userId: number, reason: string, now: Date): Promise<void> {
  await q.query(`UPDATE refresh_families SET revoked_at = $3, revoke_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
    [userId, reason, now]);
}

/** Every other session of the user ends: all their refresh families but `keepFamilyId` (the caller's own). */
export async function revokeOtherFamilies(q: Queryable, userId: number, keepFamilyId: string, reason: string, now: Date): Promise<void> {
  await q.query(`UPDATE refresh_families SET revoked_at = $4, revoke_reason = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
    [userId, keepFamilyId, reason, now]);
}

export interface FamilyState {
  readonly revokedAt: Date | null;
  readonly revokeReason: string | null;
  readonly rotations: number;
}

export function familyState(q: Queryable, familyId: string): Promise<FamilyState | undefined> {
  return first<FamilyState>(q, `SELECT revoked_at AS "revokedAt", revoke_reason AS "revokeReason", rotations
    FROM refresh_families WHERE id = $1`, [familyId]);
}

/** The family a token (current or retired) belongs to. */
export async function familyOfToken(q: Queryable, hash: string): Promise<string | undefined> {
  return (await first<{ familyId: string }>(q, 'SELECT family_id AS "familyId" FROM refresh_tokens WHERE hash = $1', [hash]))?.familyId;
}
