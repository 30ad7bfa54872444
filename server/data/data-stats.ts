// The data pages' statistics: best players and best teams of a competition's season, a team's best players and
// season data, a player's matches with his line in each and his season totals — all from one source, the players'
// match lines of the season's played results (fixtures/generator/season-players.ts), summed here. So a team's
// figures are its players' added up, and its goals are the table's (the same results). Today's matches count once
// the feed has finished them, as the table counts them (data-answers.ts resultOf): their lines are drawn from the
// feed's final score (season-players.ts DayResult).
import type { Static } from 'typebox';
import type { BestPlayers, BestTeams, DataCompetition, PlayerData, PlayerMatches, StatCategory, TeamData } from '../../contract';
import type { Sport, SportState } from '../../engine/core';
import type { DayResult, LineKey, PlayerMatchLine, PlayerSeasonLine, Season, SportSeasons } from '../../fixtures/generator';
import { playerTotals, seasonLines } from '../../fixtures/generator';
import { DATA_CATALOGUE } from './data-catalogue';
import { competitionOf, dataMatchOf, resultOf } from './data-answers';
import { matchWinner } from './data-bracket';
import type { Category, PlayerSeason, TeamSeason } from './stat-categories';
import { LINE_COLUMNS, PLAYER_CATEGORIES, TEAM_CATEGORIES } from './stat-categories';

const teamOf = (sport: Sport, id: number) => DATA_CATALOGUE[sport].teams.get(id) ?? { teamId: id, name: '', logo: '' };

const categoryOf = <T>(c: Category<T>): Static<typeof StatCategory> => ({ rankType: c.id, name: c.name, format: c.format, order: c.order });

/** The categories asked (every id one of the sport's), the first when none are; undefined for an id it has not. */
function chosen<T>(all: readonly Category<T>[], rankTypes: readonly number[] | undefined): readonly Category<T>[] | undefined {
  if (!rankTypes || rankTypes.length === 0) return all.slice(0, 1);
  const out = rankTypes.map((id) => all.find((c) => c.id === id));
  return out.every((c) => c !== undefined) ? [...new Set(out as Category<T>[])] : undefined;
}

/** Ranked by the category's value (its order), then fewer appearances, then id; equal values share a rank. */
function ranked<T>(items: readonly T[], c: Category<T>, size: number, games: (t: T) => number, id: (t: T) => number): { t: T; rank: number; value: number }[] {
  const sign = c.order === 'asc' ? 1 : -1;
  const sorted = items.filter(c.qualifies).map((t) => ({ t, value: c.value(t) }))
    .sort((a, b) => sign * (a.value - b.value) || games(a.t) - games(b.t) || id(a.t) - id(b.t))
    .slice(0, size);
  let rank = 0;
  return sorted.map((x, i) => {
    if (i === 0 || x.value !== sorted[i - 1].value) rank = i + 1;
    return { ...x, rank };
  });
}

/**
 * The day's matches of the season the feed has finished, with their final scores: the same the table folds
 * (resultOf), and a knockout tie's winner when it ended level (penalties). None for a past season.
 */
export function dayResultsOf(sport: Sport, s: SportState | undefined, season: Season): DayResult[] {
  const out: DayResult[] = [];
  for (const f of season.fixtures) {
    if (!f.today) continue;
    const r = resultOf(sport, s, f);
    if (!r) continue;
    const winner = r.homeScore === r.awayScore && f.slot !== undefined ? matchWinner(sport, s, f) : null;
    out.push({ matchId: f.matchId, homeScore: r.homeScore, awayScore: r.awayScore, ...(winner !== null && { winnerId: winner }) });
  }
  return out;
}

/** Every squad player of the season's clubs with his totals and position (the day's finished matches counted). */
export function playerSeasons(sport: Sport, s: SportState | undefined, ss: SportSeasons, season: Season): PlayerSeason[] {
  const positions = new Map<number, string>();
  const totals = playerTotals(season, ss.squads, dayResultsOf(sport, s, season));
  for (const teamId of new Set([...totals.values()].map((l) => l.teamId))) for (const p of ss.squads.of(teamId)) positions.set(p.id, p.position);
  return [...totals.values()].map((line) => ({ line, position: positions.get(line.playerId) ?? '' }));
}

const teamCache = new WeakMap<Season, { readonly key: string; readonly teams: ReadonlyMap<number, TeamSeason> }>();

/**
 * Every club of the season: its results and its players' counts summed, match by match, the day's finished
 * matches counted (kept per season until the day's results change).
 */
export function teamSeasons(sport: Sport, s: SportState | undefined, ss: SportSeasons, season: Season): ReadonlyMap<number, TeamSeason> {
  const day = dayResultsOf(sport, s, season);
  const key = day.map((r) => `${r.matchId}:${r.homeScore}:${r.awayScore}:${r.winnerId ?? ''}`).join(',');
  const cached = teamCache.get(season);
  if (cached?.key === key) return cached.teams;
  const teams = sumTeams(ss, season, day);
  teamCache.set(season, { key, teams });
  return teams;
}

function sumTeams(ss: SportSeasons, season: Season, day: readonly DayResult[]): Map<number, TeamSeason> {
  const out = new Map<number, TeamSeason>();
  for (const f of season.fixtures) {
    for (const teamId of [f.homeId, f.awayId]) {
      if (!out.has(teamId)) out.set(teamId, { teamId, played: 0, won: 0, draw: 0, loss: 0, scored: 0, conceded: 0, cleanSheets: 0, possession: 0, corners: 0, stats: {} });
    }
  }
  for (const sides of seasonLines(season, ss.squads, day).values()) {
    for (const side of sides) {
      const t = out.get(side.teamId)!;
      t.played++;
      if (side.result > 0) t.won++;
      else if (side.result < 0) t.loss++;
      else t.draw++;
      t.scored += side.scored;
      t.conceded += side.conceded;
      if (side.conceded === 0) t.cleanSheets++;
      t.possession += side.possession;
      t.corners += side.corners;
      for (const l of side.players) for (const [k, v] of Object.entries(l.stats) as [LineKey, number][]) t.stats[k] = (t.stats[k] ?? 0) + v;
    }
  }
  return out;
}

function bestPlayersIn(sport: Sport, players: readonly PlayerSeason[], season: Season, rankTypes: readonly number[] | undefined, size: number, names: ReadonlyMap<number, string>): Static<typeof BestPlayers> | undefined {
  const all = PLAYER_CATEGORIES[sport];
  const asked = chosen(all, rankTypes);
  if (!asked) return undefined;
  return {
    seasonId: season.seasonId, competition: competitionOf(sport, season.competition.id)!, categories: all.map(categoryOf),
    lists: asked.map((c) => ({
      rankType: c.id,
      items: ranked(players, c, size, (p) => p.line.appearances, (p) => p.line.playerId).map(({ t, rank, value }) => ({
        rank, playerId: t.line.playerId, name: names.get(t.line.playerId) ?? '', position: t.position, team: teamOf(sport, t.line.teamId),
        value, appearances: t.line.appearances,
      })),
    })),
  };
}

function namesOf(ss: SportSeasons, teamIds: Iterable<number>): Map<number, string> {
  const names = new Map<number, string>();
  for (const teamId of teamIds) for (const p of ss.squads.of(teamId)) names.set(p.id, p.name);
  return names;
}

/** comp/bestPlayer; undefined for a rankType the sport has not. */
export function compBestPlayersOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, season: Season, rankTypes: readonly number[] | undefined, size: number): Static<typeof BestPlayers> | undefined {
  const players = playerSeasons(sport, s, ss, season);
  return bestPlayersIn(sport, players, season, rankTypes, size, namesOf(ss, new Set(players.map((p) => p.line.teamId))));
}

/** comp/bestTeam; undefined for a rankType the sport has not. */
export function compBestTeamsOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, season: Season, rankTypes: readonly number[] | undefined, size: number): Static<typeof BestTeams> | undefined {
  const all = TEAM_CATEGORIES[sport];
  const asked = chosen(all, rankTypes);
  if (!asked) return undefined;
  const teams = [...teamSeasons(sport, s, ss, season).values()];
  return {
    seasonId: season.seasonId, categories: all.map(categoryOf),
    lists: asked.map((c) => ({
      rankType: c.id,
      items: ranked(teams, c, size, (t) => t.played, (t) => t.teamId).map(({ t, rank, value }) => ({ rank, team: teamOf(sport, t.teamId), value, played: t.played })),
    })),
  };
}

/** The season of one of the team's competitions: seasonId's, or its league's (its first competition's) current one. */
export function teamSeasonOf(ss: SportSeasons, teamId: number, seasonId: number | undefined): Season | undefined {
  const competitions = ss.competitionsOf(teamId);
  if (seasonId === undefined) return competitions[0] && ss.current(competitions[0].id);
  return competitions.map((c) => ss.season(c.id, seasonId)).find((x) => x !== undefined);
}

/** team/bestPlayer: the team's players ranked in one of its seasons. */
export function teamBestPlayersOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, season: Season, teamId: number, rankTypes: readonly number[] | undefined, size: number): Static<typeof BestPlayers> | undefined {
  const players = playerSeasons(sport, s, ss, season).filter((p) => p.line.teamId === teamId);
  return bestPlayersIn(sport, players, season, rankTypes, size, namesOf(ss, [teamId]));
}

/** team/data: the 27 team stats in every season of every competition the team plays (current seasons first). */
export function teamDataOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, teamId: number): Static<typeof TeamData> {
  const all = TEAM_CATEGORIES[sport];
  const seasons: Static<typeof TeamData>['seasons'] = [];
  for (const back of [0, 1, 2]) {
    for (const c of ss.competitionsOf(teamId)) {
      const season = ss.seasons(c.id)[back];
      const t = season && teamSeasons(sport, s, ss, season).get(teamId);
      if (!season || !t || t.played === 0) continue;
      seasons.push({
        competition: competitionOf(sport, c.id)!, seasonId: season.seasonId, seasonName: season.name, played: t.played,
        values: all.map((cat) => cat.value(t)),
      });
    }
  }
  return { categories: all.map(categoryOf), seasons };
}

const columnsOf = (sport: Sport) => LINE_COLUMNS[sport].map(([key, name]) => ({ key, name }));
const valuesOf = (sport: Sport, l: Pick<PlayerMatchLine, 'minutes' | 'stats'>) =>
  LINE_COLUMNS[sport].map(([key]) => (key === 'minutes' ? l.minutes : l.stats[key] ?? 0));

/** The player's club (his id is the club's × 100 + his place), when the sport has it. */
export const clubOfPlayer = (sport: Sport, playerId: number): number | undefined => {
  const clubId = Math.floor(playerId / 100);
  return DATA_CATALOGUE[sport].teams.has(clubId) ? clubId : undefined;
};

type MatchEntry = Static<typeof PlayerMatches>['matches'][number];

function matchesIn(sport: Sport, s: SportState | undefined, ss: SportSeasons, season: Season, playerId: number): MatchEntry[] {
  const lines = seasonLines(season, ss.squads, dayResultsOf(sport, s, season));
  const out: MatchEntry[] = [];
  const name = competitionOf(sport, season.competition.id)?.shortName ?? '';
  for (const f of season.fixtures) {
    const sides = lines.get(f.matchId);
    const line = sides?.flatMap((x) => x.players).find((l) => l.playerId === playerId);
    if (line) out.push({ match: dataMatchOf(sport, s, season, f), competitionName: name, started: line.started, values: valuesOf(sport, line) });
  }
  return out;
}

const newestFirst = (a: MatchEntry, b: MatchEntry) => b.match.matchTime - a.match.matchTime || b.match.matchId - a.match.matchId;

/** player/recent: his last `size` matches over his club's competitions this season. */
export function playerRecentOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, playerId: number, size: number): Static<typeof PlayerMatches> {
  const clubId = clubOfPlayer(sport, playerId)!;
  const matches = ss.competitionsOf(clubId).flatMap((c) => matchesIn(sport, s, ss, ss.current(c.id)!, playerId));
  return { columns: columnsOf(sport), matches: matches.sort(newestFirst).slice(0, size) };
}

/** player/matches: every match of his in one season, newest first. */
export function playerMatchesOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, season: Season, playerId: number): Static<typeof PlayerMatches> {
  return { columns: columnsOf(sport), matches: matchesIn(sport, s, ss, season, playerId).sort(newestFirst) };
}

/** player/data: his totals per competition and season (current seasons first), the seasons he played in. */
export function playerDataOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, playerId: number): Static<typeof PlayerData> {
  const clubId = clubOfPlayer(sport, playerId)!;
  const seasons: Static<typeof PlayerData>['seasons'] = [];
  for (const back of [0, 1, 2]) {
    for (const c of ss.competitionsOf(clubId)) {
      const season = ss.seasons(c.id)[back];
      const line: PlayerSeasonLine | undefined = season && playerTotals(season, ss.squads, dayResultsOf(sport, s, season)).get(playerId);
      if (!season || !line || line.appearances === 0) continue;
      const competition: Static<typeof DataCompetition> = competitionOf(sport, c.id)!;
      seasons.push({
        competition, seasonId: season.seasonId, seasonName: season.name, appearances: line.appearances, starts: line.starts,
        values: valuesOf(sport, { minutes: line.minutes, stats: line.stats }),
      });
    }
  }
  return { columns: columnsOf(sport), seasons };
}

/** comp/bestTeam/simple (football): the leaders of every team category (or of those asked), `size` each. */
export function compBestTeamsSimpleOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, season: Season, rankTypes: readonly number[] | undefined, size: number): Static<typeof BestTeams> | undefined {
  const ids = rankTypes && rankTypes.length > 0 ? rankTypes : TEAM_CATEGORIES[sport].map((c) => c.id);
  return compBestTeamsOf(sport, s, ss, season, ids, size);
}

/** team/datas (football): team/data's seasons cut to those asked (all when none are); undefined for one it has not. */
export function teamDatasOf(sport: Sport, s: SportState | undefined, ss: SportSeasons, teamId: number, seasonIds: readonly number[] | undefined): Static<typeof TeamData> | undefined {
  const all = teamDataOf(sport, s, ss, teamId);
  if (!seasonIds || seasonIds.length === 0) return all;
  const asked = new Set(seasonIds);
  const seasons = all.seasons.filter((x) => asked.has(x.seasonId));
  return [...asked].every((id) => seasons.some((x) => x.seasonId === id)) ? { ...all, seasons } : undefined;
}
