// Which day the page shows as today [LS-2]: the engine's (the Beijing day of its clock, turned at Beijing
// midnight), and until the engine's first status the Beijing day of the page's own clock — never the browser's
// local date.
import { useSyncExternalStore } from 'react';
import { shanghaiDate } from '../../engine/core';
import type { Clock } from '../../engine/core';
import { useScheduler } from '../time/scheduler-context';
import { engineStatusStore } from './engine-status';

export function todayOf(status: { readonly today: string } | null, clock: Clock): string {
  return status?.today ?? shanghaiDate(clock.now());
}

export function useBeijingToday(): string {
  const clock = useScheduler();
  const read = () => todayOf(engineStatusStore.getSnapshot(), clock);
  return useSyncExternalStore(engineStatusStore.subscribe, read, read);
}
