// The scheduler's time as component state: read when mounted, and again every `everyMs` while `ticking` (the pill's
// "N 秒前更新"); still while not ticking. useTickingNow on the page's own scheduler.
import { useScheduler } from './scheduler-context';
import { useTickingNow } from './use-clock';

export function useNow(everyMs: number, ticking = true): number {
  const scheduler = useScheduler();
  return useTickingNow(ticking, scheduler, scheduler, everyMs);
}
