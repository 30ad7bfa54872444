// Other days' lists for the day-list e2e [LS-9]. The server answers futureMatch_b / historyMatch_b from its live
// state, which holds only today's (replayed) matches, so a past or future day is empty there. To see the page
// list a day with matches, the tests answer those two calls with a generated day (fixtures/generator), encoded
// exactly as the server encodes a list (a bare MatchListResponse [HT-8]): folded to its end for a past day
// (results), its opening lists for a future day (the schedule). The day is generated on a distant date and moved
// onto the asked one, so its match ids never meet today's.
import type { FeedEvent, ListSnapshot, Sport } from '../../engine/core';
import { EMPTY_STATE, fold, snapshotOf } from '../../engine/core';
import { DAY_MS, midnightOfShanghaiDate } from '../../engine/core/time/beijing-day';
import { shiftEvent } from '../../engine/core/time-shift';
import { encodeListResponse } from '../../engine/wire';
import { generateDay } from '../../fixtures/generator';

const SOURCE_DATE = '2020-06-15';
let source: readonly FeedEvent[] | undefined;
const sourceDay = () => (source ??= generateDay({ seed: 'e2e-day-lists', date: SOURCE_DATE, football: 24, basketball: 12 }).events);

/** results: the day at its end; schedule: its opening lists; thirdQuarter: when a basketball match enters its third quarter. */
export type DayPhase = 'results' | 'schedule' | 'thirdQuarter';

function eventsUpTo(phase: DayPhase): readonly FeedEvent[] {
  const all = sourceDay();
  switch (phase) {
    case 'results': return all;
    case 'schedule': return all.filter((e) => e.type === 'listSnapshot');
    case 'thirdQuarter': return all.slice(0, all.findIndex((e) => e.type === 'status' && e.sport === 'basketball' && e.statusId === 6) + 1);
  }
}

/** The generated day moved onto `date`, as the server would list `sport` for it: only matches kicking off that day. */
export function dayList(sport: Sport, date: string, phase: DayPhase): ListSnapshot {
  const midnight = midnightOfShanghaiDate(date)!;
  const delta = midnight - midnightOfShanghaiDate(SOURCE_DATE)!;
  const state = fold(EMPTY_STATE, eventsUpTo(phase).map((e) => shiftEvent(e, delta))).state;
  const all = snapshotOf(state, sport, midnight);
  return { ...all, matches: all.matches.filter((m) => m.matchTime * 1000 >= midnight && m.matchTime * 1000 < midnight + DAY_MS) };
}

export function dayListBytes(snapshot: ListSnapshot): Buffer {
  const bytes = encodeListResponse(snapshot);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
