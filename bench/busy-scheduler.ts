// A Scheduler on the wall clock for throughput benches, behaving like a saturated worker's event loop: timers do
// not interrupt work, they run at the first pause after they fall due (the bench calls runDue() between packets,
// where a worker would return to its event loop). So a 50 ms flush window gathers whatever arrived in 50 ms.
import type { Scheduler, TimerId } from '../engine/worker/time/scheduler';

interface Timer {
  at: number;
  readonly fn: () => void;
  readonly every: number | undefined;
}

export class BusyScheduler implements Scheduler {
  private readonly timers = new Map<TimerId, Timer>();
  private nextId = 1;
  private readonly offset: number;

  /** `start`: what now() reads at the start (e.g. the recorded day's first frame). */
  constructor(start = Date.now()) {
    this.offset = start - performance.now();
  }

  now(): number {
    return this.offset + performance.now();
  }

  setTimeout(fn: () => void, ms: number): TimerId {
    return this.add(fn, ms, undefined);
  }

  setInterval(fn: () => void, ms: number): TimerId {
    return this.add(fn, ms, Math.max(1, ms));
  }

  clearTimeout(id: TimerId | undefined): void {
    if (id !== undefined) this.timers.delete(id);
  }

  clearInterval(id: TimerId | undefined): void {
    this.clearTimeout(id);
  }

  /** Runs the timers due by now, earliest first. */
  runDue(): void {
    for (;;) {
      const now = this.now();
      let due: [TimerId, Timer] | undefined;
      for (const entry of this.timers) if (entry[1].at <= now && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) return;
      const [id, timer] = due;
      if (timer.every === undefined) this.timers.delete(id);
      else timer.at = now + timer.every;
      timer.fn();
    }
  }

  private add(fn: () => void, ms: number, every: number | undefined): TimerId {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now() + Math.max(0, ms), fn, every });
    return id;
  }
}
