// Plays match days in virtual time: on start, everything up to now is pushed at once as the silent catch-up;
// the rest is pushed as the virtual clock reaches each event's ts. When the loaded days run out the next one
// is asked for, so a feed can go on for ever (replay loop, simulator). Both feed sources are built on this.
import type { FeedEvent } from '../../engine/core';
import { DAY_MS, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import type { Cancel, Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';
import type { OtherDaySpec } from '../days/other-day-lists';
import type { FeedSink, FeedSource } from './feed-source';
import { VirtualClock } from './virtual-clock';

/**
 * The events of the local day starting at `midnight` (virtual ms), ts already on that day; undefined or empty
 * ends the feed.
 */
export type DayProvider = (midnight: number) => readonly FeedEvent[] | undefined;

export interface DayPlayerOptions {
  readonly kind: string;
  readonly timers: Scheduler;
  /** Virtual time runs this many times faster than the clock (1 = real time). */
  readonly speed: number;
  /** The virtual instant the feed starts at (FEED_START); undefined = the real clock's. */
  readonly start?: number;
  readonly dayStarting: DayProvider;
  /** FeedSource.otherDays. */
  readonly otherDays?: OtherDaySpec;
}

/** Stable merge by ts: on equal ts the earlier day's event goes first. */
function mergeByTs(a: readonly FeedEvent[], b: readonly FeedEvent[]): FeedEvent[] {
  const out: FeedEvent[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i].ts <= b[j].ts)) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}

export class DayPlayer implements FeedSource {
  readonly kind: string;
  readonly speed: number;
  readonly otherDays: OtherDaySpec | undefined;
  private clock: VirtualClock;
  private queue: FeedEvent[] = [];
  private cursor = 0;
  /** Start of the first day not loaded yet. */
  private nextMidnight = 0;
  private ended = false;
  private stopped = true;
  private cancel: Cancel | undefined;
  private sink: FeedSink | undefined;

  constructor(private readonly options: DayPlayerOptions) {
    this.kind = options.kind;
    this.speed = options.speed;
    this.otherDays = options.otherDays;
    this.clock = new VirtualClock(options.timers, options.speed, options.start);
  }

  now(): number {
    return this.clock.now();
  }

  start(sink: FeedSink): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.sink = sink;
    this.clock = new VirtualClock(this.options.timers, this.options.speed, this.options.start);
    this.queue = [];
    this.cursor = 0;
    this.ended = false;
    this.nextMidnight = shanghaiMidnight(this.clock.now());
    // Fast-forward: what already happened today is folded silently, not broadcast.
    const past = this.takeUntil(this.clock.now());
    if (past.length > 0) sink.push(past, false);
    this.scheduleNext();
  }

  /**
   * Jumps the virtual time `ms` ahead (FEED_CONTROL, tests only): what falls in between is pushed at once as live
   * frames, as if the time had passed, and the schedule goes on from there.
   */
  skip(ms: number): void {
    if (this.stopped) return;
    this.cancel?.();
    this.cancel = undefined;
    this.clock.skip(ms);
    const due = this.takeUntil(this.clock.now());
    if (due.length > 0) this.sink?.push(due, true);
    this.scheduleNext();
  }

  stop(): void {
    this.stopped = true;
    this.cancel?.();
    this.cancel = undefined;
    this.sink = undefined;
  }

  /** Loads days until the next event is known to come before any day not yet loaded. */
  private ensureLoaded(): void {
    while (!this.ended && (this.cursor >= this.queue.length || this.queue[this.cursor].ts >= this.nextMidnight)) {
      const day = this.options.dayStarting(this.nextMidnight);
      this.nextMidnight += DAY_MS;
      if (!day || day.length === 0) {
        this.ended = true;
        break;
      }
      this.queue = mergeByTs(this.queue.slice(this.cursor), day);
      this.cursor = 0;
    }
  }

  private peek(): FeedEvent | undefined {
    this.ensureLoaded();
    return this.queue[this.cursor];
  }

  private takeUntil(virtualTs: number): FeedEvent[] {
    const out: FeedEvent[] = [];
    for (let e = this.peek(); e && e.ts <= virtualTs; e = this.peek()) {
      out.push(e);
      this.cursor++;
    }
    return out;
  }

  private scheduleNext(): void {
    const next = this.peek();
    if (this.stopped || !next) return;
    this.cancel = after(this.options.timers, this.clock.realDelayUntil(next.ts), () => {
      this.cancel = undefined;
      if (this.stopped) return;
      // The timer was set for `next`: it is due even if float rounding leaves the clock a hair short.
      const due = this.takeUntil(Math.max(this.clock.now(), next.ts));
      if (due.length > 0) this.sink?.push(due, true);
      this.scheduleNext();
    });
  }
}
