// The SharedWorker entry: one engine for every tab of the browser (shared-host.ts), on the browser's own clock,
// sockets, fetch and IndexedDB; each connecting port is a tab, exposed its own EngineApi with Comlink.
// The page: Comlink.wrap<EngineApi>(new SharedWorker(new URL('./engine.shared-worker.ts', import.meta.url),
//   { type: 'module', name: 'qiusai-engine' }).port) — ui/engine-client/start-engine.ts.
import * as Comlink from 'comlink';
import { browserEngine } from './browser-engine';
import { markEngineOpen } from './perf/open-marks';
import { SharedEngineHost } from './shared-host';

declare const self: SharedWorkerGlobalScope;

// A shared worker hears the browser come back online itself, on its own global.
const { engine, scheduler } = browserEngine(self);
const host = new SharedEngineHost(engine, scheduler);
// IndexedDB opened and the local items read now, while the page's first start() is on its way: start() and the
// first subscribe wait for them otherwise.
void engine.repository();

self.addEventListener('connect', (event) => {
  const port = (event as MessageEvent).ports[0];
  Comlink.expose(host.connect().api, port);
});
markEngineOpen('booted');
