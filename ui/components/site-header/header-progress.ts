// [SH-2] The home header is transparent at the top of the page and turns white while scrolling, reaching solid
// white at 95 px. 0 = transparent, 1 = white; whole pixels only, so a scroll re-renders at most 95 times.

/** [SH-2] colour change until 95 px (SPEC.md §9). */
export const HEADER_FADE_PX = 95;

export function headerProgress(scrollY: number): number {
  if (!(scrollY > 0)) return 0; // also NaN, and the negative overscroll of elastic scrolling
  return Math.min(1, Math.round(scrollY) / HEADER_FADE_PX);
}
