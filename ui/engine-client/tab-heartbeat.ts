// A tab's side of the shared engine's liveness (engine/worker/shared-host.ts): SharedWorker ports have no close
// event, so the page says goodbye on pagehide and otherwise beats every TAB_HEARTBEAT_MS, well inside the engine's
// TAB_SILENCE_MS (150 s, which allows for a hidden tab's timers running once a minute). A beat answered false means
// the engine dropped this page — it was frozen, or put in the back-forward cache and restored — so its
// subscriptions are gone: the page loads again. Timers go through the page's scheduler.
import type { Scheduler } from '../../engine/core/time/scheduler';

export const TAB_HEARTBEAT_MS = 10_000;

export interface TabLiveness {
  heartbeat(): Promise<boolean>;
  leave(): Promise<void>;
}

export interface TabPage {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
  removeEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
  /** Loads the page again. */
  reload(): void;
}

/** Starts the beats; the returned function stops them (and says goodbye). */
export function tabHeartbeat(engine: TabLiveness, scheduler: Scheduler, page: TabPage): () => void {
  const beat = () => {
    void engine.heartbeat().then((known) => { if (!known) page.reload(); }, () => {});
  };
  const timer = scheduler.setInterval(beat, TAB_HEARTBEAT_MS);
  const onHide = () => { void engine.leave().catch(() => {}); };
  // Back from the back-forward cache: the goodbye went on pagehide, so the beat answers false and the page reloads.
  const onShow = (event: Event) => { if ((event as PageTransitionEvent).persisted) beat(); };
  page.addEventListener('pagehide', onHide);
  page.addEventListener('pageshow', onShow);
  return () => {
    scheduler.clearInterval(timer);
    page.removeEventListener('pagehide', onHide);
    page.removeEventListener('pageshow', onShow);
    onHide();
  };
}
