import { describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_AFTER_PX, backToTopVisible, scrollToTop } from './back-to-top';

describe('back to top', () => {
  it('[SH-6] appears after 400 px of scroll', () => {
    expect(BACK_TO_TOP_AFTER_PX).toBe(400);
    expect(backToTopVisible(0)).toBe(false);
    expect(backToTopVisible(399)).toBe(false);
    expect(backToTopVisible(400)).toBe(true);
    expect(backToTopVisible(2000)).toBe(true);
  });

  it('[SH-6] scrolls to the top, smoothly unless reduced motion is asked for', () => {
    const win = (reduce: boolean) => ({ scrollTo: vi.fn(), matchMedia: () => ({ matches: reduce }) }) as unknown as Window;
    const smooth = win(false);
    scrollToTop(smooth);
    expect(smooth.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    const reduced = win(true);
    scrollToTop(reduced);
    expect(reduced.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
