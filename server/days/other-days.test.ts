// The window, the past/future choice and the cache of other days' lists [LS-9], with a counting builder.
import { describe, expect, it } from 'vitest';
import { midnightOfShanghaiDate } from '../../engine/core/time/beijing-day';
import { Lru } from './lru';
import type { OtherDayRequest } from './other-day-lists';
import { OtherDays } from './other-days';

const NOW = midnightOfShanghaiDate('2026-11-22')! + 15 * 3_600_000; // 15:00 in Shanghai
const spec = { seed: 's', idOffset: 0 };

function counting(fail = false) {
  const calls: OtherDayRequest[] = [];
  const days = new OtherDays({
    spec, cachedDays: 2,
    build: async (r) => {
      calls.push(r);
      if (fail) throw new Error('boom');
      return { football: new Uint8Array([1, r.date.length]), basketball: new Uint8Array([2]) };
    },
  });
  return { calls, days };
}

describe('OtherDays', () => {
  it('[LS-9] today is the state\'s, the window is today −7 … +7, before is past and after is future', async () => {
    const { calls, days } = counting();
    expect(days.answer('football', '2026-11-22', NOW).kind).toBe('today');
    expect(days.answer('football', '2026-11-14', NOW).kind).toBe('outside');
    expect(days.answer('football', '2026-11-30', NOW).kind).toBe('outside');
    const past = days.answer('football', '2026-11-15', NOW);
    const future = days.answer('basketball', '2026-11-29', NOW);
    expect(past.kind === 'list' && [...await past.bytes]).toEqual([1, 10]);
    expect(future.kind === 'list' && [...await future.bytes]).toEqual([2]);
    expect(calls.map((c) => [c.date, c.when])).toEqual([['2026-11-15', 'past'], ['2026-11-29', 'future']]);
  });

  it('[LS-9] one generation answers both sports; the LRU keeps the newest days; failures are not kept', async () => {
    const { calls, days } = counting();
    const a = days.answer('football', '2026-11-21', NOW);
    const b = days.answer('basketball', '2026-11-21', NOW);
    await Promise.all([a, b].map((x) => x.kind === 'list' && x.bytes));
    expect(calls).toHaveLength(1);
    days.answer('football', '2026-11-20', NOW);
    days.answer('football', '2026-11-19', NOW); // evicts 11-21 (capacity 2)
    days.answer('football', '2026-11-21', NOW);
    expect(calls.map((c) => c.date)).toEqual(['2026-11-21', '2026-11-20', '2026-11-19', '2026-11-21']);

    const broken = counting(true);
    const first = broken.days.answer('football', '2026-11-21', NOW);
    await expect(first.kind === 'list' && first.bytes).rejects.toThrow('boom');
    const again = broken.days.answer('football', '2026-11-21', NOW);
    await expect(again.kind === 'list' && again.bytes).rejects.toThrow('boom');
    expect(broken.calls).toHaveLength(2);
  });
});

describe('Lru', () => {
  it('drops the least recently used past its capacity and refuses a capacity below 1', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
    expect(() => new Lru(0)).toThrow(RangeError);
  });
});
