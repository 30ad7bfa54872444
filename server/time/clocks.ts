// The server's two clocks, named so a route cannot take one for the other. Wall time is the machine's: access
// tokens, refresh families, rate limits and SMS cooldowns, the audit's auto-review, when a row was written. Feed
// time is the feed's virtual clock (FEED_SPEED, FEED_CONTROL skips): the time of the matches and rooms, and so the
// product's day [LS-2] — what "today" is for the anchors' days, the match centre's history, an anchor's age. Only
// the feed clock says which Beijing day it is, and the wall clock reads a WallInstant, which the core's day functions
// refuse at compile time (engine/core/time/beijing-day.ts): a day off the wall clock does not build
// (clocks.test.ts proves it).
import type { BeijingDay, WallInstant } from '../../engine/core/time/beijing-day';
import { beijingDayOf } from '../../engine/core/time/beijing-day';
import type { Clock } from '../../engine/core/time/scheduler';

export interface WallClock {
  now(): WallInstant;
}

/** The feed's clock (a feed process's source, a gateway's bus/feed-clock.ts): its time and its day. */
export interface FeedTime {
  now(): number;
  /** The Beijing day the feed is in. */
  today(): BeijingDay;
}

/** The machine's time, as a wall clock. */
export function wallClockOf(clock: Clock): WallClock {
  return { now: () => clock.now() as WallInstant };
}

export function feedTimeOf(now: () => number): FeedTime {
  return { now, today: () => beijingDayOf(now()) };
}
