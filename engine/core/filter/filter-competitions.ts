// What the filter dialog lists [FT-1] [FT-2]: the competitions of a sport's today list that hold at least one
// match under the dialog's tab, each with its match count. The order is the one the dialog shows inside a letter
// group: most matches first, then by name and id (deterministic, whatever order the state's maps hold).
import type { Competition, SportState } from '../model';
import { inTab } from '../views/tabs';
import type { FilterTab } from './filter-tabs';

export interface FilterCompetition {
  readonly id: number;
  /** As the list rows name it: the short name, else the full one. */
  readonly name: string;
  /** 'A'…'Z' as the competition model gives it ('' or anything else: see groupLetterOf). */
  readonly initial: string;
  /** Listed in the '#' hot group [FT-2]. */
  readonly hot: boolean;
  /** Matches of this competition under the tab. */
  readonly matchCount: number;
  readonly color: string;
}

/** A match whose competition is not (yet) in the state still counts, under a placeholder. */
function placeholder(id: number): Competition {
  return { id, name: `赛事${id}`, shortName: '', logo: '', color: '', initial: '', firstTier: false, hot: false };
}

export function filterCompetitions(state: SportState, tab: FilterTab): FilterCompetition[] {
  const counts = new Map<number, number>();
  for (const match of Object.values(state.matches)) {
    if (!inTab(match, tab, state.competitions[match.competitionId])) continue;
    counts.set(match.competitionId, (counts.get(match.competitionId) ?? 0) + 1);
  }
  const out: FilterCompetition[] = [];
  for (const [id, matchCount] of counts) {
    const c = state.competitions[id] ?? placeholder(id);
    out.push({ id, name: c.shortName || c.name, initial: c.initial, hot: c.hot, matchCount, color: c.color });
  }
  return out.sort((a, b) => b.matchCount - a.matchCount || a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id);
}
