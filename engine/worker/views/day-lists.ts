// Other days' lists the page loaded [LS-9], by sport and matchDate: `load` decodes a futureMatch_b /
// historyMatch_b response (day-list.ts) and keeps it, so a 'day' subscription names its day by date alone and its
// options stay plain data (the page keys and resubscribes views by their options). The last few days per sport
// are kept: a day strip holds 7, and a view that is open keeps its own list anyway.
import type { DayList, Sport } from '../../core';
import { SPORTS } from '../../core';
import { DAY_KEY, dayListOf } from './day-list';

/** Days kept per sport: one strip of 7 and a spare. */
export const DAYS_KEPT = 8;

export type LoadDayAnswer =
  | { readonly ok: true; readonly sport: Sport; readonly date: string; readonly matches: number }
  | { readonly ok: false; readonly reason: 'badSport' | 'badDay'; readonly detail: string };

export class DayLists {
  private readonly days: Record<Sport, Map<string, DayList>> = { football: new Map(), basketball: new Map() };

  /** Keeps the day's list from its *_b response; a refusal value when the input is not a day and a list [HT-8]. */
  load(sport: Sport, date: string, response: ArrayBuffer): LoadDayAnswer {
    if (!SPORTS.includes(sport)) return { ok: false, reason: 'badSport', detail: `sport ${String(sport)}` };
    if (typeof date !== 'string' || !DAY_KEY.test(date)) return { ok: false, reason: 'badDay', detail: `date ${String(date)}: YYYY-MM-DD` };
    if (!(response instanceof ArrayBuffer)) return { ok: false, reason: 'badDay', detail: 'the response must be the ArrayBuffer of the *_b answer' };
    const list = dayListOf(sport, response);
    if (!list) return { ok: false, reason: 'badDay', detail: `the ${date} response is not a ${sport} MatchListResponse` };
    const kept = this.days[sport];
    kept.delete(date);
    kept.set(date, list);
    for (const oldest of kept.keys()) {
      if (kept.size <= DAYS_KEPT) break;
      kept.delete(oldest);
    }
    return { ok: true, sport, date, matches: Object.keys(list.matches).length };
  }

  get(sport: Sport, date: string): DayList | undefined {
    return this.days[sport]?.get(date);
  }
}
