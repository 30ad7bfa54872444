// The worker's API as the page sees it through Comlink. The page imports the type only:
//   const engine = Comlink.wrap<EngineApi>(new Worker(new URL('…/engine.worker.ts', import.meta.url), { type: 'module' }));
//   const off = await engine.onStatus(Comlink.proxy((s) => store.status = s));   … later: await off();
// Everything that crosses is structured-cloneable data; callbacks go in as Comlink.proxy(fn), and every
// subscription comes back as a proxied unsubscribe function. Nothing throws across: refusals are values
// ({ ok: false, reason }), problems arrive through onBadFrame / onStorageProblem / onStatus.
//
// Extension point: the view/patch layer adds its subscription here (e.g. subscribeView(spec, onPatch)), fed
// inside the worker by Engine.onBatch — one recompute and one patch per folded batch.
import * as Comlink from 'comlink';
import type { Sport } from '../core';
import type { Settings } from '../core/rules/settings';
import type { EngineStatus, ReplayControl, StartResult } from './engine';
import { Engine } from './engine';
import type { BadFrame } from './ingest/bad-frame';
import type { FilterChoice, LocalItems } from './persist/local-items';
import type { StorageProblem } from './persist/storage-problem';
import type { StartOptions } from './start-options';

export type { BadFrame, EngineStatus, FilterChoice, LocalItems, ReplayControl, StartOptions, StartResult, StorageProblem };

/** Call it (through Comlink) to end the subscription. */
export type Unsubscribe = (() => void) & Comlink.ProxyMarked;

export interface EngineApi {
  /** Starts the live feed or a replay (stopping what ran before). */
  start(options: StartOptions): Promise<StartResult>;
  /** Stops the feed; what was folded and not yet written is written first. */
  stop(): Promise<void>;
  status(): EngineStatus;

  pauseReplay(): ReplayControl;
  resumeReplay(): ReplayControl;
  /** Recorded time, ms since the epoch; backwards replays the day from its start. */
  seekReplay(ts: number): ReplayControl;
  setReplaySpeed(speed: number): ReplayControl;

  /** SPEC.md §3 "Locally kept"; each action answers the items as they are now. */
  localItems(): Promise<LocalItems>;
  /** [LS-6] The page offers pinning only when showTop is on. */
  pin(sport: Sport, matchId: number): Promise<LocalItems>;
  unpin(sport: Sport, matchId: number): Promise<LocalItems>;
  setFilter(sport: Sport, choice: FilterChoice | null): Promise<LocalItems>;
  setSettings(patch: Partial<Settings>): Promise<LocalItems>;
  setTab(screen: string, tab: string): Promise<LocalItems>;
  setHomeNotice(text: string): Promise<LocalItems>;

  /** The page became visible / the browser came back online: a waiting socket retries now (with jitter). */
  pageVisible(): void;
  browserOnline(): void;

  onStatus(listener: (status: EngineStatus) => unknown): Unsubscribe;
  /** [RT-11] Every dropped frame, with its typed reason. */
  onBadFrame(listener: (bad: BadFrame) => unknown): Unsubscribe;
  onStorageProblem(listener: (problem: StorageProblem) => unknown): Unsubscribe;
  onLocalItems(listener: (items: LocalItems) => unknown): Unsubscribe;
}

export function createEngineApi(engine: Engine): EngineApi {
  const local = async () => {
    await engine.repository();
    return engine.local;
  };
  return {
    start: (options) => engine.start(options),
    stop: () => engine.stop(),
    status: () => engine.status(),
    pauseReplay: () => engine.pauseReplay(),
    resumeReplay: () => engine.resumeReplay(),
    seekReplay: (ts) => engine.seekReplay(ts),
    setReplaySpeed: (speed) => engine.setReplaySpeed(speed),
    localItems: async () => (await local()).current,
    pin: async (sport, matchId) => (await local()).act({ type: 'pin', sport, matchId }),
    unpin: async (sport, matchId) => (await local()).act({ type: 'unpin', sport, matchId }),
    setFilter: async (sport, choice) => (await local()).act({ type: 'setFilter', sport, choice }),
    setSettings: async (patch) => (await local()).act({ type: 'setSettings', patch }),
    setTab: async (screen, tab) => (await local()).act({ type: 'setTab', screen, tab }),
    setHomeNotice: async (text) => (await local()).act({ type: 'setHomeNotice', text }),
    pageVisible: () => engine.pageVisible(),
    browserOnline: () => engine.browserOnline(),
    onStatus: (listener) => Comlink.proxy(engine.onStatus(listener)),
    onBadFrame: (listener) => Comlink.proxy(engine.onBadFrame(listener)),
    onStorageProblem: (listener) => Comlink.proxy(engine.onStorageProblem(listener)),
    onLocalItems: (listener) => Comlink.proxy(engine.local.onChange(listener)),
  };
}
