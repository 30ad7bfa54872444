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
import type { FollowListItem } from '../../../contract';
import { FOLLOW_ACT, HOT_GROUP_ID } from '../../../contract';
import { addRoute } from '../route';
import type { Services } from '../services';

export { HOT_GROUP_ID };
const HOT_GROUP_NAME = { 1: '热门赛事', 2: '热门球队' } as const;

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

export function followActRoutes(app: FastifyInstance, s: Services): void {
  const targetOf = (b: Target) => (b.followType === 1 ? b.compId : b.teamId);
  const isHotGroup = (id: number) => id === HOT_GROUP_ID.competitions || id === HOT_GROUP_ID.teams;
  const missingTarget = (b: Target) => fail(API_CODE.validation, b.followType === 1 ? '请选择赛事' : '请选择球队');

  addRoute(app, s, FOLLOW_ACT.list, async (ctx, body) => {
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
  });

  addRoute(app, s, FOLLOW_ACT.isFollow, async (ctx, body) => {
    const targetId = targetOf(body);
    if (targetId === undefined) return missingTarget(body);
    const id = await findActFollow(s.db, { userId: ctx.user.userId, sportType: body.sportType, followType: body.followType, targetId });
    return ok({ isFollow: id !== undefined, followerId: id ?? null });
  });

  addRoute(app, s, FOLLOW_ACT.status, async (ctx, body) => {
    const targetId = targetOf(body);
    if (targetId === undefined) return missingTarget(body);
    if (isHotGroup(targetId)) return fail(API_CODE.validation, '热门分组不能关注');
    const known = await findCatalogItems(s.db, body.sportType as CatalogScope, body.followType, [targetId]);
    if (known.length === 0) return fail(API_CODE.notFound, body.followType === 1 ? '赛事不存在' : '球队不存在');
    const followerId = await followAct(s.db, { userId: ctx.user.userId, sportType: body.sportType, followType: body.followType, targetId }, new Date(ctx.now));
    return ok({ isFollow: true, followerId });
  });

  addRoute(app, s, FOLLOW_ACT.unfollow, async (ctx, body) => ok({ removed: await unfollowActs(s.db, ctx.user.userId, body.followIds) }));
}
