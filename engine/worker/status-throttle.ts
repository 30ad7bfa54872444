// The engine's status goes to the page at most every STATUS_INTERVAL_MS: a saturated feed folds ~25 batches a
// second, and a status per batch re-rendered the header pill and the count bands each time (main-thread work that
// shows nothing new). The first change after a quiet spell goes at once, and so does a change of the connection
// (engine.ts: the pill's 实时 / 重连中… flips without delay); changes within the interval collapse into one trailing
// post of the status as it is then. A second is enough for what the feed's progress shows: the pill's "N 秒前更新"
// is counted on the page from the status's lastFrameAt and the page's own clock (ui/live/connection-state.ts), so
// it is right to the second however late the status came, and it only shows after 30 s without frames — after
// which the next frame's status goes at once (the first change after a quiet spell).
import type { Scheduler, TimerId } from '../core/time/scheduler';

export const STATUS_INTERVAL_MS = 1_000;

export class StatusThrottle {
  private lastAt = -Infinity;
  private timer: TimerId | undefined;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly post: () => void,
    private readonly intervalMs = STATUS_INTERVAL_MS,
  ) {}

  /** Something in the status changed; an urgent change (the feed's connection) posts at once. */
  changed(urgent = false): void {
    if (urgent) {
      this.flush();
      return;
    }
    if (this.timer !== undefined) return;
    const wait = this.lastAt + this.intervalMs - this.scheduler.now();
    if (wait <= 0) {
      this.fire();
      return;
    }
    this.timer = this.scheduler.setTimeout(() => this.fire(), wait);
  }

  /** Posts now (a stop, a new session) and drops a pending trailing post. */
  flush(): void {
    this.cancel();
    this.fire();
  }

  cancel(): void {
    this.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private fire(): void {
    this.timer = undefined;
    this.lastAt = this.scheduler.now();
    this.post();
  }
}
