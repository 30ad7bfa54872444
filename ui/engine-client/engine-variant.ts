// Where the page runs its engine: one engine for every tab in a SharedWorker where the browser has one (the
// product: Chromium, Firefox, Safari 16+), in a dedicated Web Worker of its own where it does not (Chrome on
// Android), or — for the UI bench's comparison and the test that both render the same rows — on the page's own main
// thread. The query parameter `engine` names one (`/football?engine=shared|worker|main`); a page loaded with an
// explicit `engine` also publishes its EngineClient on `window.qiusaiEngine`, so the bench can read the engine's
// status. A normal load (no parameter) runs the shared engine where there is SharedWorker (SHARED_BY_DEFAULT below).

export type EngineVariant = 'shared' | 'worker' | 'main';

export interface EngineChoice {
  readonly variant: EngineVariant;
  /** True when the URL named the variant: a diagnostic load (bench, e2e) that exposes the client. */
  readonly explicit: boolean;
}

/**
 * Whether a normal load takes the shared engine: yes. Its one socket carries every tab's live room at once (the
 * gateway holds several rooms per socket, server/README.md "Room channel"), so tabs in different rooms each keep
 * their chat. False would put every normal load on a dedicated worker of its own (`?engine=shared` still opts in).
 */
export const SHARED_BY_DEFAULT = true;

/**
 * `search` is location.search; `hasSharedWorker` whether the browser has SharedWorker. An unknown value is the
 * default (the product never runs on the main thread by accident); `shared` without SharedWorker is the worker.
 */
export function engineChoice(search: string, hasSharedWorker: boolean): EngineChoice {
  const value = new URLSearchParams(search).get('engine');
  const shared: EngineVariant = hasSharedWorker ? 'shared' : 'worker';
  if (value === 'main') return { variant: 'main', explicit: true };
  if (value === 'worker') return { variant: 'worker', explicit: true };
  if (value === 'shared') return { variant: shared, explicit: true };
  return { variant: SHARED_BY_DEFAULT ? shared : 'worker', explicit: false };
}
