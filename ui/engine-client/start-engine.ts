// Starts the engine worker for this page and wraps it in an EngineClient. Vite bundles the worker from this URL.
// `?engine=main` (engine-variant.ts) runs the same engine on the main thread instead, for the UI bench.
import * as Comlink from 'comlink';
import type { EngineApi } from '../../engine/worker/api';
import { EngineClient } from './engine-client';
import { engineChoice } from './engine-variant';
import { engineOpenMarksFrom, markOpen } from '../perf/open-marks';

declare global {
  interface Window {
    /** The page's EngineClient, published only on a load that named its engine (`?engine=…`): bench and e2e. */
    qiusaiEngine?: EngineClient;
  }
}

export function startEngine(): EngineClient {
  const choice = engineChoice(location.search);
  const client = choice.variant === 'main' ? startMainThreadEngine() : startWorkerEngine();
  if (choice.explicit) window.qiusaiEngine = client;
  engineOpenMarksFrom(() => client.api.openMarks());
  return client;
}

function startWorkerEngine(): EngineClient {
  const worker = new Worker(new URL('../../engine/worker/engine.worker.ts', import.meta.url), { type: 'module' });
  markOpen('worker-created');
  return new EngineClient(Comlink.wrap<EngineApi>(worker), () => worker.terminate());
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
