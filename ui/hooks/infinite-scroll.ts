// Infinite scroll's decisions (SPEC.md §9: delay 1000 ms, distance 10): a list asks for its next page when its
// scroll box is within `distance` px of the end, at most once per `delay` ms (leading and trailing, like the
// original's infinite-scroll directive), and never while a page is loading or after the last page.

export const INFINITE_SCROLL_DELAY_MS = 1000;
export const INFINITE_SCROLL_DISTANCE_PX = 10;

export interface ScrollBox {
  readonly scrollTop: number;
  readonly clientHeight: number;
  readonly scrollHeight: number;
}

/** Within `distance` px of the end (a box that does not scroll at all is at its end). */
export const nearEnd = (box: ScrollBox, distance: number): boolean => box.scrollHeight - box.scrollTop - box.clientHeight <= distance;

/** ms until a throttled check may run again: 0 now. */
export const throttleWait = (lastRunAt: number | undefined, now: number, delay: number): number =>
  lastRunAt === undefined ? 0 : Math.max(0, lastRunAt + delay - now);
