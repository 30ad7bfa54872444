// Time as an input (STYLE.md 7): codes, tokens and limits read this, so tests move time instead of sleeping.
// Structurally a subset of server/time/timers.ts's Timers, so the feed's clock can be passed as is.
export interface Clock {
  /** ms since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
