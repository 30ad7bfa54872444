// The two clocks' guard: a day is read off the feed clock only. The `@ts-expect-error` lines are the proof — each
// is a day read off the wall clock, and `tsc --noEmit` (npm run lint) fails if any of them compiles; the runtime
// checks say what each clock answers.
import { describe, expect, it } from 'vitest';
import { beijingDayOf, localDayNumber, localWeekday, shanghaiDate, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { ManualScheduler } from '../../engine/time';
import type { RouteContext } from '../api/route';
import { feedTimeOf, wallClockOf } from './clocks';

const WALL_T = Date.UTC(2026, 10, 26, 15, 30); // 23:30 in Beijing, 26 November
const FEED_T = WALL_T + 2 * 3_600_000; // a feed two hours ahead: already the 27th in Beijing

describe('wall and feed clocks', () => {
  const wall = wallClockOf(new ManualScheduler(WALL_T));
  const feed = feedTimeOf(() => FEED_T);

  it('only the feed clock says which Beijing day it is', () => {
    expect(feed.today()).toEqual(beijingDayOf(FEED_T));
    expect(feed.today().date).toBe('2026-11-27');
    expect(wall.now()).toBe(WALL_T);
    expect('today' in wall).toBe(false);
  });

  it('a day off the wall clock does not compile', () => {
    const now = wall.now();
    // @ts-expect-error a wall instant is no day's instant
    shanghaiDate(now);
    // @ts-expect-error …nor its midnight's
    shanghaiMidnight(wall.now());
    // @ts-expect-error …nor a BeijingDay
    beijingDayOf(now);
    // @ts-expect-error …nor a day number
    localDayNumber(now);
    // @ts-expect-error …nor a weekday
    localWeekday(now);
    const ctx = { now } as RouteContext;
    // @ts-expect-error a route's request time is the wall clock's
    shanghaiDate(ctx.now);
    // @ts-expect-error the wall clock has no today()
    expect(() => wall.today()).toThrow(TypeError);
    // The feed's time, a match's kick-off, and a plain number are days' instants.
    expect([shanghaiDate(feed.now()), shanghaiDate(1_700_000_000 * 1000), shanghaiDate(FEED_T)]).toEqual(['2026-11-27', '2023-11-15', '2026-11-27']);
    // The wall clock still serves what is its own: an expiry, a row's time.
    expect(new Date(now + 60_000).toISOString()).toBe('2026-11-26T15:31:00.000Z');
  });
});
