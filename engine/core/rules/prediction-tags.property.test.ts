import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MultiTagData } from './prediction-tags';
import { hitRateText, maxOddsText, multiTag, predictionTags, streakTag } from './prediction-tags';

const SEED = 20_261_126;
const count = fc.integer({ min: 0, max: 40 });
const multiArb = fc.record({ baseCount: fc.integer({ min: 0, max: 16 }), existCount: fc.integer({ min: 0, max: 6 }) })
  .chain(({ baseCount, existCount }) => fc.record({
    baseCount: fc.constant(baseCount), existCount: fc.constant(existCount),
    // hits near the base are the interesting part: all hit, one short, two short
    hitCount: fc.oneof(fc.constant(baseCount), fc.constant(Math.max(0, baseCount - 1)), fc.integer({ min: 0, max: baseCount })),
  }));

/** SPEC.md §5's second statement of the all-hit rule, as written: picks → existing schemes needed. */
function allHitBySecondStatement(m: MultiTagData): boolean {
  if (m.hitCount !== m.baseCount || m.existCount < 1) return false;
  if (m.baseCount === 2) return m.existCount >= 3;
  if (m.baseCount === 3) return m.existCount >= 2;
  if (m.baseCount >= 4 && m.baseCount <= 7) return m.existCount >= 1;
  return m.baseCount >= 8;
}

/** The first statement, as written. */
function allHitByFirstStatement(m: MultiTagData): boolean {
  const allHit = m.hitCount === m.baseCount;
  return allHit && ((m.existCount >= 1 && m.baseCount >= 4) || (m.existCount >= 2 && m.baseCount === 3) || (m.existCount >= 3 && m.baseCount === 2));
}

describe('prediction tags', () => {
  it('[AN-2] the single-streak tag shows exactly when the hit count is ≥ 3', () => {
    fc.assert(fc.property(count, (n) => {
      const tag = streakTag(n);
      expect(tag !== null).toBe(n >= 3);
      if (tag) expect(tag).toEqual({ kind: 'streak', hitCount: n });
    }), { seed: SEED });
    expect(streakTag(undefined)).toBeNull();
  });

  it('[AN-3] the all-hit tag follows the first statement of SPEC.md §5', () => {
    fc.assert(fc.property(multiArb, (m) => {
      expect(multiTag(m)?.kind === 'allHit').toBe(allHitByFirstStatement(m));
    }), { seed: SEED, numRuns: 2000 });
  });

  it('[AN-3] the all-hit tag follows the second statement (2 picks with 3+, 3 with 2+, 4–7 with 1+, 8+ all hit)', () => {
    fc.assert(fc.property(multiArb, (m) => {
      expect(multiTag(m)?.kind === 'allHit').toBe(allHitBySecondStatement(m));
    }), { seed: SEED, numRuns: 2000 });
  });

  it("[AN-3] the 'dazzling' variant is exactly the all-hit tag of 8 picks or more", () => {
    fc.assert(fc.property(multiArb, (m) => {
      const tag = multiTag(m);
      if (tag?.kind === 'allHit') expect(tag.dazzling).toBe(m.baseCount >= 8);
    }), { seed: SEED, numRuns: 2000 });
    expect(multiTag({ baseCount: 8, hitCount: 8, existCount: 1 })).toEqual({ kind: 'allHit', baseCount: 8, dazzling: true });
    expect(multiTag({ baseCount: 7, hitCount: 7, existCount: 1 })).toEqual({ kind: 'allHit', baseCount: 7, dazzling: false });
  });

  it("[AN-4] the 'allow one miss' tag: existCount ≥ 1, baseCount ≥ 5, hits one short of the base", () => {
    fc.assert(fc.property(multiArb, (m) => {
      const expected = m.existCount >= 1 && m.baseCount >= 5 && m.hitCount === m.baseCount - 1;
      expect(multiTag(m)?.kind === 'oneMiss').toBe(expected);
    }), { seed: SEED, numRuns: 2000 });
    expect(multiTag({ baseCount: 4, hitCount: 3, existCount: 5 })).toBeNull();
  });

  it('[AN-2] [AN-3] [AN-4] an anchor has at most one multi tag, and the streak tag is independent of it', () => {
    fc.assert(fc.property(count, multiArb, (streak, m) => {
      const tags = predictionTags({ singleContinuousHitCount: streak, multiTag: m });
      expect(tags.filter((t) => t.kind !== 'streak').length).toBeLessThanOrEqual(1);
      expect(tags.some((t) => t.kind === 'streak')).toBe(streak >= 3);
    }), { seed: SEED });
    expect(predictionTags({})).toEqual([]);
  });

  it('[AN-5] the hit rate is rate% rounded to one decimal and clamped to 0–100', () => {
    fc.assert(fc.property(fc.double({ min: -50, max: 150, noNaN: true }), (rate) => {
      const text = hitRateText(rate);
      expect(text.endsWith('%')).toBe(true);
      const shown = Number(text.slice(0, -1));
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(shown).toBeLessThanOrEqual(100);
      expect(Math.abs(shown - Math.min(100, Math.max(0, rate)))).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.round(shown * 10)).toBeCloseTo(shown * 10, 6);
    }), { seed: SEED });
    expect(hitRateText(66.66)).toBe('66.7%');
    expect(hitRateText(undefined)).toBe('');
    expect(hitRateText(Number.NaN)).toBe('');
  });

  it('[AN-5] the multi max odds read as 倍', () => {
    fc.assert(fc.property(fc.double({ min: 0.01, max: 10_000, noNaN: true }), (odds) => {
      const text = maxOddsText(odds);
      expect(text).toMatch(/^\d+(\.\d{1,2})?倍$/);
      expect(Math.abs(Number(text.slice(0, -1)) - odds)).toBeLessThanOrEqual(0.005 + 1e-9);
    }), { seed: SEED });
    expect(maxOddsText(12.5)).toBe('12.5倍');
    expect(maxOddsText(undefined)).toBe('');
  });
});
