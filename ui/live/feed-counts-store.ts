// Main-thread side of the first-cut counts worker (engine/worker/feed-counts.worker.ts): it opens the signed socket
// and folds the feed; the header's live-status pill shows its counts. The real engine client (views and patches
// through Comlink) replaces this file.
//
// The worker starts with the first subscriber and then lives as long as the page: React's StrictMode subscribes,
// unsubscribes and subscribes again, and one socket per page is what we want.
import * as Comlink from 'comlink';
import type { FeedCounts, FeedCountsApi } from '../../engine/worker/feed-counts.worker';

let latest: FeedCounts | undefined;
let started = false;
const listeners = new Set<() => void>();

function start(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  const worker = new Worker(new URL('../../engine/worker/feed-counts.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<FeedCountsApi>(worker);
  const wsBase = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  void api.start(wsBase, Comlink.proxy((counts: FeedCounts) => {
    latest = counts;
    listeners.forEach((listener) => listener());
  }));
}

export const feedCountsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    start();
    return () => listeners.delete(listener);
  },
  getSnapshot: (): FeedCounts | undefined => latest,
};
