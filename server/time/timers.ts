// Time as an input (STYLE.md item 7): everything that waits or reads the clock takes a Timers, so tests drive
// the feed in virtual time instead of sleeping.

/** Cancels a scheduled callback; calling it after the callback ran does nothing. */
export type Cancel = () => void;

export interface Timers {
  /** ms since the Unix epoch. */
  now(): number;
  /** Runs `fn` once, `ms` from now. */
  after(ms: number, fn: () => void): Cancel;
}

export const systemTimers: Timers = {
  now: () => Date.now(),
  after(ms, fn) {
    const handle = setTimeout(fn, Math.max(0, ms));
    return () => clearTimeout(handle);
  },
};
