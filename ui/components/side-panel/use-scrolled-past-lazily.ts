// Whether the window has scrolled at least `px` down, read only where the read is free: in scroll and resize events
// (the layout is current then) and once in idle time after mounting — never in render or a React effect, where
// reading scrollY forces a layout of the whole new page (~70 ms at /football's start-up: a long task, issue #4 §4).
// A page loaded at a restored position is covered too: restoring the position fires a scroll event.
import { useEffect, useState } from 'react';
import { subscribeWindowScroll } from '../../hooks/window-scroll';
import { useScheduler } from '../../time/scheduler-context';

export function useScrolledPastLazily(px: number, win: Window = window): boolean {
  const [past, setPast] = useState(false);
  const scheduler = useScheduler();
  useEffect(() => {
    const check = () => setPast(win.scrollY >= px);
    const off = subscribeWindowScroll(check);
    if (typeof win.requestIdleCallback === 'function') {
      const idle = win.requestIdleCallback(check, { timeout: 1000 });
      return () => { win.cancelIdleCallback(idle); off(); };
    }
    const timer = scheduler.setTimeout(check, 0);
    return () => { scheduler.clearTimeout(timer); off(); };
  }, [px, win, scheduler]);
  return past;
}
