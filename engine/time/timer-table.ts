// The bookkeeping both hand-run schedulers share (ManualScheduler in tests, BusyScheduler in benches): timers in a
// table, due earliest first, ties in the order they were set, intervals re-armed after each run. Each subclass says
// only what its clock reads and when it runs what is due.
import type { Scheduler, TimerId } from '../core/time/scheduler';

/** nextAt() must look again: a timer was added, run or cleared. */
const STALE = Symbol('stale');

interface Timer {
  at: number;
  order: number;
  readonly fn: () => void;
  /** Set for intervals: the period (≥ 1 ms so an interval of 0 cannot spin forever). */
  readonly every: number | undefined;
}

export abstract class TimerTable implements Scheduler {
  private readonly timers = new Map<TimerId, Timer>();
  private nextId = 1;
  private order = 0;
  private earliest: number | undefined | typeof STALE = STALE;

  abstract now(): number;

  setTimeout(fn: () => void, ms: number): TimerId {
    return this.add(fn, ms, undefined);
  }

  setInterval(fn: () => void, ms: number): TimerId {
    return this.add(fn, ms, Math.max(1, ms));
  }

  clearTimeout(id: TimerId | undefined): void {
    if (id !== undefined && this.timers.delete(id)) this.earliest = STALE;
  }

  clearInterval(id: TimerId | undefined): void {
    this.clearTimeout(id);
  }

  /** How many timers and intervals are waiting. */
  get pending(): number {
    return this.timers.size;
  }

  /** When the next timer falls due, if any (remembered until the timers change). */
  nextAt(): number | undefined {
    if (this.earliest === STALE) {
      let at: number | undefined;
      for (const t of this.timers.values()) if (at === undefined || t.at < at) at = t.at;
      this.earliest = at;
    }
    return this.earliest;
  }

  /**
   * Runs the earliest timer due by `end`, if any, and says when it was due. `rearmFrom(due)` is called first, for
   * every timer (a virtual clock moves to `due` there); an interval is re-armed one period after what it returns:
   * its due time on a virtual clock, the clock's reading on a real one.
   */
  protected runNext(end: number, rearmFrom: (due: number) => number): number | undefined {
    let best: [TimerId, Timer] | undefined;
    for (const entry of this.timers) {
      const t = entry[1];
      if (t.at > end) continue;
      if (!best || t.at < best[1].at || (t.at === best[1].at && t.order < best[1].order)) best = entry;
    }
    if (!best) return undefined;
    const [id, timer] = best;
    const due = timer.at;
    this.earliest = STALE;
    const from = rearmFrom(due);
    if (timer.every === undefined) this.timers.delete(id);
    else {
      timer.at = from + timer.every;
      timer.order = this.order++;
    }
    timer.fn();
    return due;
  }

  private add(fn: () => void, ms: number, every: number | undefined): TimerId {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now() + Math.max(0, ms), order: this.order++, fn, every });
    this.earliest = STALE;
    return id;
  }
}
