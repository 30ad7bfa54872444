// The draft's competition and match pickers: a day's matches from the feed's lists (only today's and the next
// days' the lists hold), not yet over — a broadcast or a preview is for a match still to be played.
import type { LiveState, Match, Sport } from '../../engine/core';
import { SPORT_TYPE, shanghaiDate, statusGroup } from '../../engine/core';
import type { PickerMatch } from '../../contract/anchor-broadcast';

export function pickerMatch(state: LiveState, m: Match): PickerMatch {
  const s = state[m.sport];
  const c = s.competitions[m.competitionId];
  return {
    matchId: m.id, sportType: SPORT_TYPE[m.sport], competitionId: m.competitionId,
    competitionShortName: c?.shortName || c?.name || '', matchTime: m.matchTime, statusId: m.statusId,
    homeTeamName: s.teams[m.homeTeamId]?.name ?? '', awayTeamName: s.teams[m.awayTeamId]?.name ?? '',
  };
}

export function isOpenMatch(m: Match): boolean {
  const group = statusGroup(m.sport, m.statusId);
  return group === 'going' || group === 'no_start';
}

/** The day's open matches, by kick-off, of one competition when given. */
export function matchesOn(state: LiveState, sport: Sport, date: string, competitionId?: number): PickerMatch[] {
  return Object.values(state[sport].matches)
    .filter((m) => isOpenMatch(m) && shanghaiDate(m.matchTime * 1000) === date && (competitionId === undefined || m.competitionId === competitionId))
    .sort((a, b) => a.matchTime - b.matchTime || a.id - b.id)
    .map((m) => pickerMatch(state, m));
}

export function competitionsOn(state: LiveState, sport: Sport, date: string): { competitionId: number; name: string; matchCount: number }[] {
  const counts = new Map<number, { competitionId: number; name: string; matchCount: number }>();
  for (const m of matchesOn(state, sport, date)) {
    const c = counts.get(m.competitionId) ?? { competitionId: m.competitionId, name: m.competitionShortName, matchCount: 0 };
    c.matchCount++;
    counts.set(m.competitionId, c);
  }
  return [...counts.values()].sort((a, b) => b.matchCount - a.matchCount || a.competitionId - b.competitionId);
}
