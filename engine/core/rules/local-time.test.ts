import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/beijing-day';
import type { ZoneOffset } from '../time/zone';
import { BEIJING_ZONE } from '../time/zone';
import { clockText, dayOffset } from './local-time';

/** Beijing midnight of 2026-11-22. */
const DAY_START = Date.UTC(2026, 10, 21, 16);
const local = (h: number, m = 0) => (DAY_START + (h * 60 + m) * 60_000) / 1000;

/** New York around its 2026 spring transition: EST (UTC−5) until 2026-03-08 07:00Z, EDT (UTC−4) after. */
const NEW_YORK_2026_SPRING: ZoneOffset = (t) => (t < Date.UTC(2026, 2, 8, 7) ? -5 : -4) * HOUR_MS;

describe('local time', () => {
  it('[LS-12] card time is HH:MM in Beijing time by default', () => {
    expect(clockText(local(0), BEIJING_ZONE)).toBe('00:00');
    expect(clockText(local(19, 35), BEIJING_ZONE)).toBe('19:35');
    expect(clockText(local(-1, 30), BEIJING_ZONE)).toBe('23:30');
    expect(clockText(local(24 + 3, 5), BEIJING_ZONE)).toBe('03:05');
  });

  it('[LS-12] on a daylight-saving day the clock reads the offset in force at the kick-off, not 24-hour steps from midnight', () => {
    // 2026-03-08 is a 23-hour day in New York: 07:30Z is 03:30 EDT (counting from midnight EST would say 02:30).
    expect(clockText(Date.UTC(2026, 2, 8, 7, 30) / 1000, NEW_YORK_2026_SPRING)).toBe('03:30');
    expect(clockText(Date.UTC(2026, 2, 8, 6, 59) / 1000, NEW_YORK_2026_SPRING)).toBe('01:59');
    expect(clockText(Date.UTC(2026, 2, 9, 0, 15) / 1000, NEW_YORK_2026_SPRING)).toBe('20:15');
  });

  it('[LS-2] day offsets count Beijing midnights', () => {
    expect(dayOffset(local(0), DAY_START)).toBe(0);
    expect(dayOffset(local(23, 59), DAY_START)).toBe(0);
    expect(dayOffset(local(24), DAY_START)).toBe(1);
    expect(dayOffset(local(-0.01), DAY_START)).toBe(-1);
  });
});
