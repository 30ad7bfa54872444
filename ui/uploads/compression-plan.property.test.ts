// [FB-4] the compression plan, over every size (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressionPlan, KB, MB, scaledSize } from './compression-plan';

const size = fc.integer({ min: 0, max: 40 * MB });

describe('[FB-4] compression plan', () => {
  it('[FB-4] under 300 KB untouched; from 300 KB always JPEG', () => {
    fc.assert(fc.property(size, (b) => {
      expect(compressionPlan(b).kind).toBe(b < 300 * KB ? 'keep' : 'jpeg');
    }));
  });

  it('[FB-4] quality 0.85 under 1 MB, 0.52 for 1–5 MB, 0.92 at 5 MB and above', () => {
    fc.assert(fc.property(fc.integer({ min: 300 * KB, max: 40 * MB }), (b) => {
      const plan = compressionPlan(b);
      if (plan.kind !== 'jpeg') throw new Error('expected jpeg');
      expect(plan.quality).toBe(b < MB ? 0.85 : b < 5 * MB ? 0.52 : 0.92);
    }));
    expect(compressionPlan(MB - 1)).toMatchObject({ quality: 0.85 });
    expect(compressionPlan(MB)).toMatchObject({ quality: 0.52 });
    expect(compressionPlan(5 * MB - 1)).toMatchObject({ quality: 0.52 });
    expect(compressionPlan(5 * MB)).toMatchObject({ quality: 0.92 });
  });

  it('[FB-4] max dimension 1600 for 1–10 MB, 1400 for 10–20 MB (and past), none under 1 MB', () => {
    fc.assert(fc.property(fc.integer({ min: 300 * KB, max: 40 * MB }), (b) => {
      const plan = compressionPlan(b);
      expect(plan).toMatchObject({ maxDimension: b < MB ? undefined : b < 10 * MB ? 1600 : 1400 });
    }));
    expect(compressionPlan(10 * MB - 1)).toMatchObject({ maxDimension: 1600 });
    expect(compressionPlan(10 * MB)).toMatchObject({ maxDimension: 1400 });
  });

  it('[FB-4] a larger file is never allowed a larger picture', () => {
    const dim = (b: number) => { const p = compressionPlan(b); return p.kind === 'keep' ? Infinity : p.maxDimension ?? Infinity; };
    fc.assert(fc.property(size, size, (a, b) => {
      const [small, big] = a <= b ? [a, b] : [b, a];
      expect(dim(big)).toBeLessThanOrEqual(dim(small));
    }));
  });

  it('[FB-4] scaling keeps the aspect, never enlarges, fits the longest side', () => {
    const side = fc.integer({ min: 1, max: 20_000 });
    fc.assert(fc.property(side, side, fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined }), (w, h, max) => {
      const s = scaledSize(w, h, max);
      expect(s.width).toBeLessThanOrEqual(w);
      expect(s.height).toBeLessThanOrEqual(h);
      if (max === undefined || Math.max(w, h) <= max) expect(s).toEqual({ width: w, height: h });
      else {
        expect(Math.max(s.width, s.height)).toBe(max);
        expect(Math.abs(s.width / s.height - w / h)).toBeLessThanOrEqual(Math.max(w / h, h / w) * 2 / Math.min(s.width, s.height) + 1e-9);
      }
    }));
  });
});
