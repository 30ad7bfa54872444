import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeShare, statBars } from './stat-bars';

describe('hover card statistics', () => {
  it('[LS-14] football: possession %, shots, corners and cards in a fixed order, only those present', () => {
    const bars = statBars('football', [
      { type: 2, home: 5, away: 3 }, { type: 25, home: 58, away: 42 }, { type: 3, home: 0, away: 0 }, { type: 99, home: 1, away: 1 },
    ]);
    expect(bars.map((b) => [b.label, b.home, b.away])).toEqual([['控球率', '58%', '42%'], ['角球', '5', '3'], ['黄牌', '0', '0']]);
    expect(bars[1].homeShare).toBeCloseTo(5 / 8);
    expect(bars[2].homeShare).toBe(0.5);
  });

  it('[LS-14] basketball: its own stat labels', () => {
    expect(statBars('basketball', [{ type: 4, home: 40, away: 38 }, { type: 2, home: 9, away: 12 }]).map((b) => b.label)).toEqual(['三分命中', '篮板']);
  });

  it('[LS-14] the home share is always within 0…1 and mirrors when the sides swap', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 500 }), fc.integer({ min: -5, max: 500 }), (h, a) => {
      const share = homeShare(h, a);
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
      expect(share + homeShare(a, h)).toBeCloseTo(1);
    }));
  });
});
