// The engine on a browser's own clock, sockets, fetch and IndexedDB — built the same way wherever it runs: in the
// engine worker (engine.worker.ts), and on the page's main thread for the UI bench's comparison
// (ui/engine-client/main-thread-engine.ts). `online` is the global that hears the browser come back online (the
// worker's own self, or the page's window); visibility the page has to tell (pageVisible()).
import { Engine } from './engine';
import { openRepository } from './persist/open-repository';
import { browserSocketFactory } from './source/browser-socket';
import { WakeupHub } from './source/wakeups';
import { systemScheduler } from '../time/system-scheduler';
import type { Scheduler } from '../core/time/scheduler';
import { systemZone } from '../time/zones';

export interface BrowserEngine {
  readonly engine: Engine;
  /** The engine's scheduler (the system's), for what runs beside it (shared-host.ts). */
  readonly scheduler: Scheduler;
  /** Stops listening for `online` (the engine itself is stopped by the caller). */
  detach(): void;
}

export function browserEngine(online: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): BrowserEngine {
  const scheduler = systemScheduler();
  const wakeups = new WakeupHub();
  const onOnline = () => wakeups.notify('online');
  online.addEventListener('online', onOnline);
  const engine = new Engine({
    scheduler,
    random: Math.random,
    connectSocket: browserSocketFactory(),
    fetch: (url) => fetch(url),
    wakeups,
    openStorage: (onProblem) => openRepository({ scheduler, onProblem }),
    localZone: systemZone,
  });
  return { engine, scheduler, detach: () => online.removeEventListener('online', onOnline) };
}
