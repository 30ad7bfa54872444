// A hand-driven clock for tests: nothing runs until advance() moves time past it.
import type { Cancel, Timers } from '../time/timers';

interface Pending {
  readonly at: number;
  readonly order: number;
  readonly fn: () => void;
}

export class FakeTimers implements Timers {
  private pending: Pending[] = [];
  private order = 0;

  constructor(private current: number) {}

  now(): number {
    return this.current;
  }

  after(ms: number, fn: () => void): Cancel {
    const entry: Pending = { at: this.current + Math.max(0, ms), order: this.order++, fn };
    this.pending.push(entry);
    return () => {
      this.pending = this.pending.filter((p) => p !== entry);
    };
  }

  /** Moves time forward by `ms`, running every callback that falls due, in time order. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const next = this.nextDue(end);
      if (!next) break;
      this.pending = this.pending.filter((p) => p !== next);
      this.current = Math.max(this.current, next.at);
      next.fn();
    }
    this.current = end;
  }

  /** How many callbacks are waiting. */
  get waiting(): number {
    return this.pending.length;
  }

  private nextDue(end: number): Pending | undefined {
    let best: Pending | undefined;
    for (const p of this.pending) {
      if (p.at > end) continue;
      if (!best || p.at < best.at || (p.at === best.at && p.order < best.order)) best = p;
    }
    return best;
  }
}
