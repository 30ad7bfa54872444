// SPEC.md §7 "Forecast, tasks, personal": anchors' prediction schemes (addPredictionScheme, findMyPredictionScheme)
// and ours around them — the section's list, a scheme's detail, an anchor's audited record and its download, the
// matches a scheme can be written on, the hot anchors, and editing or deleting before kick-off (server/forecasts/).
//
// A scheme is one pick (single) or several (串, multi): each a market of one match — 1 欧赔 (1X2; basketball's
// two-way), 2 亚盘 (handicap), 3 大小 (over/under) — and the result code it calls (SPEC.md §4: 10 home win / home
// covers / over, 20 away / under, 30 draw, 欧赔 football only), at the line and price of company 1 (澳门) when
// written. At kick-off it locks (the closing line and price are kept beside those at writing) and can no longer be
// changed or deleted; after full time the server grades it from the company's settled result code. Figures
// (SPEC.md §3 anchorPredictionData, multiTag, singleContinuousHitCount; Forecast baseCount, hitCount, existCount,
// lastContinuousHitCount) come only from graded schemes, each with its count and time window.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall } from './call';
import { Bool01, int, matchId, nullable, page, sportType, str } from './fields';
import { MultiTag } from './anchor-search';

export const MAX_SCHEME_PICKS = 8;
export const MAX_REASONING = 500;
export const FORECAST_PAGE_SIZE = 20;

export const forecastMarket = () => Type.Enum([1, 2, 3]);
export const forecastPick = () => Type.Enum([10, 20, 30]);

/** A time window, ms (the feed's clock). */
export const ForecastWindow = Type.Object({ from: Type.Integer(), to: Type.Integer() });

/** A rate with what it stands on: the graded schemes behind it and their window (null when none). */
export const ForecastRate = Type.Object({
  /** rate% (0–100, one decimal) [AN-5]. */
  rate: Type.Number(), baseCount: Type.Integer(), hitCount: Type.Integer(), window: nullable(ForecastWindow),
});

/** The figures a card, the detail and the record show beside an anchor [AN-2 … AN-5]. */
export const ForecastFigures = Type.Object({
  /** singleTag: the streak of hit single schemes [AN-2]. */
  singleContinuousHitCount: Type.Integer({ minimum: 0 }),
  /** The latest graded multi scheme [AN-3, AN-4]; absent when none. */
  multiTag: Type.Optional(MultiTag),
  anchorPredictionData: Type.Object({
    singleLatestHitRate: ForecastRate,
    singleMonthHitRate: ForecastRate,
    /** Decimal odds (倍 [AN-5]) of the best hit multi in the month; absent when none. */
    multiMaxOdds: Type.Optional(Type.Number()),
  }),
});
export type ForecastFigures = Static<typeof ForecastFigures>;

export const ForecastAnchor = Type.Object({
  customerId: Type.Integer(), nickname: Type.String(), avatar: Type.String(), predictionLevel: Type.Integer(),
  /** The anchor's room, for 进入直播间; null when none. */
  roomId: nullable(Type.Integer()),
});

/** One pick (SPEC.md §3: prediction items with isFinish and isHit). */
export const ForecastItem = Type.Object({
  matchId: Type.Integer(), sportType: sportType(),
  competitionName: Type.String(), homeTeamName: Type.String(), awayTeamName: Type.String(),
  /** Kick-off, unix seconds. */
  matchTime: Type.Integer(),
  market: forecastMarket(), pick: forecastPick(),
  /** Hundredths (handicap given by home; the total); 0 for 欧赔. */
  line: Type.Integer(),
  /** Decimal price at writing (1.85). */
  odds: Type.Number(),
  /** The company's closing line and price, kept at kick-off; null before (or when it quoted none). */
  closingLine: nullable(Type.Integer()),
  closingOdds: nullable(Type.Number()),
  /** 1 once graded. */
  isFinish: Bool01(),
  isHit: Bool01(),
  /** The settled code (10, 20, 30, 40 push; 0 not played); 0 until graded. */
  result: Type.Integer(),
});
export type ForecastItem = Static<typeof ForecastItem>;

/** open: before kick-off (editable, deletable); locked: kicked off, waiting for the result; graded. */
export const SchemeStatus = Type.Enum(['open', 'locked', 'graded']);

export const ForecastScheme = Type.Object({
  schemeId: Type.Integer(),
  anchor: ForecastAnchor,
  sportType: sportType(),
  reasoning: Type.String(),
  /** ms, the feed's clock. */
  writtenAt: Type.Integer(),
  kickoffAt: Type.Integer(),
  status: SchemeStatus,
  outcome: nullable(Type.Enum(['hit', 'miss', 'push'])),
  isFinish: Bool01(),
  isHit: Bool01(),
  /** Decimal, the product of the picks' prices at writing. */
  combinedOdds: Type.Number(),
  items: Type.Array(ForecastItem),
});
export type ForecastScheme = Static<typeof ForecastScheme>;

/** A card of the list: the scheme and its anchor's figures. */
export const ForecastCard = Type.Object({ scheme: ForecastScheme, figures: ForecastFigures });
export type ForecastCard = Static<typeof ForecastCard>;

/** SPEC.md §3 "Forecast", over every graded scheme, with the rest of the audit beside it. */
export const ForecastSummary = Type.Object({
  baseCount: Type.Integer(), hitCount: Type.Integer(), existCount: Type.Integer(), lastContinuousHitCount: Type.Integer(),
  /** rate% of hitCount over baseCount. */
  rate: Type.Number(),
  pushCount: Type.Integer(),
  /** Written and not graded yet (open or locked). */
  pendingCount: Type.Integer(),
  /** Deleted before kick-off. */
  deletedCount: Type.Integer(),
  /** Graded picks whose price at writing beat the closing price, over those with both prices. */
  beatCloseCount: Type.Integer(),
  closeComparedCount: Type.Integer(),
  /** First and last kick-off of the graded schemes; null when none. */
  window: nullable(ForecastWindow),
});
export type ForecastSummary = Static<typeof ForecastSummary>;

export const ForecastRecord = Type.Object({
  anchor: ForecastAnchor,
  figures: ForecastFigures,
  summary: ForecastSummary,
  /** Every scheme, newest kick-off first. */
  schemes: Type.Array(ForecastScheme),
  /** The feed's time the record was read at (the month window ends here). */
  asOf: Type.Integer(),
});
export type ForecastRecord = Static<typeof ForecastRecord>;

/** A match a scheme can be written on: not started, with company 1's current quote of each market it has. */
export const ForecastMatch = Type.Object({
  matchId: Type.Integer(), sportType: sportType(),
  competitionName: Type.String(), homeTeamName: Type.String(), awayTeamName: Type.String(), matchTime: Type.Integer(),
  markets: Type.Array(Type.Object({
    market: forecastMarket(), line: Type.Integer(),
    /** Decimal prices for 10, 20 and 30 (0 where the market has no such pick). */
    home: Type.Number(), away: Type.Number(), draw: Type.Number(),
  })),
});
export type ForecastMatch = Static<typeof ForecastMatch>;

export const schemePickBody = () => Type.Object({ matchId: matchId(), sportType: sportType(), market: forecastMarket(), pick: forecastPick() });

export const FORECAST_MESSAGES = {
  reasoning: `请填写预测理由（1-${MAX_REASONING}字）`,
  'reasoning.pattern': '预测理由不能包含控制字符',
  market: '请选择玩法（1 欧赔、2 亚盘、3 大小）',
  pick: '请选择预测选项',
  schemeId: '预测方案编号不正确',
  anchorId: '主播编号不正确',
  format: '下载格式应为json或csv',
  scope: '范围取值不正确',
  items: `请选择1-${MAX_SCHEME_PICKS}场比赛`,
  'items.minItems': '请至少选择一场比赛',
  'items.maxItems': `最多选择${MAX_SCHEME_PICKS}场比赛`,
};

export const listScope = () => Type.Enum(['all', 'hot', 'followed']);
export type ListScope = 'all' | 'hot' | 'followed';

export const FORECASTS = {
  /** Anchors only (40008); every pick's match not started (41601) with the market quoted (41603), no match twice. */
  addScheme: jsonCall({
    path: '/v1/prediction/addPredictionScheme', auth: 'required',
    body: Type.Object({
      reasoning: str(MAX_REASONING),
      items: Type.Array(schemePickBody(), { minItems: 1, maxItems: MAX_SCHEME_PICKS }),
    }),
    messages: FORECAST_MESSAGES,
    data: ForecastScheme,
  }),
  /** The caller's own schemes, newest kick-off first, with the caller's record summary (anchors only, 40008). */
  mySchemes: jsonCall({
    path: '/v1/prediction/findMyPredictionScheme', auth: 'required',
    messages: FORECAST_MESSAGES,
    body: Type.Object({ ...page(FORECAST_PAGE_SIZE, 100) }),
    data: Type.Object({ total: Type.Integer(), items: Type.Array(ForecastScheme), summary: ForecastSummary, figures: ForecastFigures }),
  }),
  /** The section's list: newest first; scope hot = the hot anchors' schemes, followed = anchors the caller follows
   *  (10020 for a guest); anchorId = one anchor's; status open = not kicked off yet. */
  list: jsonCall({
    path: '/v1/prediction/list', auth: 'optional',
    messages: FORECAST_MESSAGES,
    body: Type.Object({
      sportType: Type.Optional(sportType()),
      market: Type.Optional(forecastMarket()),
      scope: defaulted(listScope(), 'all'),
      anchorId: Type.Optional(int(1)),
      status: defaulted(Type.Enum(['all', 'open', 'graded']), 'all'),
      ...page(FORECAST_PAGE_SIZE, 100),
    }),
    data: Type.Object({ total: Type.Integer(), items: Type.Array(ForecastCard) }),
  }),
  /** Anchors ranked by their recent single hit rate (singleLatestHitRate, at least HOT_MIN_BASE graded behind it). */
  hotAnchors: jsonCall({
    path: '/v1/prediction/hotAnchors', auth: 'none',
    messages: FORECAST_MESSAGES,
    body: Type.Object({ sportType: Type.Optional(sportType()), limit: defaulted(int(1, 20), 8) }),
    data: Type.Object({ anchors: Type.Array(Type.Object({ anchor: ForecastAnchor, figures: ForecastFigures })) }),
  }),
  /** One scheme and its anchor's figures (40007 预测不存在). */
  detail: jsonCall({
    path: '/v1/prediction/detail', auth: 'optional',
    messages: FORECAST_MESSAGES,
    body: Type.Object({ schemeId: int(1) }),
    data: ForecastCard,
  }),
  /** An anchor's full record (40007 主播不存在). */
  record: jsonCall({
    path: '/v1/prediction/record', auth: 'none',
    messages: FORECAST_MESSAGES,
    body: Type.Object({ anchorId: int(1) }),
    data: ForecastRecord,
  }),
  /** The record as a file to save: JSON (the record itself) or CSV (a row a pick). */
  recordExport: jsonCall({
    path: '/v1/prediction/recordExport', auth: 'none',
    messages: FORECAST_MESSAGES,
    body: Type.Object({ anchorId: int(1), format: Type.Enum(['json', 'csv']) }),
    data: Type.Object({ fileName: Type.String(), mimeType: Type.String(), content: Type.String() }),
  }),
  /** The not-started matches of a sport a scheme can be written on. */
  matches: jsonCall({
    path: '/v1/prediction/matches', auth: 'none',
    messages: FORECAST_MESSAGES,
    body: Type.Object({ sportType: sportType() }),
    data: Type.Object({ matches: Type.Array(ForecastMatch) }),
  }),
  /** The owner's new reasoning, before kick-off only (41602 after). */
  updateScheme: jsonCall({
    path: '/v1/prediction/updatePredictionScheme', auth: 'required',
    body: Type.Object({ schemeId: int(1), reasoning: str(MAX_REASONING) }),
    messages: FORECAST_MESSAGES,
    data: ForecastScheme,
  }),
  /** The owner deletes a scheme before kick-off (41602 after); the record counts it. */
  deleteScheme: jsonCall({
    path: '/v1/prediction/deletePredictionScheme', auth: 'required',
    messages: FORECAST_MESSAGES,
    body: Type.Object({ schemeId: int(1) }),
    data: Type.Object({ schemeId: Type.Integer(), deletedCount: Type.Integer() }),
  }),
} as const;
