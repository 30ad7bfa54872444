import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../sport';
import { fold } from '../fold/fold';
import type { Match } from '../model';
import { EMPTY_STATE } from '../model';
import { matchOf } from '../views/test-support/builders';
import { highlightUntil, isHighlighted } from './goal-highlight';
import { batchSignals, goalSide, retractedSides, scoreSignals } from './goal-signals';
import { DEFAULT_SETTINGS } from './settings';

const SEED = 5_150;
const football = (home: number[], away: number[]) => ({ sport: 'football' as Sport, homeScores: home, awayScores: away });
const basketball = (home: number[], away: number[]) => ({ sport: 'basketball' as Sport, homeScores: home, awayScores: away });

const sideScoresArb = (sport: Sport) => fc.array(fc.nat(sport === 'football' ? 6 : 40), { minLength: 5, maxLength: sport === 'football' ? 7 : 5 });
/** The oracle: football compares index 0, basketball the sum of the five periods. */
const current = (sport: Sport, s: readonly number[]) => (sport === 'football' ? s[0] : s.slice(0, 5).reduce((a, b) => a + b, 0));

describe('goal trigger', () => {
  it('[GN-1] one side scoring triggers for that side', () => {
    expect(goalSide(football([0, 0, 0, 0, 0], [0, 0, 0, 0, 0]), football([1, 0, 0, 0, 0], [0, 0, 0, 0, 0]))).toBe('home');
    expect(goalSide(football([1, 0, 0, 0, 0], [0, 0, 0, 0, 0]), football([1, 0, 0, 0, 0], [1, 0, 0, 0, 0]))).toBe('away');
  });

  it('[GN-1] both sides rising (a resync) or only cards and corners changing triggers nothing', () => {
    expect(goalSide(football([0, 0, 0, 0, 0], [0, 0, 0, 0, 0]), football([1, 0, 0, 0, 0], [1, 0, 0, 0, 0]))).toBeNull();
    expect(goalSide(football([1, 0, 0, 0, 0], [0, 0, 0, 0, 0]), football([1, 1, 1, 2, 5], [0, 0, 0, 0, 3]))).toBeNull();
  });

  it('[GN-1] basketball compares the totals', () => {
    expect(goalSide(basketball([20, 0, 0, 0, 0], [18, 0, 0, 0, 0]), basketball([20, 2, 0, 0, 0], [18, 0, 0, 0, 0]))).toBe('home');
  });

  it('[GN-1] a goal taken back (VAR) is a retraction, not a goal', () => {
    const before = football([2, 1, 0, 0, 0], [1, 0, 0, 0, 0]);
    const after = football([1, 1, 0, 0, 0], [1, 0, 0, 0, 0]);
    expect(goalSide(before, after)).toBeNull();
    expect(retractedSides(before, after)).toEqual(['home']);
  });

  it('[GN-1] fires iff exactly one side’s current score rose; retraction iff a side fell', () => {
    const sportArb = fc.constantFrom<Sport>('football', 'basketball');
    const caseArb = sportArb.chain((sport) => fc.tuple(fc.constant(sport), sideScoresArb(sport), sideScoresArb(sport), sideScoresArb(sport), sideScoresArb(sport)));
    fc.assert(fc.property(caseArb, ([sport, h0, a0, h1, a1]) => {
      const side = goalSide({ sport, homeScores: h0, awayScores: a0 }, { sport, homeScores: h1, awayScores: a1 });
      const homeRose = current(sport, h1) > current(sport, h0);
      const awayRose = current(sport, a1) > current(sport, a0);
      expect(side !== null).toBe(homeRose !== awayRose);
      if (side) expect(side).toBe(homeRose ? 'home' : 'away');
      const fell = retractedSides({ sport, homeScores: h0, awayScores: a0 }, { sport, homeScores: h1, awayScores: a1 });
      expect(fell.includes('home')).toBe(current(sport, h1) < current(sport, h0));
      expect(fell.includes('away')).toBe(current(sport, a1) < current(sport, a0));
    }), { seed: SEED, numRuns: 500 });
  });

  it('[GN-1] football changes outside index 0 never trigger', () => {
    fc.assert(fc.property(sideScoresArb('football'), sideScoresArb('football'), fc.array(fc.nat(9), { minLength: 4, maxLength: 4 }), (h, a, rest) => {
      const next = football([h[0], ...rest], a);
      expect(goalSide(football(h, a), next)).toBeNull();
      expect(retractedSides(football(h, a), next)).toEqual([]);
    }), { seed: SEED + 1, numRuns: 200 });
  });
});

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
    expect(batchSignals(start, state, changes, TS + 1, DEFAULT_SETTINGS)).toEqual([
      { kind: 'goal', sport: 'basketball', matchId: 3, side: 'home', at: TS + 1, highlightUntil: TS + 5_001 },
    ]);
  });
});

describe('[GN-1] per score frame, not per batch', () => {
  const snapshot = (m: Match) => ({ type: 'listSnapshot' as const, seq: 1, ts: TS, sport: m.sport, stream: 's', competitions: [], teams: [], matches: [m], rooms: [] });
  const scoreFrame = (sport: Sport, seq: number, home: number[], away: number[]) => ({
    type: 'score' as const, clockSeconds: 0, seq, ts: TS + seq, sport, matchId: 7, statusId: 4, goingTime: 0, note: '',
    homeScores: home, awayScores: away, homeOverTime: [], awayOverTime: [],
  });

  it('[GN-1] two goal frames of one match in one packet (a backlog after a resume) are two goals', () => {
    const m = matchOf('football', 7, { statusId: 4, homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0] });
    const start = fold(EMPTY_STATE, [snapshot(m)]).state;
    const { state, changes } = fold(start, [
      scoreFrame('football', 2, [1, 0, 0, 0, 0], [0, 0, 0, 0, 0]),
      scoreFrame('football', 3, [1, 0, 0, 0, 0], [1, 0, 0, 0, 0]),
    ]);
    expect(batchSignals(start, state, changes, TS + 9, DEFAULT_SETTINGS)).toEqual([
      { kind: 'goal', sport: 'football', matchId: 7, side: 'home', at: TS + 9, highlightUntil: TS + 10_009 },
      { kind: 'goal', sport: 'football', matchId: 7, side: 'away', at: TS + 9, highlightUntil: TS + 10_009 },
    ]);
  });

  it('[GN-1] property: a batch of score frames signals exactly what its frames signal one by one, in order', () => {
    const sportArb = fc.constantFrom<Sport>('football', 'basketball');
    const caseArb = sportArb.chain((sport) => fc.tuple(
      fc.constant(sport), sideScoresArb(sport), sideScoresArb(sport),
      fc.array(fc.tuple(sideScoresArb(sport), sideScoresArb(sport)), { minLength: 1, maxLength: 6 }),
    ));
    let goals = 0;
    fc.assert(fc.property(caseArb, ([sport, h0, a0, frames]) => {
      const m = matchOf(sport, 7, { statusId: 4, homeScores: h0, awayScores: a0 });
      const start = fold(EMPTY_STATE, [snapshot(m)]).state;
      const { state, changes } = fold(start, frames.map(([h, a], i) => scoreFrame(sport, i + 2, h, a)));
      // The oracle, from RULES.md: each frame against the scores before it.
      const want: { kind: string; side?: string; sides?: string[] }[] = [];
      let before = { home: current(sport, h0), away: current(sport, a0) };
      for (const [h, a] of frames) {
        const after = { home: current(sport, h), away: current(sport, a) };
        const homeRose = after.home > before.home;
        const awayRose = after.away > before.away;
        if (homeRose !== awayRose) want.push({ kind: 'goal', side: homeRose ? 'home' : 'away' });
        const fell = (['home', 'away'] as const).filter((s) => after[s] < before[s]);
        if (fell.length > 0) want.push({ kind: 'retraction', sides: fell });
        before = after;
      }
      const got = batchSignals(start, state, changes, TS, DEFAULT_SETTINGS)
        .map((s) => (s.kind === 'goal' ? { kind: s.kind, side: s.side } : { kind: s.kind, sides: [...s.sides] }));
      expect(got).toEqual(want);
      goals += want.filter((w) => w.kind === 'goal').length;
    }), { seed: SEED + 2, numRuns: 300 });
    expect(goals).toBeGreaterThan(100);
  });
});
