// The UI bench's match day: 800 football matches (fixtures/generator, seed `bench`), moved in time so that the
// recorded `at` (HH:MM, Asia/Shanghai) plays when the server starts — the replay always starts at the wall
// clock's time of day, and a day's load swings tenfold between its quiet noon and its busy evening, so without
// the move the figures would depend on when the bench runs. Written to a folder the caller removes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shiftEvent } from '../engine/core';
import { DAY_MS, MINUTE_MS, SHANGHAI_UTC_OFFSET_MS } from '../engine/core/time/beijing-day';
import { encodeEventFrame, writeFixture } from '../engine/wire';
import { generateDay } from '../fixtures/generator';
import { BENCH_DATE, BENCH_SEED } from './full-day';

export const UI_MATCHES = 800;

/** Minutes after local midnight of 'HH:MM', or undefined. */
export function clockMinutes(text: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/**
 * How far to move the day so that recorded `atMinutes` is local time at `now`: the replay maps the recorded date
 * onto today and plays the recorded time of day equal to the wall clock's, so the move is the difference of the
 * two times of day, never wrapped (−24 h … +24 h). Wrapping it into ±12 h moved the moment onto the recorded
 * date's neighbour — at 04:45 a 22:00 moment went to the next day, where the replay never looks, and the page
 * showed no match at all.
 */
export function shiftToPlayAt(atMinutes: number, now: number): number {
  const timeOfDay = Math.floor(((now + SHANGHAI_UTC_OFFSET_MS) % DAY_MS) / MINUTE_MS) * MINUTE_MS;
  return timeOfDay - atMinutes * MINUTE_MS;
}

export interface UiDay {
  readonly file: string;
  readonly frames: number;
  /** The move applied, ms (recorded ts + shiftMs = played ts). */
  readonly shiftMs: number;
}

/**
 * A bench server's feed settings for the day: replayed once at `speed`, its clock starting at the real clock's now
 * (FEED_START empty), which is what the day was moved for. The e2e's startServer starts every feed at the suite's
 * instant (another date and time of day) unless told otherwise, and from there a day moved to play at the wall
 * clock's time of day plays some other hour of it, or past its end.
 */
export function uiDayServerEnv(day: UiDay, speed: number): Record<string, string> {
  return { FEED: 'replay', FIXTURE: day.file, FEED_SPEED: String(speed), FEED_LOOP: 'false', FEED_START: '' };
}

/** `basketball`: basketball matches beside the 800 football ones (none for the list benches). */
export function writeUiDay(dir: string, name: string, atMinutes: number | null, now = Date.now(), basketball = 0): UiDay {
  const { header, events } = generateDay({ seed: BENCH_SEED, date: BENCH_DATE, football: UI_MATCHES, basketball });
  const shiftMs = atMinutes === null ? 0 : shiftToPlayAt(atMinutes, now);
  const moved = shiftMs === 0 ? events : events.map((e) => shiftEvent(e, shiftMs));
  const file = join(dir, `${name}.lsfx`);
  writeFileSync(file, writeFixture(header, moved.map(encodeEventFrame)));
  return { file, frames: events.length, shiftMs };
}
