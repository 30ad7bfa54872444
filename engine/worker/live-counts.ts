// Today's number of matches and how many are going, per sport: the header's live pill and the list pages' count
// band read them from the engine's status (they replace the first-cut counts worker and its second socket).
import type { LiveState, Sport } from '../core';
import { statusGroup } from '../core';

export interface SportCounts {
  readonly total: number;
  readonly going: number;
}

export type LiveCounts = Readonly<Record<Sport, SportCounts>>;

const DAY_MS = 86_400_000;

function countsOf(state: LiveState, sport: Sport, dayStart: number): SportCounts {
  let total = 0;
  let going = 0;
  for (const m of Object.values(state[sport].matches)) {
    const isGoing = statusGroup(sport, m.statusId) === 'going';
    const kickOff = m.matchTime * 1000;
    // Today's list: kick-off today, or still going from yesterday evening.
    if (isGoing || (kickOff >= dayStart && kickOff < dayStart + DAY_MS)) total++;
    if (isGoing) going++;
  }
  return { total, going };
}

export function liveCounts(state: LiveState, dayStart: number): LiveCounts {
  return { football: countsOf(state, 'football', dayStart), basketball: countsOf(state, 'basketball', dayStart) };
}
