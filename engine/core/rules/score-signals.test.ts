import { describe, expect, it } from 'vitest';
import { fold } from '../fold/fold';
import type { Match } from '../model';
import { EMPTY_STATE } from '../model';
import { isHighlighted, highlightUntil } from './row-highlight';
import { batchScoreSignals, scoreSignals } from './score-signals';
import { DEFAULT_SETTINGS } from './settings';
import { varActive } from './var-flag';
import { VAR_FLAG_MS } from '../fold/apply-detail';
import { matchOf } from '../views/test-support/builders';

const TS = 1_795_000_000_000;

describe('score signals', () => {
  it('[GN-5] football goal highlights the row for 10 s', () => {
    const until = highlightUntil('football', TS, DEFAULT_SETTINGS);
    expect(until).toBe(TS + 10_000);
    expect(isHighlighted(until, TS + 9_999)).toBe(true);
    expect(isHighlighted(until, TS + 10_000)).toBe(false);
  });

  it('[GN-5] basketball highlight lasts 5 s, only with basketballGoalTip on', () => {
    expect(highlightUntil('basketball', TS, DEFAULT_SETTINGS)).toBe(TS + 5_000);
    expect(highlightUntil('basketball', TS, { basketballGoalTip: false })).toBe(0);
    expect(isHighlighted(0, TS)).toBe(false);
  });

  it('[GN-1] [GN-5] a goal signal carries the side and the highlight expiry', () => {
    const before = matchOf('football', 1, { statusId: 2, homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0] });
    const after = { ...before, awayScores: [1, 0, 0, 0, 0] };
    expect(scoreSignals(before, after, TS, DEFAULT_SETTINGS)).toEqual([
      { kind: 'goal', sport: 'football', matchId: 1, side: 'away', at: TS, highlightUntil: TS + 10_000 },
    ]);
    expect(scoreSignals(undefined, after, TS, DEFAULT_SETTINGS)).toEqual([]);
  });

  it('[GN-1] a disallowed goal (score falls) is a retraction signal', () => {
    const before = matchOf('football', 1, { statusId: 4, homeScores: [2, 1, 0, 0, 0], awayScores: [0, 0, 0, 0, 0] });
    const after = { ...before, homeScores: [1, 1, 0, 0, 0] };
    expect(scoreSignals(before, after, TS, DEFAULT_SETTINGS)).toEqual([
      { kind: 'retraction', sport: 'football', matchId: 1, sides: ['home'], at: TS },
    ]);
  });

  it('[GN-1] a folded batch signals per touched match', () => {
    const m: Match = matchOf('basketball', 3, { statusId: 4 });
    const start = fold(EMPTY_STATE, [{ type: 'listSnapshot', seq: 1, ts: TS, sport: 'basketball', stream: 's', competitions: [], teams: [], matches: [m], rooms: [] }]).state;
    const { state, changes } = fold(start, [{
      type: 'score', clockSeconds: 0, seq: 2, ts: TS + 1, sport: 'basketball', matchId: 3, statusId: 4, goingTime: 0, note: '',
      homeScores: [3, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [],
    }]);
    expect(batchScoreSignals(start, state, changes, TS + 1, DEFAULT_SETTINGS)).toEqual([
      { kind: 'goal', sport: 'basketball', matchId: 3, side: 'home', at: TS + 1, highlightUntil: TS + 5_001 },
    ]);
  });

  it('[RT-3] the VAR flag is active while now < varUntil', () => {
    const m = matchOf('football', 1, { varUntil: TS + VAR_FLAG_MS });
    expect(varActive(m, TS)).toBe(true);
    expect(varActive(m, TS + VAR_FLAG_MS - 1)).toBe(true);
    expect(varActive(m, TS + VAR_FLAG_MS)).toBe(false);
    expect(varActive(matchOf('football', 2), TS)).toBe(false);
  });
});
