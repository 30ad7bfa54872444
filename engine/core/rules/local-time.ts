// Local clock text from the caller's day boundary: the core never asks the machine for its timezone. `dayStart`
// is local midnight (ms); whole days are 86 400 s apart, exact for zones without daylight saving (China).
import { DAY_MS, MINUTE_MS } from '../shanghai-day';

const two = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM' of a unix-seconds time in the caller's local day (LS-12 card time). */
export function clockText(unixSeconds: number, dayStart: number): string {
  const intoDay = (((unixSeconds * 1000 - dayStart) % DAY_MS) + DAY_MS) % DAY_MS;
  const minutes = Math.floor(intoDay / MINUTE_MS);
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** Local days from today: 0 today, 1 tomorrow, −1 yesterday. */
export function dayOffset(unixSeconds: number, dayStart: number): number {
  return Math.floor((unixSeconds * 1000 - dayStart) / DAY_MS);
}
