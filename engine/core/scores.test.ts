import { describe, expect, it } from 'vitest';
import { basketballTotal, currentScore, FOOTBALL_SCORE, FOOTBALL_STAT, BASKETBALL_SCORE } from './scores';

describe('score arrays', () => {
  it('[SC-1] football: 0 score, 1 half-time, 2 red, 3 yellow, 4 corners', () => {
    expect(FOOTBALL_SCORE).toMatchObject({ score: 0, halfTime: 1, red: 2, yellow: 3, corners: 4 });
    expect(currentScore('football', [2, 1, 0, 3, 7])).toBe(2);
  });

  it('[SC-2] basketball scores are per period and summed; index 4 is overtime', () => {
    expect(BASKETBALL_SCORE.overtime).toBe(4);
    expect(basketballTotal([25, 30, 22, 28, 12])).toBe(117);
    expect(currentScore('basketball', [25, 30, 0, 0, 0])).toBe(55);
  });

  it('[SC-3] football stat types: 2 corners, 3 yellow, 4 red, 21 and 22 shots, 25 possession', () => {
    expect(FOOTBALL_STAT).toEqual({ corners: 2, yellow: 3, red: 4, shotsOnTarget: 21, shotsOffTarget: 22, possession: 25 });
  });
});
