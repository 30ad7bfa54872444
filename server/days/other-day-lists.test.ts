// Other days' lists built from the generator [LS-9]: a past day's results, a future day's schedule, moved ids,
// and the same bytes for the same request.
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../engine/core';
import { statusGroup } from '../../engine/core';
import { DAY_MS, midnightOfShanghaiDate } from '../../engine/core/time/beijing-day';
import { decodeListResponse } from '../../engine/wire';
import { buildOtherDayLists } from './other-day-lists';

const base = { seed: 'unit', football: 30, basketball: 14, idOffset: 100_000_000_000 };
const DATE = '2026-11-18';
const midnight = midnightOfShanghaiDate(DATE)!;
const decode = (sport: Sport, bytes: Uint8Array) => decodeListResponse(sport, bytes)!;

describe('buildOtherDayLists', () => {
  const past = buildOtherDayLists({ ...base, date: DATE, when: 'past' });
  const future = buildOtherDayLists({ ...base, date: DATE, when: 'future' });

  it.each(['football', 'basketball'] as const)('[LS-9] %s past day: every match of the day ended, with scores', (sport) => {
    const list = decode(sport, past[sport]);
    expect(list.matches.length).toBeGreaterThan(sport === 'football' ? 25 : 10);
    expect(list.matches.every((m) => ['finish', 'other'].includes(statusGroup(sport, m.statusId)))).toBe(true);
    const finished = list.matches.filter((m) => statusGroup(sport, m.statusId) === 'finish');
    expect(finished.length).toBeGreaterThan(list.matches.length * 0.8);
    expect(finished.some((m) => m.homeScores[0] + m.awayScores[0] > 0)).toBe(true);
    expect(list.matches.every((m) => m.matchTime * 1000 >= midnight && m.matchTime * 1000 < midnight + DAY_MS)).toBe(true);
    expect(list.rooms.every((r) => !r.living)).toBe(true);
  });

  it.each(['football', 'basketball'] as const)('[LS-9] %s future day: the schedule, all 未开赛, ids in the other-day block', (sport) => {
    const list = decode(sport, future[sport]);
    expect(list.matches.length).toBeGreaterThan(sport === 'football' ? 25 : 10);
    expect(list.matches.every((m) => m.statusId === 1 && m.homeScores.every((s) => s === 0))).toBe(true);
    expect(list.matches.every((m) => m.id > base.idOffset)).toBe(true);
    expect(list.matches.some((m) => Object.keys(m.lotteries).length > 0)).toBe(true);
  });

  it('[LS-9] the same request gives the same bytes', () => {
    const again = buildOtherDayLists({ ...base, date: DATE, when: 'past' });
    expect(Buffer.from(again.football).equals(Buffer.from(past.football))).toBe(true);
    expect(Buffer.from(again.basketball).equals(Buffer.from(past.basketball))).toBe(true);
  });

  it('a date that is not one is an error, not a list', () => {
    expect(() => buildOtherDayLists({ ...base, date: '2026-02-30', when: 'past' })).toThrow();
  });
});
