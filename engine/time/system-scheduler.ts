// The platform's own clock and timers (the browser's, the worker's or Node's) behind the core's Scheduler. Ids are
// ours, so the handle type of the platform (a number in a browser, an object in Node) never leaks out.
import type { Scheduler, TimerId } from '../core/time/scheduler';

type Handle = ReturnType<typeof globalThis.setTimeout>;

export function systemScheduler(): Scheduler {
  const handles = new Map<TimerId, Handle>();
  let nextId = 1;
  const clear = (id: TimerId | undefined) => {
    if (id === undefined) return;
    const handle = handles.get(id);
    if (handle === undefined) return;
    handles.delete(id);
    globalThis.clearTimeout(handle);
    globalThis.clearInterval(handle);
  };
  return {
    now: () => Date.now(),
    setTimeout(fn, ms) {
      const id = nextId++;
      handles.set(id, globalThis.setTimeout(() => {
        handles.delete(id);
        fn();
      }, Math.max(0, ms)));
      return id;
    },
    setInterval(fn, ms) {
      const id = nextId++;
      handles.set(id, globalThis.setInterval(fn, ms));
      return id;
    },
    clearTimeout: clear,
    clearInterval: clear,
  };
}

/** The one system clock+scheduler of a process (page, worker or server). */
export const SYSTEM_SCHEDULER: Scheduler = systemScheduler();
