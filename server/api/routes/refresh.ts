// POST /refresh [HT-9]: the refresh token in the X-Refresh-Token header, empty payload → {accessToken,
// refreshToken}. Any refusal (unknown, expired, revoked, reused) is 10030: the client logs out [HT-5].
// POST /logout, the refresh token in the same header: revokes its family, so neither token of this login works
// again (the client clears its tokens either way). An expired access token does not stand in the way.
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../../db/repositories/users';
import { FAIL, ok } from '../errors';
import { refreshTokenOf } from '../headers';
import { GENERAL } from '../../../contract';
import { addRoute } from '../route';
import type { Services } from '../services';

export function refreshRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, GENERAL.refresh, async (ctx) => {
    const presented = refreshTokenOf(ctx.req);
    if (!presented) return FAIL.loginExpired();
    const rotated = await s.families.rotate(presented);
    if (!rotated.ok) return FAIL.loginExpired();
    const user = await findUserById(s.db, rotated.userId);
    if (!user) return FAIL.loginExpired();
    return ok({ accessToken: s.tokens.issue(user.id, user.tokenVersion, rotated.familyId), refreshToken: rotated.refreshToken });
  });

  addRoute(app, s, GENERAL.logout, async (ctx) => {
    const presented = refreshTokenOf(ctx.req);
    if (presented) await s.families.revokeByToken(presented, 'logout');
    return ok(null);
  });
}
