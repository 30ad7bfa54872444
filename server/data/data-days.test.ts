// The data pages' seasons: made once a process for a spec and a day, whichever app asks, and made again for another.
import { describe, expect, it } from 'vitest';
import { feedTimeOf } from '../time/clocks';
import { DataDays } from './data-days';

const DAY_MS = 86_400_000;
const NOON = Date.UTC(2025, 4, 1, 4, 0, 0); // 12:00 in Beijing
const SPEC = { seed: 'data-days', football: 12, basketball: 6 };

describe('DataDays', () => {
  it('two apps of a process on the same spec and day share the seasons; another day or spec gets its own', () => {
    let now = NOON;
    const feed = feedTimeOf(() => now);
    const first = new DataDays(SPEC, feed).of('football');
    expect(new DataDays(SPEC, feed).of('football')).toBe(first);
    expect(new DataDays({ ...SPEC, seed: 'data-days-other' }, feed).of('football')).not.toBe(first);
    expect(new DataDays(SPEC, feed).of('basketball')).not.toBe(first);
    now = NOON + DAY_MS;
    const next = new DataDays(SPEC, feed).of('football');
    expect(next).not.toBe(first);
    expect(next.sport).toBe('football');
  });
});
