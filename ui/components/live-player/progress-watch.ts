// Whether a media element's picture moves, sampled every 250 ms: the same test for every provider whose clock we can
// read. Frames advancing → playing; still for WAITING_AFTER_MS → waiting (a hiccup the stream may recover from);
// still for DEAD_AFTER_MS (or never started within START_TIMEOUT_MS) → dead: the connection is open but nothing
// comes (a hung ingest, a publisher frozen), which no error event reports, so the session must reconnect. The
// samples and the stillness between them are on one scheduler's time (the page's; a test's ManualScheduler), so
// "still for 5 s" means five seconds of the same clock that took the samples.
import type { Scheduler, TimerId } from '../../../engine/core/time/scheduler';
import { PAGE_SCHEDULER } from '../../time/page-scheduler';

export const WATCH_INTERVAL_MS = 250;
export const WAITING_AFTER_MS = 1000;
export const DEAD_AFTER_MS = 5000;
export const START_TIMEOUT_MS = 10_000;

export interface ProgressWatchEvents {
  onPlaying(): void;
  onWaiting(): void;
  onDead(reason: string): void;
}

export class ProgressWatch {
  #timer: TimerId | undefined;
  #lastTime = -1;
  #lastMoveAt = 0;
  #startedAt = 0;
  #state: 'starting' | 'playing' | 'waiting' = 'starting';
  hasPlayed = false;

  constructor(
    private readonly currentTime: () => number,
    private readonly events: ProgressWatchEvents,
    private readonly timers: Scheduler = PAGE_SCHEDULER,
  ) {}

  start(): void {
    this.#startedAt = this.#lastMoveAt = this.timers.now();
    this.#lastTime = this.currentTime();
    this.#timer = this.timers.setInterval(() => this.#sample(), WATCH_INTERVAL_MS);
  }

  stop(): void {
    this.timers.clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #sample(): void {
    const now = this.timers.now();
    const time = this.currentTime();
    if (time !== this.#lastTime) {
      this.#lastTime = time;
      this.#lastMoveAt = now;
      if (this.#state !== 'playing') {
        this.#state = 'playing';
        this.hasPlayed = true;
        this.events.onPlaying();
      }
      return;
    }
    const still = now - this.#lastMoveAt;
    if (!this.hasPlayed) {
      if (now - this.#startedAt >= START_TIMEOUT_MS) this.events.onDead('no-start');
      return;
    }
    if (still >= DEAD_AFTER_MS) this.events.onDead('no-data');
    else if (still >= WAITING_AFTER_MS && this.#state === 'playing') {
      this.#state = 'waiting';
      this.events.onWaiting();
    }
  }
}
