// Kick-off clock text and day offsets [LS-2] [LS-12]. The day is the product's, the Beijing day, whatever the
// browser's zone; the clock text reads in the zone the caller passes (Beijing by default, the browser's own when the
// fan chose local time), from that zone's offset at the instant itself — a daylight-saving day has 23 or 25 hours,
// so counting 24-hour steps from a midnight is wrong there.
import { DAY_MS } from '../time/beijing-day';
import type { ZoneOffset } from '../time/zone';
import { wallClockText } from '../time/zone';

/** 'HH:MM' of a unix-seconds time in `zone` (LS-12 card time). */
export function clockText(unixSeconds: number, zone: ZoneOffset): string {
  return wallClockText(unixSeconds * 1000, zone);
}

/** Beijing days from today: 0 today, 1 tomorrow, −1 yesterday; `dayStart` is Beijing midnight (24-hour days). */
export function dayOffset(unixSeconds: number, dayStart: number): number {
  return Math.floor((unixSeconds * 1000 - dayStart) / DAY_MS);
}
