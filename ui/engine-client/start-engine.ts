// Starts (or, for the shared engine, connects to) the engine for this page and wraps it in an EngineClient. Vite
// bundles both workers from these URLs. Which one: engine-variant.ts — the browser's one SharedWorker engine where
// there is SharedWorker, else a dedicated worker of the page's own; `?engine=main` runs the same engine on the main
// thread instead, for the UI bench.
import * as Comlink from 'comlink';
import type { EngineApi } from '../../engine/worker/api';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { EngineClient } from './engine-client';
import { engineChoice } from './engine-variant';
import { tabHeartbeat } from './tab-heartbeat';
import { engineOpenMarksFrom, markOpen } from '../perf/open-marks';

declare global {
  interface Window {
    /** The page's EngineClient, published only on a load that named its engine (`?engine=…`): bench and e2e. */
    qiusaiEngine?: EngineClient;
  }
}

export function startEngine(): EngineClient {
  const choice = engineChoice(location.search, typeof SharedWorker !== 'undefined');
  const client = choice.variant === 'main' ? startMainThreadEngine() : choice.variant === 'shared' ? startSharedEngine() : startWorkerEngine();
  if (choice.explicit) window.qiusaiEngine = client;
  engineOpenMarksFrom(() => client.api.openMarks());
  return client;
}

function startWorkerEngine(): EngineClient {
  const worker = new Worker(new URL('../../engine/worker/engine.worker.ts', import.meta.url), { type: 'module' });
  markOpen('worker-created');
  return new EngineClient(Comlink.wrap<EngineApi>(worker), () => worker.terminate());
}

/** The browser's one engine: this tab is a port on it, with its own subscriptions; it says when it goes. */
function startSharedEngine(): EngineClient {
  const worker = new SharedWorker(new URL('../../engine/worker/engine.shared-worker.ts', import.meta.url), { type: 'module', name: 'qiusai-engine' });
  markOpen('worker-created');
  const api = Comlink.wrap<EngineApi>(worker.port);
  const stopBeats = tabHeartbeat(api, SYSTEM_SCHEDULER, {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    reload: () => location.reload(),
  });
  return new EngineClient(api, () => {
    stopBeats();
    worker.port.close();
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
