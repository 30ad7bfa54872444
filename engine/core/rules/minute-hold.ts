// The live minute never runs backwards for one match [MN-4]: a going time corrected by the feed, a status that
// flaps back (second half → half-time) or a clock a little behind the server would otherwise make it jump back.
import type { LiveMinute } from './live-minute';

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
