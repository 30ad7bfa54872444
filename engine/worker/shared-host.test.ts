// One engine, several tabs: each tab a Comlink port (a real MessageChannel, structured clones and all) on one
// SharedEngineHost, on virtual time — as the SharedWorker entry serves the browser's tabs.
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { Patch } from '../core';
import { headerOf } from '../core';
import type { EngineApi, EngineStatus } from './api';
import { LAST_TAB_GRACE_MS, SharedEngineHost, TAB_CHECK_MS, TAB_SILENCE_MS } from './shared-host';
import { engineWorld, settle } from './test-support/engine-world';
import type { EngineWorld } from './test-support/engine-world';
import { PageViews } from './test-support/page-views';

const WS = 'ws://feed.test/ws';
const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach((c) => { c.port1.close(); c.port2.close(); }));

interface Tab { readonly api: Comlink.Remote<EngineApi>; readonly page: PageViews; readonly subscriptions: number[] }

function sharedWorld() {
  const world = engineWorld();
  const host = new SharedEngineHost(world.engine, world.scheduler);
  const open = async (): Promise<Tab> => {
    const channel = new MessageChannel();
    channels.push(channel);
    Comlink.expose(host.connect().api, channel.port1);
    const api = Comlink.wrap<EngineApi>(channel.port2);
    const page = new PageViews();
    const subscriptions: number[] = [];
    await api.onPatch(Comlink.proxy((patch: Patch) => {
      subscriptions.push(...patch.views.map((v) => headerOf(v).subscription));
      page.apply(patch);
    }));
    return { api, page, subscriptions };
  };
  return { world, host, open };
}

/** Virtual time passes with the feed server answering; promises across the ports settle between steps. */
async function run(world: EngineWorld, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 100) {
    world.step(100);
    await settle(3);
  }
}

const matchRows = (tab: Tab, id: number) => tab.page.page(id).model.order.filter((r) => r.kind === 'match');
const liveSockets = (world: EngineWorld) => world.network.pairs.filter((p) => p.state !== 'closed').length;

describe('SharedEngineHost: one engine, a Comlink port per tab', () => {
  it('a second tab\'s start joins the running session: one socket, and both tabs get their own rows under their own ids', async () => {
    const { world, open } = sharedWorld();
    world.server.publish(20);
    const a = await open();
    expect(await a.api.start({ wsUrl: WS })).toMatchObject({ ok: true, mode: 'live' });
    a.page.open(1);
    expect(await a.api.subscribe(1, { sport: 'football', list: 'today', tab: 'all' })).toEqual({ ok: true, id: 1 });
    await run(world, 1_000);
    const b = await open();
    expect(await b.api.start({ wsUrl: WS })).toMatchObject({ ok: true, mode: 'live' });
    // The same id as tab a's: each tab names its subscriptions on its own.
    b.page.open(1);
    expect(await b.api.subscribe(1, { sport: 'football', list: 'today', tab: 'all' })).toEqual({ ok: true, id: 1 });
    b.page.open(2);
    expect(await b.api.watchMatch(2, 'football', 999)).toEqual({ ok: true, id: 2 });
    await run(world, 1_000);
    expect(world.network.pairs).toHaveLength(1); // the second start did not reconnect
    expect(liveSockets(world)).toBe(1);
    expect(matchRows(b, 1).length).toBeGreaterThan(0);
    expect(matchRows(b, 1)).toEqual(matchRows(a, 1));
    // Each tab saw only its own subscriptions' parts, under its own ids.
    expect(new Set(a.subscriptions)).toEqual(new Set([1]));
    expect(new Set(b.subscriptions)).toEqual(new Set([1]));
    expect(b.page.patches.some((p) => p.details?.some((d) => d.subscription === 2))).toBe(true);
    expect(a.page.patches.some((p) => (p.details?.length ?? 0) > 0)).toBe(false);
    expect(await b.api.subscribe(2, { sport: 'football', list: 'focus', tab: 'all' })).toMatchObject({ ok: false, reason: 'badId' }); // in use in tab b
    expect(await a.api.subscribe(2, { sport: 'football', list: 'focus', tab: 'all' })).toEqual({ ok: true, id: 2 }); // free in tab a
    expect((await a.api.status()).views.subscriptions).toBe(4);
  });

  it('a tab that leaves takes its subscriptions and listeners with it; the other keeps updating', async () => {
    const { world, host, open } = sharedWorld();
    world.server.publish(10);
    const a = await open();
    const b = await open();
    const statuses: EngineStatus[] = [];
    await a.api.onStatus(Comlink.proxy((s: EngineStatus) => { statuses.push(s); }));
    await Promise.all([a.api.start({ wsUrl: WS }), b.api.start({ wsUrl: WS })]);
    a.page.open(1);
    b.page.open(1);
    await a.api.subscribe(1, { sport: 'football', list: 'today', tab: 'all' });
    await b.api.subscribe(1, { sport: 'football', list: 'today', tab: 'all' });
    await run(world, 1_000);
    await a.api.leave();
    expect(host.size).toBe(1);
    expect(world.engine.status().views.subscriptions).toBe(1);
    expect(world.engine.patches.size).toBe(1);
    const heard = statuses.length;
    const seenByA = a.page.patches.length;
    const seenByB = b.page.patches.length;
    world.server.publish(world.day.length);
    await run(world, 3_000);
    expect(b.page.patches.length).toBeGreaterThan(seenByB);
    expect(a.page.patches.length).toBe(seenByA);
    expect(statuses.length).toBe(heard);
    expect(await a.api.heartbeat()).toBe(false); // the page learns it was dropped
    expect(await b.api.heartbeat()).toBe(true);
    expect(liveSockets(world)).toBe(1);
  });

  it('each tab sends chat only to the rooms it joined; a tab that leaves takes its room and leaves the other tab\'s', async () => {
    const { world, open } = sharedWorld();
    const a = await open();
    const b = await open();
    await a.api.joinRoom(5, '', Comlink.proxy(() => {}));
    await b.api.joinRoom(6, '', Comlink.proxy(() => {}));
    // No session, so no socket: a send to the tab's own room is 'offline', to another tab's room 'notJoined'.
    expect(await a.api.sendChat(5, '五号房', '')).toEqual({ ok: false, reason: 'offline' });
    expect(await a.api.sendChat(6, '六号房', '')).toEqual({ ok: false, reason: 'notJoined' });
    expect(await b.api.sendChat(6, '六号房', '')).toEqual({ ok: false, reason: 'offline' });
    await a.api.leave();
    expect(world.engine.rooms.send(5, '五号房', '')).toEqual({ ok: false, reason: 'notJoined' });
    expect(world.engine.rooms.send(6, '六号房', '')).toEqual({ ok: false, reason: 'offline' });
  });

  it('a tab not heard from for TAB_SILENCE_MS is dropped; one that beats stays', async () => {
    const { world, host, open } = sharedWorld();
    const a = await open();
    const b = await open();
    a.page.open(1);
    await a.api.subscribe(1, { sport: 'football', list: 'today', tab: 'all' });
    for (let t = 0; t < TAB_SILENCE_MS + 2 * TAB_CHECK_MS; t += 10_000) {
      await b.api.heartbeat();
      world.scheduler.advance(10_000);
    }
    expect(host.size).toBe(1);
    expect(world.engine.status().views.subscriptions).toBe(0);
    expect(await a.api.heartbeat()).toBe(false);
    expect(await b.api.heartbeat()).toBe(true);
  });

  it('the last tab leaving stops the socket after a grace; a tab coming within it keeps the session', async () => {
    const { world, host, open } = sharedWorld();
    world.server.publish(10);
    const a = await open();
    await a.api.start({ wsUrl: WS });
    await run(world, 500);
    await a.api.leave();
    world.scheduler.advance(LAST_TAB_GRACE_MS / 2);
    const b = await open(); // a reload: the same page again, within the grace
    expect(await b.api.start({ wsUrl: WS })).toMatchObject({ ok: true, mode: 'live' });
    world.scheduler.advance(LAST_TAB_GRACE_MS);
    await settle();
    expect(world.network.pairs).toHaveLength(1);
    expect(liveSockets(world)).toBe(1);
    await b.api.leave();
    expect(host.size).toBe(0);
    world.scheduler.advance(LAST_TAB_GRACE_MS - 1);
    await settle();
    expect(liveSockets(world)).toBe(1);
    world.scheduler.advance(1);
    await settle();
    expect(liveSockets(world)).toBe(0);
    expect(world.engine.status().mode).toBe('idle');
    // The worker outlived its tabs: the next tab's start starts a session again.
    const c = await open();
    expect(await c.api.start({ wsUrl: WS })).toMatchObject({ ok: true, mode: 'live' });
    await run(world, 200);
    expect(liveSockets(world)).toBe(1);
  });
});
