// Score arrays and stat types [SC-1]…[SC-3].

/**
 * Football homeScores/awayScores indexes [SC-1]; cup matches that go on append 5 the score after extra time and
 * 6 the penalty-shootout score (the usual feed convention), so 5 or 7 entries.
 */
export const FOOTBALL_SCORE = {
  score: 0, halfTime: 1, red: 2, yellow: 3, corners: 4, extraTime: 5, penalties: 6,
} as const;
export const FOOTBALL_SCORE_LENGTH = 5;
export const FOOTBALL_SCORE_MAX_LENGTH = 7;

/** Basketball scores: one entry per period, index 4 overtime [SC-2]. */
export const BASKETBALL_SCORE = { q1: 0, q2: 1, q3: 2, q4: 3, overtime: 4 } as const;
export const BASKETBALL_SCORE_LENGTH = 5;

/** Football stat types [SC-3]. */
export const FOOTBALL_STAT = {
  corners: 2, yellow: 3, red: 4, shotsOnTarget: 21, shotsOffTarget: 22, possession: 25,
} as const;

/** Football incident types (the same numbering as stats where they overlap). */
export const FOOTBALL_INCIDENT = {
  goal: 1, corner: 2, yellow: 3, red: 4, penaltyGoal: 8, substitution: 9, start: 10, halfTime: 11, end: 12,
  secondYellowRed: 15, penaltyMissed: 16, ownGoal: 17, injuryTime: 19, var: 28, shootoutGoal: 29,
  shootoutMiss: 30,
} as const;

/** Basketball total: the sum of every period (overtime included) [SC-2]. */
export function basketballTotal(scores: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < BASKETBALL_SCORE_LENGTH && i < scores.length; i++) total += scores[i] ?? 0;
  return total;
}

/** The side's current score: football index 0, basketball the sum. */
export function currentScore(sport: 'football' | 'basketball', scores: readonly number[]): number {
  return sport === 'football' ? (scores[FOOTBALL_SCORE.score] ?? 0) : basketballTotal(scores);
}
