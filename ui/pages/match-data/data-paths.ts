// Where the 资料库's pages live (SPEC.md §2): the index per sport, its child matchDetail/{competeId}, and the team and
// player pages. Every link into or out of the data pages is built here, so none leads to a path the route table
// does not have (ui/app/route-table.tsx), and an id from a route is read one way.
import type { Sport } from '../../../engine/core';

export const indexPath = (sport: Sport): string => `/${sport}MatchData`;
export const competitionPath = (sport: Sport, competitionId: number): string => `/${sport}MatchData/matchDetail/${competitionId}`;
export const teamPath = (sport: Sport, teamId: number): string => `/${sport}TeamDetail/${teamId}`;
export const playerPath = (sport: Sport, playerId: number): string => `/${sport}PlayerDetail/${playerId}`;

/** An id as a route carries it; null when it is not one (the page says so without asking). */
export function routeId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** A link only for an id the data has: 0 (the feed named no id) is not a page. */
export const linkable = (id: number | undefined): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
