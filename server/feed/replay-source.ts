// Fixture replay: the recorded day is moved onto today (Asia/Shanghai) by a whole-day shift, caught up to now,
// then played in virtual time; with `loop`, the same day plays again on each following day.
import type { FeedEvent } from '../../engine/core';
import { shiftEvent } from '../../engine/core/time-shift';
import { DAY_MS, midnightOfShanghaiDate, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import type { Fixture } from '../../engine/wire';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { DayPlayer } from './day-player';
import type { FeedSource } from './feed-source';
import { eventsOfFixture } from './fixture-events';
import { replayOtherDays } from './day-spec';

export interface ReplayOptions {
  readonly fixture: Fixture;
  readonly timers: Scheduler;
  readonly speed: number;
  /** The virtual instant the feed starts at (FEED_START); undefined = now. */
  readonly start?: number;
  readonly loop: boolean;
  /** Told once how many recorded frames failed to decode (they are skipped). */
  readonly onBadFrames?: (count: number) => void;
}

export function recordedMidnight(fixture: Fixture): number {
  return midnightOfShanghaiDate(fixture.header.date) ?? shanghaiMidnight(fixture.header.startTs);
}

export function createReplaySource(options: ReplayOptions): FeedSource {
  const { events, errors } = eventsOfFixture(options.fixture);
  if (errors.length > 0) options.onBadFrames?.(errors.length);
  const recorded = recordedMidnight(options.fixture);
  let firstDay: number | undefined;
  return new DayPlayer({
    kind: 'replay',
    timers: options.timers,
    speed: options.speed,
    start: options.start,
    otherDays: replayOtherDays(options.fixture),
    dayStarting(midnight): readonly FeedEvent[] | undefined {
      firstDay ??= midnight;
      if (midnight !== firstDay && !options.loop) return undefined;
      const delta = midnight - recorded;
      const shifted = events.map((e) => shiftEvent(e, delta));
      // A looped day repeats the same match ids, so a match still going at midnight would write into the next
      // day's copy of itself: the day ends at midnight and the next day's lists take over.
      return options.loop ? shifted.filter((e) => e.ts < midnight + DAY_MS) : shifted;
    },
  });
}
