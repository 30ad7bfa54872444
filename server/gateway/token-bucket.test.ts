import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

describe('token bucket', () => {
  it('gives a burst at once, then the rate', () => {
    let now = 1_000;
    const bucket = new TokenBucket({ burst: 3, perSecond: 2 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 499;
    expect(bucket.take()).toBe(false);
    now += 1;
    expect(bucket.take()).toBe(true);
    now += 60_000; // refills to the burst, never past it
    expect(bucket.take(3)).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('never grants more than burst + rate × elapsed, whatever the pattern', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 50 }), fc.double({ min: 0.01, max: 100, noNaN: true }),
      fc.array(fc.record({ dt: fc.integer({ min: 0, max: 5_000 }), cost: fc.integer({ min: 1, max: 5 }) }), { maxLength: 200 }),
      (burst, perSecond, steps) => {
        let now = 0;
        const bucket = new TokenBucket({ burst, perSecond }, () => now);
        let granted = 0;
        for (const { dt, cost } of steps) {
          now += dt;
          if (bucket.take(cost)) granted += cost;
          expect(granted).toBeLessThanOrEqual(burst + (now / 1000) * perSecond + 1e-9);
        }
      },
    ));
  });
});
