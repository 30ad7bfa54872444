// Wall-clock time in a timezone, without a timezone database: the caller passes the zone as a function from an
// instant to its UTC offset, so a zone with daylight saving is right on both sides of its transitions (a day of
// 23 or 25 hours). The product's zone is Beijing time, UTC+8 all year; the browser's own zone comes from the edge
// (engine/time/browser-zone.ts).
import { MINUTE_MS, SHANGHAI_UTC_OFFSET_MS } from './beijing-day';

/** The UTC offset (ms, east positive) in force at the instant `utcMs`: wall-clock = utcMs + offset. */
export type ZoneOffset = (utcMs: number) => number;

/** Beijing time [LS-2]: the product's day and its kick-off times. */
export const BEIJING_ZONE: ZoneOffset = () => SHANGHAI_UTC_OFFSET_MS;

/** Label of kick-off times shown in Beijing time to a fan whose browser is elsewhere. */
export const BEIJING_TIME_LABEL = '北京时间';

const DAY_MINUTES = 24 * 60;
const two = (n: number) => String(n).padStart(2, '0');

/** Minutes since wall-clock midnight of `utcMs` in `zone`. */
export function wallMinutes(utcMs: number, zone: ZoneOffset): number {
  const minutes = Math.floor((utcMs + zone(utcMs)) / MINUTE_MS);
  return ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
}

/** 'HH:MM' wall-clock time of `utcMs` in `zone`. */
export function wallClockText(utcMs: number, zone: ZoneOffset): string {
  const minutes = wallMinutes(utcMs, zone);
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** Whether `zone` reads Beijing time at `utcMs` (then kick-off times need no 北京时间 label). */
export function isBeijingTime(zone: ZoneOffset, utcMs: number): boolean {
  return zone(utcMs) === SHANGHAI_UTC_OFFSET_MS;
}
