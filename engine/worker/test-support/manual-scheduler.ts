// A hand-driven Scheduler for tests: nothing runs until advance() moves virtual time past it, and then
// callbacks run in time order (ties in the order they were scheduled), each seeing now() at its due time.
import type { Scheduler, TimerId } from '../time/scheduler';

interface Timer {
  at: number;
  order: number;
  readonly fn: () => void;
  /** Set for intervals: the period (≥ 1 ms so an interval of 0 cannot spin forever). */
  readonly every: number | undefined;
}

export class ManualScheduler implements Scheduler {
  private readonly timers = new Map<TimerId, Timer>();
  private nextId = 1;
  private order = 0;

  constructor(private current = 0) {}

  now(): number {
    return this.current;
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

  /** Moves time forward by `ms`, running everything that falls due on the way. */
  advance(ms: number): void {
    const end = this.current + Math.max(0, ms);
    for (let due = this.nextDue(end); due; due = this.nextDue(end)) {
      const [id, timer] = due;
      this.current = Math.max(this.current, timer.at);
      if (timer.every === undefined) this.timers.delete(id);
      else {
        timer.at += timer.every;
        timer.order = this.order++;
      }
      timer.fn();
    }
    this.current = end;
  }

  /** Runs what is due now (timers of 0 ms). */
  runDue(): void {
    this.advance(0);
  }

  /** How many timers and intervals are waiting. */
  get pending(): number {
    return this.timers.size;
  }

  /** When the next timer falls due, if any. */
  nextAt(): number | undefined {
    let at: number | undefined;
    for (const t of this.timers.values()) if (at === undefined || t.at < at) at = t.at;
    return at;
  }

  private add(fn: () => void, ms: number, every: number | undefined): TimerId {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + Math.max(0, ms), order: this.order++, fn, every });
    return id;
  }

  private nextDue(end: number): [TimerId, Timer] | undefined {
    let best: [TimerId, Timer] | undefined;
    for (const entry of this.timers) {
      const t = entry[1];
      if (t.at > end) continue;
      if (!best || t.at < best[1].at || (t.at === best[1].at && t.order < best[1].order)) best = entry;
    }
    return best;
  }
}
