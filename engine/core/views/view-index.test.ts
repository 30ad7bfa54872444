import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../events';
import { fold } from '../fold/fold';
import type { LiveState, Match } from '../model';
import { EMPTY_STATE } from '../model';
import { computeView } from './compute-view';
import { applySplices } from './row-splices';
import {
  at, brief, competitionOf, ctxOf, footballSpec, matchOf, sportStateOf, teamOf,
} from './test-support/builders';
import { ViewIndex } from './view-index';

const TS = 1_795_000_000_000;
const m = (id: number, statusId: number, hours: number, over: Partial<Match> = {}) =>
  matchOf('football', id, { statusId, matchTime: at(hours), ...over });

function listed(matches: Match[]): LiveState {
  return fold(EMPTY_STATE, [{
    type: 'listSnapshot', seq: 1, ts: TS, sport: 'football', stream: 's', matches, rooms: [],
    competitions: [competitionOf(1), competitionOf(2)], teams: [teamOf(11), teamOf(12)],
  }]).state;
}

const status = (seq: number, matchId: number, statusId: number): FeedEvent =>
  ({ type: 'status', clockSeconds: 0, seq, ts: TS + seq, sport: 'football', matchId, statusId, goingTime: 0 });

describe('ViewIndex', () => {
  it('[LS-1] a match finishing moves from going to finished with one removal and one insertion', () => {
    const start = listed([m(1, 2, 10), m(2, 2, 11), m(3, 8, 9)]);
    const index = new ViewIndex(start, footballSpec(), ctxOf());
    const before = index.rows;
    const { state, changes } = fold(start, [status(2, 1, 8)]);
    const update = index.update(state, changes);
    expect(brief(update.rows)).toEqual(['—going', 2, '—finished', 3, 1]);
    expect(update.moved).toBe(true);
    expect(update.splices).toEqual([
      { index: 1, deleteCount: 1, rows: [] },
      { index: 4, deleteCount: 0, rows: [{ kind: 'match', id: 1 }] },
    ]);
    expect(applySplices(before, update.splices)).toEqual(update.rows);
    expect(update.touchedRows).toEqual([1]);
  });

  it('[LS-1] a score change that keeps the order reports no move and keeps the same rows array', () => {
    const start = listed([m(1, 2, 10), m(2, 2, 11)]);
    const index = new ViewIndex(start, footballSpec(), ctxOf());
    const before = index.rows;
    const { state, changes } = fold(start, [{
      type: 'score', clockSeconds: 0, seq: 2, ts: TS, sport: 'football', matchId: 2, statusId: 2, goingTime: 0, note: '',
      homeScores: [1, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [],
    }]);
    const update = index.update(state, changes);
    expect(update).toMatchObject({ moved: false, splices: [], touchedRows: [2] });
    expect(update.rows).toBe(before);
  });

  it('[LS-6] pinning and re-ordering pins move rows without any match changing', () => {
    const state = listed([m(1, 1, 10), m(2, 1, 11), m(3, 1, 12)]);
    const index = new ViewIndex(state, footballSpec(), ctxOf());
    expect(brief(index.update(state, [], ctxOf({ pinned: [3, 2] })).rows)).toEqual([3, 2, '—notStarted', 1]);
    const reordered = index.update(state, [], ctxOf({ pinned: [2, 3] }));
    expect(brief(reordered.rows)).toEqual([2, 3, '—notStarted', 1]);
    expect(reordered.moved).toBe(true);
  });

  it('[LS-9] following a match adds it to the followed view and marks its row touched', () => {
    const state = listed([m(1, 1, 10), m(2, 1, 11)]);
    const index = new ViewIndex(state, footballSpec({ list: 'followed' }), ctxOf());
    expect(index.empty).toBe(true);
    const update = index.update(state, [], ctxOf({ followed: new Set([2]) }));
    expect(brief(update.rows)).toEqual(['—notStarted', 2]);
    expect(update.touchedRows).toEqual([2]);
  });

  it('[LS-9] an upsert flipping a competition to first tier lists its other matches too', () => {
    const start = listed([m(1, 1, 10, { competitionId: 2 }), m(2, 1, 11, { competitionId: 2 })]);
    const index = new ViewIndex(start, footballSpec({ tab: 'firstTier' }), ctxOf());
    expect(index.empty).toBe(true);
    const { state, changes } = fold(start, [{
      type: 'matchUpsert', seq: 2, ts: TS, sport: 'football', match: m(1, 1, 10, { competitionId: 2 }),
      competition: competitionOf(2, { firstTier: true }), homeTeam: teamOf(11), awayTeam: teamOf(12),
    }]);
    expect(brief(index.update(state, changes).rows)).toEqual(['—notStarted', 1, 2]);
  });

  it('[LS-8] a team renamed through another match’s upsert marks every row showing it', () => {
    const start = listed([m(1, 1, 10), m(2, 1, 11)]);
    const index = new ViewIndex(start, footballSpec(), ctxOf());
    const { state, changes } = fold(start, [{
      type: 'matchUpsert', seq: 2, ts: TS, sport: 'football', match: m(1, 1, 10),
      competition: competitionOf(1), homeTeam: teamOf(11, { name: '新名字' }), awayTeam: teamOf(12),
    }]);
    expect(index.update(state, changes).touchedRows).toEqual([1, 2]);
  });

  it('[LS-9] regression: a day list falls back on its own copy of a competition the live state drops', () => {
    // Found by mutating firstTierChanged: a competition leaving the state changes the tier a day list sees.
    const day = sportStateOf([m(51, 1, 30, { competitionId: 4 })], [competitionOf(4, { firstTier: true })]);
    const start = fold(listed([m(1, 1, 10)]), [{
      type: 'matchUpsert', seq: 2, ts: TS, sport: 'football', match: m(2, 1, 10, { competitionId: 4 }),
      competition: competitionOf(4, { firstTier: false }), homeTeam: teamOf(11), awayTeam: teamOf(12),
    }]).state;
    const spec = footballSpec({ list: 'day', tab: 'firstTier' });
    const index = new ViewIndex(start, spec, ctxOf({ day }));
    expect(index.empty).toBe(true);
    const { state, changes } = fold(start, [{
      type: 'listSnapshot', seq: 3, ts: TS, sport: 'football', stream: 's', matches: [m(1, 1, 10)], rooms: [],
      competitions: [competitionOf(1)], teams: [teamOf(11), teamOf(12)],
    }]);
    expect(index.update(state, changes, ctxOf({ day })).rows).toEqual(computeView(state, spec, ctxOf({ day })).rows);
    expect(brief(index.rows)).toEqual(['—tomorrow', 51]);
  });

  it('[LS-2] a new day boundary re-sections every row and reports them all touched', () => {
    const state = listed([m(1, 1, 10), m(2, 1, 30)]);
    const index = new ViewIndex(state, footballSpec(), ctxOf());
    const next = ctxOf({ dayStart: ctxOf().dayStart + 86_400_000 });
    const update = index.update(state, [], next);
    expect(brief(update.rows)).toEqual(['—notStarted', 1, 2]);
    expect([...update.touchedRows].sort()).toEqual([1, 2]);
  });

  it('[GN-2] has() says whether a match is in the current list', () => {
    const index = new ViewIndex(listed([m(1, 1, 10), m(2, 8, 11)]), footballSpec({ display: { allDisplayed: false, completed: false, inProgress: true, noStart: true } }), ctxOf());
    expect(index.has(1)).toBe(true);
    expect(index.has(2)).toBe(false);
  });
});
