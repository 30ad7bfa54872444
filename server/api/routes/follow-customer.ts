// Following users (anchors): POST /v1/customer/follow/action {status 1/2, followCustomerId, prepareId} — never
// oneself [FL-3]; /follow/to (whom I follow) and /follow/from (my fans) {pageNum, pageSize} → {total, list};
// /follow/preSearch {keyword} → up to 10 users by nickname or exact user code, with the caller's followStatus.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/repositories/users';
import { findUserById, searchUsers } from '../../db/repositories/users';
import { followCounts, followCustomer, followedAmong, followPage, unfollowCustomer } from '../../db/repositories/customer-follows';
import { API_CODE, fail, FAIL, ok } from '../errors';
import { addRoute } from '../route';
import { followStatus, int, object, page, str } from '../schemas';
import type { Services } from '../services';

export const PRE_SEARCH_LIMIT = 10; // SPEC.md §9 anchor search pages of 10

export interface FollowUser {
  readonly customerId: number;
  readonly nickname: string;
  readonly avatar: string;
  readonly isAnchor: 0 | 1;
  readonly identifier: number | null;
  readonly userCode: string;
  readonly level: number;
  readonly anchorLevel: number;
  readonly description: string;
  /** 1 the caller follows them, 2 not [FL-1]. */
  readonly followStatus: 1 | 2;
}

const asFollowUser = (u: UserRow, followed: ReadonlySet<number>): FollowUser => ({
  customerId: u.id, nickname: u.nickname, avatar: u.avatar, isAnchor: u.isAnchor ? 1 : 0, identifier: u.roomId,
  userCode: u.userCode, level: u.level, anchorLevel: u.anchorLevel, description: u.description,
  followStatus: followed.has(u.id) ? 1 : 2,
});

interface ActionBody {
  readonly status: 1 | 2;
  readonly followCustomerId: number;
  readonly prepareId: number;
}

interface PageBody {
  readonly pageNum: number;
  readonly pageSize: number;
}

export function followCustomerRoutes(app: FastifyInstance, s: Services): void {
  addRoute<ActionBody>(app, s, {
    url: '/v1/customer/follow/action', auth: 'required',
    body: object({ status: followStatus, followCustomerId: int(1), prepareId: { type: 'integer', minimum: 0, default: 0 } },
      ['status', 'followCustomerId']),
    async handler(ctx, body) {
      if (body.followCustomerId === ctx.user.userId) return FAIL.followSelf(); // [FL-3]
      if (body.status === 2) {
        await unfollowCustomer(s.db, ctx.user.userId, body.followCustomerId);
        return ok({ followStatus: 2 });
      }
      if (!(await findUserById(s.db, body.followCustomerId))) return fail(API_CODE.notFound, '用户不存在');
      await followCustomer(s.db, ctx.user.userId, body.followCustomerId, body.prepareId, new Date(ctx.now));
      return ok({ followStatus: 1 });
    },
  });

  for (const direction of ['to', 'from'] as const) {
    addRoute<PageBody>(app, s, {
      url: `/v1/customer/follow/${direction}`, auth: 'required',
      body: object(page(20, 100)),
      async handler(ctx, body) {
        const me = ctx.user.userId;
        const users = await followPage(s.db, me, direction, body.pageSize, (body.pageNum - 1) * body.pageSize);
        const followed = direction === 'to' ? new Set(users.map((u) => u.id)) : await followedAmong(s.db, me, users.map((u) => u.id));
        const counts = await followCounts(s.db, me);
        return ok({ total: direction === 'to' ? counts.followTo : counts.followFrom, list: users.map((u) => asFollowUser(u, followed)) });
      },
    });
  }

  addRoute<{ readonly keyword: string }>(app, s, {
    url: '/v1/customer/follow/preSearch', auth: 'optional',
    body: object({ keyword: str(30) }, ['keyword']),
    messages: { keyword: '请输入搜索关键词' },
    async handler(ctx, body) {
      const keyword = body.keyword.trim();
      if (!keyword) return fail(API_CODE.validation, '请输入搜索关键词');
      const me = ctx.user?.userId;
      const users = (await searchUsers(s.db, keyword, PRE_SEARCH_LIMIT + 1)).filter((u) => u.id !== me).slice(0, PRE_SEARCH_LIMIT);
      const followed = me === undefined ? new Set<number>() : await followedAmong(s.db, me, users.map((u) => u.id));
      return ok(users.map((u) => asFollowUser(u, followed)));
    },
  });
}
