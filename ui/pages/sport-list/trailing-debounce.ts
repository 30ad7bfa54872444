// [LS-7] Re-sorting and filter application are debounced 500 ms: a burst of changes is applied once, 500 ms after
// the last of them (trailing edge — the list shows the final choice, never the ones passed through). Timers are
// passed in, so tests drive the clock.
import type { Scheduler, TimerId } from '../../../engine/core/time/scheduler';

export const LIST_DEBOUNCE_MS = 500; // [LS-7] SPEC.md §9

export type DebounceTimers = Pick<Scheduler, 'setTimeout' | 'clearTimeout'>;

export interface TrailingDebounce<A extends unknown[]> {
  /** Runs fn with these arguments once `ms` pass without another call. */
  call(...args: A): void;
  /** Drops the waiting call. */
  cancel(): void;
  readonly pending: boolean;
}

export function trailingDebounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, timers: DebounceTimers): TrailingDebounce<A> {
  let handle: TimerId | undefined;
  let waiting = false;
  const cancel = () => {
    if (waiting) timers.clearTimeout(handle);
    waiting = false;
  };
  return {
    call(...args) {
      cancel();
      waiting = true;
      handle = timers.setTimeout(() => {
        waiting = false;
        fn(...args);
      }, ms);
    },
    cancel,
    get pending() { return waiting; },
  };
}
