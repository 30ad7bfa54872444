// Score arrays and stat types [SC-1]…[SC-3].

/**
 * Football homeScores/awayScores indexes of our event log [SC-1]. Index 0 is always the score as it stands (the
 * running score, extra time included, never the shoot-out): what rows show and what a goal signal watches
 * [GN-1]. Matches that go to extra time carry eight entries from then on: 5 the score after extra time (120
 * minutes, regular time included), 6 the penalty shoot-out (kicks scored), 7 the score after regular time (90
 * minutes), so both the 90- and the 120-minute scores are kept. Seven entries (5 and 6, no 7) are still read:
 * the regular-time score is then unknown. A provider's own layout is mapped onto this one by its adapter
 * (provider/provider-adapter.ts). Any entry may be NO_DATA (-1): the provider has no figure (corners, often).
 */
export const FOOTBALL_SCORE = {
  score: 0, halfTime: 1, red: 2, yellow: 3, corners: 4, extraTime: 5, penalties: 6, regularTime: 7,
} as const;
export const FOOTBALL_SCORE_LENGTH = 5;
/** Extra time without the regular-time entry (recordings made before it was kept). */
export const FOOTBALL_SCORE_SHORT_EXTRA_LENGTH = 7;
export const FOOTBALL_SCORE_MAX_LENGTH = 8;

/** "No data" in a score array: Chinese data providers send -1 where they have no figure (e.g. corners). */
export const NO_DATA = -1;

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

/** An entry as a count: NO_DATA (or a missing entry) counts as 0. */
export function countOf(value: number | undefined): number {
  return value === undefined || value < 0 ? 0 : value;
}

/** 'home-away' of one index, or '-' when either side has no figure [SC-1]. */
export function scorePair(home: readonly number[], away: readonly number[], index: number): string {
  const h = home[index] ?? 0;
  const a = away[index] ?? 0;
  return h < 0 || a < 0 ? '-' : `${h}-${a}`;
}

/** Basketball total: the sum of every period (overtime included) [SC-2]; a period without data adds nothing. */
export function basketballTotal(scores: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < BASKETBALL_SCORE_LENGTH && i < scores.length; i++) total += countOf(scores[i]);
  return total;
}

/** The side's current score: football index 0, basketball the sum. */
export function currentScore(sport: 'football' | 'basketball', scores: readonly number[]): number {
  return sport === 'football' ? countOf(scores[FOOTBALL_SCORE.score]) : basketballTotal(scores);
}
