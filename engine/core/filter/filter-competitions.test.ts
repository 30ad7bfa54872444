import { describe, expect, it } from 'vitest';
import { competitionOf, matchOf, sportStateOf } from '../views/test-support/builders';
import { LOTTERY } from '../views/tabs';
import { filterCompetitions } from './filter-competitions';
import { BASKETBALL_FILTER_TABS, defaultFilterTab, FOOTBALL_FILTER_TABS, isFilterTab } from './filter-tabs';

const competitions = [
  competitionOf(1, { name: '英格兰超级联赛', shortName: '英超', initial: 'Y', hot: true, color: '#3d185c' }),
  competitionOf(2, { name: '德乙', shortName: '', initial: 'D' }),
  competitionOf(3, { name: '澳超', shortName: '', initial: 'A' }),
];

describe('filter dialog tabs', () => {
  it('[FT-1] football 一级 竞足 北单 传足, basketball 一级 竞篮, with the engine tab ids', () => {
    expect(FOOTBALL_FILTER_TABS.map((t) => `${t.id}:${t.label}`)).toEqual(['all:一级', 'athletics:竞足', 'beiDan:北单', 'passLeg:传足']);
    expect(BASKETBALL_FILTER_TABS.map((t) => `${t.id}:${t.label}`)).toEqual(['allBasketball:一级', 'vieBasketball:竞篮']);
    expect(defaultFilterTab('football')).toBe('all');
    expect(defaultFilterTab('basketball')).toBe('allBasketball');
    expect(isFilterTab('football', 'vieBasketball')).toBe(false);
    expect(isFilterTab('basketball', 'vieBasketball')).toBe(true);
    expect(isFilterTab('football', 42)).toBe(false);
  });
});

describe('filterCompetitions', () => {
  const state = sportStateOf([
    matchOf('football', 10, { competitionId: 1, lotteries: { [LOTTERY.athletics]: '周六001' } }),
    matchOf('football', 11, { competitionId: 1 }),
    matchOf('football', 12, { competitionId: 2, lotteries: { [LOTTERY.beiDanAlt]: '5' } }),
    matchOf('football', 13, { competitionId: 3, lotteries: { [LOTTERY.beiDan]: '6', [LOTTERY.passLeg]: '7' } }),
    matchOf('football', 14, { competitionId: 3 }),
    matchOf('football', 15, { competitionId: 3 }),
  ], competitions);

  it('[FT-1] 一级 lists every competition of the day with its match count, most matches first', () => {
    expect(filterCompetitions(state, 'all').map((c) => [c.name, c.matchCount])).toEqual([['澳超', 3], ['英超', 2], ['德乙', 1]]);
  });

  it('[FT-1] lottery tabs count only the matches carrying their lottery (北单 = 301 or 404)', () => {
    expect(filterCompetitions(state, 'athletics').map((c) => [c.id, c.matchCount])).toEqual([[1, 1]]);
    expect(filterCompetitions(state, 'beiDan').map((c) => [c.id, c.matchCount])).toEqual([[3, 1], [2, 1]]);
    expect(filterCompetitions(state, 'passLeg').map((c) => c.id)).toEqual([3]);
  });

  it('[FT-2] carries what the dialog shows: the name the rows show (short name first), initial, hot, colour', () => {
    expect(filterCompetitions(state, 'athletics')[0]).toEqual({ id: 1, name: '英超', initial: 'Y', hot: true, matchCount: 1, color: '#3d185c' });
  });

  it('a match whose competition is unknown still counts, under a placeholder name', () => {
    const orphan = sportStateOf([matchOf('basketball', 20, { competitionId: 99 })], []);
    expect(filterCompetitions(orphan, 'allBasketball')).toEqual([{ id: 99, name: '赛事99', initial: '', hot: false, matchCount: 1, color: '' }]);
  });

  it('an empty day lists nothing', () => {
    expect(filterCompetitions(sportStateOf([], competitions), 'all')).toEqual([]);
  });
});
