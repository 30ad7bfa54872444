// One port for patches: a view is registered under its id before the worker is asked for it, so its first patch
// and every later one are applied as they come — even when they arrive before subscribe()'s answer — and in that
// order; a patch that does not follow the last makes the client subscribe again.
import type * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import type { Match, Patch, ViewPatch } from '../../engine/core';
import { DEFAULT_SETTINGS, emptyChanges, ViewPatcher } from '../../engine/core';
import { at, ctxOf, DAY_START, footballSpec, matchOf, stateOf } from '../../engine/core/views/test-support/builders';
import type { EngineApi, SubscribeOptions } from '../../engine/worker/api';
import { ManualScheduler } from '../../engine/time';
import { EngineClient } from './engine-client';

const going = (id: number, home: number): Match => matchOf('football', id, { statusId: 2, matchTime: at(19), goingTime: at(19), homeScores: [home, 0, 0, 0, 0] });
const projection = { now: at(19.5) * 1000, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 };
const asPatch = (view: ViewPatch): Patch => ({ now: projection.now, dayStart: DAY_START, views: [view] });

/** Subscription `id`'s first patch, then one patch per goal. */
function stream(id: number, goals: number): Patch[] {
  const ctx = ctxOf();
  const patcher = new ViewPatcher(id, footballSpec(), stateOf([going(1, 0)]), ctx);
  const out = [asPatch(patcher.initial(projection))];
  for (let g = 1; g <= goals; g++) {
    const changes = emptyChanges();
    changes.matches.football.add(1);
    out.push(asPatch(patcher.update({ state: stateOf([going(1, g)]), changes, ctx, projection })!));
  }
  return out;
}

/** A worker whose subscribe() sends `deliver(id)` on the patch port before it answers (the race of two ports). */
function fakeWorker(deliver: (id: number) => Patch[]) {
  let listener: ((patch: Patch) => unknown) | undefined;
  const asked: SubscribeOptions[] = [];
  const unsubscribed: number[] = [];
  const api = {
    onPatch: async (l: (patch: Patch) => unknown) => { listener = l; return () => {}; },
    subscribe: async (id: number, options: SubscribeOptions) => {
      asked.push(options);
      for (const p of deliver(id)) listener?.(p);
      return { ok: true as const, id };
    },
    unsubscribe: async (id: number) => { unsubscribed.push(id); return true; },
  };
  // The client uses these three calls of the Remote only.
  return { api: api as unknown as Comlink.Remote<EngineApi>, asked, unsubscribed };
}

describe('EngineClient, one patch port', () => {
  it('a view\'s first patch and the ones after it are applied in arrival order, even before subscribe() answers', async () => {
    const worker = fakeWorker((id) => stream(id, 3));
    const client = new EngineClient(worker.api);
    const view = await client.subscribe({ sport: 'football', list: 'today', tab: 'all' });
    if (!('store' in view)) throw new Error('refused');
    expect(view.store.version).toBe(4);
    expect(view.store.state.rows[1].score).toBe('3-0');
    expect(client.moment).toEqual({ now: projection.now, dayStart: DAY_START });
  });

  it('patches out of order (a bug) make the view start again under a new id', async () => {
    let calls = 0;
    const worker = fakeWorker((id) => {
      calls++;
      const [first, a, b] = stream(id, 2);
      return calls === 1 ? [first, b, a] : [first, a, b];
    });
    const client = new EngineClient(worker.api);
    const view = await client.subscribe({ sport: 'football', list: 'today', tab: 'all' });
    if (!('store' in view)) throw new Error('refused');
    await new Promise((r) => setTimeout(r, 0));
    expect(worker.asked).toHaveLength(2);
    expect(worker.unsubscribed).toHaveLength(1);
    expect(view.store.state.error).toBeNull();
    expect(view.store.state.rows[1].score).toBe('2-0');
  });
});

describe('EngineClient.feedClock [MN-5]', () => {
  it('reads the feed\'s time its patches tell, run on by the page\'s clock — not the device\'s, a week ahead', async () => {
    const local = new ManualScheduler(projection.now + 7 * 86_400_000);
    const worker = fakeWorker((id) => stream(id, 1));
    const client = new EngineClient(worker.api, () => {}, local);
    expect(client.feedClock.now()).toBe(local.now()); // before any patch: the device's, binding nothing
    await client.subscribe({ sport: 'football', list: 'today', tab: 'all' });
    expect(client.feedClock.now()).toBe(projection.now);
    local.advance(1_500);
    expect(client.feedClock.now()).toBe(projection.now + 1_500);
  });
});
