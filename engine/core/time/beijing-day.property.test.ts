// The product's day is the Beijing day [LS-2]: every instant belongs to exactly one, whose window contains it, and
// a fan's browser zone (the local-time setting) changes kick-off clock text only — never a match's day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../rules/settings';
import { rowOf } from '../views/row-projection';
import { matchOf, stateOf } from '../views/test-support/builders';
import {
  addBeijingDays, beijingDayOf, DAY_MS, MINUTE_MS, midnightOfShanghaiDate, shanghaiDate, shanghaiMidnight,
} from './beijing-day';
import type { ZoneOffset } from './zone';
import { BEIJING_ZONE, wallClockText } from './zone';

/** 1950 … 2100, to the ms. */
const instant = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) });
/** Real-world UTC offsets run from −12:00 to +14:00, some at :30 and :45. */
const fixedZone = fc.integer({ min: -12 * 4, max: 14 * 4 }).map((q): ZoneOffset => () => q * 15 * MINUTE_MS);
/** A zone whose offset changes within the day, like a DST transition (any instant, either side). */
const switchingZone = fc.tuple(instant, fixedZone, fixedZone).map(([at, before, after]): ZoneOffset => (t) => (t < at ? before(t) : after(t)));
const anyZone = fc.oneof(fixedZone, switchingZone);

describe('the Beijing day', () => {
  it('[LS-2] any instant maps to exactly one Beijing day, whose [start, end) contains it', () => {
    fc.assert(fc.property(instant, (ts) => {
      const day = beijingDayOf(ts);
      expect(day.start).toBeLessThanOrEqual(ts);
      expect(ts).toBeLessThan(day.end);
      expect(day.end - day.start).toBe(DAY_MS);
      expect(midnightOfShanghaiDate(day.date)).toBe(day.start);
      // The neighbours' windows touch it and do not overlap it: one day per instant.
      expect(beijingDayOf(day.start - 1).end).toBe(day.start);
      expect(beijingDayOf(day.end).start).toBe(day.end);
      expect(beijingDayOf(day.start).date).toBe(day.date);
      expect(beijingDayOf(day.end - 1).date).toBe(day.date);
      expect(addBeijingDays(day.date, 1)).toBe(beijingDayOf(day.end).date);
      expect(addBeijingDays(day.date, -1)).toBe(beijingDayOf(day.start - 1).date);
      expect(wallClockText(day.start, BEIJING_ZONE)).toBe('00:00');
    }));
  });

  it('[LS-2] the date is the calendar date on a Beijing wall clock', () => {
    fc.assert(fc.property(instant, (ts) => {
      const beijing = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
      // Asia/Shanghai kept daylight saving 1986–1991: compare where it has been UTC+8 all year.
      fc.pre(ts >= Date.UTC(1992, 0, 1));
      expect(shanghaiDate(ts)).toBe(beijing.format(ts));
    }));
  });

  it('[LS-2] a browser zone never changes which Beijing day a match belongs to (day offset)', () => {
    const kickOff = fc.integer({ min: -3 * 24 * 3600, max: 3 * 24 * 3600 });
    fc.assert(fc.property(instant, kickOff, anyZone, fc.constantFrom(1, 2, 8), (now, offsetSeconds, zone, statusId) => {
      const dayStart = shanghaiMidnight(now);
      const m = matchOf('football', 1, { matchTime: Math.floor(now / 1000) + offsetSeconds, goingTime: Math.floor(now / 1000), statusId });
      const state = stateOf([m]);
      const beijing = rowOf(m, state, now, DEFAULT_SETTINGS, { dayStart });
      const local = rowOf(m, state, now, { ...DEFAULT_SETTINGS, localTime: true }, { dayStart, localZone: zone });
      expect(local.dayOffset).toBe(beijing.dayOffset);
      expect(local.group).toBe(beijing.group);
      expect(local.dayOffset).toBe(Math.floor((m.matchTime * 1000 - dayStart) / DAY_MS));
      // Only the clock text follows the zone, and only when the fan asked for it.
      expect(beijing.time).toBe(wallClockText(m.matchTime * 1000, BEIJING_ZONE));
      expect(local.time).toBe(wallClockText(m.matchTime * 1000, zone));
      expect(rowOf(m, state, now, DEFAULT_SETTINGS, { dayStart, localZone: zone }).time).toBe(beijing.time);
    }));
  });
});
