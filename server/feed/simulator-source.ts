// The live simulator: a seeded generated match day for today, played in virtual time; when it ends the next
// day is generated from the same seed, so the feed goes on for as long as the server runs.
import type { FeedEvent } from '../../engine/core';
import { shiftEvent } from '../../engine/core/time-shift';
import { midnightOfShanghaiDate, shanghaiDate } from '../../engine/core/time/beijing-day';
import type { GenerateOptions } from '../../fixtures/generator';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { DayPlayer } from './day-player';
import type { FeedSource } from './feed-source';

/** fixtures/generator's generateDay, or a stand-in with its shape. */
export type DayGenerator = (options: GenerateOptions) => { readonly header: { readonly date: string }; readonly events: readonly FeedEvent[] };

export interface SimulatorOptions {
  readonly generate: DayGenerator;
  readonly seed: string;
  readonly timers: Scheduler;
  readonly speed: number;
  /** The virtual instant the feed starts at (FEED_START); undefined = now. */
  readonly start?: number;
  /** Matches a day (the generator's defaults when left out). */
  readonly football?: number;
  readonly basketball?: number;
}

export function createSimulatorSource(options: SimulatorOptions): FeedSource {
  return new DayPlayer({
    kind: 'simulator',
    timers: options.timers,
    speed: options.speed,
    start: options.start,
    // Other days are the days this simulator plays (or played) itself: same seed, same ids when they come.
    otherDays: { seed: options.seed, football: options.football, basketball: options.basketball, idOffset: 0 },
    dayStarting(midnight) {
      const date = shanghaiDate(midnight);
      const { seed, football, basketball } = options;
      const day = options.generate({ seed, date, football, basketball });
      // A generator that dates its day differently (it should not) is moved onto the asked day.
      const generatedMidnight = midnightOfShanghaiDate(day.header.date) ?? midnight;
      return generatedMidnight === midnight ? day.events : day.events.map((e) => shiftEvent(e, midnight - generatedMidnight));
    },
  });
}
