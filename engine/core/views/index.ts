// Derived views: list rows with sections and dividers, kept incrementally, and the per-row display projection.
export { computeView } from './compute-view';
export { ALL_DISPLAYED, displayFlagsOf, groupDisplayed } from './display-filter';
export { rowOf } from './row-projection';
export type { RowContext } from './row-projection';
export { applySplices, rowKey, rowSplices } from './row-splices';
export type { RowSplice } from './row-splices';
export type { BasketballRow, FootballRow, MatchRow } from './row-types';
export { sectionOf } from './sections';
export { BASKETBALL_TABS, FOOTBALL_TABS, inTab, LOTTERY, lotteryLabel, tabLotteries } from './tabs';
export { FOCUS_LEAD_LIMIT, FOCUS_SECTION_LIMIT } from './trimming';
export { ViewIndex } from './view-index';
export type { ViewUpdate } from './view-index';
export { EMPTY_LIST_TEXT, SECTIONS } from './view-spec';
export type {
  BasketballTab, DayList, DisplayFlags, FootballTab, ListKind, Section, Tab, View, ViewContext, ViewRow, ViewSpec,
} from './view-spec';
