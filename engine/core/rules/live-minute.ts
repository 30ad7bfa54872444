// The football live minute [MN-1] [MN-2] [MN-3], and its hold [MN-4] (end of file). Pure: `now` (ms) comes in; goingTime is the start of the
// current period in unix seconds (model.ts), so the minute is the time since then plus the period's first minute.
// Extra time (status 5 [ST-1]) has two halves under one status: Match.extraHalf says which one the going time
// starts (rules/extra-time.ts), and a going time of 0 is the break before it or between its halves.
import type { Match } from '../model';
import { FOOTBALL_STATUS as S } from '../status';

/**
 * How stoppage time reads. 'counted' (default, [MN-2] decision): 45'+n up to 5 then 45+, 90'+n up to 15 then 90+.
 * 'capped' is SPEC.md's other reading: the minute stops at 45 / 90 with a plus mark (45+, 90+).
 */
export type StoppageStyle = 'counted' | 'capped';

export interface LiveMinute {
  readonly text: string;
  /**
   * Position on the match clock, for [MN-4]: larger is later. Negative when no clock is shown ('vs', finished,
   * interrupted, unknown going time). Within one style, equal ranks read the same text.
   */
  readonly rank: number;
}

const HALF = 45;
const FULL = 90;
const EXTRA_HALF = 105;
const EXTRA_END = 120; // two 15-minute halves of extra time
const FIRST_HALF_STOPPAGE = 5; // [MN-1] 45'+n for n ≤ 5
const SECOND_HALF_STOPPAGE = 15; // [MN-2] 90'+n for n ≤ 15
const EXTRA_STOPPAGE = 5; // 105'+n and 120'+n for n ≤ 5, then 105+ / 120+ (as the first half [MN-1])

/**
 * Rank bases keep the phases apart, each above every rank the one before can reach: first half (≤ 51) < half-time
 * (100) < second half (146…206) < the wait for extra time (250) < its first half (391…411) < 加时中场 (450) < its
 * second half (506…526) < penalties (600). The hold [MN-4] then never keeps a phase's minute into the next.
 */
const RANK = {
  firstHalf: 0, halfTime: 100, secondHalf: 100, extraWait: 250, extraFirst: 300, extraBreak: 450, extraSecond: 400,
  penalties: 600,
} as const;

export const NO_CLOCK: LiveMinute = { text: '', rank: -1 };
export const VS: LiveMinute = { text: 'vs', rank: -1 }; // [MN-3]
const HALF_TIME: LiveMinute = { text: '中场', rank: RANK.halfTime };
/** Between 90 minutes and extra time's kick-off the status text says it all (加时 [ST-6]). */
const EXTRA_WAIT: LiveMinute = { text: '加时', rank: RANK.extraWait };
const EXTRA_BREAK: LiveMinute = { text: '加时中场', rank: RANK.extraBreak };
const PENALTIES: LiveMinute = { text: '点球', rank: RANK.penalties };

/** Whole minutes since `fromSec`; a clock a little behind the feed reads as 0, never negative. */
function elapsedMinutes(fromSec: number, now: number): number {
  return Math.max(0, Math.floor((now / 1000 - fromSec) / 60));
}

/** One period's reading: `minute` counted from the period's first minute, `end` its regular last minute. */
function periodMinute(minute: number, end: number, stoppage: number, base: number, style: StoppageStyle): LiveMinute {
  // Ranks stop growing where the text stops changing, so equal ranks read the same.
  const rank = base + Math.min(minute, end + stoppage + 1);
  if (minute <= end) return { text: `${minute}'`, rank };
  const over = minute - end;
  if (style === 'counted' && over <= stoppage) return { text: `${end}'+${over}`, rank };
  return { text: `${end}+`, rank };
}

type MinuteFields = Pick<Match, 'statusId' | 'goingTime' | 'matchTime'> & Partial<Pick<Match, 'extraHalf'>>;

/** Extra time: 91'–105', 105'+n, 加时中场, 106'–120', 120'+n. A feed that never says the half counts as the first. */
function extraTimeMinute(m: MinuteFields, now: number, style: StoppageStyle): LiveMinute {
  const half = m.extraHalf ?? 0;
  if (m.goingTime <= 0) return half === 0 ? EXTRA_WAIT : EXTRA_BREAK;
  const elapsed = elapsedMinutes(m.goingTime, now);
  return half >= 2
    ? periodMinute(elapsed + EXTRA_HALF + 1, EXTRA_END, EXTRA_STOPPAGE, RANK.extraSecond, style)
    : periodMinute(elapsed + FULL + 1, EXTRA_HALF, EXTRA_STOPPAGE, RANK.extraFirst, style);
}

export function footballMinute(m: MinuteFields, now: number, style: StoppageStyle = 'counted'): LiveMinute {
  switch (m.statusId) {
    case S.notStarted: return VS;
    case S.firstHalf: {
      // Before the feed sends a going time, the first half is counted from kick-off.
      const from = m.goingTime > 0 ? m.goingTime : m.matchTime;
      return periodMinute(elapsedMinutes(from, now) + 1, HALF, FIRST_HALF_STOPPAGE, RANK.firstHalf, style); // [MN-1]
    }
    case S.halfTime: return HALF_TIME;
    case S.secondHalf:
      if (m.goingTime <= 0) return NO_CLOCK;
      return periodMinute(elapsedMinutes(m.goingTime, now) + HALF + 1, FULL, SECOND_HALF_STOPPAGE, RANK.secondHalf, style); // [MN-2]
    case S.overtime: return extraTimeMinute(m, now, style);
    case S.penalties: return PENALTIES;
    default: return NO_CLOCK; // 0 abnormal, 6 unnamed, 8 finished, 9–13: the status text says it all
  }
}

// The live minute never runs backwards for one match [MN-4]: a going time corrected by the feed, a status that
// flaps back (second half → half-time) or a clock a little behind the server would otherwise make it jump back.
/** The worker re-projects live rows on this tick [MN-4]. */
export const MINUTE_REFRESH_MS = 15_000;

/**
 * The minute to show, given the one shown before. While a clock is showing (rank ≥ 0 before and now) it only
 * moves forward; a reading without a clock ('vs', finished, interrupted) is shown as it is, and the next clock
 * starts afresh from it (the status, not the clock, is what changed).
 */
export function holdMinute(previous: LiveMinute | undefined, next: LiveMinute): LiveMinute {
  if (previous === undefined || previous.rank < 0 || next.rank < 0) return next;
  return previous.rank > next.rank ? previous : next;
}
