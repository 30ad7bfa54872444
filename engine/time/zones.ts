// Timezones at the edge: the runtime's own zone (the browser's, for a fan who wants local kick-off times) and a
// named IANA zone (tests across daylight-saving transitions). The core takes either as a ZoneOffset.
import type { ZoneOffset } from '../core/time/zone';

/** The runtime's zone, from the platform's timezone data: right on both sides of a DST transition. */
export const systemZone: ZoneOffset = (utcMs) => {
  // getTimezoneOffset is minutes west of UTC; a ZoneOffset is ms east. (|| 0 turns -0 into 0.)
  return -new Date(utcMs).getTimezoneOffset() * 60_000 || 0;
};

/** The runtime's IANA zone name ('America/Los_Angeles'), for the settings' wording. */
export function systemZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An IANA zone by name, through Intl's timezone data. */
export function namedZone(timeZone: string): ZoneOffset {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const f = format;
  return (utcMs) => {
    const part: Record<string, number> = {};
    for (const p of f.formatToParts(utcMs)) if (p.type !== 'literal') part[p.type] = Number(p.value);
    const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
    return wall - Math.floor(utcMs / 1000) * 1000;
  };
}
