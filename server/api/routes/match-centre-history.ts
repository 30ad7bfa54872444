// The match centre's answers from past results: head-to-head, recent form, the standings, a team's history and
// basketball's [FM-5] summaries. The past is the seasons of the data pages (server/data: fixtures/generator's
// seasons for the feed's seed and day), so a pair's meetings are the same whichever team asks, and the 积分 tab's
// table is the competition page's (today's finished matches counted in both). Without a seed (a feed that names
// none) there is no past.
import type { Static } from 'typebox';
import type { FormSummary, HeadToHead, PastMatch, StandingsRow, UpcomingMatch } from '../../../contract';
import type { PastResult, Sport, SportState } from '../../../engine/core';
import { DIFFERENCE_SAMPLE_MAX, halfFullCombos, scoreDifferenceRanges } from '../../../engine/core';
import type { SportSeasons } from '../../../fixtures/generator';
import type { DataDays } from '../../data/data-days';
import { SeasonPast } from '../../data/data-answers';
import type { Club } from '../../../fixtures/generator/catalog';
import {
  BASKETBALL_CLUBS, BASKETBALL_COMPETITIONS, FOOTBALL_CLUBS, FOOTBALL_COMPETITIONS, teamLogo,
} from '../../../fixtures/generator/catalog';

interface Catalogue {
  readonly clubs: ReadonlyMap<number, Club>;
  readonly competitions: ReadonlyMap<number, { readonly name: string; readonly format: string; readonly teams: readonly string[] }>;
  readonly clubsByName: ReadonlyMap<string, Club>;
}

const byId = (clubs: ReadonlyMap<string, Club>) => new Map([...clubs.values()].map((c) => [c.id, c]));
const CATALOGUE: Readonly<Record<Sport, Catalogue>> = {
  football: { clubs: byId(FOOTBALL_CLUBS), clubsByName: FOOTBALL_CLUBS, competitions: new Map(FOOTBALL_COMPETITIONS.map((c) => [c.id, c])) },
  basketball: { clubs: byId(BASKETBALL_CLUBS), clubsByName: BASKETBALL_CLUBS, competitions: new Map(BASKETBALL_COMPETITIONS.map((c) => [c.id, c])) },
};

/** A team's past results and a pair's meetings, newest first. */
export interface PastSource {
  recent(teamId: number, limit?: number): PastResult[];
  headToHead(teamA: number, teamB: number, limit?: number): PastResult[];
}

/** The past the feed's day leads up to: the day's seasons (DataDays keeps them while the day lasts). */
export class CentreHistory {
  private readonly pasts = new WeakMap<SportSeasons, SeasonPast>();

  /** `days` undefined: the feed names no seed, and there is no past. */
  constructor(private readonly days: DataDays | undefined) {}

  of(sport: Sport): SeasonPast | undefined {
    if (!this.days) return undefined;
    const ss = this.days.of(sport);
    let past = this.pasts.get(ss);
    if (!past) this.pasts.set(ss, (past = new SeasonPast(sport, ss)));
    return past;
  }

  /** A league's table as the competition page has it (comp/tables), with names and logos; a cup has none. */
  standings(sport: Sport, s: SportState, competitionId: number): readonly Row[] {
    return (this.of(sport)?.table(competitionId, s) ?? []).map(({ form: _form, ...row }) => row);
  }
}

function teamName(sport: Sport, s: SportState | undefined, id: number): string {
  return s?.teams[id]?.name || CATALOGUE[sport].clubs.get(id)?.name || '';
}

export function pastMatchOf(sport: Sport, s: SportState | undefined, r: PastResult): Static<typeof PastMatch> {
  return {
    matchId: r.matchId, matchTime: r.matchTime, competitionId: r.competitionId,
    competitionName: s?.competitions[r.competitionId]?.name || CATALOGUE[sport].competitions.get(r.competitionId)?.name || '',
    homeTeamId: r.homeTeamId, homeTeamName: teamName(sport, s, r.homeTeamId), homeTeamLogo: teamLogo(r.homeTeamId),
    awayTeamId: r.awayTeamId, awayTeamName: teamName(sport, s, r.awayTeamId), awayTeamLogo: teamLogo(r.awayTeamId),
    homeScore: r.homeScore, awayScore: r.awayScore, homeHalf: r.homeHalf, awayHalf: r.awayHalf,
  };
}

/** Won/drawn/lost and goals from `teamId`'s side. */
export function summaryOf(teamId: number, results: readonly PastResult[]): Static<typeof FormSummary> {
  const out = { teamId, won: 0, draw: 0, lost: 0, goals: 0, goalsAgainst: 0 };
  for (const r of results) {
    const home = r.homeTeamId === teamId;
    const mine = home ? r.homeScore : r.awayScore;
    const theirs = home ? r.awayScore : r.homeScore;
    out.goals += mine;
    out.goalsAgainst += theirs;
    if (mine > theirs) out.won++;
    else if (mine < theirs) out.lost++;
    else out.draw++;
  }
  return out;
}

export function headToHeadOf(
  sport: Sport, s: SportState | undefined, h: PastSource | undefined, homeTeamId: number, awayTeamId: number, size: number,
): Static<typeof HeadToHead> {
  const meetings = h && homeTeamId !== awayTeamId ? h.headToHead(homeTeamId, awayTeamId, size) : [];
  return { matches: meetings.map((r) => pastMatchOf(sport, s, r)), summary: summaryOf(homeTeamId, meetings) };
}

export function recentOf(h: PastSource | undefined, teamId: number, size: number): PastResult[] {
  return h ? h.recent(teamId, size) : [];
}

/** The team's matches still to come in the feed's day, after `afterTime` (unix s), soonest first (at most 5). */
export function upcomingOf(s: SportState, teamId: number, afterTime: number): Static<typeof UpcomingMatch>[] {
  return Object.values(s.matches)
    .filter((m) => (m.homeTeamId === teamId || m.awayTeamId === teamId) && m.statusId === 1 && m.matchTime > afterTime)
    .sort((a, b) => a.matchTime - b.matchTime || a.id - b.id)
    .slice(0, 5)
    .map((m) => ({
      matchId: m.id, matchTime: m.matchTime, competitionId: m.competitionId, competitionName: s.competitions[m.competitionId]?.name ?? '',
      homeTeamId: m.homeTeamId, homeTeamName: s.teams[m.homeTeamId]?.name ?? '', awayTeamId: m.awayTeamId, awayTeamName: s.teams[m.awayTeamId]?.name ?? '',
    }));
}

/** [FM-5] SPEC.md §9 summaries; a team without past results (a cup-only club) has all zeroes and samples 0. */
export function fm5Of(h: PastSource | undefined, teamId: number, halfFullSample: number) {
  const latest = recentOf(h, teamId, DIFFERENCE_SAMPLE_MAX);
  const zeroRanges = { '0-5': 0, '6-10': 0, '11-15': 0, '16-20': 0, '21-25': 0, '26+': 0 };
  const zeroCombos = { '10-10': 0, '10-20': 0, '30-10': 0, '30-20': 0, '20-10': 0, '20-20': 0 };
  if (latest.length === 0) return { differenceRanges: zeroRanges, differenceSample: 0, halfFull: zeroCombos, halfFullSample: 0 };
  return {
    differenceRanges: scoreDifferenceRanges(latest, teamId), differenceSample: Math.min(latest.length, DIFFERENCE_SAMPLE_MAX),
    halfFull: halfFullCombos(latest, teamId, halfFullSample), halfFullSample: Math.min(latest.length, halfFullSample),
  };
}

type Row = Static<typeof StandingsRow>;
