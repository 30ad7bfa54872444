// Basketball's score trend (matchTrendData, the lead graph 懂球帝 and SofaScore draw): the score at the end of each
// clock minute in which the feed moved it. The feed reports the score per basket (score frames, with the period's
// status and clock), and the state keeps only the score now; so the fold, when a frame moves the clock into a
// later minute (or ends the period), appends the score the minute ended on. At most one point a played minute —
// ~50 a game — and nothing for the many baskets within one minute (the ingest bench's score frames).
import type { Match } from '../model';
import { basketballTotal } from '../scores';

/** A point: period 1… (NCAA halves 1–2, quarters 1–4, then overtimes), whole minutes left on its clock when the minute ended. */
export interface ScoreTrailPoint {
  readonly period: number;
  /** Minutes left on the period clock, rounded up (12 … 1 for an NBA quarter): the minute is (length − left + 1). */
  readonly left: number;
  readonly homeScore: number;
  readonly awayScore: number;
}

/** Packed as the state keeps it: 4 numbers a point (period, left, home, away), in game order. */
export type PackedTrail = Int32Array;
const POINT = 4;
export const EMPTY_TRAIL: PackedTrail = new Int32Array(0);

/** Where a match's clock stands while a period is played, null otherwise (before, between periods, after). */
export function trailPosition(statusId: number, clockSeconds: number, ncaa: boolean, overtimes: number): { period: number; left: number } | null {
  const regulation = ncaa ? 2 : 4;
  let period = 0;
  if (statusId >= 2 && statusId <= 8 && statusId % 2 === 0) period = statusId / 2;
  else if (statusId === 9) period = regulation + Math.max(1, overtimes);
  if (period === 0 || period > (statusId === 9 ? 99 : regulation)) return null;
  return { period, left: Math.max(1, Math.ceil(clockSeconds / 60)) }; // the last seconds (and 0) are the last minute
}

/** Game order: period, then the clock running down. */
const keyOf = (period: number, left: number) => period * 1000 + (999 - left);

/**
 * The trail after a frame that moves `before` (the match as it was) to `next` (status and clock after): the score
 * `before` stood at is appended when the frame leaves its minute; `packed` is returned unchanged otherwise.
 */
export function foldScoreTrail(packed: PackedTrail, before: Match, nextStatusId: number, nextClockSeconds: number, nextOvertimes: number): PackedTrail {
  const b = trailPosition(before.statusId, before.clockSeconds, before.ncaa, before.homeOverTime.length);
  if (b === null) return packed;
  const n = trailPosition(nextStatusId, nextClockSeconds, before.ncaa, nextOvertimes);
  const key = keyOf(b.period, b.left);
  if (n !== null && keyOf(n.period, n.left) === key) return packed; // still the same minute
  const end = packed.length;
  if (end > 0 && keyOf(packed[end - POINT], packed[end - POINT + 1]) >= key) return packed; // recorded (or out of order)
  const out = new Int32Array(end + POINT);
  out.set(packed);
  out[end] = b.period;
  out[end + 1] = b.left;
  out[end + 2] = basketballTotal(before.homeScores);
  out[end + 3] = basketballTotal(before.awayScores);
  return out;
}

export function unpackScoreTrail(packed: PackedTrail): ScoreTrailPoint[] {
  const out: ScoreTrailPoint[] = [];
  for (let at = 0; at < packed.length; at += POINT) out.push({ period: packed[at], left: packed[at + 1], homeScore: packed[at + 2], awayScore: packed[at + 3] });
  return out;
}

/** The trail and, while a period is played, the score now at the clock's minute (the graph's last bar). */
export function scoreTrend(trail: readonly ScoreTrailPoint[], m: Match): ScoreTrailPoint[] {
  const now = trailPosition(m.statusId, m.clockSeconds, m.ncaa, m.homeOverTime.length);
  if (now === null) return [...trail];
  const last = trail.at(-1);
  const point = { period: now.period, left: now.left, homeScore: basketballTotal(m.homeScores), awayScore: basketballTotal(m.awayScores) };
  return last && keyOf(last.period, last.left) >= keyOf(now.period, now.left) ? [...trail] : [...trail, point];
}

/** Minutes of a period: NCAA halves 20; quarters 12 (NBA) or 10 (FIBA: no clock reading above 10'); overtime 5. */
export function periodMinutes(period: number, ncaa: boolean, trail: readonly ScoreTrailPoint[]): number {
  const regulation = ncaa ? 2 : 4;
  if (period > regulation) return 5;
  if (ncaa) return 20;
  return trail.some((p) => p.period <= regulation && p.left > 10) ? 12 : 10;
}

/** Each point as (game minute at its end, home lead): the x and y of the lead graph. */
export function leadByMinute(trail: readonly ScoreTrailPoint[], ncaa: boolean): { minute: number; lead: number; period: number }[] {
  const starts: number[] = [0];
  const lengthOf = (p: number) => periodMinutes(p, ncaa, trail);
  const startOf = (p: number) => {
    while (starts.length < p) starts.push(starts[starts.length - 1] + lengthOf(starts.length));
    return starts[p - 1];
  };
  return trail.map((p) => ({ minute: startOf(p.period) + lengthOf(p.period) - p.left + 1, lead: p.homeScore - p.awayScore, period: p.period }));
}
