// The data pages' answers (contract/data-pages.ts) from the day's seasons (data-days.ts), the static catalogue
// (data-catalogue.ts) and, for today's matches, the feed state: one function per call, and one table function the
// competition page, the team page and the match centre's 积分 all read, so their figures are the same.
import type { Static } from 'typebox';
import type {
  CompDatas, CompInfo, CompMatches, CompTables, DataCompetition, DataMatch, DataSearchHit, DataSeason, DataTable, HotTeam, PlayerInfo,
  RecentCompetition, SeasonResult, SquadPlayer, StandingsRow, TeamInfo, TeamMatches,
} from '../../contract';
import type { Match, PastResult, Sport, SportState, StandingsResult } from '../../engine/core';
import { currentScore, standingsOf, statusGroup, tieBreakNames } from '../../engine/core';
import type { Season, SeasonFixture, SportSeasons } from '../../fixtures/generator';
import { standingsRules, zoneOf } from '../../fixtures/generator';
import type { SearchEntry } from './data-catalogue';
import { DATA_CATALOGUE, searchScore } from './data-catalogue';

type Table = Static<typeof DataTable>;
type Row = Table['rows'][number];

const NBA_ID = 2001;
const FINISHED: Readonly<Record<Sport, number>> = { football: 8, basketball: 10 };

export function competitionOf(sport: Sport, id: number): DataCompetition | undefined {
  return DATA_CATALOGUE[sport].competitions.get(id);
}

const teamOf = (sport: Sport, id: number) => DATA_CATALOGUE[sport].teams.get(id) ?? { teamId: id, name: '', logo: '' };

/** The feed's row of one of today's matches, when the state has it. */
function liveOf(s: SportState | undefined, f: SeasonFixture): Match | undefined {
  return f.today ? s?.matches[f.matchId] : undefined;
}

/** A fixture's result as standingsOf folds it: played before the day, or one of today's the feed has finished. */
export function resultOf(sport: Sport, s: SportState | undefined, f: SeasonFixture): StandingsResult | undefined {
  if (!f.today) return f.homeScore >= 0 ? { homeId: f.homeId, awayId: f.awayId, homeScore: f.homeScore, awayScore: f.awayScore } : undefined;
  const m = liveOf(s, f);
  if (!m || statusGroup(sport, m.statusId) !== 'finish') return undefined;
  return { homeId: f.homeId, awayId: f.awayId, homeScore: currentScore(sport, m.homeScores), awayScore: currentScore(sport, m.awayScores) };
}

export function dataMatchOf(sport: Sport, s: SportState | undefined, season: Season, f: SeasonFixture): DataMatch {
  const m = liveOf(s, f);
  const started = m !== undefined && statusGroup(sport, m.statusId) !== 'no_start';
  return {
    matchId: f.matchId, competitionId: season.competition.id, seasonId: season.seasonId,
    round: season.kind === 'league' ? f.round : 0, stageId: f.stageId,
    matchTime: Math.floor((m ? m.matchTime * 1000 : f.kickoffMs) / 1000),
    statusId: m ? m.statusId : f.homeScore >= 0 ? FINISHED[sport] : 1,
    homeTeam: teamOf(sport, f.homeId), awayTeam: teamOf(sport, f.awayId),
    homeScore: m ? (started ? currentScore(sport, m.homeScores) : -1) : f.homeScore,
    awayScore: m ? (started ? currentScore(sport, m.awayScores) : -1) : f.awayScore,
    today: f.today,
  };
}

export function seasonsOf(seasons: readonly Season[]): Static<typeof DataSeason>[] {
  return seasons.map((x) => ({ seasonId: x.seasonId, competitionId: x.competition.id, name: x.name, isCurrent: x.isCurrent }));
}

export function compInfoOf(sport: Sport, ss: SportSeasons, season: Season): Static<typeof CompInfo> {
  return {
    competition: competitionOf(sport, season.competition.id)!,
    seasons: seasonsOf(ss.seasons(season.competition.id)),
    currentSeasonId: ss.current(season.competition.id)!.seasonId,
    currentRound: season.kind === 'league' ? season.currentRound : 0,
    roundCount: season.rounds.length,
    tieBreaks: tieBreakNames(standingsRules(sport, season.competition)),
    hasBracket: season.kind === 'knockout' || (sport === 'basketball' && season.competition.id === NBA_ID),
    hasTable: season.tables.length > 0,
  };
}

/**
 * The season's tables: its results before the day and today's the feed has finished, ranked by the competition's
 * rules; the zones coloured per table (an NBA conference has its own playoff places).
 */
export function tablesOf(sport: Sport, s: SportState | undefined, season: Season): Table[] {
  const results = season.fixtures.flatMap((f) => resultOf(sport, s, f) ?? []);
  const rules = standingsRules(sport, season.competition);
  return season.tables.map((t) => {
    const ranked = standingsOf(results, rules, t.teams);
    const info = new Map(t.teams.map((team) => [team.teamId, team]));
    return {
      name: t.name,
      rows: ranked.map((r): Row => ({
        teamId: r.teamId, teamName: teamOf(sport, r.teamId).name, teamLogo: teamOf(sport, r.teamId).logo,
        group: info.get(r.teamId)?.division ?? t.name, conference: info.get(r.teamId)?.conference ?? '',
        position: r.position, promotionId: zoneOf(season.rules.zones, r.position, ranked.length),
        points: r.points, played: r.played, won: r.won, draw: r.draw, loss: r.loss, goals: r.goals, goalsAgainst: r.goalsAgainst,
        home: { ...r.home }, away: { ...r.away }, form: [...r.form],
      })),
    };
  });
}

export function compTablesOf(sport: Sport, s: SportState | undefined, season: Season): Static<typeof CompTables> {
  const results: Static<typeof SeasonResult>[] = season.fixtures
    .filter((f) => !f.today && f.homeScore >= 0)
    .map((f) => ({ homeId: f.homeId, awayId: f.awayId, homeScore: f.homeScore, awayScore: f.awayScore }));
  return {
    seasonId: season.seasonId, tables: tablesOf(sport, s, season),
    zones: season.rules.zones.map((z) => ({ promotionId: z.promotionId, name: z.name, color: z.color })),
    results, todayMatchIds: season.fixtures.filter((f) => f.today).map((f) => f.matchId),
  };
}

/** One round (league) or stage round (cup) of the season; undefined for a round it has not. */
export function compMatchesOf(sport: Sport, s: SportState | undefined, season: Season, round: number | undefined): Static<typeof CompMatches> | undefined {
  const asked = round === undefined || round === 0 ? season.currentRound : round;
  if (!season.rounds.some((r) => r.round === asked)) return undefined;
  return {
    seasonId: season.seasonId, round: asked, rounds: season.rounds.map((r) => ({ ...r })),
    matches: season.fixtures.filter((f) => f.round === asked).map((f) => dataMatchOf(sport, s, season, f)),
  };
}

/** The club's row in its league's current table (the same table comp/tables answers). */
export function standingOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, teamId: number): Static<typeof StandingsRow> | null {
  const leagueId = DATA_CATALOGUE[sport].leagueOf.get(teamId) ?? 0;
  const season = leagueId ? ss.current(leagueId) : undefined;
  if (!season) return null;
  for (const t of tablesOf(sport, s, season)) {
    const row = t.rows.find((r) => r.teamId === teamId);
    if (row) {
      const { form: _form, ...standing } = row;
      return standing;
    }
  }
  return null;
}

export function teamInfoOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, teamId: number): Static<typeof TeamInfo> | undefined {
  const team = DATA_CATALOGUE[sport].teams.get(teamId);
  if (!team) return undefined;
  const leagueId = DATA_CATALOGUE[sport].leagueOf.get(teamId) ?? 0;
  const squad: Static<typeof SquadPlayer>[] = ss.squads.of(teamId).map((p) => ({ playerId: p.id, name: p.name, number: p.number, position: p.position }));
  return {
    team, league: leagueId ? competitionOf(sport, leagueId) ?? null : null,
    competitions: ss.competitionsOf(teamId).filter((c) => c.id !== leagueId).map((c) => competitionOf(sport, c.id)!),
    coach: ss.squads.sheet(teamId).coach, squad, standing: standingOf(sport, s, ss, teamId),
  };
}

/** The club's fixtures of this season in every competition it plays. */
function fixturesOfTeam(ss: SportSeasons, teamId: number): { season: Season; fixture: SeasonFixture }[] {
  return ss.competitionsOf(teamId).flatMap((c) => {
    const season = ss.current(c.id)!;
    return season.fixtures.filter((f) => f.homeId === teamId || f.awayId === teamId).map((fixture) => ({ season, fixture }));
  });
}

const RECENT = 20;
const UPCOMING = 10;

const finishedMatch = (sport: Sport) => (m: DataMatch) => statusGroup(sport, m.statusId) === 'finish';
const toCome = (sport: Sport) => (m: DataMatch) => statusGroup(sport, m.statusId) === 'no_start';
const soonestFirst = (a: DataMatch, b: DataMatch) => a.matchTime - b.matchTime || a.matchId - b.matchId;

export function teamMatchesOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, teamId: number): Static<typeof TeamMatches> | undefined {
  if (!DATA_CATALOGUE[sport].teams.has(teamId)) return undefined;
  const all = fixturesOfTeam(ss, teamId).map(({ season, fixture }) => dataMatchOf(sport, s, season, fixture));
  return {
    recent: all.filter(finishedMatch(sport)).sort((a, b) => b.matchTime - a.matchTime || b.matchId - a.matchId).slice(0, RECENT),
    upcoming: all.filter(toCome(sport)).sort(soonestFirst).slice(0, UPCOMING),
  };
}

/** basketball team/futureMatches: the team's matches to come over its competitions, soonest first. */
export function teamFutureMatchesOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, teamId: number, size: number): DataMatch[] | undefined {
  if (!DATA_CATALOGUE[sport].teams.has(teamId)) return undefined;
  return fixturesOfTeam(ss, teamId).map(({ season, fixture }) => dataMatchOf(sport, s, season, fixture)).filter(toCome(sport)).sort(soonestFirst).slice(0, size);
}

/** basketball comp/futureMatches: the season's matches to come (none in a past season), soonest first. */
export function compFutureMatchesOf(sport: Sport, s: SportState | undefined, season: Season, size: number): DataMatch[] {
  return season.fixtures.map((f) => dataMatchOf(sport, s, season, f)).filter(toCome(sport)).sort(soonestFirst).slice(0, size);
}

/**
 * comp/recent: the competitions of the feed's day (its match lists), those with matches going first, then those
 * with the most matches (by id after that), with how many are going and finished now.
 */
export function compRecentOf(sport: Sport, s: SportState | undefined, size: number): Static<typeof RecentCompetition>[] {
  const counts = new Map<number, { matches: number; going: number; finished: number }>();
  for (const m of Object.values(s?.matches ?? {})) {
    if (!competitionOf(sport, m.competitionId)) continue;
    const c = counts.get(m.competitionId) ?? { matches: 0, going: 0, finished: 0 };
    const group = statusGroup(sport, m.statusId);
    counts.set(m.competitionId, {
      matches: c.matches + 1, going: c.going + Number(group === 'going'), finished: c.finished + Number(group === 'finish'),
    });
  }
  return [...counts].map(([id, c]) => ({ competition: competitionOf(sport, id)!, ...c }))
    .sort((a, b) => b.going - a.going || b.matches - a.matches || a.competition.competitionId - b.competition.competitionId)
    .slice(0, size);
}

/** comp/datas: the season's results (those comp/tables ranks) in figures. */
export function compDatasOf(sport: Sport, s: SportState | undefined, season: Season): Static<typeof CompDatas> {
  const played = season.fixtures.flatMap((f) => {
    const r = resultOf(sport, s, f);
    return r ? [{ f, r }] : [];
  });
  let homeGoals = 0;
  let awayGoals = 0;
  let homeWins = 0;
  let draws = 0;
  let awayWins = 0;
  let highest: (typeof played)[number] | undefined;
  let widest: (typeof played)[number] | undefined;
  const total = (x: (typeof played)[number]) => x.r.homeScore + x.r.awayScore;
  const margin = (x: (typeof played)[number]) => Math.abs(x.r.homeScore - x.r.awayScore);
  for (const x of played) {
    homeGoals += x.r.homeScore;
    awayGoals += x.r.awayScore;
    if (x.r.homeScore > x.r.awayScore) homeWins += 1;
    else if (x.r.homeScore < x.r.awayScore) awayWins += 1;
    else draws += 1;
    // Ties go to the later result (fixtures are in kick-off order).
    if (!highest || total(x) >= total(highest)) highest = x;
    if (!widest || margin(x) >= margin(widest)) widest = x;
  }
  const rows = tablesOf(sport, s, season).flatMap((t) => t.rows).filter((r) => r.played > 0);
  const leader = (pick: (r: Row) => number, better: (a: number, b: number) => boolean) => {
    let best: Row | undefined;
    for (const r of rows) if (!best || better(pick(r), pick(best)) || (pick(r) === pick(best) && r.teamId < best.teamId)) best = r;
    return best ? { team: teamOf(sport, best.teamId), value: pick(best), played: best.played } : null;
  };
  const goals = homeGoals + awayGoals;
  return {
    seasonId: season.seasonId, matches: season.fixtures.length, played: played.length,
    goals, homeGoals, awayGoals, average: played.length ? Math.round((goals / played.length) * 100) / 100 : 0,
    homeWins, draws, awayWins,
    highestScoring: highest ? dataMatchOf(sport, s, season, highest.f) : null,
    widestMargin: widest ? dataMatchOf(sport, s, season, widest.f) : null,
    bestAttack: leader((r) => r.goals, (a, b) => a > b),
    bestDefence: leader((r) => r.goalsAgainst, (a, b) => a < b),
  };
}

/** football team/hot: the hot clubs (the follow menu's 热门球队) with their leagues and places in them. */
export function hotTeamsOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, size: number): Static<typeof HotTeam>[] {
  const positions = new Map<number, number>();
  const tabled = new Set<number>();
  return DATA_CATALOGUE[sport].hotTeams.slice(0, size).map((teamId) => {
    const leagueId = DATA_CATALOGUE[sport].leagueOf.get(teamId) ?? 0;
    const season = leagueId ? ss.current(leagueId) : undefined;
    if (season && !tabled.has(leagueId)) {
      tabled.add(leagueId);
      for (const t of tablesOf(sport, s, season)) for (const r of t.rows) positions.set(r.teamId, r.position);
    }
    return { team: teamOf(sport, teamId), league: leagueId ? competitionOf(sport, leagueId) ?? null : null, position: positions.get(teamId) ?? 0 };
  });
}

export function playerInfoOf(sport: Sport, ss: SportSeasons, playerId: number): Static<typeof PlayerInfo> | undefined {
  const clubId = Math.floor(playerId / 100);
  const team = DATA_CATALOGUE[sport].teams.get(clubId);
  if (!team) return undefined;
  const p = [...ss.squads.of(clubId), ...ss.squads.sheet(clubId).absent].find((x) => x.id === playerId);
  return p && { playerId: p.id, name: p.name, number: p.number, position: p.position, team };
}

export function searchOf(sport: Sport, players: readonly SearchEntry[], key: string, size: number): Static<typeof DataSearchHit>[] {
  const kinds = { competition: 0, team: 1, player: 2 } as const;
  return [...DATA_CATALOGUE[sport].search, ...players]
    .map((entry) => ({ entry, score: searchScore(entry, key) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || kinds[a.entry.kind] - kinds[b.entry.kind] || a.entry.id - b.entry.id)
    .slice(0, size)
    .map(({ entry }) => ({ kind: entry.kind, id: entry.id, name: entry.name, logo: entry.logo, context: entry.context }));
}

/** The past as the match centre reads it: the seasons' results before the day, newest first. */
export class SeasonPast {
  constructor(private readonly sport: Sport, private readonly ss: SportSeasons) {}

  private pastOf(teamId: number): PastResult[] {
    const out: PastResult[] = [];
    for (const c of this.ss.competitionsOf(teamId)) {
      for (const season of this.ss.seasons(c.id)) {
        for (const f of season.fixtures) {
          if (f.today || f.homeScore < 0 || (f.homeId !== teamId && f.awayId !== teamId)) continue;
          out.push({
            matchId: f.matchId, matchTime: Math.floor(f.kickoffMs / 1000), competitionId: c.id, homeTeamId: f.homeId, awayTeamId: f.awayId,
            homeScore: f.homeScore, awayScore: f.awayScore, homeHalf: f.homeHalf, awayHalf: f.awayHalf,
          });
        }
      }
    }
    return out.sort((a, b) => b.matchTime - a.matchTime || b.matchId - a.matchId);
  }

  /** The team's results before the day, newest first (at most `limit`). */
  recent(teamId: number, limit = 20): PastResult[] {
    return this.pastOf(teamId).slice(0, limit);
  }

  /** The pair's meetings before the day, newest first: the same list whichever team asks. */
  headToHead(teamA: number, teamB: number, limit = 10): PastResult[] {
    const [x, y] = teamA < teamB ? [teamA, teamB] : [teamB, teamA];
    return this.pastOf(x).filter((r) => r.homeTeamId === y || r.awayTeamId === y).slice(0, limit);
  }

  /** The competition's current table as comp/tables answers it (its first table: a league's one). */
  table(competitionId: number, s?: SportState): Row[] {
    const season = this.ss.current(competitionId);
    if (!season || season.kind !== 'league') return [];
    return tablesOf(this.sport, s, season).flatMap((t) => t.rows).sort((a, b) => a.position - b.position || a.teamId - b.teamId);
  }
}
