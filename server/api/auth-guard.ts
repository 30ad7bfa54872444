// Who is calling. A request without a token is anonymous; a token that is sent must be good whatever the route:
// expired → 10050 (the client refreshes and replays [HT-6]); malformed, forged, from an older token version
// (password reset) or a revoked family (reuse detected) → 10040 (the client logs out [HT-5]).
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { sessionState } from '../db/repositories/users';
import type { AccessTokens } from '../auth/tokens';
import type { Failure } from './errors';
import { FAIL } from './errors';
import { bearerOf } from './headers';

export interface AuthUser {
  readonly userId: number;
  readonly familyId: string;
}

export type AuthOutcome =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'user'; readonly user: AuthUser }
  | { readonly kind: 'refused'; readonly failure: Failure };

export type Authenticate = (req: FastifyRequest) => Promise<AuthOutcome>;

export function createAuthenticator(db: Queryable, tokens: AccessTokens): Authenticate {
  return async (req) => {
    const token = bearerOf(req);
    if (!token) return { kind: 'anonymous' };
    const check = tokens.verify(token);
    if (!check.ok) return { kind: 'refused', failure: check.reason === 'expired' ? FAIL.tokenExpired() : FAIL.tokenInvalid() };
    const { userId, familyId, tokenVersion } = check.claims;
    const state = await sessionState(db, userId, familyId);
    if (!state || state.familyRevoked || state.tokenVersion !== tokenVersion) return { kind: 'refused', failure: FAIL.tokenInvalid() };
    return { kind: 'user', user: { userId, familyId } };
  };
}
