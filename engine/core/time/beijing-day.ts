// The product's day: the Beijing day (Asia/Shanghai), UTC+8 all year (no daylight saving since 1991), so a day is
// a fixed 24 h window and needs no timezone database. The server cuts its lists, the worker its sections and the
// page its date strip with these, whatever zone the browser is in [LS-2]. Pure arithmetic on the timestamps passed in.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const SHANGHAI_UTC_OFFSET_MS = 8 * HOUR_MS;

declare const WALL: unique symbol;
/**
 * A wall clock's reading where the product's day follows another clock: on the server the day is the feed's
 * (server/time/clocks.ts), while tokens, limits and rows' times are the machine's. The day functions below refuse
 * it at compile time, so a day cannot be read off the wrong clock; arithmetic on it gives a plain number.
 */
export type WallInstant = number & { readonly [WALL]: true };
/** An instant a day may be read from: any number but a WallInstant. */
export type DayInstant = number & { readonly [WALL]?: never };

/** Local midnight (Asia/Shanghai) of the day `ts` falls on, ms. */
export function shanghaiMidnight(ts: DayInstant): number {
  return Math.floor((ts + SHANGHAI_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_UTC_OFFSET_MS;
}

/** 'YYYY-MM-DD' of the local day `ts` falls on. */
export function shanghaiDate(ts: DayInstant): string {
  return new Date(shanghaiMidnight(ts) + SHANGHAI_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Local midnight of a 'YYYY-MM-DD' date, or undefined when it is not a real calendar date. */
export function midnightOfShanghaiDate(date: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2024-02-30 over to March: a date that does not read back is not a date.
  if (new Date(utc).toISOString().slice(0, 10) !== date) return undefined;
  return utc - SHANGHAI_UTC_OFFSET_MS;
}

/** Days since 1970-01-01 of the local day containing `ms`. */
export function localDayNumber(ms: DayInstant): number {
  return Math.floor((ms + SHANGHAI_UTC_OFFSET_MS) / DAY_MS);
}

/** 0 Sunday … 6 Saturday, local. 1970-01-01 was a Thursday. */
export function localWeekday(ms: DayInstant): number {
  return (localDayNumber(ms) + 4) % 7;
}

/** 'HH:MM' local wall-clock time of `ms`. */
export function localClock(ms: number): string {
  const minutes = Math.floor((((ms + SHANGHAI_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS / MINUTE_MS);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The Beijing day an instant falls on: its date and its [start, end) window. */
export interface BeijingDay {
  readonly date: string;
  readonly start: number;
  readonly end: number;
}

export function beijingDayOf(ts: DayInstant): BeijingDay {
  const start = shanghaiMidnight(ts);
  return { date: shanghaiDate(ts), start, end: start + DAY_MS };
}

/** The date `days` after a 'YYYY-MM-DD' Beijing date (before, when negative); undefined for a non-date. */
export function addBeijingDays(date: string, days: number): string | undefined {
  const midnight = midnightOfShanghaiDate(date);
  return midnight === undefined ? undefined : shanghaiDate(midnight + days * DAY_MS);
}
