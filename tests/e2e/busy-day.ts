// The e2e server's day: the shipped small day moved so that an hour before its busiest moment plays at the suite's
// start (suite-time.ts; the server's FEED_START). The replay moves a recording by whole days onto the feed's day and
// catches up to the feed's time of day, so without the move the lists the tests see — matches going, finished, about
// to start — would depend on the start's time of day (at 13:00 Shanghai the small day has nothing going). Football
// is going from before that hour to 90 minutes after the busiest moment: at SUITE_FEED_SPEED the evening lasts
// about 75 minutes of wall time, far longer than the suite, and a spec that needs a goal skips the day to one
// (suite-feed.ts) rather than waiting for it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedEvent, LiveState, Match, Sport } from '../../engine/core';
import { EMPTY_STATE, fold, statusGroup } from '../../engine/core';
import { shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { shiftEvent } from '../../engine/core/time-shift';
import type { Fixture } from '../../engine/wire';
import { encodeEventFrame, writeFixture } from '../../engine/wire';
import { readFrames } from '../../fixtures/read-frames';
import { recordedMidnight } from '../../server/feed/replay-source';

export const SMALL_DAY = join(import.meta.dirname, '../../fixtures/days/small.lsfx');
/** How long before the busiest moment the server starts. */
export const BUSY_LEAD_MS = 60 * 60_000;
/** The suite's server's FEED_SPEED. */
export const SUITE_FEED_SPEED = 2;

export const goingMatches = (state: LiveState, sport: Sport): Match[] =>
  Object.values(state[sport].matches).filter((m) => statusGroup(sport, m.statusId) === 'going' && m.goingTime > 0)
    .sort((a, b) => a.id - b.id);

/** The small day's frames as events, with its fixture header. */
export function smallDay(): { fixture: Fixture; events: FeedEvent[] } {
  const { fixture, frames } = readFrames(readFileSync(SMALL_DAY));
  return { fixture, events: frames.flatMap((f) => (f.result.ok && 'event' in f.result ? [f.result.event] : [])) };
}

/** The recorded moment (10-minute steps) with the most football matches going while a basketball match is going. */
export function busyMoment(events: readonly FeedEvent[]): { ts: number; state: LiveState } {
  let state = EMPTY_STATE;
  let best: { ts: number; state: LiveState; score: number } | undefined;
  let i = 0;
  for (let ts = events[0].ts; ts <= events[events.length - 1].ts; ts += 10 * 60_000) {
    const chunk: FeedEvent[] = [];
    for (; i < events.length && events[i].ts <= ts; i++) chunk.push(events[i]);
    state = fold(state, chunk).state;
    const score = goingMatches(state, 'basketball').length > 0 ? goingMatches(state, 'football').length : 0;
    if (!best || score > best.score) best = { ts, state, score };
  }
  if (!best || best.score < 2) throw new Error('the small day has no moment with two football and one basketball match going');
  return best;
}

/** The recorded day's time that the replay plays at the feed's `now` (it keeps the time of day). */
export const recordedTimeAt = (fixture: Fixture, now: number): number => recordedMidnight(fixture) + (now - shanghaiMidnight(now));

/** Writes the small day moved so its busy evening starts at the feed's `now` to `dir`, and answers its path. */
export function writeBusyDay(dir: string, now: number): string {
  const { fixture, events } = smallDay();
  const start = busyMoment(events).ts - BUSY_LEAD_MS;
  // Whole seconds: kick-off and going times are unix seconds.
  const delta = Math.round((recordedTimeAt(fixture, now) - start) / 1000) * 1000;
  const file = join(dir, 'busy-small-day.lsfx');
  const header = { ...fixture.header, generator: `${fixture.header.generator} | e2e: moved ${delta} ms` };
  writeFileSync(file, writeFixture(header, events.map((e) => encodeEventFrame(shiftEvent(e, delta)))));
  return file;
}
