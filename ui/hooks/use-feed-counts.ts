// The live counts of the first-cut feed worker (undefined until the socket answers).
import { useSyncExternalStore } from 'react';
import type { FeedCounts } from '../../engine/worker/feed-counts.worker';
import { feedCountsStore } from '../live/feed-counts-store';

export function useFeedCounts(): FeedCounts | undefined {
  return useSyncExternalStore(feedCountsStore.subscribe, feedCountsStore.getSnapshot, () => undefined);
}
