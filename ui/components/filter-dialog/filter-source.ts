// What the filter dialog needs from the engine (the page passes the worker's API; tests pass a fake).
import type { Sport } from '../../../engine/core';
import type { FilterCompetitionsAnswer, FilterTab } from '../../../engine/core/filter';
import type { FilterChoice, LocalItems } from '../../../engine/worker/api';

export interface FilterSource {
  /** [FT-1] [FT-2] The competitions of the sport's today list under the tab, with their match counts. */
  filterCompetitions(sport: Sport, tab: FilterTab): Promise<FilterCompetitionsAnswer>;
  /** The saved choice is `filters[sport]`. */
  localItems(): Promise<LocalItems>;
  setFilter(sport: Sport, choice: FilterChoice | null): Promise<unknown>;
}
