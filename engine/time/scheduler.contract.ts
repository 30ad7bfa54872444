// The one contract every Scheduler passes (STYLE.md item 6): the system one under vitest's fake timers, the
// manual one under its own advance(), the benches' busy one, and any other a layer brings.
import { describe, expect, it } from 'vitest';
import type { Scheduler } from '../core/time/scheduler';
import { after } from '../core/time/scheduler';

export interface SchedulerHarness {
  readonly scheduler: Scheduler;
  /** Moves time forward, running what falls due. */
  advance(ms: number): void;
  dispose?(): void;
}

export function schedulerContract(name: string, make: () => SchedulerHarness): void {
  describe(`Scheduler contract: ${name}`, () => {
    const withHarness = (test: (h: SchedulerHarness) => void) => () => {
      const h = make();
      try { test(h); } finally { h.dispose?.(); }
    };

    it('runs a timeout once, when due, with now() advanced', withHarness(({ scheduler, advance }) => {
      const start = scheduler.now();
      const seen: number[] = [];
      scheduler.setTimeout(() => seen.push(scheduler.now() - start), 100);
      advance(99);
      expect(seen).toEqual([]);
      advance(1);
      expect(seen).toEqual([100]);
      advance(1_000);
      expect(seen).toEqual([100]);
    }));

    it('runs timers in due order', withHarness(({ scheduler, advance }) => {
      const order: string[] = [];
      scheduler.setTimeout(() => order.push('late'), 30);
      scheduler.setTimeout(() => order.push('early'), 10);
      scheduler.setTimeout(() => order.push('middle'), 20);
      advance(30);
      expect(order).toEqual(['early', 'middle', 'late']);
    }));

    it('a cleared timeout never runs; clearing twice or clearing undefined is harmless', withHarness(({ scheduler, advance }) => {
      let ran = false;
      const id = scheduler.setTimeout(() => { ran = true; }, 10);
      scheduler.clearTimeout(id);
      scheduler.clearTimeout(id);
      scheduler.clearTimeout(undefined);
      advance(100);
      expect(ran).toBe(false);
    }));

    it('an interval repeats until cleared', withHarness(({ scheduler, advance }) => {
      let count = 0;
      const id = scheduler.setInterval(() => { count++; }, 60_000);
      advance(3 * 60_000);
      expect(count).toBe(3);
      scheduler.clearInterval(id);
      advance(10 * 60_000);
      expect(count).toBe(3);
    }));

    it('a timer scheduled from a callback runs in the same advance when it falls inside it', withHarness(({ scheduler, advance }) => {
      const seen: string[] = [];
      scheduler.setTimeout(() => {
        seen.push('first');
        scheduler.setTimeout(() => seen.push('second'), 10);
      }, 10);
      advance(20);
      expect(seen).toEqual(['first', 'second']);
    }));

    it('a negative delay runs as 0 ms, not at once inside setTimeout', withHarness(({ scheduler, advance }) => {
      let ran = false;
      scheduler.setTimeout(() => { ran = true; }, -50);
      expect(ran).toBe(false);
      advance(0);
      expect(ran).toBe(true);
    }));

    it('after() runs once when due and its cancel stops it; cancelling after the run is harmless', withHarness(({ scheduler, advance }) => {
      const seen: string[] = [];
      after(scheduler, 10, () => seen.push('kept'));
      const cancel = after(scheduler, 10, () => seen.push('cancelled'));
      cancel();
      advance(10);
      expect(seen).toEqual(['kept']);
      const late = after(scheduler, 5, () => seen.push('late'));
      advance(5);
      late();
      expect(seen).toEqual(['kept', 'late']);
    }));

    it('now() never goes back while time advances', withHarness(({ scheduler, advance }) => {
      const readings: number[] = [scheduler.now()];
      scheduler.setInterval(() => readings.push(scheduler.now()), 7);
      for (let i = 0; i < 10; i++) { advance(3); readings.push(scheduler.now()); }
      expect(readings).toEqual([...readings].sort((a, b) => a - b));
    }));
  });
}
