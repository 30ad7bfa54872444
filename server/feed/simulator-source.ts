// The live simulator: a seeded generated match day for today, played in virtual time; when it ends the next
// day is generated from the same seed, so the feed goes on for as long as the server runs.
import type { FeedEvent } from '../../engine/core';
import { midnightOfShanghaiDate, shanghaiDate, shiftEvent } from '../../engine/core/time-shift';
import type { Timers } from '../time/timers';
import { DayPlayer } from './day-player';
import type { FeedSource } from './feed-source';

/** A generated day, as fixtures/generator's generateDay returns it. */
export interface GeneratedDay {
  readonly header: { readonly date: string };
  readonly events: readonly FeedEvent[];
}

export type DayGenerator = (options: { seed: string; date: string }) => GeneratedDay;

export interface SimulatorOptions {
  readonly generate: DayGenerator;
  readonly seed: string;
  readonly timers: Timers;
  readonly speed: number;
}

export function createSimulatorSource(options: SimulatorOptions): FeedSource {
  return new DayPlayer({
    kind: 'simulator',
    timers: options.timers,
    speed: options.speed,
    dayStarting(midnight) {
      const date = shanghaiDate(midnight);
      const day = options.generate({ seed: options.seed, date });
      // A generator that dates its day differently (it should not) is moved onto the asked day.
      const generatedMidnight = midnightOfShanghaiDate(day.header.date) ?? midnight;
      return generatedMidnight === midnight ? day.events : day.events.map((e) => shiftEvent(e, midnight - generatedMidnight));
    },
  });
}
