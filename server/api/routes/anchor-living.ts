// Who is live (contract/anchor-living.ts), from the feed state:
//   POST /anchor/findAllLivingAnchors {sportType?} → {anchors}                         every anchor streaming now
//   POST /anchor/findAnchorRecommend {showCount = 6, sportType?, excludeRoomId?} → {anchors}   followed first
//   POST /anchor/remind {anchorId, status 1 | 2} → {anchorId, remind}     (login) told when the anchor goes live
// The lists need no login; a logged-in caller's followed anchors come first in the recommendation.
import type { FastifyInstance } from 'fastify';
import { ANCHOR_LIVING, API_MESSAGE, LIVING_ANCHORS_MAX } from '../../../contract';
import type { Sport } from '../../../engine/core';
import { sportOfType } from '../../../engine/core';
import { onePerAnchor, recommendAnchors } from '../../anchors/anchor-recommend';
import { setReminder } from '../../anchors/reminders';
import { findUserById } from '../../db/repositories/users';
import { followedAmong } from '../../db/repositories/customer-follows';
import { API_CODE, FAIL, fail, ok } from '../errors';
import { addRoute } from '../route';
import type { Services } from '../services';
import { withBios } from './living-bios';
import { recommendedLivings } from './living-entries';

const MAX_USER_ID = 2_147_483_647;
const REMIND_RULES = [{ limit: 60, windowMs: 3_600_000 }];

export function anchorLivingRoutes(app: FastifyInstance, s: Services): void {
  /** Every live room, most watched first (an anchor's rooms all there: the ranking takes each anchor once). */
  const liveRooms = (sportType: 1 | 2 | undefined) => {
    const sport: Sport | undefined = sportType === undefined ? undefined : sportOfType(sportType);
    return recommendedLivings(s.liveState(), { showCount: Number.MAX_SAFE_INTEGER, ...(sport && { sport }) }).livings;
  };

  addRoute(app, s, ANCHOR_LIVING.findAllLivingAnchors, async (_ctx, body) =>
    ok({ anchors: await withBios(s.db, onePerAnchor(liveRooms(body.sportType)).slice(0, LIVING_ANCHORS_MAX)) }));

  addRoute(app, s, ANCHOR_LIVING.findAnchorRecommend, async (ctx, body) => {
    const rooms = liveRooms(body.sportType);
    const ids = [...new Set(rooms.map((e) => e.anchorCustomId))].filter((id) => id > 0 && id <= MAX_USER_ID);
    const followed = ctx.user ? await followedAmong(s.db, ctx.user.userId, ids) : new Set<number>();
    const anchors = recommendAnchors(rooms, {
      followed, count: body.showCount, ...(body.excludeRoomId !== undefined && { excludeRoomId: body.excludeRoomId }),
    });
    return ok({ anchors: await withBios(s.db, anchors) });
  });

  addRoute(app, s, ANCHOR_LIVING.remind, async (ctx, body) => {
    if (body.anchorId === ctx.user.userId) return fail(API_CODE.validation, '无需提醒自己的直播');
    const anchor = await findUserById(s.db, body.anchorId);
    if (!anchor?.isAnchor) return fail(API_CODE.notFound, API_MESSAGE.anchorNotFound);
    const allowed = await s.limiter.consume([{ bucket: 'anchor-remind', subject: String(ctx.user.userId), rules: REMIND_RULES }]);
    if (!allowed.ok) return FAIL.rateLimited();
    const remind = await setReminder(s.db, ctx.user.userId, body.anchorId, body.status === 1, new Date(ctx.now));
    return ok({ anchorId: body.anchorId, remind });
  });
}
