// The scheduler's time as component state: read when mounted, and again every `everyMs` while `ticking` (a
// countdown [MN-5], the pill's "N 秒前更新"); still while not ticking.
import { useEffect, useState } from 'react';
import { useScheduler } from './scheduler-context';

export function useNow(everyMs: number, ticking = true): number {
  const scheduler = useScheduler();
  const [now, setNow] = useState(() => scheduler.now());
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(scheduler.now());
    const id = scheduler.setInterval(() => setNow(scheduler.now()), everyMs);
    return () => scheduler.clearInterval(id);
  }, [scheduler, everyMs, ticking]);
  return now;
}
