// [SK-3] A socket waiting to reconnect retries at once when the tab becomes visible again (a fan back at the page
// wants the scores now, not after the backoff's wait). Workers have no document: the page tells its engine. The
// browser's `online` event the workers hear themselves (engine/worker/browser-engine.ts).
import type { EngineApi } from '../../engine/worker/api';

export interface VisibilityPage {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Tells `engine` each time the page becomes visible; the returned function stops. */
export function forwardVisibility(engine: Pick<EngineApi, 'pageVisible'>, page: VisibilityPage): () => void {
  const onChange = () => {
    if (page.visibilityState !== 'visible') return;
    // A Comlink call answers a promise; an engine gone (a closed port) has nothing to retry.
    void Promise.resolve(engine.pageVisible()).catch(() => {});
  };
  page.addEventListener('visibilitychange', onChange);
  return () => page.removeEventListener('visibilitychange', onChange);
}
