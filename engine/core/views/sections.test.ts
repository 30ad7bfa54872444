import { describe, expect, it } from 'vitest';
import { sectionOf } from './sections';
import { DAY_START, at } from './test-support/builders';

const football = (statusId: number, matchTime: number) => sectionOf({ sport: 'football', statusId, matchTime }, DAY_START);
const basketball = (statusId: number, matchTime: number) => sectionOf({ sport: 'basketball', statusId, matchTime }, DAY_START);

describe('sections', () => {
  it('[LS-1] status groups give the sections going, not started, other, finished', () => {
    expect([2, 3, 4, 5, 6, 7].map((s) => football(s, at(10)))).toEqual(Array(6).fill('going'));
    expect(football(1, at(10))).toBe('notStarted');
    expect([0, 9, 10, 11, 12, 13].map((s) => football(s, at(10)))).toEqual(Array(6).fill('other'));
    expect(football(8, at(10))).toBe('finished');
    expect([basketball(9, at(1)), basketball(10, at(1)), basketball(11, at(1))]).toEqual(['going', 'finished', 'other']);
  });

  it('[LS-2] tomorrow runs from the next local midnight for 86 400 s', () => {
    expect(football(1, at(24) - 1)).toBe('notStarted');
    expect(football(1, at(24))).toBe('tomorrow');
    expect(football(1, at(48) - 1)).toBe('tomorrow');
    expect(football(1, at(48))).toBe('other');
  });

  it('[LS-3] a not-started match later than the end of today goes to the other-day list; an overdue one stays', () => {
    expect(football(1, at(30))).toBe('tomorrow');
    expect(football(1, at(24 * 5))).toBe('other');
    expect(football(1, at(-3))).toBe('notStarted');
  });

  it('[LS-3] only not-started matches move by day: a postponed match tomorrow is in other, a finished one in finished', () => {
    expect(football(9, at(30))).toBe('other');
    expect(football(8, at(30))).toBe('finished');
  });

  it('[LS-2] the day boundary is the caller’s: the same kick-off is tomorrow from one midnight and today from the next', () => {
    expect(sectionOf({ sport: 'football', statusId: 1, matchTime: at(30) }, DAY_START)).toBe('tomorrow');
    expect(sectionOf({ sport: 'football', statusId: 1, matchTime: at(30) }, DAY_START + 86_400_000)).toBe('notStarted');
  });
});
