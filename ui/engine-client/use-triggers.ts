// The goal pop-ups and retraction notices waiting to be shown [GN-1] [GN-4]; the component dismisses
// (or drains) each once it has taken it.
import { useSyncExternalStore } from 'react';
import type { QueuedTrigger, TriggerQueue } from './trigger-queue';

export function useTriggers(queue: TriggerQueue): readonly QueuedTrigger[] {
  return useSyncExternalStore(queue.subscribe, queue.snapshot);
}
