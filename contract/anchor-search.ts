// The search panel [AN-6], the anchor profile [AN-5, LR-6] and home's live list [SH-4] (issue #14). SPEC.md §7 puts
// /anchor/search under "Competitions and anchors" and /v1/living/home under "Living"; they are one area of work
// here, so one file: index.ts spreads ANCHOR_SEARCH into COMPETITIONS_ANCHORS and LIVING_HOME into LIVING.
// /anchor/homepage (the profile) is ours: SPEC.md §7 names no call for /personalHomepage, and its /anchor/detail is
// the anchor's own broadcast (anchor-broadcast.ts).
//
// Forecast data (SPEC.md §3 singleContinuousHitCount, multiTag, anchorPredictionData): the server keeps no
// forecasts yet, so those fields are optional and never sent today; the page derives the prediction tags
// (engine/core/rules/prediction-tags.ts [AN-2 … AN-4]) only when they are there. Nothing is made up.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall } from './call';
import { Bool01, followStatus, int, nullable, page, sportType, str } from './fields';
import { LIVE_PAGE_SIZE, MAX_SEARCH_KEYWORD, SEARCH_PAGE_SIZE } from './limits';
import { API_MESSAGE } from './codes';
import { HitRate, LivingEntry } from './living';

/** SPEC.md §3 multiTag: the anchor's latest multi-pick schemes. */
export const MultiTag = Type.Object({
  baseCount: Type.Integer({ minimum: 0 }), hitCount: Type.Integer({ minimum: 0 }), existCount: Type.Integer({ minimum: 0 }),
  odds: Type.Optional(Type.Number()),
});
export type MultiTag = Static<typeof MultiTag>;

/** SPEC.md §3 anchorPredictionData. */
export const AnchorPredictionData = Type.Object({
  singleLatestHitRate: Type.Optional(HitRate),
  singleMonthHitRate: Type.Optional(HitRate),
  multiMaxOdds: Type.Optional(Type.Number()),
});

/** The forecast fields an anchor may carry (all absent until the server keeps forecasts). */
const forecastFields = () => ({
  anchorPredictionData: Type.Optional(AnchorPredictionData),
  /** singleTag: the current streak of hit single picks [AN-2]. */
  singleContinuousHitCount: Type.Optional(Type.Integer({ minimum: 0 })),
  multiTag: Type.Optional(MultiTag),
});

/** SPEC.md §3 "Live search item". */
export const LiveSearchItem = Type.Object({
  room: Type.Object({ roomId: Type.Integer(), roomName: Type.String(), coverPicture: Type.String() }),
  anchor: Type.Object({
    anchorCustomId: Type.Integer(),
    anchorName: Type.String(),
    anchorAvatar: Type.String(),
    anchorLevel: Type.Integer(),
    /** 0: none known (the feed's anchors have no prediction level; accounts here do). */
    predictionLevel: Type.Integer(),
    ...forecastFields(),
  }),
  /** null when the room's match is not in the feed (any more). */
  match: nullable(Type.Object({ homeTeamName: Type.String(), awayTeamName: Type.String() })),
});
export type LiveSearchItem = Static<typeof LiveSearchItem>;

/** SPEC.md §3 "Anchor search item". */
export const AnchorSearchItem = Type.Object({
  customerId: Type.Integer(),
  /** anchorIdentify: 1 certified anchor, 2 official commentator; 1 for accounts here. */
  identity: Type.Integer(),
  avatar: Type.String(),
  nickname: Type.String(),
  anchorLevel: Type.Integer(),
  predictionLevel: Type.Integer(),
  /** 1 streaming now (直播中), 0 not. */
  livingStatus: Bool01(),
  /** The room to enter while living; null when the anchor has none known. Ours (the page links 直播中 to it). */
  roomId: nullable(Type.Integer()),
  /** [FL-1] 1 the caller follows the anchor, 2 not (always 2 for a guest). */
  followStatus: followStatus(),
  /** The broadcast draft the follow is credited to (SPEC.md §7 anchor follow); 0: none. */
  prepareId: Type.Integer(),
  /** Ours: the anchor has an account here. The feed's own anchors have none, so they cannot be followed. */
  account: Type.Boolean(),
  ...forecastFields(),
});
export type AnchorSearchItem = Static<typeof AnchorSearchItem>;

export const SearchType = Type.Enum(['liveRoom', 'anchor']);
export type SearchType = Static<typeof SearchType>;

export const SearchAnswer = Type.Object({
  /** How many matched in all (the page stops when a page comes back short [AN-6]). */
  total: Type.Integer(),
  /** type liveRoom: this page of rooms ([] for type anchor). */
  liveRooms: Type.Array(LiveSearchItem),
  /** type anchor: this page of anchors ([] for type liveRoom). */
  anchors: Type.Array(AnchorSearchItem),
});
export type SearchAnswer = Static<typeof SearchAnswer>;

/** One recent forecast on the profile: a scheme's first pick (近期无预测 when none [AN-5]); its scheme for the link
 *  to /forecastDetail. */
export const AnchorForecast = Type.Object({
  schemeId: Type.Optional(Type.Integer()),
  matchId: Type.Integer(),
  sportType: sportType(),
  homeTeamName: Type.String(),
  awayTeamName: Type.String(),
  /** Kick-off, unix seconds. */
  matchTime: Type.Integer(),
  isFinish: Bool01(),
  isHit: Bool01(),
});

/** /anchor/homepage: the profile (/personalHomepage?customId=). */
export const AnchorProfile = Type.Object({
  customerId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  /** '' when none (the page shows 这个人很懒，还没有设置个性签名 [AN-5]). */
  description: Type.String(),
  anchorLevel: Type.Integer(),
  anchorLevelTxt: Type.String(),
  predictionLevel: Type.Integer(),
  predictionLevelTxt: Type.String(),
  /** null: not known (an anchor of the feed without an account here has no fans or follows we could count). */
  fansCount: nullable(Type.Integer()),
  followCount: nullable(Type.Integer()),
  /** Streaming now [LR-6]. */
  living: Type.Boolean(),
  roomId: nullable(Type.Integer()),
  followStatus: followStatus(),
  account: Type.Boolean(),
  /** The caller asked /anchor/remind for this anchor (开播提醒 / 已设提醒); absent for guests and feed anchors. */
  reminded: Type.Optional(Type.Boolean()),
  forecasts: Type.Array(AnchorForecast),
  ...forecastFields(),
});
export type AnchorProfile = Static<typeof AnchorProfile>;

export const SEARCH_MESSAGES = {
  keyword: API_MESSAGE.searchKeywordRequired,
  'keyword.maxLength': `搜索内容最多${MAX_SEARCH_KEYWORD}个字`,
};

export const ANCHOR_SEARCH = {
  /** [AN-6] Rooms (room name, anchor name, team names) or anchors (nickname), case-insensitive; pages of 10. A keyword
   *  that is only spaces is 40001 请输入搜索内容 too. Rate limited per client (4000). */
  search: jsonCall({
    path: '/anchor/search', auth: 'optional',
    body: Type.Object({
      keyword: str(MAX_SEARCH_KEYWORD),
      type: defaulted(SearchType, 'liveRoom'),
      ...page(SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE),
    }),
    messages: SEARCH_MESSAGES,
    data: SearchAnswer,
  }),
  /** [AN-5, LR-6] The profile; 40007 主播不存在 for an id that is no anchor. */
  homepage: jsonCall({
    path: '/anchor/homepage', auth: 'optional',
    body: Type.Object({ customId: int(1, Number.MAX_SAFE_INTEGER) }),
    data: AnchorProfile,
  }),
} as const;

/** SPEC.md §7 "Living": home's live list. */
export const LIVING_HOME = {
  /** [SH-4] Home's side list: live rooms, most watched first, pages of 10. */
  livingHome: jsonCall({
    path: '/v1/living/home', auth: 'optional',
    body: Type.Object({ ...page(LIVE_PAGE_SIZE, LIVE_PAGE_SIZE) }),
    data: Type.Object({ total: Type.Integer(), items: Type.Array(LivingEntry) }),
  }),
  /** Live rooms whose room name, anchor or teams match the query (at most 50, most watched first). Rate limited. */
  livingHomeSearch: jsonCall({
    path: '/v1/living/home/search', auth: 'optional',
    body: Type.Object({ query: str(MAX_SEARCH_KEYWORD) }),
    messages: { query: API_MESSAGE.searchKeywordRequired, 'query.maxLength': `搜索内容最多${MAX_SEARCH_KEYWORD}个字` },
    data: Type.Object({ items: Type.Array(LivingEntry) }),
  }),
} as const;
