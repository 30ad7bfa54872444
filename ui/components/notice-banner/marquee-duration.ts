// How long one pass of the notice marquee takes: the text moves at an even reading pace whatever its length,
// and a short notice does not race by.

/** px per second the text moves. */
export const MARQUEE_SPEED = 60;
/** One pass never takes less than this, in seconds. */
export const MARQUEE_MIN_SECONDS = 8;

/** Seconds for one pass over `widthPx` (the text plus the gap before its repeat); bad input gets the minimum. */
export function marqueeSeconds(widthPx: number): number {
  if (!Number.isFinite(widthPx) || widthPx <= 0) return MARQUEE_MIN_SECONDS;
  return Math.max(MARQUEE_MIN_SECONDS, Math.round((widthPx / MARQUEE_SPEED) * 10) / 10);
}
