// Virtual time for a feed played at a speed factor: it starts at a chosen instant (FEED_START; the real clock's
// when none is chosen) and then runs `speed` times faster. Frame timestamps are virtual times. A test control may
// jump it ahead (skip).
import type { Clock, Scheduler } from '../../engine/core/time/scheduler';

/** A Clock (engine/core/time) on the feed's virtual time, read off the real scheduler. */
export class VirtualClock implements Clock {
  private readonly realStart: number;
  private readonly virtualStart: number;
  /** Virtual ms jumped ahead by skip(). */
  private skipped = 0;

  constructor(private readonly timers: Scheduler, private readonly speed: number, start?: number) {
    this.realStart = timers.now();
    this.virtualStart = start ?? this.realStart;
  }

  now(): number {
    return this.virtualStart + (this.timers.now() - this.realStart) * this.speed + this.skipped;
  }

  /** Jumps the virtual time `ms` ahead (FEED_CONTROL's skip; ms > 0). */
  skip(ms: number): void {
    this.skipped += ms;
  }

  /** Real ms until the virtual clock reaches `virtualTs` (0 when it already has). */
  realDelayUntil(virtualTs: number): number {
    return Math.max(0, Math.ceil((virtualTs - this.now()) / this.speed));
  }
}
