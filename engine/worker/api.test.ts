// The API as the page uses it: through Comlink over a real MessageChannel, so every argument and answer is
// structured-cloned and callbacks are proxies, as between a page and its worker — one contract for both hosts:
// the dedicated worker's (createEngineApi) and a tab's of the shared engine (SharedEngineHost).
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { match, snapshot } from '../core/test-support/builders';
import { encodeEventFrame, writeFixture } from '../wire';
import { encodeListResponse } from '../wire/list-response';
import { headerOf } from '../core';
import type { Patch } from '../core';
import type { BadFrame, EngineApi, EngineStatus, LocalItems } from './api';
import { createEngineApi } from './api';
import { SharedEngineHost } from './shared-host';
import { engineWorld, settle } from './test-support/engine-world';
import { PageViews } from './test-support/page-views';

const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach((c) => { c.port1.close(); c.port2.close(); }));

type World = ReturnType<typeof engineWorld>;
const HOSTS: readonly (readonly [string, (world: World) => EngineApi])[] = [
  ['dedicated worker', (world) => createEngineApi(world.engine)],
  ['shared worker tab', (world) => new SharedEngineHost(world.engine, world.scheduler).connect().api],
];

function connect(apiOf: (world: World) => EngineApi) {
  const world = engineWorld();
  const channel = new MessageChannel();
  channels.push(channel);
  Comlink.expose(apiOf(world), channel.port1);
  return { world, api: Comlink.wrap<EngineApi>(channel.port2) };
}

/** The recorded day, with one frame's checksum broken when `damaged`. */
function damagedRecording(world: ReturnType<typeof engineWorld>, damaged = true): Uint8Array {
  const frames = world.day.map((e) => Uint8Array.from(encodeEventFrame(e)));
  if (damaged) frames[3][frames[3].length - 1] ^= 0xff;
  return writeFixture({ protocolVersion: 1, seed: 'x', date: '2026-11-18', startTs: world.day[0].ts, generator: 'test', frameCount: frames.length }, frames);
}

describe.each(HOSTS)('EngineApi over Comlink (%s)', (_host, apiOf) => {

  it('[RT-11] starts a replay, reports bad frames and status through proxied callbacks, and unsubscribes', async () => {
    const { world, api } = connect(apiOf);
    const bad: BadFrame[] = [];
    const statuses: EngineStatus[] = [];
    await api.onBadFrame(Comlink.proxy((b: BadFrame) => { bad.push(b); }));
    const off = await api.onStatus(Comlink.proxy((s: EngineStatus) => { statuses.push(s); }));
    expect(await api.start({ replay: { bytes: damagedRecording(world), speed: 100 } })).toEqual({ ok: true, mode: 'replay', warm: false });
    world.scheduler.advance(60_000);
    await settle();
    expect(bad).toEqual([{ reason: 'checksum', code: expect.any(Number), seq: 4, detail: 'checksum mismatch' }]);
    expect(statuses.at(-1)).toMatchObject({ mode: 'replay', feed: { badFrames: 1, seq: world.day.length } });
    expect(await api.status()).toMatchObject({ replay: { phase: 'ended' } });
    await off();
    const seen = statuses.length;
    expect(await api.seekReplay(world.day[0].ts)).toEqual({ ok: true });
    world.scheduler.advance(100);
    await settle();
    expect(statuses.length).toBe(seen);
  });

  it('local items: each action answers the items, and subscribers hear of it', async () => {
    const { api } = connect(apiOf);
    const heard: LocalItems[] = [];
    await api.onLocalItems(Comlink.proxy((items: LocalItems) => { heard.push(items); }));
    await api.pin('basketball', 4);
    await api.setFilter('football', { tab: 'athletics', competitionIds: [1, 2] });
    const items = await api.setTab('home', 'basketball');
    expect(items).toMatchObject({ pinned: { basketball: [4] }, filters: { football: { tab: 'athletics' } }, tabs: { home: 'basketball' } });
    await settle();
    expect(heard).toHaveLength(3);
    expect(await api.localItems()).toEqual(items);
  });

  it('a start naming the running live session joins it (firstSport aside): one socket; after a stop the next start starts one', async () => {
    const { world, api } = connect(apiOf);
    const WS = 'ws://feed.test/ws';
    expect(await api.start({ wsUrl: WS, firstSport: 'basketball' })).toMatchObject({ ok: true, mode: 'live' });
    expect(await api.start({ wsUrl: WS })).toMatchObject({ ok: true, mode: 'live' });
    world.step(100);
    await settle();
    expect(world.network.pairs).toHaveLength(1);
    await api.stop();
    expect(await api.start({ wsUrl: WS })).toMatchObject({ ok: true, mode: 'live' });
    world.step(100);
    await settle();
    expect(world.network.pairs).toHaveLength(2); // stopped, the next start starts a session again
    expect(world.network.pairs.filter((p) => p.state !== 'closed')).toHaveLength(1);
  });

  it('a refusal crosses as a value, not an exception', async () => {
    const { api } = connect(apiOf);
    expect(await api.start({ wsUrl: 'ftp://nowhere' })).toMatchObject({ ok: false, reason: 'badUrl' });
    expect(await api.pauseReplay()).toEqual({ ok: false, reason: 'notReplaying' });
  });

  it('[FL-5] takes the followed ids from follow/list_b pages (decoded in the worker), refusing a page that does not decode', async () => {
    const { api } = connect(apiOf);
    const page = (ids: number[]) => {
      const bytes = encodeListResponse(snapshot('football', ids.map((id) => match('football', id))));
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    };
    expect(await api.followedFromList('football', [page([101, 102]), page([102, 103])])).toEqual([101, 102, 103]);
    expect(await api.followedFromList('football', [])).toEqual([]);
    expect(await api.followedFromList('football', [new Uint8Array([0xff, 0xff, 0xff]).buffer])).toBe(false);
  });

  it('[LS-9] loadDay takes a day response (decoded in the worker); a day view then lists it, junk is refused', async () => {
    const { api } = connect(apiOf);
    const bytes = encodeListResponse(snapshot('football', [match('football', 301), match('football', 302)]));
    const response = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    expect(await api.loadDay('football', '2026-11-20', response)).toEqual({ ok: true, sport: 'football', date: '2026-11-20', matches: 2 });
    const page = new PageViews();
    await api.onPatch(Comlink.proxy(page.apply));
    page.open(5);
    expect(await api.subscribe(5, { sport: 'football', list: 'day', tab: 'all', day: '2026-11-20' })).toEqual({ ok: true, id: 5 });
    await settle();
    expect(page.page(5).model.order.filter((r) => r.kind === 'match')).toEqual([{ kind: 'match', id: 301 }, { kind: 'match', id: 302 }]);
    expect(await api.loadDay('football', '2026-11-20', new Uint8Array([0xff, 0xff, 0xff]).buffer)).toMatchObject({ ok: false, reason: 'badDay' });
    expect(await api.subscribe(6, { sport: 'football', list: 'day', tab: 'all', day: '2026-11-19' })).toMatchObject({ ok: false, reason: 'badDay' });
    expect(await api.subscribe(5, { sport: 'football', list: 'today', tab: 'all' })).toMatchObject({ ok: false, reason: 'badId' }); // in use
  });

  it('one port: a subscription\'s first patch and every later one come on onPatch, in the order they were made', async () => {
    const { world, api } = connect(apiOf);
    const page = new PageViews();
    const versions: string[] = [];
    await api.onPatch(Comlink.proxy((patch: Patch) => {
      for (const v of patch.views) {
        const h = headerOf(v);
        versions.push(`${h.subscription}:${h.reset ? 'reset' : h.fromVersion}-${h.toVersion}`);
      }
      page.apply(patch);
    }));
    page.open(1);
    page.open(2);
    const first = api.subscribe(1, { sport: 'football', list: 'today', tab: 'all' });
    expect(await api.start({ replay: { bytes: damagedRecording(world, false), speed: 20 } })).toMatchObject({ ok: true });
    world.scheduler.advance(100);
    // The second asks while patches flow: its answer and its patches cross on two ports, yet arrive in order.
    const second = api.subscribe(2, { sport: 'football', list: 'focus', tab: 'all' });
    for (let i = 0; i < 200; i++) {
      world.scheduler.advance(100);
      await settle(2);
    }
    expect(await Promise.all([first, second])).toEqual([{ ok: true, id: 1 }, { ok: true, id: 2 }]);
    for (const id of [1, 2]) {
      const own = versions.filter((v) => v.startsWith(`${id}:`));
      expect(own[0]).toMatch(/:reset-1$/);
      expect(own.length).toBeGreaterThanOrEqual(3);
      // Each patch starts where the one before it ended: nothing overtook, nothing was held back.
      own.slice(1).forEach((v, i) => expect(Number(v.split(':')[1].split('-')[0])).toBe(Number(own[i].split('-')[1]) + 1));
      expect(page.page(id).model.order.length).toBeGreaterThan(0);
    }
  });
});
