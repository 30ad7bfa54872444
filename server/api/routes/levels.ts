// POST /v1/tasks/levelinfo {levelType 1 user / 2 anchor / 3 forecast} → {levelExpList, levelList};
// /v1/personal/custom/level/info, /v1/personal/anchor/level/info (anchors), /v1/personal/anchor/info
// {customerId?} (an anchor's card; the caller's own without customerId).
import type { FastifyInstance } from 'fastify';
import { followCounts, followedAmong } from '../../db/repositories/customer-follows';
import { findUserById } from '../../db/repositories/users';
import { API_CODE, fail, FAIL, ok } from '../errors';
import { FORECAST_TASKS_PERSONAL } from '../../../contract';
import { LEVEL_TABLES, levelForExp, standing } from '../level-tables';
import { addRoute } from '../route';
import type { Services } from '../services';

export function levelRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, FORECAST_TASKS_PERSONAL.levelInfo, async (_ctx, body) => ok({ levelType: body.levelType, ...LEVEL_TABLES[body.levelType] }));

  addRoute(app, s, FORECAST_TASKS_PERSONAL.userLevel, async (ctx) => {
    const u = await findUserById(s.db, ctx.user.userId);
    if (!u) return FAIL.tokenInvalid();
    const { level, levelTxt, nextLevelExp } = standing(1, u.level);
    return ok({ level, levelTxt, exp: u.exp, nextLevelExp });
  });

  addRoute(app, s, FORECAST_TASKS_PERSONAL.anchorLevel, async (ctx) => {
    const u = await findUserById(s.db, ctx.user.userId);
    if (!u) return FAIL.tokenInvalid();
    if (!u.isAnchor) return FAIL.notAnchor();
    // The levels the experience reaches (a newly certified anchor's columns still say 0 before any grant).
    const anchor = standing(2, levelForExp(2, u.anchorExp));
    const prediction = standing(3, levelForExp(3, u.predictionExp));
    return ok({
      anchorLevel: anchor.level, anchorLevelTxt: anchor.levelTxt, anchorExp: u.anchorExp, nextAnchorExp: anchor.nextLevelExp,
      predictionLevel: prediction.level, predictionLevelTxt: prediction.levelTxt, predictionExp: u.predictionExp,
      nextPredictionExp: prediction.nextLevelExp,
    });
  });

  addRoute(app, s, FORECAST_TASKS_PERSONAL.anchorInfo, async (ctx, body) => {
    const id = body.customerId ?? ctx.user?.userId;
    if (id === undefined) return FAIL.notLoggedIn();
    const u = await findUserById(s.db, id);
    if (!u || !u.isAnchor) return fail(API_CODE.notFound, '主播不存在');
    const fans = (await followCounts(s.db, u.id)).followFrom;
    const followed = ctx.user ? await followedAmong(s.db, ctx.user.userId, [u.id]) : new Set<number>();
    return ok({
      customerId: u.id, nickname: u.nickname, avatar: u.avatar, identifier: u.roomId, description: u.description,
      anchorLevel: u.anchorLevel, anchorLevelTxt: standing(2, u.anchorLevel).levelTxt,
      predictionLevel: u.predictionLevel, predictionLevelTxt: standing(3, u.predictionLevel).levelTxt,
      fansCount: fans, followStatus: followed.has(u.id) ? 1 : 2, // [FL-1]
    });
  });
}
