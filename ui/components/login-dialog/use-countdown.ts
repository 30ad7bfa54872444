// React's view of a send-code countdown [AU-7] (STYLE.md item 12).
import { useSyncExternalStore } from 'react';
import type { Countdown } from './send-code-countdown';

export function useCountdown(countdown: Countdown): number {
  return useSyncExternalStore(countdown.subscribe, countdown.getSnapshot, countdown.getSnapshot);
}
