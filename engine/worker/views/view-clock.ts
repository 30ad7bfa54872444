// The clock the views project at: the scheduler's for the live feed, the playhead for a replay — a recorded day
// shows the minutes of its own time, and stands still once it is over or paused (MN-4 refreshes follow it).
import type { Scheduler } from '../../core/time/scheduler';

export interface ViewClock {
  now(): number;
  /** Scheduler ms until the view clock reads `ts`; Infinity when it will not get there (paused, ended). */
  delayUntil(ts: number): number;
}

export function schedulerClock(scheduler: Scheduler): ViewClock {
  return { now: () => scheduler.now(), delayUntil: (ts) => Math.max(0, ts - scheduler.now()) };
}

/** What a replay offers the views (ReplaySource). */
export interface PlayheadLike {
  /** Recorded time, held at the last frame once the day is over; null before the recording is loaded. */
  position(): number | null;
  delayUntil(ts: number): number;
}

export function replayClock(replay: PlayheadLike, scheduler: Scheduler): ViewClock {
  return { now: () => replay.position() ?? scheduler.now(), delayUntil: (ts) => replay.delayUntil(ts) };
}
