// The day the 资料库's and the news' /api suites answer on: a generated day (seed 'data' by default, T0's Shanghai day, 40 football and 16
// basketball matches) folded to 22:00 Beijing — some matches finished, some going, some to come — with the data
// pages' seasons of the same seed, day and counts. `call` answers the envelope, `data` a success's data (failing
// the test on any other code); every success is checked against its contract schema (test-api.ts).
import { expect } from 'vitest';
import type { LiveState } from '../../../engine/core';
import { EMPTY_STATE, fold, SPORTS } from '../../../engine/core';
import { generateDay } from '../../../fixtures/generator';
import { apiPerTest } from './api-per-test';
import { stubLookup, T0 } from './test-api';

const DATE = '2025-05-01'; // T0's Shanghai day
const COUNTS = { football: 40, basketball: 16 };
export const DATA_DAY_NOW = T0 + 10 * 3_600_000; // 22:00 Beijing

/** The folded day and an /api per test on it; call at a test file's top level (it registers the suite's hooks). */
export function dataDaySuite(seed = 'data') {
  const day = generateDay({ seed, date: DATE, ...COUNTS });
  const state: LiveState = fold(EMPTY_STATE, day.events.filter((e) => e.ts <= DATA_DAY_NOW)).state;
  const suite = apiPerTest({
    options: {
      state: () => state, matchCentre: { seed, ...COUNTS }, feedNow: () => DATA_DAY_NOW,
      lookup: stubLookup(new Map(SPORTS.map((sport) => [sport, Object.values(state[sport].matches)]))),
    },
  });
  const call = async <T>(path: string, body: unknown) => suite.api.call<T>(path, body);
  const data = async <T>(path: string, body: unknown) => {
    const r = await call<T>(path, body);
    expect(r.envelope.code, `${path} ${JSON.stringify(body)}: ${r.envelope.msg}`).toBe(0);
    return r.data;
  };
  return { day, state, suite, call, data };
}
