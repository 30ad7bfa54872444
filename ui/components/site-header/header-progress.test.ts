import { describe, expect, it } from 'vitest';
import { HEADER_FADE_PX, headerProgress } from './header-progress';

describe('header scroll interpolation', () => {
  it('[SH-2] is transparent at the top of the page', () => {
    expect(headerProgress(0)).toBe(0);
  });

  it('[SH-2] turns white linearly while scrolling until 95 px', () => {
    expect(HEADER_FADE_PX).toBe(95);
    expect(headerProgress(19)).toBeCloseTo(0.2, 10);
    expect(headerProgress(47.5)).toBeCloseTo(48 / 95, 10);
    expect(headerProgress(94)).toBeLessThan(1);
    expect(headerProgress(95)).toBe(1);
  });

  it('[SH-2] stays white below 95 px', () => {
    expect(headerProgress(96)).toBe(1);
    expect(headerProgress(5000)).toBe(1);
  });

  it('[SH-2] treats overscroll and bad input as the top', () => {
    expect(headerProgress(-30)).toBe(0);
    expect(headerProgress(Number.NaN)).toBe(0);
  });

  it('never decreases as the page scrolls down', () => {
    let previous = 0;
    for (let y = 0; y <= 200; y += 0.5) {
      const p = headerProgress(y);
      expect(p).toBeGreaterThanOrEqual(previous);
      previous = p;
    }
  });
});
