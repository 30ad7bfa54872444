import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INFINITE_SCROLL_DELAY_MS, INFINITE_SCROLL_DISTANCE_PX, nearEnd, throttleWait } from './infinite-scroll';

describe('infinite scroll (SPEC.md §9)', () => {
  it('[SH-4] [AN-6] delay 1000 ms and distance 10', () => {
    expect([INFINITE_SCROLL_DELAY_MS, INFINITE_SCROLL_DISTANCE_PX]).toEqual([1000, 10]);
  });

  it('[AN-6] near the end exactly when at most `distance` px are left below the box', () => {
    fc.assert(fc.property(fc.nat(5000), fc.nat(2000), fc.nat(5000), (scrollTop, clientHeight, extra) => {
      const scrollHeight = clientHeight + extra;
      const top = Math.min(scrollTop, extra);
      expect(nearEnd({ scrollTop: top, clientHeight, scrollHeight }, 10)).toBe(extra - top <= 10);
    }));
  });

  it('[AN-6] a check runs at most once per delay', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.nat(5_000), (last, gap) => {
      const wait = throttleWait(last, last + gap, 1000);
      expect(wait).toBe(Math.max(0, 1000 - gap));
    }));
    expect(throttleWait(undefined, 5, 1000)).toBe(0);
  });
});
