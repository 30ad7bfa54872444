import { describe, expect, it } from 'vitest';
import type { Match } from '../model';
import { computeView } from './compute-view';
import { EMPTY_LIST_TEXT } from './view-spec';
import {
  at, brief, competitionOf, ctxOf, DAY_START, footballSpec, matchOf, sportStateOf, stateOf,
} from './test-support/builders';
import { EMPTY_STATE } from '../model';

const m = (id: number, statusId: number, hours: number, over: Partial<Match> = {}) =>
  matchOf('football', id, { statusId, matchTime: at(hours), ...over });

/** One match in each section, listed out of order. */
const DAY = [m(1, 8, 9), m(2, 1, 30), m(3, 9, 15), m(4, 2, 19), m(5, 1, 21), m(6, 1, 60)];

describe('computeView', () => {
  it('[LS-1] [LS-2] sections in order going, not started, tomorrow, other, finished, each behind its divider', () => {
    expect(brief(computeView(stateOf(DAY), footballSpec(), ctxOf()).rows)).toEqual([
      '—going', 4, '—notStarted', 5, '—tomorrow', 2, '—other', 3, 6, '—finished', 1,
    ]);
  });

  it('[LS-3] a not-started match after today goes to tomorrow or, later, the other-day list', () => {
    const rows = brief(computeView(stateOf([m(1, 1, 23), m(2, 1, 25), m(3, 1, 49)]), footballSpec(), ctxOf()).rows);
    expect(rows).toEqual(['—notStarted', 1, '—tomorrow', 2, '—other', 3]);
  });

  it('[LS-2] empty sections have no divider', () => {
    expect(brief(computeView(stateOf([m(1, 8, 9), m(2, 2, 10)]), footballSpec(), ctxOf()).rows)).toEqual(['—going', 2, '—finished', 1]);
  });

  it('[LS-5] within a section: kick-off, then competition id, then match id', () => {
    const state = stateOf([m(9, 1, 20, { competitionId: 2 }), m(8, 1, 20, { competitionId: 1 }), m(7, 1, 18, { competitionId: 2 }), m(3, 1, 20, { competitionId: 2 })]);
    expect(brief(computeView(state, footballSpec(), ctxOf()).rows)).toEqual(['—notStarted', 7, 8, 3, 9]);
  });

  it("[LS-5] 'reverse' turns each section round and keeps the section order", () => {
    const state = stateOf([m(1, 1, 10), m(2, 1, 12), m(3, 8, 8), m(4, 8, 9)]);
    expect(brief(computeView(state, footballSpec({ sortDirection: 'reverse' }), ctxOf()).rows)).toEqual(['—notStarted', 2, 1, '—finished', 4, 3]);
  });

  it('[LS-6] pinned matches sit on top in pin order, before the first divider', () => {
    const rows = computeView(stateOf(DAY), footballSpec(), ctxOf({ pinned: [6, 1, 6, 99] })).rows;
    expect(brief(rows)).toEqual([6, 1, '—going', 4, '—notStarted', 5, '—tomorrow', 2, '—other', 3]);
  });

  it('[LS-6] a pin does not pull a match into a tab it does not belong to', () => {
    const state = stateOf([m(1, 1, 10, { lotteries: { 101: '周六001' } }), m(2, 1, 11)]);
    expect(brief(computeView(state, footballSpec({ tab: 'athletics' }), ctxOf({ pinned: [2] })).rows)).toEqual(['—notStarted', 1]);
  });

  it('[LS-9] the competition filter of the active tab; undefined shows all', () => {
    const state = stateOf([m(1, 1, 10, { competitionId: 1 }), m(2, 1, 11, { competitionId: 2 })]);
    expect(brief(computeView(state, footballSpec({ competitions: new Set([2]) }), ctxOf()).rows)).toEqual(['—notStarted', 2]);
    expect(brief(computeView(state, footballSpec({ competitions: undefined }), ctxOf()).rows)).toEqual(['—notStarted', 1, 2]);
  });

  it('[LS-9] first-tier tab lists competitions marked firstTier', () => {
    const state = stateOf([m(1, 1, 10, { competitionId: 1 }), m(2, 1, 11, { competitionId: 2 })]);
    expect(brief(computeView(state, footballSpec({ tab: 'firstTier' }), ctxOf()).rows)).toEqual(['—notStarted', 1]);
  });

  it('[LS-9] followed view lists today’s matches among the followed ids', () => {
    const rows = computeView(stateOf(DAY), footballSpec({ list: 'followed' }), ctxOf({ followed: new Set([1, 5, 77]) })).rows;
    expect(brief(rows)).toEqual(['—notStarted', 5, '—finished', 1]);
  });

  it('[LS-9] a future or past day list gets the same sections; the live state’s copy of a match wins', () => {
    const day = sportStateOf([m(2, 1, 30), m(40, 1, 33), m(41, 8, -10)], [competitionOf(1)]);
    const state = stateOf([m(2, 2, 30)]);
    const rows = computeView(state, footballSpec({ list: 'day' }), ctxOf({ day })).rows;
    expect(brief(rows)).toEqual(['—going', 2, '—tomorrow', 40, '—finished', 41]);
    expect(computeView(state, footballSpec({ list: 'day' }), ctxOf()).empty).toBe(true);
  });

  it('[LS-10] display settings hide groups', () => {
    const display = { allDisplayed: false, completed: false, inProgress: true, noStart: true };
    expect(brief(computeView(stateOf(DAY), footballSpec({ display }), ctxOf()).rows)).toEqual([
      '—going', 4, '—notStarted', 5, '—tomorrow', 2, '—other', 6,
    ]);
  });

  it('[LS-4] the focus list keeps 11 rows per section and 10 before the first divider; other lists keep all', () => {
    const many = Array.from({ length: 30 }, (_, i) => m(i + 1, i < 15 ? 1 : 2, 10 + i / 10));
    const pinned = [30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19];
    const focus = brief(computeView(stateOf(many), footballSpec({ list: 'focus' }), ctxOf({ pinned })).rows);
    expect(focus).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21, '—going', 16, 17, 18, '—notStarted', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const today = computeView(stateOf(many), footballSpec({ list: 'today' }), ctxOf({ pinned })).rows;
    expect(today).toHaveLength(30 + 2);
  });

  it(`[LS-11] an empty list says so (the UI shows ${EMPTY_LIST_TEXT})`, () => {
    expect(computeView(EMPTY_STATE, footballSpec(), ctxOf())).toEqual({ rows: [], empty: true });
    expect(computeView(stateOf(DAY), footballSpec({ tab: 'living' }), ctxOf()).empty).toBe(true);
    expect(EMPTY_LIST_TEXT).toBe('暂无数据');
  });

  it('[LS-2] the caller’s day boundary decides today and tomorrow', () => {
    const rows = computeView(stateOf(DAY), footballSpec(), ctxOf({ dayStart: DAY_START + 86_400_000 })).rows;
    expect(brief(rows)).toEqual(['—going', 4, '—notStarted', 5, 2, '—tomorrow', 6, '—other', 3, '—finished', 1]);
  });
});
