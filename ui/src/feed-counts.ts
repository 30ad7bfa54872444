// Main-thread side of the counts worker: one worker per page, counts published to React via a store.
import * as Comlink from 'comlink';
import type { FeedCounts, FeedCountsApi } from '../../engine/worker/feed-counts.worker';

let latest: FeedCounts | undefined;
const listeners = new Set<() => void>();

export function startFeedCounts(): void {
  const worker = new Worker(new URL('../../engine/worker/feed-counts.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<FeedCountsApi>(worker);
  const wsBase = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  void api.start(wsBase, Comlink.proxy((c: FeedCounts) => {
    latest = c;
    listeners.forEach((l) => l());
  }));
}

export const feedCountsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => latest,
};
