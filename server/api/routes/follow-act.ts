// Following competitions and teams [FL-1]: POST /follow/act/list {followType, sportType} → the hot group and the
// caller's follows; /isFollow {compId or teamId, sportType, followType}; /status {…} follows; /unfollow
// {followIds}. sportType 1 football / 2 basketball; followType 1 competition / 2 team. In the follow menu the
// hot groups have the ids 9999998 (competitions) and 9999999 (teams) (SPEC.md §7): they are menu entries, not
// something to follow.
import type { FastifyInstance } from 'fastify';
import type { CatalogScope, CatalogType } from '../../db/repositories/catalog';
import { findCatalogItems, hotCatalogOf } from '../../db/repositories/catalog';
import { findActFollow, followAct, listActFollows, unfollowActs } from '../../db/repositories/act-follows';
import { API_CODE, fail, ok } from '../errors';
import { addRoute } from '../route';
import { int, object, sportType } from '../schemas';
import type { Services } from '../services';

export const HOT_GROUP_ID = { competitions: 9999998, teams: 9999999 } as const;
const HOT_GROUP_NAME = { 1: '热门赛事', 2: '热门球队' } as const;

/** SPEC.md §3 follow list item; for a competition the team fields are empty, and the other way round. */
export interface FollowListItem {
  readonly compId: number;
  readonly compName: string;
  readonly compLogo: string;
  readonly teamId: number;
  readonly teamName: string;
  readonly teamLogo: string;
  /** The follow's id (what unfollow takes); null when not followed. */
  readonly followerId: number | null;
  /** 1 followed, 2 not [FL-1]. */
  readonly followStatus: 1 | 2;
}

const item = (type: CatalogType, id: number, name: string, logo: string, followerId: number | null): FollowListItem => ({
  compId: type === 1 ? id : 0, compName: type === 1 ? name : '', compLogo: type === 1 ? logo : '',
  teamId: type === 2 ? id : 0, teamName: type === 2 ? name : '', teamLogo: type === 2 ? logo : '',
  followerId, followStatus: followerId === null ? 2 : 1,
});

interface Target {
  readonly sportType: 1 | 2;
  readonly followType: 1 | 2;
  readonly compId?: number;
  readonly teamId?: number;
}

const followType = { type: 'integer', enum: [1, 2] } as const;
const targetSchema = object({ sportType, followType, compId: int(1), teamId: int(1) }, ['sportType', 'followType']);

export function followActRoutes(app: FastifyInstance, s: Services): void {
  const targetOf = (b: Target) => (b.followType === 1 ? b.compId : b.teamId);
  const isHotGroup = (id: number) => id === HOT_GROUP_ID.competitions || id === HOT_GROUP_ID.teams;
  const missingTarget = (b: Target) => fail(API_CODE.validation, b.followType === 1 ? '请选择赛事' : '请选择球队');

  addRoute<{ readonly followType: 1 | 2; readonly sportType: 1 | 2 }>(app, s, {
    url: '/follow/act/list', auth: 'required',
    body: object({ followType, sportType }, ['followType', 'sportType']),
    async handler(ctx, body) {
      const follows = await listActFollows(s.db, ctx.user.userId, body.sportType, body.followType);
      const followIdOf = new Map(follows.map((f) => [f.targetId, f.id]));
      const hot = await hotCatalogOf(s.db, body.sportType as CatalogScope, body.followType);
      return ok({
        hot: {
          groupId: body.followType === 1 ? HOT_GROUP_ID.competitions : HOT_GROUP_ID.teams,
          name: HOT_GROUP_NAME[body.followType],
          items: hot.map((c) => item(body.followType, c.id, c.shortName, c.logo, followIdOf.get(c.id) ?? null)),
        },
        list: follows.map((f) => item(body.followType, f.targetId, f.name, f.logo, f.id)),
      });
    },
  });

  addRoute<Target>(app, s, {
    url: '/follow/act/isFollow', auth: 'required', body: targetSchema,
    async handler(ctx, body) {
      const targetId = targetOf(body);
      if (targetId === undefined) return missingTarget(body);
      const id = await findActFollow(s.db, { userId: ctx.user.userId, sportType: body.sportType, followType: body.followType, targetId });
      return ok({ isFollow: id !== undefined, followerId: id ?? null });
    },
  });

  addRoute<Target>(app, s, {
    url: '/follow/act/status', auth: 'required', body: targetSchema,
    async handler(ctx, body) {
      const targetId = targetOf(body);
      if (targetId === undefined) return missingTarget(body);
      if (isHotGroup(targetId)) return fail(API_CODE.validation, '热门分组不能关注');
      const known = await findCatalogItems(s.db, body.sportType as CatalogScope, body.followType, [targetId]);
      if (known.length === 0) return fail(API_CODE.notFound, body.followType === 1 ? '赛事不存在' : '球队不存在');
      const followerId = await followAct(s.db, { userId: ctx.user.userId, sportType: body.sportType, followType: body.followType, targetId }, new Date(ctx.now));
      return ok({ isFollow: true, followerId });
    },
  });

  addRoute<{ readonly followIds: readonly number[] }>(app, s, {
    url: '/follow/act/unfollow', auth: 'required',
    body: object({ followIds: { type: 'array', minItems: 1, maxItems: 100, items: int(1) } }, ['followIds']),
    handler: async (ctx, body) => ok({ removed: await unfollowActs(s.db, ctx.user.userId, body.followIds) }),
  });
}
