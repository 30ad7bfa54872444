// Access tokens: short-lived, HMAC-SHA256-signed, carrying the user id, the user's token version (a password
// reset bumps it) and the refresh family (reuse detection revokes it). Format: 'v1.' base64url(JSON claims)
// '.' base64url(HMAC over the first two parts). Not a JWT: no algorithm field to downgrade, one key, one shape.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../engine/core/time/scheduler';

export interface AccessClaims {
  readonly userId: number;
  readonly tokenVersion: number;
  readonly familyId: string;
  /** ms since the epoch. */
  readonly issuedAt: number;
  readonly expiresAt: number;
}

export type AccessCheck =
  | { readonly ok: true; readonly claims: AccessClaims }
  /** malformed or signature: 10040; expired: 10050 (a refresh fixes it) [HT-6]. */
  | { readonly ok: false; readonly reason: 'malformed' | 'signature' | 'expired' };

export interface AccessTokens {
  issue(userId: number, tokenVersion: number, familyId: string): string;
  verify(token: string): AccessCheck;
}

const PREFIX = 'v1';

export function createAccessTokens(key: Buffer, ttlMs: number, clock: Clock): AccessTokens {
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    issue(userId, tokenVersion, familyId) {
      const issuedAt = clock.now();
      const claims = { u: userId, v: tokenVersion, f: familyId, iat: issuedAt, exp: issuedAt + ttlMs };
      const body = `${PREFIX}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== PREFIX) return { ok: false, reason: 'malformed' };
      const given = Buffer.from(parts[2], 'base64url');
      const expected = sign(`${parts[0]}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
      const c = parseClaims(parts[1]);
      if (!c) return { ok: false, reason: 'malformed' };
      if (c.expiresAt <= clock.now()) return { ok: false, reason: 'expired' };
      return { ok: true, claims: c };
    },
  };
}

function parseClaims(part: string): AccessClaims | undefined {
  try {
    const raw: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { u, v, f, iat, exp } = raw as Record<string, unknown>;
    if (!Number.isInteger(u) || !Number.isInteger(v) || typeof f !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
      return undefined;
    }
    return { userId: u as number, tokenVersion: v as number, familyId: f, issuedAt: iat, expiresAt: exp };
  } catch {
    return undefined;
  }
}
