// The real worker API and the real page client, joined by an in-memory worker pair that structured-clones every
// message (STYLE.md item 11), driven end to end through the recorded small day: at the end, every subscribed
// list on the page is the Node fold's fresh view. On the way: pins, follows, goal triggers, merged patches,
// transferred buffers, and nothing thrown across.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as Comlink from 'comlink';
import { afterAll, describe, expect, it } from 'vitest';
import { shanghaiMidnight } from '../engine/core';
import type { EngineApi, SubscribeOptions } from '../engine/worker/api';
import { createEngineApi } from '../engine/worker/api';
import { engineWorld, settle } from '../engine/worker/test-support/engine-world';
import { inMemoryProxies, TestWorkerPair } from '../engine/worker/test-support/test-worker-pair';
import { EngineClient } from '../ui/engine-client/engine-client';
import type { EngineView } from '../ui/engine-client/engine-client';
import { eventsOf, expectFinalLists, foldRecording } from './engine-support/final-lists';

const SMALL_DAY = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'days', 'small.lsfx'));
const SPEED = 2_000;
const STEP_MS = 200;

const OPTIONS: readonly SubscribeOptions[] = [
  { sport: 'football', list: 'today', tab: 'all' },
  { sport: 'basketball', list: 'today', tab: 'all' },
  { sport: 'football', list: 'focus', tab: 'all' },
  { sport: 'football', list: 'today', tab: 'athletics' },
  { sport: 'basketball', list: 'followed', tab: 'all' },
  { sport: 'football', list: 'today', tab: 'living', sortDirection: 'reverse' },
];

const pair = new TestWorkerPair();
inMemoryProxies(pair.stats);
const world = engineWorld();
Comlink.expose(createEngineApi(world.engine), pair.worker);
const remote = Comlink.wrap<EngineApi>(pair.page);
afterAll(() => remote[Comlink.releaseProxy]());

describe('the worker API end to end, in memory, through a recorded day', () => {
  it('[LS-1] [LS-4] [LS-6] [LS-9] [MN-4] [RT-3] [GN-1] the page ends with the Node fold\'s lists; nothing is thrown across', async () => {
    const client = new EngineClient(remote);
    const events = eventsOf(SMALL_DAY);
    const pinned = events.find((e) => e.type === 'listSnapshot' && e.sport === 'football')!;
    const pinId = pinned.type === 'listSnapshot' ? pinned.matches[3].id : 0;
    const basketball = events.find((e) => e.type === 'listSnapshot' && e.sport === 'basketball')!;
    const followed = basketball.type === 'listSnapshot' ? basketball.matches.slice(0, 4).map((m) => m.id) : [];

    const views = await Promise.all(OPTIONS.map((o) => client.subscribe(o)));
    expect(views.every((v) => 'store' in v)).toBe(true);
    expect(await remote.start({ replay: { bytes: SMALL_DAY, speed: SPEED } })).toMatchObject({ ok: true, mode: 'replay' });
    const duration = events.at(-1)!.ts - events[0].ts;
    let acted = false;
    for (let t = 0; t <= duration / SPEED + 1_000; t += STEP_MS) {
      world.scheduler.advance(STEP_MS);
      await settle(10);
      if (!acted && t > duration / SPEED / 2) {
        acted = true;
        await remote.pin('football', pinId);
        expect(await client.setFollowed('basketball', followed)).toBe(true);
      }
    }
    await settle();

    const status = await remote.status();
    expect(status).toMatchObject({ replay: { phase: 'ended' }, feed: { badFrames: 0 }, views: { subscriptions: OPTIONS.length, problems: 0 } });
    expect(status.views.patches).toBeGreaterThan(100);
    expect(status.views.merged).toBeGreaterThan(0); // the page was busy now and then: patches merged before crossing
    const state = foldRecording(SMALL_DAY);
    const end = events.at(-1)!.ts;
    const at = { now: end, dayStart: shanghaiMidnight(end), pinned: [pinId] };
    OPTIONS.forEach((o, i) => {
      const { store } = views[i] as EngineView;
      expect(store.state.error).toBeNull();
      expectFinalLists(store.state, o, state, { ...at, followed: new Set(o.sport === 'basketball' ? followed : []) });
    });
    const football = (views[0] as EngineView).store.state.order;
    expect(football[0]).toEqual({ kind: 'match', id: pinId }); // [LS-6]
    expect((views[4] as EngineView).store.state.order.length).toBeGreaterThan(0); // [LS-9]
    expect(client.triggers.snapshot().some((t) => t.kind === 'goal')).toBe(true); // [GN-1]
    expect(pair.stats.thrown).toBe(0);
    expect(pair.stats.transferred).toBeGreaterThan(2 * (status.views.patches - status.views.merged)); // every delivered patch's buffers moved
  });

  it('a refusal crosses as a value', async () => {
    const client = new EngineClient(remote);
    expect(await client.subscribe({ sport: 'football', list: 'today', tab: 'nope' })).toMatchObject({ ok: false, reason: 'badTab' });
    expect(pair.stats.thrown).toBe(0);
  });
});
