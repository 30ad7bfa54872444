// Time as an input (STYLE.md item 7): everything in the worker that waits or reads the clock takes a Scheduler,
// so tests drive sockets, replays and write-behind in virtual time instead of sleeping.

/** A handle from setTimeout/setInterval; meaningful only to the scheduler that issued it. */
export type TimerId = number;

export interface Clock {
  /** ms since the Unix epoch. */
  now(): number;
}

export interface Scheduler extends Clock {
  setTimeout(fn: () => void, ms: number): TimerId;
  /** Clearing an unknown, fired or undefined id does nothing. */
  clearTimeout(id: TimerId | undefined): void;
  setInterval(fn: () => void, ms: number): TimerId;
  clearInterval(id: TimerId | undefined): void;
}

/** A number in [0, 1), injected so jitter is reproducible in tests. */
export type Random = () => number;
