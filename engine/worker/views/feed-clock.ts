// The live feed's clock, for the views (issue #13 item: at FEED_SPEED ≠ 1 the header said 46' while the timeline
// said 73'). The server stamps its frames and pongs with the feed's own time — virtual, FEED_SPEED times the wall
// clock's pace — so the minutes the views compute from goingTime must be read on that clock, not the browser's.
// One clock: every pong's serverTs anchors it, and so does a packet's newest frame ts when it is ahead (a frame
// is sent when the feed's time reaches it; a catch-up burst's older frames say nothing of now). Between anchors it
// runs at the feed's rate — as the server's pongs tell it (FEED_SPEED), else measured from the session's first
// anchor to its latest (a feed skipped ahead in a test would look hundreds of times faster) — what it reads never goes
// backwards (a pong that pulls an overestimate back only slows it), so the minute never does either [MN-4]. Before
// the first anchor it reads the local clock, but that guess binds nothing: the first anchor is the feed's time even
// when it is days behind the device's (a replayed day, a device clock set wrong) — the page's day is the server's.
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
  /** The rate the server told (a pong's feedSpeed): measuring stops. */
  private told = false;
  private last = -Infinity;

  constructor(private readonly local: Clock) {}

  /**
   * The feed's time was `ts` at local `at`: `server` for a pong's serverTs (always taken), else a frame's ts
   * (taken only when ahead of the clock). `speed`: the feed's pace as a pong tells it (0 or none: not said).
   */
  observe(ts: number, server: boolean, at = this.local.now(), speed = 0): void {
    if (!Number.isFinite(ts) || ts <= 0) return;
    if (server && Number.isFinite(speed) && speed > 0) {
      this.rate = Math.min(MAX_RATE, Math.max(MIN_RATE, speed));
      this.told = true;
    }
    if (!server && this.anchor !== undefined && ts <= this.estimate(at)) return;
    this.first ??= { ts, at };
    this.anchor = { ts, at };
    const span = at - this.first.at;
    if (!this.told && span >= RATE_AFTER_MS) this.rate = Math.min(MAX_RATE, Math.max(MIN_RATE, (ts - this.first.ts) / span));
  }

  /** The feed's rate against the local clock (FEED_SPEED as measured; 1 until measured). */
  speed(): number {
    return this.rate;
  }

  now(): number {
    if (this.anchor === undefined) return this.local.now();
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
