import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import { LIST_DEBOUNCE_MS, trailingDebounce } from './trailing-debounce';

describe('trailing debounce', () => {
  it('[LS-7] a burst of filter changes is applied once, 500 ms after the last, with the last value', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const applied: string[] = [];
    const debounce = trailingDebounce((v: string) => applied.push(v), LIST_DEBOUNCE_MS, clock);
    debounce.call('a');
    clock.advance(300);
    debounce.call('b');
    clock.advance(499);
    expect(applied).toEqual([]);
    expect(debounce.pending).toBe(true);
    clock.advance(1);
    expect(applied).toEqual(['b']);
    expect(debounce.pending).toBe(false);
    expect(clock.pending).toBe(0);
    expect(LIST_DEBOUNCE_MS).toBe(500);
  });

  it('cancel drops the waiting call', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const applied: number[] = [];
    const debounce = trailingDebounce((v: number) => applied.push(v), 500, clock);
    debounce.call(1);
    debounce.cancel();
    clock.advance(1000);
    expect(applied).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('[LS-7] property: calls run exactly at quiet gaps of 500 ms, each with the last value before the gap', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 1, maxLength: 30 }), (gaps) => {
      const clock = new ManualScheduler(0);
      const applied: [number, number][] = [];
      const debounce = trailingDebounce((v: number) => applied.push([clock.now(), v]), 500, clock);
      const expected: [number, number][] = [];
      let t = 0;
      gaps.forEach((gap, i) => {
        debounce.call(i);
        const next = gaps[i + 1];
        if (next === undefined || next >= 500) expected.push([t + 500, i]);
        if (next !== undefined) { clock.advance(next); t += next; }
      });
      clock.advance(500);
      expect(applied).toEqual(expected);
    }));
  });
});
