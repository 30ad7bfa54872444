// Kick-off times in a fan's own zone are right on daylight-saving days [LS-12]: the core's clockText, given a zone
// from the edge, agrees with the platform's own formatting at every instant around the transitions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText } from '../core/rules/local-time';
import { DAY_MS, HOUR_MS } from '../core/time/beijing-day';
import { namedZone, systemZone } from './zones';

const ZONES = ['America/New_York', 'Europe/London', 'America/Los_Angeles', 'Australia/Sydney', 'Asia/Kolkata'] as const;

/** The 2024–2027 transitions of New York and London (UTC), where a day has 23 or 25 hours. */
const TRANSITIONS = [
  Date.UTC(2024, 2, 10, 7), Date.UTC(2024, 10, 3, 6), Date.UTC(2025, 2, 9, 7), Date.UTC(2025, 10, 2, 6),
  Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6), Date.UTC(2027, 2, 14, 7), Date.UTC(2027, 10, 7, 6),
  Date.UTC(2024, 2, 31, 1), Date.UTC(2024, 9, 27, 1), Date.UTC(2025, 2, 30, 1), Date.UTC(2025, 9, 26, 1),
  Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2027, 2, 28, 1), Date.UTC(2027, 9, 31, 1),
];

function platformClock(timeZone: string, ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
}

/** Whole seconds within a day and a half either side of a transition: the day before, the day itself, the day after. */
const nearTransition = fc.tuple(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -1.5 * DAY_MS / 1000, max: 1.5 * DAY_MS / 1000 }))
  .map(([at, s]) => Math.floor(at / 1000) + s);

describe('kick-off clock text in a zone with daylight saving', () => {
  it.each(['America/New_York', 'Europe/London'])('[LS-12] clockText agrees with the platform in %s across DST transitions', (timeZone) => {
    const zone = namedZone(timeZone);
    fc.assert(fc.property(nearTransition, (seconds) => {
      expect(clockText(seconds, zone)).toBe(platformClock(timeZone, seconds * 1000));
    }), { numRuns: 2_000 });
  });

  it('[LS-12] the transition days have 23 and 25 hours, and the clock text shows it', () => {
    const ny = namedZone('America/New_York');
    // Midnight to midnight on 2026-03-08 (spring) and 2026-11-01 (autumn), New York.
    expect(Date.UTC(2026, 2, 9, 4) - Date.UTC(2026, 2, 8, 5)).toBe(23 * HOUR_MS);
    expect(clockText(Date.UTC(2026, 2, 8, 7) / 1000, ny)).toBe('03:00');
    expect(clockText(Date.UTC(2026, 10, 1, 6) / 1000, ny)).toBe('01:00');
    expect(clockText(Date.UTC(2026, 10, 1, 5) / 1000, ny)).toBe('01:00');
  });

  it('namedZone agrees with the platform for other zones; systemZone is the runtime\'s own', () => {
    fc.assert(fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 }), (timeZone, seconds) => {
      expect(clockText(seconds, namedZone(timeZone))).toBe(platformClock(timeZone, seconds * 1000));
    }));
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 }), (seconds) => {
      expect(clockText(seconds, systemZone)).toBe(platformClock(here, seconds * 1000));
    }));
  });
});
