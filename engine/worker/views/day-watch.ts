// The engine says which day it is [LS-2]: the Beijing day of the view clock (the device's clock live, the playhead
// in a replay), and it tells the page when that day turns, so the date strip and the counts roll over at Beijing
// midnight — not once at mount, and not at the browser's own midnight. The live feed's clock can jump when the
// feed first tells its time (days away from the device's, for a replayed day): recheck() after each batch tells a
// day that changed that way and plans the next midnight on the clock as it now reads.
import { DAY_MS, shanghaiDate, shanghaiMidnight } from '../../core';
import type { Scheduler, TimerId } from '../../core/time/scheduler';
import type { ViewClock } from './view-clock';
import { schedulerClock } from './view-clock';

export class DayWatch {
  private clock: ViewClock;
  private timer: TimerId | undefined;
  /** The day last planned from (and told, when it turned). */
  private planned: string | undefined;

  constructor(private readonly scheduler: Scheduler, private readonly onTurn: (today: string) => void) {
    this.clock = schedulerClock(scheduler);
  }

  /** 'YYYY-MM-DD', the Beijing day the view clock reads. */
  get today(): string {
    return shanghaiDate(this.clock.now());
  }

  /** Beijing midnight of today on the view clock (ms). */
  get dayStart(): number {
    return shanghaiMidnight(this.clock.now());
  }

  /** Watches `clock` (a new session, or a replay's pace changed) until stop(). */
  follow(clock: ViewClock): void {
    this.clock = clock;
    this.plan();
  }

  /**
   * The clock may have jumped or changed pace (the feed told its time, or its rate was measured): tell a day that
   * changed, and plan the next midnight again as the clock now reads.
   */
  recheck(): void {
    if (this.timer === undefined) return; // not following a clock that will get anywhere
    if (this.today !== this.planned) this.onTurn(this.today);
    this.plan();
  }

  /** The session ended: the device's clock again, and no timer. */
  stop(): void {
    this.cancel();
    this.clock = schedulerClock(this.scheduler);
  }

  private cancel(): void {
    this.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
    this.planned = undefined;
  }

  private plan(): void {
    this.cancel();
    const before = this.today;
    this.planned = before;
    const delay = this.clock.delayUntil(shanghaiMidnight(this.clock.now()) + DAY_MS);
    if (!Number.isFinite(delay)) return; // a paused or finished replay: its day stands still
    this.timer = this.scheduler.setTimeout(() => {
      const today = this.today;
      // A timer may fire a hair early on a real clock: plan again without telling.
      if (today !== before) this.onTurn(today);
      this.plan();
    }, Math.max(1, delay));
  }
}
