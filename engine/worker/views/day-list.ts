// Another day's list [LS-9]: the page fetches /v1/{sport}/futureMatch_b or historyMatch_b {matchDate} (a bare
// binary MatchListResponse [HT-8]) and hands the bytes over, since ui/ may not import engine/wire. Decoded here
// and folded like a list snapshot (the same checks and records as the live lists), it is the DayList a 'day'
// view lists from (ViewContext.day). A response that does not decode yields nothing [HT-8].
import type { DayList, Sport } from '../../core';
import { EMPTY_STATE, fold } from '../../core';
import { decodeListResponse } from '../../wire/list-response';

/** The matchDate of a day list, 'YYYY-MM-DD'. */
export const DAY_KEY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function dayListOf(sport: Sport, response: ArrayBuffer): DayList | undefined {
  const snapshot = decodeListResponse(sport, new Uint8Array(response));
  if (!snapshot) return undefined;
  try {
    return fold(EMPTY_STATE, [snapshot]).state[sport];
  } catch {
    return undefined;
  }
}
