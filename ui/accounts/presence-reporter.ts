// [AU-10] /v1/customer/reportOnline {scope 'web'} every 60 s while logged in: once when a token appears (the user
// is online now), then on the interval, stopped when the token goes. The scheduler is passed in (STYLE.md item 7).
import type { Scheduler, TimerId } from '../../engine/core/time/scheduler';
import type { TokenPresence } from './token-presence';

export const PRESENCE_INTERVAL_MS = 60_000; // [AU-10] SPEC.md §9 presence report every 60000 ms

export type IntervalScheduler = Pick<Scheduler, 'setInterval' | 'clearInterval'>;

export interface PresenceReporter {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

export function createPresenceReporter(report: () => void, scheduler: IntervalScheduler, intervalMs = PRESENCE_INTERVAL_MS): PresenceReporter {
  let handle: TimerId | undefined;
  let running = false;
  return {
    start() {
      if (running) return;
      running = true;
      report();
      handle = scheduler.setInterval(report, intervalMs);
    },
    stop() {
      if (!running) return;
      running = false;
      scheduler.clearInterval(handle);
      handle = undefined;
    },
    get running() {
      return running;
    },
  };
}

/** Runs the reporter exactly while a token is kept; returns the unsubscribe (which also stops it). */
export function reportWhileTokenPresent(presence: TokenPresence, reporter: PresenceReporter): () => void {
  const follow = () => (presence.getSnapshot() ? reporter.start() : reporter.stop());
  follow();
  const unsubscribe = presence.subscribe(follow);
  return () => {
    unsubscribe();
    reporter.stop();
  };
}
