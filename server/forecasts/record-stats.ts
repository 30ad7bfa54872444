// An anchor's forecast figures, computed only from graded schemes (SPEC.md §3 "Forecast", anchorPredictionData,
// multiTag; §5 prediction tags [AN-2 … AN-4]), each with the number of graded schemes behind it and their time
// window — a 100 % rate on three picks says it is three. Pure: the schemes and "now" (the feed's ms) in.
//
// Definitions (one place, so the record, the cards and the download agree):
// - Decided: graded hit or miss. A push (走水: every pick pushed, or a match not played) is graded but counts in no
//   rate and no streak, neither hit nor miss. Ungraded schemes (open, or locked and waiting) count in nothing here.
// - Single: one pick; multi (串): two or more, hit only when every pick hit (pushed picks count as won at 1.00).
// - singleContinuousHitCount (singleTag) / lastContinuousHitCount: hit decided singles, newest first, up to the
//   first miss. The record's lastContinuousHitCount runs over every decided scheme, single or multi.
// - singleLatestHitRate: the latest LATEST_SINGLES decided singles; window: their first and last kick-off.
// - singleMonthHitRate: decided singles kicking off in the MONTH_MS before now; window: [now − MONTH_MS, now].
// - multiTag: the latest decided multi — baseCount its picks, hitCount those that hit — and existCount the decided
//   multis in the month; odds its combined odds. multiMaxOdds: the highest combined odds of a hit multi in the month.
// Rates are hits over decided × 100, rounded to one decimal and clamped 0–100 (SPEC.md §9 [AN-5]).

export const LATEST_SINGLES = 10;
export const MONTH_MS = 30 * 24 * 3600_000;

export type SchemeOutcome = 'hit' | 'miss' | 'push';

export interface GradedPick {
  /** null until graded. */
  readonly isHit: boolean | null;
  /** The settled result code (40 push; 0 a match not played), null until graded. */
  readonly result: number | null;
}

export interface HistoryScheme {
  readonly id: number;
  /** Kick-off of its earliest pick, ms. */
  readonly kickoffAt: number;
  /** null until graded. */
  readonly outcome: SchemeOutcome | null;
  /** Combined decimal odds at writing, thousandths. */
  readonly combinedOdds: number;
  readonly picks: readonly GradedPick[];
}

export interface Window {
  readonly from: number;
  readonly to: number;
}

export interface Rate {
  readonly rate: number;
  readonly baseCount: number;
  readonly hitCount: number;
  /** null when no scheme is behind it. */
  readonly window: Window | null;
}

export interface MultiTagFigures {
  readonly baseCount: number;
  readonly hitCount: number;
  readonly existCount: number;
  readonly odds: number;
}

export interface RecordStats {
  /** Decided schemes of every kind, and those that hit. */
  readonly baseCount: number;
  readonly hitCount: number;
  readonly pushCount: number;
  /** Every scheme the anchor has (not deleted), graded or not. */
  readonly existCount: number;
  readonly pendingCount: number;
  readonly lastContinuousHitCount: number;
  readonly singleContinuousHitCount: number;
  readonly singleLatestHitRate: Rate;
  readonly singleMonthHitRate: Rate;
  /** undefined: no decided multi. */
  readonly multiTag: MultiTagFigures | undefined;
  /** Decimal (2.35), undefined: no hit multi in the month. */
  readonly multiMaxOdds: number | undefined;
  /** The decided schemes' first and last kick-off, null when none. */
  readonly window: Window | null;
}

/** Hits over base ×100, one decimal, clamped 0–100; 0 for no base. */
export function ratePercent(hits: number, base: number): number {
  if (base <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((hits / base) * 1000) / 10));
}

const newestFirst = (a: HistoryScheme, b: HistoryScheme) => b.kickoffAt - a.kickoffAt || b.id - a.id;
const isDecided = (s: HistoryScheme): boolean => s.outcome === 'hit' || s.outcome === 'miss';
const windowOf = (list: readonly HistoryScheme[]): Window | null =>
  list.length === 0 ? null : { from: Math.min(...list.map((s) => s.kickoffAt)), to: Math.max(...list.map((s) => s.kickoffAt)) };

function rateOf(list: readonly HistoryScheme[], window: Window | null): Rate {
  const hitCount = list.filter((s) => s.outcome === 'hit').length;
  return { rate: ratePercent(hitCount, list.length), baseCount: list.length, hitCount, window };
}

function streak(list: readonly HistoryScheme[]): number {
  let n = 0;
  for (const s of list) {
    if (s.outcome !== 'hit') break;
    n++;
  }
  return n;
}

export function recordStats(schemes: readonly HistoryScheme[], now: number): RecordStats {
  const decided = schemes.filter(isDecided).sort(newestFirst);
  const singles = decided.filter((s) => s.picks.length === 1);
  const multis = decided.filter((s) => s.picks.length > 1);
  const monthFrom = now - MONTH_MS;
  const inMonth = (s: HistoryScheme) => s.kickoffAt >= monthFrom && s.kickoffAt <= now;
  const latest = singles.slice(0, LATEST_SINGLES);
  const monthSingles = singles.filter(inMonth);
  const monthMultis = multis.filter(inMonth);
  const lastMulti = multis[0];
  const hitMultiOdds = monthMultis.filter((s) => s.outcome === 'hit').map((s) => s.combinedOdds);
  return {
    baseCount: decided.length,
    hitCount: decided.filter((s) => s.outcome === 'hit').length,
    pushCount: schemes.filter((s) => s.outcome === 'push').length,
    existCount: schemes.length,
    pendingCount: schemes.filter((s) => s.outcome === null).length,
    lastContinuousHitCount: streak(decided),
    singleContinuousHitCount: streak(singles),
    singleLatestHitRate: rateOf(latest, windowOf(latest)),
    singleMonthHitRate: rateOf(monthSingles, { from: monthFrom, to: now }),
    multiTag: lastMulti && {
      baseCount: lastMulti.picks.length,
      hitCount: lastMulti.picks.filter((p) => p.isHit === true).length,
      existCount: monthMultis.length,
      odds: lastMulti.combinedOdds / 1000,
    },
    multiMaxOdds: hitMultiOdds.length > 0 ? Math.max(...hitMultiOdds) / 1000 : undefined,
    window: windowOf(decided),
  };
}

/** A scheme's outcome from its graded picks: any miss loses; all pushed (or not played) is a push; else a hit. */
export function outcomeOf(picks: readonly { readonly isHit: boolean; readonly result: number }[]): SchemeOutcome {
  const pushed = (p: { result: number }) => p.result === 40 || p.result === 0;
  if (picks.some((p) => !p.isHit && !pushed(p))) return 'miss';
  if (picks.every(pushed)) return 'push';
  return 'hit';
}
