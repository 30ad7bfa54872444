import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../engine/core';
import type { DetailOutcome } from './match-detail-cache';
import { createMatchDetailCache, DETAIL_TTL_MS } from './match-detail-cache';

const data = { incidents: [], stats: [{ type: 2, home: 1, away: 0 }], tlive: [] };

function harness(answers: DetailOutcome[]) {
  const clock = { t: 0, now() { return this.t; } };
  const calls: [Sport, number][] = [];
  const cache = createMatchDetailCache(async (sport, id) => {
    calls.push([sport, id]);
    return answers.shift() ?? { ok: true, data };
  }, clock);
  return { cache, calls, clock };
}

describe('hover card data cache', () => {
  it('[LS-14] one call per match while fresh (in flight too), again once it is stale', async () => {
    const { cache, calls, clock } = harness([]);
    const [a, b] = await Promise.all([cache.get('football', 1), cache.get('football', 1)]);
    expect(a).toEqual({ ok: true, data });
    expect(b).toBe(a);
    expect(cache.peek('football', 1)).toEqual(data);
    await cache.get('basketball', 1);
    expect(calls).toEqual([['football', 1], ['basketball', 1]]);
    clock.t = DETAIL_TTL_MS;
    expect(cache.peek('football', 1)).toBeUndefined();
    await cache.get('football', 1);
    expect(calls).toHaveLength(3);
  });

  it('[LS-14] a failure is not kept: the next hover asks again', async () => {
    const { cache, calls } = harness([{ ok: false }]);
    expect(await cache.get('football', 7)).toEqual({ ok: false });
    expect(cache.peek('football', 7)).toBeUndefined();
    expect(await cache.get('football', 7)).toEqual({ ok: true, data });
    expect(calls).toHaveLength(2);
  });
});
