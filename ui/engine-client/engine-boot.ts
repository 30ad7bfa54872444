// The engine's worker, created by the entry (ui/main.tsx) before React's runtime and the app's modules load, and
// the live feed asked for at once: the worker's own module graph, IndexedDB, the socket and the opened page's
// list snapshot then come while the page's start-up stages evaluate (on another core), not after them. The page's
// EngineClient takes the same worker (start-engine.ts); its own start() names the same session, which joins it
// (engine/worker/session-starts.ts). `?engine=main` boots nothing here: that engine runs on the page.
import * as Comlink from 'comlink';
import type { Sport } from '../../engine/core';
import type { EngineApi, StartOptions } from '../../engine/worker/api';
import { engineChoice } from './engine-variant';
import { markOpen } from '../perf/open-marks';

export interface BootedEngine {
  readonly variant: 'shared' | 'worker';
  readonly api: Comlink.Remote<EngineApi>;
  /** Lets the worker go (the page's port closed, or the dedicated worker ended). */
  close(): void;
}

let booted: BootedEngine | undefined;

/** The page's engine worker: created on the first call, the same one after; undefined for the main-thread engine. */
export function bootEngine(): BootedEngine | undefined {
  if (booted) return booted;
  const choice = engineChoice(location.search, typeof SharedWorker !== 'undefined');
  // Closed, it is gone: the next call creates another.
  const made = (engine: BootedEngine): BootedEngine => {
    markOpen('worker-created');
    const self: BootedEngine = { ...engine, close: () => { if (booted === self) booted = undefined; engine.close(); } };
    return (booted = self);
  };
  if (choice.variant === 'shared') {
    const worker = new SharedWorker(new URL('../../engine/worker/engine.shared-worker.ts', import.meta.url), { type: 'module', name: 'qiusai-engine' });
    return made({ variant: 'shared', api: Comlink.wrap<EngineApi>(worker.port), close: () => worker.port.close() });
  }
  if (choice.variant === 'worker') {
    const worker = new Worker(new URL('../../engine/worker/engine.worker.ts', import.meta.url), { type: 'module' });
    return made({ variant: 'worker', api: Comlink.wrap<EngineApi>(worker), close: () => worker.terminate() });
  }
  return undefined;
}

/** The live feed's start options for this page: the gateway on this origin, the page's sport's list asked first. */
export function liveStartOptions(page: Pick<Location, 'protocol' | 'host' | 'pathname'>): StartOptions {
  const firstSport: Sport = page.pathname.startsWith('/basketball') ? 'basketball' : 'football';
  return { wsUrl: `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}/ws`, firstSport };
}

/** The entry's early start: the worker, and the live feed started on it (a later tab joins the running one). */
export function bootLiveEngine(page: Pick<Location, 'protocol' | 'host' | 'pathname'>): void {
  void bootEngine()?.api.start(liveStartOptions(page)).catch(() => {});
}
