import { describe, expect, it } from 'vitest';
import { clockText, dayOffset } from './local-time';

/** Local midnight in UTC+8 of 2026-11-22. */
const DAY_START = Date.UTC(2026, 10, 21, 16);
const local = (h: number, m = 0) => (DAY_START + (h * 60 + m) * 60_000) / 1000;

describe('local time', () => {
  it('[LS-12] card time is HH:MM in the day the caller passes', () => {
    expect(clockText(local(0), DAY_START)).toBe('00:00');
    expect(clockText(local(19, 35), DAY_START)).toBe('19:35');
    expect(clockText(local(-1, 30), DAY_START)).toBe('23:30');
    expect(clockText(local(24 + 3, 5), DAY_START)).toBe('03:05');
  });

  it('[LS-2] day offsets count local midnights', () => {
    expect(dayOffset(local(0), DAY_START)).toBe(0);
    expect(dayOffset(local(23, 59), DAY_START)).toBe(0);
    expect(dayOffset(local(24), DAY_START)).toBe(1);
    expect(dayOffset(local(-0.01), DAY_START)).toBe(-1);
  });
});
