import { describe, expect, it } from 'vitest';
import { displayFlagsOf, groupDisplayed } from './display-filter';
import { DEFAULT_SETTINGS } from '../rules/settings';
import { inTab, lotteryLabel } from './tabs';
import { competitionOf, matchOf } from './test-support/builders';

const brief = { customId: 1, roomId: 9, avatar: '', nickname: '主播' };
const first = competitionOf(1, { firstTier: true });
const second = competitionOf(2, { firstTier: false });

describe('tabs', () => {
  it('[LS-9] living lists matches with a live stream now; a preview alone is not enough', () => {
    expect(inTab(matchOf('football', 1, { living: [brief] }), 'living', first)).toBe(true);
    expect(inTab(matchOf('football', 1, { preview: [brief] }), 'living', first)).toBe(false);
  });

  it('[LS-9] first tier follows competition.firstTier (firstBasketball too); an unknown competition is not first tier', () => {
    const m = matchOf('basketball', 1);
    expect(inTab(m, 'firstTier', first)).toBe(true);
    expect(inTab(m, 'firstBasketball', second)).toBe(false);
    expect(inTab(m, 'firstTier', undefined)).toBe(false);
    expect(inTab(m, 'allBasketball', undefined)).toBe(true);
  });

  it('[LS-9] lottery tabs: athletics 101, beiDan 301 or 404, passLeg 401, vieBasketball 201', () => {
    const m = (lotteries: Record<number, string>) => matchOf('football', 1, { lotteries });
    expect(inTab(m({ 101: '周六001' }), 'athletics', first)).toBe(true);
    expect(inTab(m({ 404: '北单012' }), 'beiDan', first)).toBe(true);
    expect(inTab(m({ 301: '北单013' }), 'beiDan', first)).toBe(true);
    expect(inTab(m({ 101: '周六001' }), 'passLeg', first)).toBe(false);
    expect(inTab(m({ 401: '传足007' }), 'passLeg', first)).toBe(true);
    expect(inTab(matchOf('basketball', 2, { lotteries: { 201: '周日301' } }), 'vieBasketball', first)).toBe(true);
  });

  it('[LS-9] a row shows the issue label of the active lottery tab', () => {
    const m = matchOf('football', 1, { lotteries: { 101: '周六001', 404: '北单012' } });
    expect(lotteryLabel(m, 'athletics')).toBe('周六001');
    expect(lotteryLabel(m, 'beiDan')).toBe('北单012');
    expect(lotteryLabel(m, 'all')).toBe('');
  });
});

describe('display settings', () => {
  it('[LS-10] all flags are on by default and allDisplayed shows every group', () => {
    const flags = displayFlagsOf(DEFAULT_SETTINGS, 'football');
    expect(flags).toEqual({ allDisplayed: true, completed: true, inProgress: true, noStart: true });
    expect((['going', 'no_start', 'finish', 'other'] as const).every((g) => groupDisplayed(g, flags))).toBe(true);
  });

  it('[LS-10] with allDisplayed off each flag shows its group, and the other group is hidden', () => {
    const flags = { allDisplayed: false, completed: false, inProgress: true, noStart: true };
    expect(groupDisplayed('going', flags)).toBe(true);
    expect(groupDisplayed('no_start', flags)).toBe(true);
    expect(groupDisplayed('finish', flags)).toBe(false);
    expect(groupDisplayed('other', flags)).toBe(false);
  });

  it('[LS-10] basketball reads its own variants', () => {
    const settings = { ...DEFAULT_SETTINGS, basketballAllDisplayed: false, basketballCompleted: false };
    expect(displayFlagsOf(settings, 'basketball')).toEqual({ allDisplayed: false, completed: false, inProgress: true, noStart: true });
    expect(displayFlagsOf(settings, 'football').allDisplayed).toBe(true);
  });
});
