// The analysis tab's summaries of past results [FM-5] (SPEC §9): score-difference ranges over at most the latest 20
// matches, half/full-time combos over a default sample of 10. Pure; empty or malformed data throws.

/** A finished past match (head-to-head or recent form), newest first in the lists these functions take. */
export interface PastResult {
  readonly matchId: number;
  /** Kick-off, unix seconds. */
  readonly matchTime: number;
  readonly competitionId: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly homeHalf: number;
  readonly awayHalf: number;
}

export class AnalysisInputError extends Error {}

export const DIFFERENCE_RANGES = ['0-5', '6-10', '11-15', '16-20', '21-25', '26+'] as const;
export type DifferenceRange = (typeof DIFFERENCE_RANGES)[number];
export const DIFFERENCE_SAMPLE_MAX = 20;

/** Result pairs (half-time, full-time) from the team's side: 10 win, 30 draw, 20 lose. */
export const HALF_FULL_COMBOS = ['10-10', '10-20', '30-10', '30-20', '20-10', '20-20'] as const;
export type HalfFullCombo = (typeof HALF_FULL_COMBOS)[number];
export const HALF_FULL_SAMPLE = 10;

const whole = (n: number) => Number.isInteger(n) && n >= 0;

function checked(results: readonly PastResult[], teamId: number): readonly PastResult[] {
  if (!Array.isArray(results) || results.length === 0) throw new AnalysisInputError('no past results');
  for (const r of results) {
    if (r === null || typeof r !== 'object') throw new AnalysisInputError('a past result is not an object');
    if (![r.homeScore, r.awayScore, r.homeHalf, r.awayHalf].every(whole)) throw new AnalysisInputError(`match ${r.matchId}: scores must be whole numbers ≥ 0`);
    if (r.homeHalf > r.homeScore || r.awayHalf > r.awayScore) throw new AnalysisInputError(`match ${r.matchId}: half-time above full time`);
    if (r.homeTeamId !== teamId && r.awayTeamId !== teamId) throw new AnalysisInputError(`match ${r.matchId} is not team ${teamId}'s`);
  }
  return results;
}

function zeroes<K extends string>(keys: readonly K[]): Record<K, number> {
  const out: Partial<Record<K, number>> = {};
  for (const k of keys) out[k] = 0;
  return { ...out } as Record<K, number>; // every key was just set
}

function rangeOf(diff: number): DifferenceRange {
  if (diff >= 26) return '26+';
  return DIFFERENCE_RANGES[Math.max(0, Math.floor((diff - 1) / 5))];
}

/** How many of the latest (at most 20) matches ended with each absolute score difference range. */
export function scoreDifferenceRanges(results: readonly PastResult[], teamId: number): Record<DifferenceRange, number> {
  const out = zeroes(DIFFERENCE_RANGES);
  for (const r of checked(results, teamId).slice(0, DIFFERENCE_SAMPLE_MAX)) out[rangeOf(Math.abs(r.homeScore - r.awayScore))]++;
  return out;
}

const outcome = (mine: number, theirs: number) => (mine > theirs ? 10 : mine < theirs ? 20 : 30);

/**
 * Half-time/full-time result pairs of the team over its latest `sample` matches (default 10). Only the six combos
 * of SPEC §9 are counted (a 30-30 or 10-30 match counts in none of them).
 */
export function halfFullCombos(results: readonly PastResult[], teamId: number, sample = HALF_FULL_SAMPLE): Record<HalfFullCombo, number> {
  if (!Number.isInteger(sample) || sample < 1) throw new AnalysisInputError(`sample must be a whole number ≥ 1, got ${sample}`);
  const out = zeroes(HALF_FULL_COMBOS);
  for (const r of checked(results, teamId).slice(0, sample)) {
    const home = r.homeTeamId === teamId;
    const half = home ? outcome(r.homeHalf, r.awayHalf) : outcome(r.awayHalf, r.homeHalf);
    const full = home ? outcome(r.homeScore, r.awayScore) : outcome(r.awayScore, r.homeScore);
    const combo = HALF_FULL_COMBOS.find((c) => c === `${half}-${full}`);
    if (combo !== undefined) out[combo]++;
  }
  return out;
}
