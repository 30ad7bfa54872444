// The filter dialog's tabs per sport [FT-1]. They are list tabs of the engine (views/tabs.ts) — the dialog lists
// the competitions of the matches each one holds: football 一级 = every match ('all'), then the lottery types
// 竞足 101, 北单 301/404, 传足 401; basketball 一级 = every match ('allBasketball'), 竞篮 201.
import type { Sport } from '../sport';
import type { BasketballTab, FootballTab } from '../views/view-spec';

export type FootballFilterTab = Extract<FootballTab, 'all' | 'athletics' | 'beiDan' | 'passLeg'>;
export type BasketballFilterTab = Extract<BasketballTab, 'allBasketball' | 'vieBasketball'>;
export type FilterTab = FootballFilterTab | BasketballFilterTab;

export interface FilterTabItem<T extends FilterTab = FilterTab> {
  readonly id: T;
  /** SPEC.md's copy [FT-1]. */
  readonly label: string;
}

export const FOOTBALL_FILTER_TABS: readonly FilterTabItem<FootballFilterTab>[] = [
  { id: 'all', label: '一级' },
  { id: 'athletics', label: '竞足' },
  { id: 'beiDan', label: '北单' },
  { id: 'passLeg', label: '传足' },
];

export const BASKETBALL_FILTER_TABS: readonly FilterTabItem<BasketballFilterTab>[] = [
  { id: 'allBasketball', label: '一级' },
  { id: 'vieBasketball', label: '竞篮' },
];

export function filterTabsOf(sport: Sport): readonly FilterTabItem[] {
  return sport === 'football' ? FOOTBALL_FILTER_TABS : BASKETBALL_FILTER_TABS;
}

/** The tab the dialog opens on when nothing was chosen yet: the sport's 一级 (every match). */
export function defaultFilterTab(sport: Sport): FilterTab {
  return filterTabsOf(sport)[0].id;
}

export function isFilterTab(sport: Sport, tab: unknown): tab is FilterTab {
  return filterTabsOf(sport).some((item) => item.id === tab);
}
