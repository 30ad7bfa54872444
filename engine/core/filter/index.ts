// The filter dialog's pure side [FT-1]…[FT-4]: its tabs, the competitions it lists, their letter groups.
export { groupByInitial, groupLetterOf, HOT_GROUP } from './competition-groups';
export type { Initialled, LetterGroup } from './competition-groups';
export { filterCompetitions } from './filter-competitions';
export type { FilterCompetition } from './filter-competitions';
export {
  BASKETBALL_FILTER_TABS, defaultFilterTab, filterTabsOf, FOOTBALL_FILTER_TABS, isFilterTab,
} from './filter-tabs';
export type { BasketballFilterTab, FilterTab, FilterTabItem, FootballFilterTab } from './filter-tabs';
export { filterCompetitionsAnswer } from './filter-answer';
export type { FilterCompetitionsAnswer } from './filter-answer';
