import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../fold/fold';
import { EMPTY_STATE } from '../model';
import { finalLine, shootoutText } from '../rules/extra-time';
import { FOOTBALL_SCORE as I, NO_DATA } from '../scores';
import { match, snapshot } from '../test-support/builders';
import { rowOf } from '../views/row-projection';
import { DEFAULT_SETTINGS } from '../rules/settings';
import { footballScoresFromProvider, scoreFromProvider, statusFromProvider } from './provider-adapter';

describe('provider adapter: score arrays', () => {
  it('[SC-1] regular time maps through; corners -1 is kept as no data', () => {
    expect(footballScoresFromProvider([2, 1, 0, 3, -1])).toEqual([2, 1, 0, 3, NO_DATA]);
  });

  it('[SC-1] extra time: index 5 (120 minutes) becomes the score, index 0 (90 minutes) moves to 7, 6 stays the shoot-out', () => {
    // The 2022 World Cup final, Argentina's side: 2 after 90, 3 after 120, 4 in the shoot-out.
    expect(footballScoresFromProvider([2, 2, 0, 5, 6, 3, 4])).toEqual([3, 2, 0, 5, 6, 3, 4, 2]);
    // The longer array before extra time is played: the score is still regular time's.
    expect(footballScoresFromProvider([1, 0, 0, 0, 2, -1, -1])).toEqual([1, 0, 0, 0, 2, 1, NO_DATA, 1]);
  });

  it('[SC-1] any provider array: 90 minutes kept at 7, the score never below it, every entry ≥ -1', () => {
    const entryArb = fc.integer({ min: -1, max: 30 });
    fc.assert(fc.property(fc.array(entryArb, { minLength: 7, maxLength: 7 }), (p) => {
      const ours = footballScoresFromProvider(p);
      expect(ours).toHaveLength(8);
      expect(ours[I.regularTime]).toBe(p[0]);
      expect(ours[I.score]).toBeGreaterThanOrEqual(p[0]);
      expect(ours[I.score]).toBe(ours[I.extraTime]);
      expect(ours.every((s) => s >= -1)).toBe(true);
    }));
    fc.assert(fc.property(fc.array(entryArb, { minLength: 5, maxLength: 5 }), (p) => {
      expect(footballScoresFromProvider(p)).toEqual(p);
    }));
  });

  it('[RT-1] a score push becomes a score event; a non-integer entry is an error value, not a throw', () => {
    const ok = scoreFromProvider({ sport: 'football', matchId: 7, statusId: 8, goingTime: 100, homeScores: [2, 2, 0, 5, 6, 3, 4], awayScores: [2, 1, 0, 3, -1, 3, 2] });
    expect(ok.ok && ok.value).toMatchObject({ type: 'score', homeScores: [3, 2, 0, 5, 6, 3, 4, 2], awayScores: [3, 1, 0, 3, -1, 3, 2, 2], clockSeconds: 0 });
    const broken = scoreFromProvider({ sport: 'football', matchId: 7, statusId: 4, goingTime: 100, homeScores: [1.5, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0] });
    expect(broken).toEqual({ ok: false, error: { reason: 'malformed', detail: 'homeScores: 1.5 is not a score' } });
    expect(statusFromProvider({ sport: 'football', matchId: 7, statusId: 5, goingTime: -1 })).toMatchObject({ goingTime: 0, clockSeconds: 0 });
  });

  it('[SC-1] [ST-6] the mapped final frame folds to 点球 4-2 and 120分钟[3-3]，点球[4-2]; corners -1 read -', () => {
    const mapped = scoreFromProvider({ sport: 'football', matchId: 1, statusId: 8, goingTime: 100, homeScores: [2, 2, 0, 5, -1, 3, 4], awayScores: [2, 0, 0, 3, -1, 3, 2] });
    if (!mapped.ok) throw new Error('mapping failed');
    const start = fold(EMPTY_STATE, [snapshot('football', [match('football', 1, { statusId: 5 })], 1)]).state;
    const state = fold(start, [{ ...mapped.value, seq: 2, ts: 0 }]).state;
    const m = state.football.matches[1];
    expect(shootoutText(m)).toBe('点球 4-2');
    expect(finalLine(m)).toBe('120分钟[3-3]，点球[4-2]');
    const row = rowOf(m, state, 0, DEFAULT_SETTINGS, { dayStart: 0 });
    expect(row).toMatchObject({ score: '3-3', corners: '-', shootout: '点球 4-2', finalLine: '120分钟[3-3]，点球[4-2]' });
  });
});
