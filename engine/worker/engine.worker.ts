// The worker entry: the engine on the browser's own clock, sockets, fetch and IndexedDB, exposed with Comlink.
// The page: Comlink.wrap<EngineApi>(new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' })).
import * as Comlink from 'comlink';
import { createEngineApi } from './api';
import { browserEngine } from './browser-engine';
import { markEngineOpen } from './perf/open-marks';

// A worker hears the browser come back online itself, on its own global.
const { engine } = browserEngine(self);

Comlink.expose(createEngineApi(engine));
// IndexedDB opened and the local items read now, while the page's first start() is on its way: start() and the
// first subscribe wait for them otherwise.
void engine.repository();
markEngineOpen('booted');
