// What a view is asked to show, and what it answers with. A view = the ordered rows of one list (football list,
// basketball list, home focus list …) under one tab, filter and settings [LS-1]…[LS-11].
import type { ZoneOffset } from '../time/zone';
import type { Competition, Match, Team } from '../model';
import type { SortDirection } from '../rules/settings';

/** [LS-9] football tabs: all, living, first tier, and the lottery types athletics 101, beiDan 301/404, passLeg 401. */
export type FootballTab = 'all' | 'living' | 'firstTier' | 'athletics' | 'beiDan' | 'passLeg';
/** [LS-9] basketball tabs; allBasketball = all, firstBasketball = first tier, vieBasketball = lottery 201. */
export type BasketballTab = 'all' | 'living' | 'firstTier' | 'allBasketball' | 'firstBasketball' | 'vieBasketball';
export type Tab = FootballTab | BasketballTab;

/**
 * Which matches the list starts from [LS-9]: today's list (the live state), the home focus list (today's, trimmed
 * [LS-4]), followed matches (today's list ∩ ctx.followed), or another day's list (ctx.day, future or past).
 */
export type ListKind = 'today' | 'focus' | 'followed' | 'day';

/** [LS-10] which status groups show; allDisplayed shows everything (see display-filter.ts). */
export interface DisplayFlags {
  readonly allDisplayed: boolean;
  readonly completed: boolean;
  readonly inProgress: boolean;
  readonly noStart: boolean;
}

interface ViewOptions {
  readonly list: ListKind;
  /** Selected competition ids of the active tab's filter; undefined shows every competition [LS-9] [FT-1]. */
  readonly competitions?: ReadonlySet<number>;
  readonly display: DisplayFlags;
  readonly sortDirection: SortDirection;
}

export type ViewSpec =
  | (ViewOptions & { readonly sport: 'football'; readonly tab: FootballTab })
  | (ViewOptions & { readonly sport: 'basketball'; readonly tab: BasketballTab });

/** Another day's list (future or past days [LS-9]), e.g. the SportState a *_b day response folds into. */
export interface DayList {
  readonly matches: Readonly<Record<number, Match>>;
  readonly competitions: Readonly<Record<number, Competition>>;
  /** For row names (rowOf); a SportState fits. */
  readonly teams?: Readonly<Record<number, Team>>;
}

/** What the caller knows beyond the state: time and the user's local choices. */
export interface ViewContext {
  /** Beijing midnight of today, ms since the epoch: the product's day in every zone [LS-2] [LS-3]. */
  readonly dayStart: number;
  /** The browser's zone, for kick-off times when the fan chose local time (Settings.localTime). */
  readonly localZone?: ZoneOffset;
  /** Pinned match ids in pin order (pinnedArr) [LS-6]. */
  readonly pinned: readonly number[];
  readonly followed: ReadonlySet<number>;
  readonly day?: DayList;
}

/** [LS-1] [LS-2] sections in list order; each non-empty one opens with its divider. */
export const SECTIONS = ['going', 'notStarted', 'tomorrow', 'other', 'finished'] as const;
export type Section = (typeof SECTIONS)[number];

export type ViewRow =
  | { readonly kind: 'match'; readonly id: number }
  | { readonly kind: 'divider'; readonly section: Section };

export interface View {
  readonly rows: readonly ViewRow[];
  /** [LS-11] the UI shows 暂无数据. */
  readonly empty: boolean;
}

/** [LS-11] */
export const EMPTY_LIST_TEXT = '暂无数据';
