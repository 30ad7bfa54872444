// POST /anchor/homepage {customId} → the anchor's profile (/personalHomepage?customId= [AN-5, LR-6]): an account here
// (users.is_anchor: bio, levels, fans and follows, the caller's follow) or, failing that, an anchor the feed knows
// (name, avatar and level from its rooms; no bio, no counts — null, not made up; it cannot be followed). Live
// status from the feed's rooms; reminded: the logged-in caller asked /anchor/remind. Recent forecasts: none are kept server-side yet, so [] (近期无预测 [AN-5]).
// Neither: 40007 主播不存在.
import type { FastifyInstance } from 'fastify';
import { ANCHOR_SEARCH, API_MESSAGE } from '../../../contract';
import { isReminded } from '../../anchors/reminders';
import { followCounts, followedAmong } from '../../db/repositories/customer-follows';
import { findUserById } from '../../db/repositories/users';
import { API_CODE, fail, ok } from '../errors';
import { standing } from '../level-tables';
import { addRoute } from '../route';
import type { Services } from '../services';
import { feedAnchorRooms, liveRoomOf } from './anchor-search-match';
import { forecastServiceOf } from '../../forecasts/forecast-service';
import { profileForecasts } from '../../forecasts/profile-forecasts';

const MAX_USER_ID = 2_147_483_647;

export function anchorHomepageRoutes(app: FastifyInstance, s: Services): void {
  addRoute(app, s, ANCHOR_SEARCH.homepage, async (ctx, body) => {
    const id = body.customId;
    const state = s.liveState();
    let user = id <= MAX_USER_ID ? await findUserById(s.db, id) : undefined;
    // An anchor the feed names gets their account first (feed-anchor-accounts.ts).
    if (!user && feedAnchorRooms(state).has(id) && (await s.feedAnchors.sync(state)) > 0) user = await findUserById(s.db, id);
    if (user?.isAnchor) {
      const room = liveRoomOf(state, user.id, user.roomId);
      const counts = await followCounts(s.db, user.id);
      const followed = ctx.user ? await followedAmong(s.db, ctx.user.userId, [user.id]) : new Set<number>();
      const forecasts = await profileForecasts(forecastServiceOf(s), user.id);
      return ok({
        customerId: user.id, nickname: user.nickname, avatar: user.avatar, description: user.description,
        anchorLevel: user.anchorLevel, anchorLevelTxt: standing(2, user.anchorLevel).levelTxt,
        predictionLevel: user.predictionLevel, predictionLevelTxt: standing(3, user.predictionLevel).levelTxt,
        fansCount: counts.followFrom, followCount: counts.followTo,
        living: room !== undefined, roomId: room?.roomId ?? user.roomId,
        followStatus: followed.has(user.id) ? 1 : 2, account: true, ...forecasts,
        ...(ctx.user && { reminded: await isReminded(s.db, ctx.user.userId, user.id) }),
      });
    }
    const room = feedAnchorRooms(state).get(id);
    if (!room) return fail(API_CODE.notFound, API_MESSAGE.anchorNotFound);
    return ok({
      customerId: id, nickname: room.anchor.name, avatar: room.anchor.avatar, description: '',
      anchorLevel: room.anchor.level, anchorLevelTxt: room.anchor.level > 0 ? standing(2, room.anchor.level).levelTxt : '',
      predictionLevel: 0, predictionLevelTxt: '', fansCount: null, followCount: null,
      living: room.living, roomId: room.roomId, followStatus: 2, account: false, forecasts: [],
    });
  });
}
