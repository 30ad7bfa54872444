// A hand-driven Scheduler for tests of the server, the worker and the page alike: nothing runs until advance()
// moves virtual time past it, and then callbacks run in time order (ties in the order they were scheduled), each
// seeing now() at its due time.
import { TimerTable } from './timer-table';

export class ManualScheduler extends TimerTable {
  constructor(private current = 0) {
    super();
  }

  now(): number {
    return this.current;
  }

  /** Moves time forward by `ms`, running everything that falls due on the way. */
  advance(ms: number): void {
    const end = this.current + Math.max(0, ms);
    for (;;) {
      // The clock reads the due time while the callback runs: timers it sets count from there.
      const due = this.runNext(end, (at) => { this.current = Math.max(this.current, at); return at; });
      if (due === undefined) break;
    }
    this.current = end;
  }

  /** Runs what is due now (timers of 0 ms). */
  runDue(): void {
    this.advance(0);
  }
}
