// The live feed's clock, for the views (issue #13 item: at FEED_SPEED ≠ 1 the header said 46' while the timeline
// said 73'). The server stamps its frames and pongs with the feed's own time — virtual, FEED_SPEED times the wall
// clock's pace — so the minutes the views compute from goingTime must be read on that clock, not the browser's.
// One clock: every pong's serverTs anchors it, and so does a packet's newest frame ts when it is ahead (a frame
// is sent when the feed's time reaches it; a catch-up burst's older frames say nothing of now). Between anchors it
// runs at the feed's rate, measured from the session's first anchor to its latest; what it reads never goes
// backwards (a pong that pulls an overestimate back only slows it), so the minute never does either [MN-4].
import type { Clock } from '../../core/time/scheduler';
import type { ViewClock } from './view-clock';

/** Anchors this far apart (scheduler ms) before their ratio is taken for the rate; until then the rate is 1. */
const RATE_AFTER_MS = 2_000;
const MIN_RATE = 0.05;
const MAX_RATE = 1_000;

export class FeedClock implements ViewClock {
  private first: { ts: number; at: number } | undefined;
  private anchor: { ts: number; at: number } | undefined;
  private rate = 1;
  private last = -Infinity;

  constructor(private readonly local: Clock) {}

  /**
   * The feed's time was `ts` at local `at`: `server` for a pong's serverTs (always taken), else a frame's ts
   * (taken only when ahead of the clock).
   */
  observe(ts: number, server: boolean, at = this.local.now()): void {
    if (!Number.isFinite(ts) || ts <= 0) return;
    if (!server && this.anchor !== undefined && ts <= this.estimate(at)) return;
    this.first ??= { ts, at };
    this.anchor = { ts, at };
    const span = at - this.first.at;
    if (span >= RATE_AFTER_MS) this.rate = Math.min(MAX_RATE, Math.max(MIN_RATE, (ts - this.first.ts) / span));
  }

  /** The feed's rate against the local clock (FEED_SPEED as measured; 1 until measured). */
  speed(): number {
    return this.rate;
  }

  now(): number {
    const t = this.estimate(this.local.now());
    if (t > this.last) this.last = t;
    return this.last;
  }

  delayUntil(ts: number): number {
    return Math.max(0, (ts - this.now()) / this.rate);
  }

  private estimate(at: number): number {
    return this.anchor === undefined ? at : this.anchor.ts + (at - this.anchor.at) * this.rate;
  }
}
