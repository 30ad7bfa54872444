// Time as an input (STYLE.md item 7): everything that reads the clock or waits takes these, so tests drive the
// server's feed, the worker's sockets and the page's timers in virtual time instead of sleeping. The interfaces
// live in the pure core; the implementations (the system's and a hand-driven one) are in engine/time/.

/** ms since the Unix epoch. */
export interface Clock {
  now(): number;
}

/** A handle from setTimeout/setInterval; meaningful only to the scheduler that issued it. */
export type TimerId = number;

export interface Scheduler extends Clock {
  /** Runs `fn` once, `ms` from now (a negative `ms` counts as 0). */
  setTimeout(fn: () => void, ms: number): TimerId;
  /** Clearing an unknown, fired or undefined id does nothing. */
  clearTimeout(id: TimerId | undefined): void;
  setInterval(fn: () => void, ms: number): TimerId;
  clearInterval(id: TimerId | undefined): void;
}

/** Cancels a scheduled callback; calling it after the callback ran does nothing. */
export type Cancel = () => void;

/** `fn` once, `ms` from now, with its own cancel (the server's style of waiting). */
export function after(scheduler: Scheduler, ms: number, fn: () => void): Cancel {
  const id = scheduler.setTimeout(fn, ms);
  return () => scheduler.clearTimeout(id);
}

/** A promise that resolves `ms` from now on the scheduler's time. */
export function delay(scheduler: Scheduler, ms: number): Promise<void> {
  return new Promise((resolve) => { scheduler.setTimeout(resolve, ms); });
}
