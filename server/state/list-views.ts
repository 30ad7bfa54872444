// Lists the HTTP endpoints answer, cut from the server state [HT-8]: all of a sport, one local day, first tier.
import type { ListSnapshot, LiveState, Match, Sport } from '../../engine/core';
import { snapshotOf } from '../../engine/core';
import { DAY_MS } from '../../engine/core/time/beijing-day';

export type MatchFilter = (m: Match, state: LiveState) => boolean;

/** A snapshot holding only the matches `keep` accepts, with just their competitions and teams. */
export function filteredSnapshot(state: LiveState, sport: Sport, ts: number, keep?: MatchFilter): ListSnapshot {
  const all = snapshotOf(state, sport, ts);
  if (!keep) return all;
  const matches = all.matches.filter((m) => keep(m, state));
  const competitionIds = new Set(matches.map((m) => m.competitionId));
  const teamIds = new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  return {
    ...all,
    matches,
    competitions: all.competitions.filter((c) => competitionIds.has(c.id)),
    teams: all.teams.filter((t) => teamIds.has(t.id)),
  };
}

/** Kick-off on the local day starting at `midnight` (ms). */
export const onDay = (midnight: number): MatchFilter => (m) => {
  const kickOff = m.matchTime * 1000;
  return kickOff >= midnight && kickOff < midnight + DAY_MS;
};

export const inFirstTier: MatchFilter = (m, state) => state[m.sport].competitions[m.competitionId]?.firstTier === true;

export const both = (a: MatchFilter, b: MatchFilter): MatchFilter => (m, s) => a(m, s) && b(m, s);

/** Ids of the first-tier competitions of a sport [LS-9]. */
export function firstTierCompetitionIds(state: LiveState, sport: Sport): number[] {
  return Object.values(state[sport].competitions).filter((c) => c.firstTier).map((c) => c.id).sort((a, b) => a - b);
}
