// Following users (anchors): POST /v1/customer/follow/action {status 1/2, followCustomerId, prepareId} — never
// oneself [FL-3]; /follow/to (whom I follow) and /follow/from (my fans) {pageNum, pageSize} → {total, list};
// /follow/preSearch {keyword} → up to 10 users by nickname or exact user code, with the caller's followStatus.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/repositories/users';
import { findUserById, searchUsers } from '../../db/repositories/users';
import { followCounts, followCustomer, followedAmong, followPage, unfollowCustomer } from '../../db/repositories/customer-follows';
import { API_CODE, fail, FAIL, ok } from '../errors';
import { grantFollow } from '../../levels/experience';
import type { FollowUser } from '../../../contract';
import { AUTH_CUSTOMER, PRE_SEARCH_LIMIT } from '../../../contract';
import { addRoute } from '../route';
import type { Services } from '../services';

export { PRE_SEARCH_LIMIT };

const asFollowUser = (u: UserRow, followed: ReadonlySet<number>): FollowUser => ({
  customerId: u.id, nickname: u.nickname, avatar: u.avatar, isAnchor: u.isAnchor ? 1 : 0, identifier: u.roomId,
  userCode: u.userCode, level: u.level, anchorLevel: u.anchorLevel, description: u.description,
  followStatus: followed.has(u.id) ? 1 : 2,
});

export function followCustomerRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, AUTH_CUSTOMER.followAction, async (ctx, body) => {
    if (body.followCustomerId === ctx.user.userId) return FAIL.followSelf(); // [FL-3]
    if (body.status === 2) {
      await unfollowCustomer(s.db, ctx.user.userId, body.followCustomerId);
      return ok({ followStatus: 2 });
    }
    // A feed anchor seen this second may not have its account yet (feed-anchor-accounts.ts): make it first.
    const followee = (await findUserById(s.db, body.followCustomerId))
      ?? ((await s.feedAnchors.sync(s.liveState())) > 0 ? await findUserById(s.db, body.followCustomerId) : undefined);
    if (!followee) return fail(API_CODE.notFound, '用户不存在');
    await followCustomer(s.db, ctx.user.userId, body.followCustomerId, body.prepareId, new Date(ctx.now));
    await grantFollow(s.db, ctx.user.userId, followee, new Date(ctx.now)); // experience-rules.ts: follow, fanGained
    return ok({ followStatus: 1 });
  });

  for (const [direction, call] of [['to', AUTH_CUSTOMER.followTo], ['from', AUTH_CUSTOMER.followFrom]] as const) {
    addRoute(app, s, call, async (ctx, body) => {
      const me = ctx.user.userId;
      const users = await followPage(s.db, me, direction, body.pageSize, (body.pageNum - 1) * body.pageSize);
      const followed = direction === 'to' ? new Set(users.map((u) => u.id)) : await followedAmong(s.db, me, users.map((u) => u.id));
      const counts = await followCounts(s.db, me);
      return ok({ total: direction === 'to' ? counts.followTo : counts.followFrom, list: users.map((u) => asFollowUser(u, followed)) });
    });
  }

  addRoute(app, s, AUTH_CUSTOMER.followPreSearch, async (ctx, body) => {
    const keyword = body.keyword.trim();
    if (!keyword) return fail(API_CODE.validation, '请输入搜索关键词');
    const me = ctx.user?.userId;
    const users = (await searchUsers(s.db, keyword, PRE_SEARCH_LIMIT + 1)).filter((u) => u.id !== me).slice(0, PRE_SEARCH_LIMIT);
    const followed = me === undefined ? new Set<number>() : await followedAmong(s.db, me, users.map((u) => u.id));
    return ok(users.map((u) => asFollowUser(u, followed)));
  });
}
