import { describe, expect, it } from 'vitest';
import { EMPTY_STATE } from '../core';
import type { LiveState, Match } from '../core';
import { liveCounts } from './live-counts';

const DAY_START = Date.UTC(2026, 10, 21) - 8 * 3_600_000; // Shanghai midnight
const match = (id: number, statusId: number, kickOffMs: number): Match => ({ id, sport: 'football', statusId, matchTime: kickOffMs / 1000 } as Match);

describe('liveCounts', () => {
  it("counts today's matches and the going ones; yesterday's finished and tomorrow's are out, yesterday's going in", () => {
    const matches = {
      1: match(1, 1, DAY_START + 3_600_000), // not started, today
      2: match(2, 2, DAY_START + 7_200_000), // first half, today
      3: match(3, 8, DAY_START - 7_200_000), // finished yesterday
      4: match(4, 4, DAY_START - 3_600_000), // second half, started yesterday
      5: match(5, 1, DAY_START + 86_400_000 + 60_000), // tomorrow
    };
    const state = { ...EMPTY_STATE, football: { ...EMPTY_STATE.football, matches } } as LiveState;
    expect(liveCounts(state, DAY_START)).toEqual({ football: { total: 3, going: 2 }, basketball: { total: 0, going: 0 } });
  });
});
