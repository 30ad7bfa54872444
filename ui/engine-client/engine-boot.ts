// The page's engine worker (the browser's shared one, or a dedicated one of the page's own: engine-variant.ts),
// created once per page load, and the live feed's start options for the page (its sport's list asked first). The
// worker is created with the app's start (start-app.tsx → the page engine), as the shell's live parts need it; tried
// from the entry before React loads, its boot ran beside the page's stages and its start() came no sooner on the
// shared two-core machine (bench/README.md `open`). `?engine=main` boots nothing here: that engine runs on the page.
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
