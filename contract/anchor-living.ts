// SPEC.md §7 "Competitions and anchors": /anchor/findAllLivingAnchors (the anchors streaming now),
// /anchor/findAnchorRecommend (anchors to go to next) and /anchor/remind (be told when an anchor goes live). Spread into COMPETITIONS_ANCHORS. What they are not: the
// carousel's 直播推荐 is /v1/living/recommend and its 好评解说 fallback /anchor/top [AN-1] (living.ts,
// competitions-anchors.ts), a match's streams getMatchLiving [LS-13], home's side list /v1/living/home [SH-4].
import { Type } from 'typebox';
import { defaulted, jsonCall } from './call';
import { followStatus, int, sportType } from './fields';
import { MAX_SHOW_COUNT } from './limits';
import { LivingEntry, SHOW_MESSAGES } from './living';

/** findAllLivingAnchors answers at most this many (most watched first). */
export const LIVING_ANCHORS_MAX = 200;

const anchors = () => Type.Object({ anchors: Type.Array(LivingEntry) });

export const ANCHOR_LIVING = {
  /** Every anchor streaming now, each once, most watched first (at most LIVING_ANCHORS_MAX); sportType: one sport's. */
  findAllLivingAnchors: jsonCall({
    path: '/anchor/findAllLivingAnchors', auth: 'optional', body: Type.Object({ sportType: Type.Optional(sportType()) }), data: anchors(),
  }),
  /**
   * Anchors streaming now to recommend: the caller's followed anchors first, then by viewers; without the room
   * the caller is in (excludeRoomId). The live room's ended overlay offers them (其他主播正在直播).
   */
  findAnchorRecommend: jsonCall({
    path: '/anchor/findAnchorRecommend', auth: 'optional',
    body: Type.Object({
      showCount: defaulted(int(1, MAX_SHOW_COUNT), 6),
      sportType: Type.Optional(sportType()),
      excludeRoomId: Type.Optional(int(1)),
    }),
    messages: { ...SHOW_MESSAGES, excludeRoomId: '直播间编号不正确' }, data: anchors(),
  }),
  /**
   * status 1: remind me when this anchor goes live; 2: stop. Followers are reminded anyway; this is for anyone
   * (e.g. from a preview). Unknown anchor: 40007 主播不存在; oneself: 40001.
   */
  remind: jsonCall({
    path: '/anchor/remind', auth: 'required',
    body: Type.Object({ anchorId: int(1), status: followStatus() }), messages: { anchorId: '请选择主播' },
    data: Type.Object({ anchorId: Type.Integer(), remind: Type.Boolean() }),
  }),
} as const;
