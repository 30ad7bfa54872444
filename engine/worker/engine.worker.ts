// The worker entry: the engine on the browser's own clock, sockets, fetch and IndexedDB, exposed with Comlink.
// The page: Comlink.wrap<EngineApi>(new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' })).
import * as Comlink from 'comlink';
import { createEngineApi } from './api';
import { Engine } from './engine';
import { openRepository } from './persist/open-repository';
import { browserSocketFactory } from './source/browser-socket';
import { WakeupHub } from './source/wakeups';
import { realScheduler } from './time/real-scheduler';

const scheduler = realScheduler();
const wakeups = new WakeupHub();
// A worker hears the browser come back online itself; visibility the page has to tell (pageVisible()).
self.addEventListener('online', () => wakeups.notify('online'));

const engine = new Engine({
  scheduler,
  random: Math.random,
  connectSocket: browserSocketFactory(),
  fetch: (url) => fetch(url),
  wakeups,
  openStorage: (onProblem) => openRepository({ scheduler, onProblem }),
});

Comlink.expose(createEngineApi(engine));
