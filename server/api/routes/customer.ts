// POST /v1/customer/info (SPEC.md §3 user info + personal info), /v1/customer/reportOnline {scope 'web'} every
// 60 s while logged in [AU-10], /tourist/generateTouristCode.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { maskPhone } from '../../auth/phone';
import { insertTourist } from '../../db/repositories/app-state';
import { followCounts } from '../../db/repositories/customer-follows';
import { findUserById, touchOnline } from '../../db/repositories/users';
import { FAIL, ok } from '../errors';
import { standing } from '../level-tables';
import type { UserInfo } from '../../../contract';
import { AUTH_CUSTOMER } from '../../../contract';
import { addRoute } from '../route';
import type { Services } from '../services';

export function customerRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, AUTH_CUSTOMER.info, async (ctx) => {
    const u = await findUserById(s.db, ctx.user.userId);
    if (!u) return FAIL.tokenInvalid();
    const counts = await followCounts(s.db, u.id);
    const info: UserInfo = {
      id: u.id, customerId: u.id, nickname: u.nickname, avatar: u.avatar, isAnchor: u.isAnchor ? 1 : 0,
      identifier: u.roomId, userCode: u.userCode, followToCount: counts.followTo, followFromCount: counts.followFrom,
      level: u.level, levelTxt: standing(1, u.level).levelTxt, exp: u.exp, gender: u.gender, description: u.description,
      phone: maskPhone(u.phone), hasPassword: u.passwordHash !== null,
    };
    return ok(info);
  });

  addRoute(app, s, AUTH_CUSTOMER.reportOnline, async (ctx) => {
    await touchOnline(s.db, ctx.user.userId, new Date(ctx.now));
    return ok(null);
  });

  addRoute(app, s, AUTH_CUSTOMER.touristCode, async (ctx) => {
    const allowed = await s.limiter.consume([{ bucket: 'tourist-ip', subject: ctx.ip, rules: s.limits.touristPerIp }]);
    if (!allowed.ok) return FAIL.rateLimited();
    const touristCode = `tourist_${randomBytes(12).toString('base64url')}`;
    await insertTourist(s.db, touristCode, new Date(ctx.now));
    return ok({ touristCode });
  });
}
