// One tab's EngineApi on a shared engine (shared-host.ts): the shared engine's API, with what is the tab's kept
// apart. Subscription ids are the page's own (unique on its page, not across tabs), so the tab's ids are mapped to
// ids of the engine's one space and back; the tab's patch listener gets only its own subscriptions' parts, under
// its own ids. Its listeners (status, bad frames, storage problems, local items, room and user events) are
// registered here too, so that a tab that goes ends all of them at once and the other tabs keep theirs; its chat
// sends go only to rooms it joined itself.
import * as Comlink from 'comlink';
import type { Patch } from '../core';
import { transferablesOf } from '../core';
import { HEADER } from '../core/patch/view-patch';
import type { EngineApi, Unsubscribe } from './api';
import { engineOpenMarks } from './perf/open-marks';
import type { SharedEngineHost, TabConnection } from './shared-host';

export interface TabHooks {
  /** When the tab connected (the marks' clock): its open's marks are those from then on. */
  readonly openedAt: number;
  /** A heartbeat came: false once the host has dropped the tab. */
  heard(): boolean;
  /** The tab said goodbye. */
  left(): void;
}

/** A tab's ids ⇄ the engine's, for one kind of subscription (they share one space on both sides). */
class TabIds {
  private readonly toEngine = new Map<number, number>();
  private readonly toTab = new Map<number, number>();

  constructor(private readonly next: () => number) {}

  has(tabId: number): boolean {
    return this.toEngine.has(tabId);
  }

  /** A fresh engine id for the tab's `tabId`. */
  take(tabId: number): number {
    const id = this.next();
    this.toEngine.set(tabId, id);
    this.toTab.set(id, tabId);
    return id;
  }

  engineId(tabId: number): number | undefined {
    return this.toEngine.get(tabId);
  }

  tabId(engineId: number): number | undefined {
    return this.toTab.get(engineId);
  }

  release(tabId: number): number | undefined {
    const id = this.toEngine.get(tabId);
    if (id === undefined) return undefined;
    this.toEngine.delete(tabId);
    this.toTab.delete(id);
    return id;
  }

  /** Every engine id still held, forgotten. */
  releaseAll(): number[] {
    const ids = [...this.toTab.keys()];
    this.toEngine.clear();
    this.toTab.clear();
    return ids;
  }
}

/** The engine ids tabs get: one counter for the host, so no two tabs' ids meet. */
const engineIds = new WeakMap<SharedEngineHost, { n: number }>();
function nextEngineId(host: SharedEngineHost): number {
  let counter = engineIds.get(host);
  if (!counter) engineIds.set(host, counter = { n: 0 });
  return ++counter.n;
}

const badId = (id: number) => ({ ok: false as const, reason: 'badId' as const, detail: `subscription id ${String(id)} is not a free positive integer` });
const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The tab's part of `patch`, under the tab's ids; undefined when none of it is the tab's. */
export function patchForTab(patch: Patch, tabIdOf: (engineId: number) => number | undefined): Patch | undefined {
  const views = patch.views.flatMap((v) => {
    const id = tabIdOf(v.ints[HEADER.subscription]);
    if (id === undefined) return [];
    const ints = v.ints.slice();
    ints[HEADER.subscription] = id;
    return [{ ...v, ints }];
  });
  const details = (patch.details ?? []).flatMap((d) => {
    const id = tabIdOf(d.subscription);
    return id === undefined ? [] : [{ ...d, subscription: id }];
  });
  const rooms = (patch.rooms ?? []).flatMap((r) => {
    const id = tabIdOf(r.subscription);
    return id === undefined ? [] : [{ ...r, subscription: id }];
  });
  if (views.length === 0 && details.length === 0 && rooms.length === 0) return undefined;
  return { ...patch, views, ...(details.length > 0 && { details }), ...(rooms.length > 0 && { rooms }) };
}

export function createTabApi(host: SharedEngineHost, hooks: TabHooks): TabConnection {
  const { engine, base } = host;
  const next = () => nextEngineId(host);
  // One id space per tab, as on the engine: a view, a match watch and a room watch never share an id.
  const views = new TabIds(next);
  const matches = new TabIds(next);
  const rooms = new TabIds(next);
  const inUse = (id: number) => views.has(id) || matches.has(id) || rooms.has(id);
  const tabIdOf = (id: number) => views.tabId(id) ?? matches.tabId(id) ?? rooms.tabId(id);
  /** Everything the tab registered on the engine, ended when it goes. */
  const ends = new Set<() => void>();
  /** The chat rooms the tab joined (joins not yet left, per room): it sends only to those, not to another tab's. */
  const chatRooms = new Map<number, number>();
  let dropped = false;

  /** Registers `off` as the tab's; the page's unsubscribe ends it and forgets it. */
  const own = (off: () => void): Unsubscribe => {
    const end = () => { if (ends.delete(end)) off(); };
    if (dropped) off();
    else ends.add(end);
    return Comlink.proxy(end);
  };

  const drop = (): boolean => {
    if (dropped) return false;
    dropped = true;
    for (const end of [...ends]) end();
    for (const id of views.releaseAll()) engine.views.unsubscribe(id);
    for (const id of matches.releaseAll()) engine.views.unwatch(id);
    for (const id of rooms.releaseAll()) engine.views.unwatchRoom(id);
    return true;
  };

  const api: EngineApi = {
    ...base,
    start: (options) => host.start(options),
    stop: () => host.stop(),
    onStatus: (listener) => own(engine.onStatus(listener)),
    onBadFrame: (listener) => own(engine.onBadFrame(listener)),
    onStorageProblem: (listener) => own(engine.onStorageProblem(listener)),
    onLocalItems: (listener) => own(engine.local.onChange(listener)),
    onPatch: (listener) => own(engine.patches.add((patch) => {
      const mine = patchForTab(patch, tabIdOf);
      return mine && listener(Comlink.transfer(mine, transferablesOf(mine)));
    })),
    subscribe: async (id, options) => {
      if (dropped || !validId(id) || inUse(id)) return badId(id);
      const engineId = views.take(id);
      const answer = await base.subscribe(engineId, options);
      if (answer.ok && !dropped) return { ok: true, id };
      views.release(id);
      if (answer.ok) engine.views.unsubscribe(engineId); // the tab went while it was subscribing
      return answer.ok ? badId(id) : answer;
    },
    unsubscribe: (id) => {
      const engineId = views.release(id);
      return engineId !== undefined && engine.views.unsubscribe(engineId);
    },
    watchMatch: async (id, sport, matchId) => {
      if (dropped || !validId(id) || inUse(id)) return badId(id);
      const engineId = matches.take(id);
      const answer = await base.watchMatch(engineId, sport, matchId);
      if (answer.ok && !dropped) return { ok: true, id };
      matches.release(id);
      if (answer.ok) engine.views.unwatch(engineId);
      return answer.ok ? badId(id) : answer;
    },
    unwatch: (id) => {
      const engineId = matches.release(id);
      return engineId !== undefined && engine.views.unwatch(engineId);
    },
    watchRoom: async (id, roomId) => {
      if (dropped || !validId(id) || inUse(id)) return badId(id);
      const engineId = rooms.take(id);
      const answer = await base.watchRoom(engineId, roomId);
      if (answer.ok && !dropped) return { ok: true, id };
      rooms.release(id);
      if (answer.ok) engine.views.unwatchRoom(engineId);
      return answer.ok ? badId(id) : answer;
    },
    unwatchRoom: (id) => {
      const engineId = rooms.release(id);
      return engineId !== undefined && engine.views.unwatchRoom(engineId);
    },
    joinRoom: (roomId, accessToken, onEvent) => {
      if (!Number.isSafeInteger(roomId) || roomId <= 0) return Comlink.proxy(() => {});
      const leave = engine.rooms.join(roomId, accessToken, (event) => { void onEvent(event); });
      chatRooms.set(roomId, (chatRooms.get(roomId) ?? 0) + 1);
      return own(() => {
        const n = (chatRooms.get(roomId) ?? 1) - 1;
        if (n > 0) chatRooms.set(roomId, n);
        else chatRooms.delete(roomId);
        leave();
      });
    },
    sendChat: (roomId, text, accessToken) =>
      (chatRooms.has(roomId) ? engine.rooms.send(roomId, text, accessToken) : { ok: false, reason: 'notJoined' }),
    subscribeUser: (accessToken, onEvent) => own(engine.users.subscribe(accessToken, (event) => { void onEvent(event); })),
    // The engine's marks from this tab's connection on: what the engine did for this tab's open.
    openMarks: () => engineOpenMarks(hooks.openedAt),
    heartbeat: () => !dropped && hooks.heard(),
    leave: () => hooks.left(),
  };
  return { api, drop };
}
