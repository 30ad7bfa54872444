// Hand-driven timers and clock for the client: the 30 s timeout fires when a test says so, never by waiting.
import type { ClientTimers } from '../http-client';

export class ManualTimers implements ClientTimers {
  private pending = new Map<number, { at: number; fn: () => void }>();
  private next = 1;
  constructor(public current = 1_700_000_000_000) {}

  now(): number {
    return this.current;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { at: this.current + ms, fn });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  get waiting(): number {
    return this.pending.size;
  }
  advance(ms: number): void {
    this.current += ms;
    for (const [id, t] of [...this.pending].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= this.current) {
        this.pending.delete(id);
        t.fn();
      }
    }
  }
}
