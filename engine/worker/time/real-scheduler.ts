// The browser's (or Node's) own timers behind the Scheduler interface. Ids are ours, so the handle type of the
// platform (a number in a worker, an object in Node) never leaks out.
import type { Scheduler, TimerId } from './scheduler';

type Handle = ReturnType<typeof globalThis.setTimeout>;

export function realScheduler(): Scheduler {
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
      }, ms));
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
