// The goal pop-ups and VAR notices waiting to be shown [GN-1] [GN-4] [RT-3]; the component dismisses each once shown.
import { useSyncExternalStore } from 'react';
import type { Trigger } from '../../engine/core';
import type { TriggerQueue } from './trigger-queue';

export function useTriggers(queue: TriggerQueue): readonly Trigger[] {
  return useSyncExternalStore(queue.subscribe, queue.snapshot);
}
