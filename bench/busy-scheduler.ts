// A Scheduler on the wall clock for throughput benches, behaving like a saturated worker's event loop: timers do
// not interrupt work, they run at the first pause after they fall due (the bench calls runDue() between packets,
// where a worker would return to its event loop). So a 50 ms flush window gathers whatever arrived in 50 ms.
import { TimerTable } from '../engine/time/timer-table';

export class BusyScheduler extends TimerTable {
  private readonly offset: number;
  private calls = 0;

  /**
   * `start`: what now() reads at the start (e.g. the recorded day's first frame). `checkEvery`: runDue() looks at
   * the clock on every this-many-th call (1 where each packet must see its timers, e.g. 0 ms windows).
   */
  constructor(start = Date.now(), private readonly checkEvery = 1) {
    super();
    this.offset = start - performance.now();
  }

  now(): number {
    return this.offset + performance.now();
  }

  /**
   * Runs the timers due by now, earliest first; an interval is re-armed from the time it actually ran. Called
   * between packets, where a worker's event loop checks its timers natively: one clock read and a comparison when
   * nothing is due, so the harness's own cost stays out of the pipeline's figure.
   */
  runDue(): void {
    // The clock is read on every checkEvery-th call only: at full speed and 16 that is every ~30 µs, nothing against
    // a 50 ms window, and the harness stops paying a clock read per packet that a worker's event loop pays natively.
    if (++this.calls % this.checkEvery !== 0) return;
    const next = this.nextAt();
    if (next === undefined || this.now() < next) return;
    while (this.runNext(this.now(), () => this.now()) !== undefined) { /* next */ }
  }
}
