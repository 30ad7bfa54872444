// Anchor invitation codes (/v1/customer/verifyAnchorCode, issue #14): the operator issues a code for an inviter
// (scripts/anchor-audit.ts code <inviter>); an applicant enters it on /anchorCertification before the card info and
// it binds their account (one code per account, one account per code), so the application shows who invited them.
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { first } from '../db/database';

/** No 0/O, 1/I: read aloud and typed from a message. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ANCHOR_CODE_LENGTH = 8;
export const ANCHOR_CODE_PATTERN = `^[A-Za-z0-9]{${ANCHOR_CODE_LENGTH}}$`;
export const DEFAULT_CODE_DAYS = 30;
const DAY = 86_400_000;

export function newAnchorCode(): string {
  return Array.from({ length: ANCHOR_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export async function issueAnchorCode(q: Queryable, inviter: string, now: number, days = DEFAULT_CODE_DAYS): Promise<{ code: string; expiresAt: Date }> {
  if (!inviter.trim()) throw new Error('a code needs its inviter');
  const code = newAnchorCode();
  const expiresAt = new Date(now + days * DAY);
  await q.query('INSERT INTO anchor_codes (code, inviter, created_at, expires_at) VALUES ($1, $2, $3, $4)', [code, inviter.trim(), new Date(now), expiresAt]);
  return { code, expiresAt };
}

export type CodeOutcome =
  | { readonly ok: true; readonly code: string; readonly inviter: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'bound' };

/** The user's bound code, if any. */
export async function boundCode(q: Queryable, userId: number): Promise<{ code: string; inviter: string } | undefined> {
  return first<{ code: string; inviter: string }>(q, 'SELECT code, inviter FROM anchor_codes WHERE used_by = $1', [userId]);
}

/**
 * Binds the code to the user: unknown, expired or someone else's → invalid; the user holds another → bound;
 * the user's own again → ok (idempotent). Case-insensitive.
 */
export async function bindAnchorCode(q: Queryable, userId: number, given: string, now: number): Promise<CodeOutcome> {
  const code = given.trim().toUpperCase();
  const held = await boundCode(q, userId);
  if (held) return held.code === code ? { ok: true, ...held } : { ok: false, reason: 'bound' };
  const taken = await q.query<{ inviter: string }>(`UPDATE anchor_codes SET used_by = $2, used_at = $3
    WHERE code = $1 AND used_by IS NULL AND expires_at > $3 RETURNING inviter`, [code, userId, new Date(now)]);
  return taken[0] ? { ok: true, code, inviter: taken[0].inviter } : { ok: false, reason: 'invalid' };
}
