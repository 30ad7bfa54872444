// SPEC.md §7 "Living": live rooms and previews (the streams popup [LS-13] and the carousel [AN-1]) and following
// a match [FL-1]. The living entry is SPEC.md §3 "Anchor info" (richer form) with "Live room item"'s room and
// match; /anchor/top (competitions-anchors.ts) answers the same entries.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall } from './call';
import { followStatus, int, matchId, nullable, sportType } from './fields';
import { MAX_SHOW_COUNT } from './limits';

export const LivingMatch = Type.Object({
  matchId: Type.Integer(),
  sportType: sportType(),
  statusId: Type.Integer(),
  /** Kick-off, unix seconds. */
  matchTime: Type.Integer(),
  competitionShortName: Type.String(),
  homeTeamName: Type.String(),
  awayTeamName: Type.String(),
  /** '' when the feed has no logo for the team. */
  homeTeamLogo: Type.String(),
  awayTeamLogo: Type.String(),
});
export type LivingMatch = Static<typeof LivingMatch>;

export const HitRate = Type.Object({ rate: Type.Number(), baseCount: Type.Optional(Type.Integer()), hitCount: Type.Optional(Type.Integer()) });

/** One live room or preview. */
export const LivingEntry = Type.Object({
  roomId: Type.Integer(),
  /** '' for a preview whose room the feed has not described yet. */
  roomName: Type.String(),
  coverPicture: Type.String(),
  viewCount: Type.Integer(),
  setCount: Type.Integer(),
  /** true: streaming now (直播中); false: a preview (预告) or, for top anchors, not live at the moment. */
  living: Type.Boolean(),
  anchorCustomId: Type.Integer(),
  anchorName: Type.String(),
  anchorAvatar: Type.String(),
  /** 0 when the feed has not described the anchor's room. */
  anchorLevel: Type.Integer(),
  anchorIdentify: Type.Integer(),
  /** The anchor's bio ('' when none; the page shows 这个人很懒，还没有设置个性签名 [AN-5]). */
  description: Type.String(),
  match: nullable(LivingMatch),
  /** Forecast statistics (SPEC.md §3 anchorPredictionData): none server-side yet, so never sent today. */
  anchorPredictionData: Type.Optional(Type.Object({ singleLatestHitRate: Type.Optional(HitRate) })),
});
export type LivingEntry = Static<typeof LivingEntry>;

export const Livings = Type.Object({ livings: Type.Array(LivingEntry), previews: Type.Array(LivingEntry) });
export type Livings = Static<typeof Livings>;

/** {showCount = 10 (1–50), sportType?}: sportType is ours, each list page shows its own sport's rooms. */
export const showBody = () => Type.Object({
  showCount: defaulted(int(1, MAX_SHOW_COUNT), 10),
  sportType: Type.Optional(sportType()),
});
export const SHOW_MESSAGES = { showCount: `展示数量应为1-${MAX_SHOW_COUNT}` };

export const LIVING = {
  /** The carousel's 直播推荐 [AN-1]: live rooms by viewers, previews by kick-off, an anchor once. */
  recommend: jsonCall({ path: '/v1/living/recommend', auth: 'optional', body: showBody(), messages: SHOW_MESSAGES, data: Livings }),
  /** One match's streams for the popup [LS-13]; unknown match → 40007 比赛不存在. */
  matchLiving: jsonCall({
    path: '/v1/match/getMatchLiving', auth: 'optional',
    body: Type.Object({ matchId: matchId(), sportType: sportType() }), data: Livings,
  }),
  /** status 1 follow / 2 unfollow [FL-1]. */
  followMatch: jsonCall({
    path: '/v1/match/follow/action', auth: 'required',
    body: Type.Object({ matchId: matchId(), sportType: sportType(), status: followStatus() }),
    data: Type.Object({ matchId: Type.Integer(), sportType: sportType(), status: followStatus() }),
  }),
} as const;
