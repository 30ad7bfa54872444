// The engine API's answer to "which competitions does the filter dialog list" [FT-1] [FT-2]: the sport and tab come
// from the page over Comlink, so they are checked here and a bad one is a refusal value, never an exception.
import type { LiveState } from '../model';
import { SPORTS } from '../sport';
import type { Sport } from '../sport';
import type { FilterCompetition } from './filter-competitions';
import { filterCompetitions } from './filter-competitions';
import { filterTabsOf, isFilterTab } from './filter-tabs';

export type FilterCompetitionsAnswer =
  | { readonly ok: true; readonly competitions: readonly FilterCompetition[] }
  | { readonly ok: false; readonly reason: 'badSport' | 'badTab'; readonly detail: string };

export function filterCompetitionsAnswer(state: LiveState, sport: unknown, tab: unknown): FilterCompetitionsAnswer {
  if (!SPORTS.includes(sport as Sport)) return { ok: false, reason: 'badSport', detail: `sport ${String(sport)}` };
  const s = sport as Sport;
  if (!isFilterTab(s, tab)) {
    return { ok: false, reason: 'badTab', detail: `${s} filter tab ${String(tab)}: one of ${filterTabsOf(s).map((t) => t.id).join(', ')}` };
  }
  return { ok: true, competitions: filterCompetitions(state[s], tab) };
}
