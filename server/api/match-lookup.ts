// Followed matches come from the feed's state, not the database: the lead wires this to the event log's state
// (server/state/list-views.ts filteredSnapshot answers it as is). Tests pass a stub.
import type { Competition, Match, Sport, Team } from '../../engine/core';

/** The matches with their competitions and teams, so a MatchListResponse of them renders on its own. */
export interface MatchLookupResult {
  readonly matches: readonly Match[];
  readonly competitions?: readonly Competition[];
  readonly teams?: readonly Team[];
  /** The feed stream and sequence number the matches belong to (stamped on the list response). */
  readonly stream?: string;
  readonly seq?: number;
}

/** The known matches among `ids` (unknown ids are left out). A bare Match[] is accepted too. */
export type MatchLookup = (sport: Sport, ids: readonly number[]) => MatchLookupResult | readonly Match[];

export function lookupMatches(lookup: MatchLookup, sport: Sport, ids: readonly number[]): MatchLookupResult {
  const found = lookup(sport, ids);
  return Array.isArray(found) ? { matches: found as readonly Match[] } : (found as MatchLookupResult);
}
