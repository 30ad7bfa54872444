import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARQUEE_MIN_SECONDS, MARQUEE_SPEED, marqueeSeconds } from './marquee-duration';

describe('marqueeSeconds', () => {
  it('moves at the reading pace: twice the width, twice the time', () => {
    expect(marqueeSeconds(MARQUEE_SPEED * 20)).toBe(20);
    expect(marqueeSeconds(MARQUEE_SPEED * 40)).toBe(40);
  });

  it('never shorter than the minimum, never NaN, and grows with the width', () => {
    expect(marqueeSeconds(10)).toBe(MARQUEE_MIN_SECONDS);
    for (const bad of [0, -5, Number.NaN, Infinity]) expect(marqueeSeconds(bad)).toBe(MARQUEE_MIN_SECONDS);
    fc.assert(fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(marqueeSeconds(lo)).toBeLessThanOrEqual(marqueeSeconds(hi));
      expect(marqueeSeconds(lo)).toBeGreaterThanOrEqual(MARQUEE_MIN_SECONDS);
    }));
  });
});
