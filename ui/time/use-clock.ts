// The page's time for what it shows that changes with the clock alone — a countdown, a flag that lasts until a
// moment — read from the Clock and timed by the Scheduler it is given (the app's: accounts.clock and
// accounts.scheduler), never the browser's own, so a test drives it with a ManualScheduler and the shown state
// clears when its time comes, with no event or render from anywhere else.
import { useEffect, useState } from 'react';
import type { Clock, Scheduler, TimerId } from '../../engine/core/time/scheduler';

/** `clock.now()`, read again every `everyMs` while `ticking` (a countdown [MN-5]); it stands still otherwise. */
export function useTickingNow(
  ticking: boolean, clock: Clock, scheduler: Pick<Scheduler, 'setInterval' | 'clearInterval'>, everyMs = 1000,
): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(clock.now());
    const timer = scheduler.setInterval(() => setNow(clock.now()), everyMs);
    return () => scheduler.clearInterval(timer);
  }, [ticking, clock, scheduler, everyMs]);
  return now;
}

/** Whether the clock reads before `until` (ms; 0: never set): true until that moment, then false by itself (one timer). */
export function useBefore(until: number, clock: Clock, timers: Pick<Scheduler, 'setTimeout' | 'clearTimeout'>): boolean {
  const [, rerender] = useState(0);
  const before = clock.now() < until;
  useEffect(() => {
    if (!before) return undefined;
    let timer: TimerId | undefined;
    // Rendered again when `until` comes (that render reads the clock past it); a timer that fired early waits on.
    const wait = () => {
      const left = until - clock.now();
      if (left > 0) timer = timers.setTimeout(wait, left);
      else rerender((n) => n + 1);
    };
    wait();
    return () => timers.clearTimeout(timer);
  }, [before, until, clock, timers]);
  return before;
}
