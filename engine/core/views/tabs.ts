// Tab membership and the lottery label a tab shows [LS-9].
import { unreachable } from '../events';
import type { Competition, Match } from '../model';
import type { BasketballTab, FootballTab, Tab } from './view-spec';

export const FOOTBALL_TABS: readonly FootballTab[] = ['all', 'living', 'firstTier', 'athletics', 'beiDan', 'passLeg'];
export const BASKETBALL_TABS: readonly BasketballTab[] = ['all', 'living', 'firstTier', 'allBasketball', 'firstBasketball', 'vieBasketball'];

/** Lottery ids (SPEC.md §3 "Lottery ids"). */
export const LOTTERY = { athletics: 101, beiDan: 301, beiDanAlt: 404, passLeg: 401, vie: 201 } as const;

/** Lottery ids a tab lists, in the order their label is looked up; empty for tabs that are not lottery tabs. */
export function tabLotteries(tab: Tab): readonly number[] {
  switch (tab) {
    case 'athletics': return [LOTTERY.athletics];
    case 'beiDan': return [LOTTERY.beiDan, LOTTERY.beiDanAlt];
    case 'passLeg': return [LOTTERY.passLeg];
    case 'vieBasketball': return [LOTTERY.vie];
    case 'all': case 'living': case 'firstTier': case 'allBasketball': case 'firstBasketball': return [];
    default: return unreachable(tab);
  }
}

/**
 * [LS-9] 'living' lists matches with at least one live stream now (match.living; previews alone do not count) —
 * the tab sits beside the live-stream buttons, and 'going' already has its own section.
 */
export function inTab(m: Match, tab: Tab, competition: Competition | undefined): boolean {
  switch (tab) {
    case 'all': case 'allBasketball': return true;
    case 'living': return m.living.length > 0;
    case 'firstTier': case 'firstBasketball': return competition?.firstTier === true;
    case 'athletics': case 'beiDan': case 'passLeg': case 'vieBasketball':
      return tabLotteries(tab).some((id) => m.lotteries[id] !== undefined);
    default: return unreachable(tab);
  }
}

/** The issue label shown on the row under a lottery tab ('' elsewhere). */
export function lotteryLabel(m: Match, tab: Tab): string {
  for (const id of tabLotteries(tab)) {
    const label = m.lotteries[id];
    if (label !== undefined) return label;
  }
  return '';
}

/** Whether the competition map matters to this tab (the index watches competitions only then). */
export function tabReadsCompetitions(tab: Tab): boolean {
  return tab === 'firstTier' || tab === 'firstBasketball';
}
