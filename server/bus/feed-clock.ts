// The feed's virtual time as a gateway process sees it (pong serverTs and snapshot ts must agree with the
// frames' ts [SK-2]). At FEED_SPEED 1 that is the clock itself. Otherwise it runs `speed` times faster from the
// last time the feed told it (a snapshot reply) or a frame proved it later (a frame's ts is the feed's time
// when it was stamped).
import type { Clock, Scheduler } from '../../engine/core/time/scheduler';

/** A Clock (engine/core/time) on the feed's virtual time, read off the real scheduler. */
export class FeedClock implements Clock {
  private virtualAt: number;
  private realAt: number;

  /** `start`: the feed's FEED_START, until the feed tells its time; undefined = the clock's now. */
  constructor(private readonly timers: Scheduler, private readonly speed: number, start?: number) {
    this.realAt = timers.now();
    this.virtualAt = start ?? this.realAt;
  }

  now(): number {
    return this.virtualAt + (this.timers.now() - this.realAt) * this.speed;
  }

  /** The feed said its time is `virtual` now. */
  set(virtual: number): void {
    this.virtualAt = virtual;
    this.realAt = this.timers.now();
  }

  /** A frame stamped `ts` exists, so the feed's time is at least that. */
  observe(ts: number): void {
    if (ts > this.now()) this.set(ts);
  }
}
