// SPEC.md §7 "Common and content": the dictionary (home's notice, the app QR codes, the site's domains).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { jsonCall, NO_BODY } from './call';
import { NO_CONTROL_CHARACTERS } from './fields';
import { OddsCompany, TeamHistory, teamHistoryBody } from './match-centre';

export const DICT_TYPES = ['qrCode', 'home_notice', 'domains'] as const;
export type DictType = (typeof DICT_TYPES)[number];

/** SPEC.md §3 QR code item {id, value, label, sort}; the other types use the same shape. */
export const DictItem = Type.Object({ id: Type.Integer(), value: Type.String(), label: Type.String(), sort: Type.Integer() });
export type DictItem = Static<typeof DictItem>;

/** SPEC.md §3 "Link item": linkType 1 beginner-anchor guide, 3 live agreement, 4 user agreement, 5 privacy policy. */
export const LINK_TYPES = [1, 3, 4, 5] as const;
export const LinkItem = Type.Object({ linkType: Type.Enum([...LINK_TYPES]), linkPath: Type.String() });
export type LinkItem = Static<typeof LinkItem>;

/** SPEC.md §7 /v1/version/checkUpdate {platform Android}: the app's platforms. */
export const APP_PLATFORM_NAMES = ['Android', 'iOS'] as const;
/** SPEC.md §3 "Version info": updateTime is 'YYYY-MM-DD HH:mm' (Beijing time), updateContent one change a line. */
export const VersionInfo = Type.Object({
  versionName: Type.String(), versionCode: Type.Integer(), updateTime: Type.String(), updateContent: Type.String(),
});
export type VersionInfo = Static<typeof VersionInfo>;

/** SPEC.md §3 "Banner": sourceType 20 = focus (a focus match: home's 焦点比赛 panels, by sourceValue football /
 *  basketball); 10 = official pick (home's 官方推荐 carousel, sourceValue normal). */
export const BANNER_SOURCE = { official: 10, focus: 20 } as const;
export const BANNER_SOURCE_VALUES = ['normal', 'football', 'basketball'] as const;
/** The focus match a sourceType 20 banner shows, as the day's feed has it when answered. */
export const BannerMatch = Type.Object({
  matchId: Type.Integer(), sportType: Type.Enum([1, 2]), competitionId: Type.Integer(), competitionName: Type.String(),
  homeTeamId: Type.Integer(), homeTeamName: Type.String(), awayTeamId: Type.Integer(), awayTeamName: Type.String(),
  matchTime: Type.Integer(), statusId: Type.Integer(), homeScore: Type.Integer(), awayScore: Type.Integer(),
  /** Its article (/dynamicDetail/{viewId}): the report once finished, else the preview. */
  viewId: Type.String(),
});
export const Banner = Type.Object({
  bannerId: Type.Integer(),
  /** The picture: an image under our origin or a data: URI (the CSP allows both). */
  bannerPath: Type.String(),
  /** Where the banner points (a page of ours); on the web a click opens the download-app prompt (SPEC.md §2). */
  linkUrl: Type.String(),
  sourceType: Type.Enum([BANNER_SOURCE.official, BANNER_SOURCE.focus]),
  sourceValue: Type.Enum([...BANNER_SOURCE_VALUES]),
  /** Ascending. */
  sortOrder: Type.Integer(),
  /** What the picture says (its alt text). */
  title: Type.String(),
  match: Type.Union([BannerMatch, Type.Null()]),
});
export type Banner = Static<typeof Banner>;

export const COMMON_CONTENT = {
  /** Home's banners, every source (no login): official picks, then the day's focus matches of each sport. */
  bannerSearch: jsonCall({
    path: '/banner/search', methods: ['GET', 'POST'], auth: 'none',
    body: Type.Object({ sourceType: Type.Optional(Type.Enum([BANNER_SOURCE.official, BANNER_SOURCE.focus])) }),
    data: Type.Array(Banner),
  }),
  /** No login: home shows the notice to every visitor. An unknown type is a 40001 naming it. */
  dictMap: jsonCall({
    path: '/dict/getDictMap', auth: 'none',
    // A list or one comma-separated string ('qrCode,home_notice'); text only either way. One schema with both
    // types rather than anyOf, so a failure names the field (validation.ts) and not the union.
    body: Type.Object({
      types: Type.Optional(Type.Unsafe<string | string[]>({
        type: ['string', 'array'], minLength: 0, maxLength: 200, pattern: NO_CONTROL_CHARACTERS, maxItems: 20,
        items: { type: 'string', minLength: 0, maxLength: 40, pattern: NO_CONTROL_CHARACTERS },
      })),
    }),
    data: Type.Object({
      qrCode: Type.Optional(Type.Array(DictItem)),
      home_notice: Type.Optional(Type.Array(DictItem)),
      domains: Type.Optional(Type.Array(DictItem)),
    }),
  }),
  /** The footer's and the login dialog's documents by link type (no login): each linkPath a page under our origin. */
  linkQuery: jsonCall({ path: '/v1/link/query', methods: ['GET', 'POST'], auth: 'none', body: NO_BODY, data: Type.Array(LinkItem) }),
  /** The app's newest version for a platform (the download page and popup; no login). */
  checkUpdate: jsonCall({
    path: '/v1/version/checkUpdate', auth: 'none',
    body: Type.Object({ platform: Type.Enum([...APP_PLATFORM_NAMES]) }),
    messages: { platform: 'platform 须为 Android 或 iOS' },
    data: VersionInfo,
  }),
  /** The odds companies (engine/core ODDS_COMPANIES), for the 指数 tab's company picker. */
  allCompany: jsonCall({
    path: '/v1/common/nm/allCompany', methods: ['GET', 'POST'], auth: 'none', body: NO_BODY, data: Type.Array(OddsCompany),
  }),
  /** Both teams' past matches, newest first: the /teamDetailHistory/{matchId} page (no login). 40007 unknown id. */
  teamDetailHistory: jsonCall({ path: '/v1/match/teamDetailHistory', auth: 'none', body: teamHistoryBody(), data: TeamHistory }),
} as const;
