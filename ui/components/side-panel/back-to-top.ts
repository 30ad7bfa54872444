// [SH-6] The back-to-top button appears once the page has scrolled 400 px (SPEC.md §9), the way Element's
// backtop counts it: scrollTop ≥ 400.
export const BACK_TO_TOP_AFTER_PX = 400;

export function backToTopVisible(scrollY: number): boolean {
  return scrollY >= BACK_TO_TOP_AFTER_PX;
}

/** Smooth, unless the user asked the system for less motion. */
export function scrollToTop(win: Window = window): void {
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}
