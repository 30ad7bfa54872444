// Starts (or, for the shared engine, connects to) the engine for this page and wraps it in an EngineClient: the
// worker the entry booted (engine-boot.ts, where Vite bundles both workers from), created here when it did not.
// Which one: engine-variant.ts — the browser's one SharedWorker engine where there is SharedWorker, else a
// dedicated worker of the page's own; `?engine=main` runs the same engine on the main thread instead, for the UI
// bench.
import * as Comlink from 'comlink';
import type { EngineApi } from '../../engine/worker/api';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { EngineClient } from './engine-client';
import { bootEngine } from './engine-boot';
import { engineChoice } from './engine-variant';
import { forwardVisibility } from './page-visibility';
import { tabHeartbeat } from './tab-heartbeat';
import { engineOpenMarksFrom } from '../perf/open-marks';

declare global {
  interface Window {
    /** The page's EngineClient, published only on a load that named its engine (`?engine=…`): bench and e2e. */
    qiusaiEngine?: EngineClient;
  }
}

export function startEngine(): EngineClient {
  const choice = engineChoice(location.search, typeof SharedWorker !== 'undefined');
  const client = choice.variant === 'main' ? startMainThreadEngine() : startBootedEngine();
  if (choice.explicit) window.qiusaiEngine = client;
  forwardVisibility(client.api, document); // [SK-3] for the page's lifetime, as the engine client is
  engineOpenMarksFrom(() => client.api.openMarks());
  return client;
}

/** A dedicated worker of this page's own, or this tab's port on the browser's one shared engine (engine-boot.ts). */
function startBootedEngine(): EngineClient {
  const booted = bootEngine();
  if (!booted) throw new Error('no engine worker: the main-thread engine is started by startMainThreadEngine');
  if (booted.variant === 'worker') return new EngineClient(booted.api, () => booted.close());
  // The shared engine's tab says when it goes.
  const { api } = booted;
  const stopBeats = tabHeartbeat(api, SYSTEM_SCHEDULER, {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    reload: () => location.reload(),
  });
  return new EngineClient(api, () => {
    stopBeats();
    booted.close();
  });
}

/** Comlink over a MessageChannel within this thread: calls wait in the port's queue until the engine's chunk is in. */
function startMainThreadEngine(): EngineClient {
  const channel = new MessageChannel();
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./main-thread-engine').then(({ serveEngineOnPort }) => {
    stop = serveEngineOnPort(channel.port1);
    if (stopped) stop();
  });
  return new EngineClient(Comlink.wrap<EngineApi>(channel.port2), () => {
    stopped = true;
    stop?.();
    channel.port2.close();
  });
}
