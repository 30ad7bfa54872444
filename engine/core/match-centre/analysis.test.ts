import { describe, expect, it } from 'vitest';
import type { PastResult } from './analysis';
import { AnalysisInputError, halfFullCombos, scoreDifferenceRanges } from './analysis';

const r = (home: number, away: number, hs: number, as: number, hh: number, ah: number, id = 1): PastResult => ({
  matchId: id, matchTime: 0, competitionId: 1, homeTeamId: home, awayTeamId: away, homeScore: hs, awayScore: as, homeHalf: hh, awayHalf: ah,
});

describe('analysis summaries [FM-5]', () => {
  it('[FM-5] score-difference ranges 0–5 … 26+ over at most the latest 20 matches', () => {
    const results = [r(1, 2, 100, 95, 50, 50), r(2, 1, 80, 86, 40, 40), r(1, 3, 120, 93, 60, 40), r(4, 1, 70, 100, 30, 50),
      r(1, 5, 90, 74, 40, 40), r(1, 6, 99, 88, 40, 40), r(1, 7, 90, 69, 40, 40)];
    expect(scoreDifferenceRanges(results, 1)).toEqual({ '0-5': 1, '6-10': 1, '11-15': 1, '16-20': 1, '21-25': 1, '26+': 2 });
    const many = Array.from({ length: 30 }, (_, i) => r(1, 2, i < 20 ? 3 : 40, 0, 0, 0, i));
    expect(scoreDifferenceRanges(many, 1)).toEqual({ '0-5': 20, '6-10': 0, '11-15': 0, '16-20': 0, '21-25': 0, '26+': 0 });
  });

  it('[FM-5] half/full-time combos from the team\'s side over a default sample of 10', () => {
    const results = [
      r(1, 2, 2, 0, 1, 0), // 10-10
      r(2, 1, 2, 1, 0, 1), // team 1 away: led at half (10), lost (20) → 10-20
      r(1, 2, 1, 0, 0, 0), // 30-10
      r(1, 2, 0, 1, 0, 0), // 30-20
      r(2, 1, 1, 2, 1, 0), // away: behind at half (20), won (10) → 20-10
      r(1, 2, 0, 2, 0, 1), // 20-20
      r(1, 2, 1, 1, 0, 0), // 30-30: in no combo
    ];
    expect(halfFullCombos(results, 1)).toEqual({ '10-10': 1, '10-20': 1, '30-10': 1, '30-20': 1, '20-10': 1, '20-20': 1 });
    const many = Array.from({ length: 15 }, (_, i) => r(1, 2, 2, 0, 1, 0, i));
    expect(halfFullCombos(many, 1)['10-10']).toBe(10);
    expect(halfFullCombos(many, 1, 12)['10-10']).toBe(12);
  });

  it('[FM-5] empty or malformed data throws', () => {
    expect(() => scoreDifferenceRanges([], 1)).toThrow(AnalysisInputError);
    expect(() => halfFullCombos([], 1)).toThrow(AnalysisInputError);
    expect(() => scoreDifferenceRanges([r(2, 3, 1, 0, 0, 0)], 1)).toThrow(/not team 1/);
    expect(() => halfFullCombos([r(1, 3, 1, 0, 2, 0)], 1)).toThrow(/half-time above/);
    expect(() => halfFullCombos([r(1, 3, -1, 0, 0, 0)], 1)).toThrow(AnalysisInputError);
    expect(() => halfFullCombos([r(1, 3, 1, 0, 0, 0)], 1, 0)).toThrow(AnalysisInputError);
    // @ts-expect-error malformed on purpose
    expect(() => scoreDifferenceRanges(null, 1)).toThrow(AnalysisInputError);
  });
});
