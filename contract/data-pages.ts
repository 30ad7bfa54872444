// 资料库 (SPEC.md §2 /footballMatchData, /basketballMatchData and their competition, team and player pages; §7
// "Football" and "Basketball" comp/*, team/*, player/*): the same calls under both sports' paths. No login needed;
// an unknown competition, team or player is 40007 with 赛事不存在 / 球队不存在 / 球员不存在.
//
// Every figure comes from the generator's seasons: today's matches are one round of each league's season, so a
// table here, the match centre's table and the live lists agree. The live table is not a second copy of the live
// state: comp/tables answers the season's results before today and today's match ids; the page folds today's
// scores from the engine's rows into the same rule (engine/core standingsOf) the server ranks with.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall } from './call';
import { int, nullable, str } from './fields';
import { StandingsRow } from './match-centre';
import type { SportName } from './match-lists';
import { sportPath } from './match-lists';

/** A competition as the data pages show it. type 1 league (a table), 2 cup (stages and a bracket). */
export const DataCompetition = Type.Object({
  competitionId: Type.Integer(), name: Type.String(), shortName: Type.String(), logo: Type.String(), color: Type.String(),
  initial: Type.String(), type: Type.Enum([1, 2]),
  /** The region or country it belongs to (comp/category's grouping), e.g. 英格兰, 国际. */
  region: Type.String(),
});
export type DataCompetition = Static<typeof DataCompetition>;

export const DataTeam = Type.Object({ teamId: Type.Integer(), name: Type.String(), logo: Type.String() });
export type DataTeam = Static<typeof DataTeam>;

/** SPEC.md §3 basketball competition seasons (isCurrent, seasonId, competitionId), named e.g. 2026-2027. */
export const DataSeason = Type.Object({ seasonId: Type.Integer(), competitionId: Type.Integer(), name: Type.String(), isCurrent: Type.Boolean() });

/** A match of a season: a result, a fixture, or today's (whose live state the page takes from the engine's row). */
export const DataMatch = Type.Object({
  matchId: Type.Integer(), competitionId: Type.Integer(), seasonId: Type.Integer(),
  /** League round 1…n; 0 for a cup stage. */
  round: Type.Integer(),
  /** Football stages 2–6 / basketball kinds 1–6 (SPEC.md §4); 0 in a league's regular season. */
  stageId: Type.Integer(),
  /** Kick-off, unix seconds. */
  matchTime: Type.Integer(),
  /** SPEC.md §4 status id (finished 8 / 10, not started 1); today's matches carry the feed's status when answered. */
  statusId: Type.Integer(),
  homeTeam: DataTeam, awayTeam: DataTeam,
  /** −1 before kick-off. */
  homeScore: Type.Integer(), awayScore: Type.Integer(),
  /** True for a match of the feed's current day: the page shows it from the engine's row. */
  today: Type.Boolean(),
});
export type DataMatch = Static<typeof DataMatch>;

/** A finished result, compact: what standingsOf folds (the live table adds today's scores to these). */
export const SeasonResult = Type.Object({ homeId: Type.Integer(), awayId: Type.Integer(), homeScore: Type.Integer(), awayScore: Type.Integer() });
export type SeasonResult = Static<typeof SeasonResult>;

/** One zone of a table: promotionId → its name and colour (the legend). */
export const PromotionZone = Type.Object({ promotionId: Type.Integer(), name: Type.String(), color: Type.String() });

/** A table of a league, or of one group / conference of it; form is the last five results, newest last ('W' 'D' 'L'). */
export const DataTable = Type.Object({
  /** '' for a single table; a group's or conference's name otherwise (SPEC.md §9 region names for basketball). */
  name: Type.String(),
  rows: Type.Array(Type.Intersect([StandingsRow, Type.Object({ form: Type.Array(Type.Enum(['W', 'D', 'L'])) })])),
});

const competitionProps = () => ({
  competitionId: int(1),
  /** The season asked (seasonId) or the current one; curSeasonId is what the page believes current (SPEC.md §7). */
  seasonId: Type.Optional(int(1)),
  curSeasonId: Type.Optional(int(1)),
});
const competitionBody = () => Type.Object(competitionProps());
const COMPETITION_MESSAGES = { competitionId: '请选择赛事' };

export const CompInfo = Type.Object({
  competition: DataCompetition,
  /** The current season first. */
  seasons: Type.Array(DataSeason),
  currentSeasonId: Type.Integer(),
  /** The current round of a league (the one today's matches are in, or the next to play); 0 for a cup. */
  currentRound: Type.Integer(),
  roundCount: Type.Integer(),
  /** The competition's tie-break order after points, as its regulations state it (shown under the table). */
  tieBreaks: Type.Array(Type.String()),
  /** comp/bracket has rounds for it: a knockout cup, or the NBA's playoff picture. */
  hasBracket: Type.Boolean(),
  /** comp/tables has a table for it: a league, or a cup's groups. */
  hasTable: Type.Boolean(),
});

export const CompTables = Type.Object({
  seasonId: Type.Integer(),
  tables: Type.Array(DataTable),
  zones: Type.Array(PromotionZone),
  /** The season's results before today's matches (what `tables` is computed from, with today's finished ones). */
  results: Type.Array(SeasonResult),
  /** Today's matches of the competition: the page marks their rows and folds their live scores (the live table). */
  todayMatchIds: Type.Array(Type.Integer()),
});

export const CompMatches = Type.Object({
  seasonId: Type.Integer(),
  /** The round (league) or stage (cup) answered, and the ones there are: for the page's round selector. */
  round: Type.Integer(),
  rounds: Type.Array(Type.Object({ round: Type.Integer(), stageId: Type.Integer(), name: Type.String() })),
  matches: Type.Array(DataMatch),
});

/** A hot competition or a region with its competitions (comp/category → tops, categorys). */
export const CompCategory = Type.Object({
  tops: Type.Array(DataCompetition),
  categorys: Type.Array(Type.Object({ name: Type.String(), competitions: Type.Array(DataCompetition) })),
});

export const SquadPlayer = Type.Object({
  playerId: Type.Integer(), name: Type.String(), number: Type.Integer(),
  /** Football GK/DF/MF/FW, basketball PG/SG/SF/PF/C. */
  position: Type.String(),
});

export const TeamInfo = Type.Object({
  team: DataTeam,
  /** The league it plays in (its standings) and the other competitions it is in this season. */
  league: nullable(DataCompetition),
  competitions: Type.Array(DataCompetition),
  coach: Type.String(),
  squad: Type.Array(SquadPlayer),
  /** Its row in its league's current table (null for no league). */
  standing: nullable(StandingsRow),
});

const teamBody = () => Type.Object({ teamId: int(1), seasonId: Type.Optional(int(1)) });
const TEAM_MESSAGES = { teamId: '请选择球队' };

export const TeamMatches = Type.Object({
  /** Finished, newest first. */
  recent: Type.Array(DataMatch),
  /** To come (today's not started and later), soonest first. */
  upcoming: Type.Array(DataMatch),
});

export const PlayerInfo = Type.Object({
  playerId: Type.Integer(), name: Type.String(), number: Type.Integer(), position: Type.String(), team: DataTeam,
});
const playerBody = () => Type.Object({ playerId: int(1) });

/** A search hit: what it is and where it leads. */
export const DataSearchHit = Type.Object({
  kind: Type.Enum(['competition', 'team', 'player']), id: Type.Integer(), name: Type.String(), logo: Type.String(),
  /** The competition of a team, the team of a player: shown beside the name. */
  context: Type.String(),
});

/** A ranking category (SPEC.md §9: 31 football and 25 basketball player stats, 27 team stats): rankType is its id. */
export const StatCategory = Type.Object({
  rankType: Type.Integer(), name: Type.String(),
  /** count, per-match average, or a percentage rounded to 1 decimal [FM-2]. */
  format: Type.Enum(['count', 'average', 'percent']),
  /** asc: fewest first (goals conceded). */
  order: Type.Enum(['desc', 'asc']),
});
export type StatCategory = Static<typeof StatCategory>;

export const PlayerRankItem = Type.Object({
  /** Equal values share a rank (1, 2, 2, 4). */
  rank: Type.Integer(), playerId: Type.Integer(), name: Type.String(), position: Type.String(), team: DataTeam,
  value: Type.Number(), appearances: Type.Integer(),
});
export const TeamRankItem = Type.Object({ rank: Type.Integer(), team: DataTeam, value: Type.Number(), played: Type.Integer() });

/** comp/bestPlayer, team/bestPlayer: every category, and the lists of those asked (the first when none are). */
export const BestPlayers = Type.Object({
  seasonId: Type.Integer(),
  competition: DataCompetition,
  categories: Type.Array(StatCategory),
  lists: Type.Array(Type.Object({ rankType: Type.Integer(), items: Type.Array(PlayerRankItem) })),
});
export const BestTeams = Type.Object({
  seasonId: Type.Integer(),
  categories: Type.Array(StatCategory),
  lists: Type.Array(Type.Object({ rankType: Type.Integer(), items: Type.Array(TeamRankItem) })),
});

/** One tie of a bracket: its two sides (null: not known yet — the winner of an earlier tie to come, or a bye). */
export const BracketTie = Type.Object({
  /** Top to bottom in its round; tie n of a round is fed by ties 2n and 2n+1 of the one before. */
  slot: Type.Integer(),
  home: nullable(DataTeam), away: nullable(DataTeam),
  /** Who went through: the winner of its match (on penalties when level); null while undecided. */
  winnerId: nullable(Type.Integer()),
  matches: Type.Array(DataMatch),
});
export type BracketTie = Static<typeof BracketTie>;

/** comp/bracket: a knockout cup's rounds, or the NBA's playoff picture from the table (projection); none otherwise. */
export const CompBracket = Type.Object({
  seasonId: Type.Integer(),
  kind: Type.Enum(['knockout', 'projection', 'none']),
  rounds: Type.Array(Type.Object({ round: Type.Integer(), stageId: Type.Integer(), name: Type.String(), ties: Type.Array(BracketTie) })),
  /** The competition's matches of the season that are no tie of the bracket (a replay, a second leg). */
  others: Type.Array(DataMatch),
});

/** The columns of a player's line: key and Chinese name (minutes first). */
export const LineColumn = Type.Object({ key: Type.String(), name: Type.String() });

/** A player's matches with his line in each (values in the order of columns), newest first. */
export const PlayerMatches = Type.Object({
  columns: Type.Array(LineColumn),
  matches: Type.Array(Type.Object({ match: DataMatch, competitionName: Type.String(), started: Type.Boolean(), values: Type.Array(Type.Number()) })),
});

/** A player's season statistics per competition and season: appearances and the columns' totals. */
export const PlayerData = Type.Object({
  columns: Type.Array(LineColumn),
  seasons: Type.Array(Type.Object({
    competition: DataCompetition, seasonId: Type.Integer(), seasonName: Type.String(),
    appearances: Type.Integer(), starts: Type.Integer(), values: Type.Array(Type.Number()),
  })),
});

/** A team's season data: the 27 team stats (BestTeams' categories) per competition and season it played. */
export const TeamData = Type.Object({
  categories: Type.Array(StatCategory),
  seasons: Type.Array(Type.Object({
    competition: DataCompetition, seasonId: Type.Integer(), seasonName: Type.String(), played: Type.Integer(), values: Type.Array(Type.Number()),
  })),
});

/** comp/recent: a competition playing on the feed's day, with how many of its matches are going and finished. */
export const RecentCompetition = Type.Object({
  competition: DataCompetition,
  /** Its matches of the day, and of those the ones going and finished now (the feed's state). */
  matches: Type.Integer(), going: Type.Integer(), finished: Type.Integer(),
});

/** A team with its figure in one of comp/datas' leaders (goals for, goals against). */
const SeasonLeader = Type.Object({ team: DataTeam, value: Type.Integer(), played: Type.Integer() });

/**
 * comp/datas: a season in figures, from the same results comp/tables ranks (before the day, and today's the feed
 * has finished): matches played of all, goals (points in basketball), home wins, draws and away wins, the average
 * a match, the highest-scoring and the widest-margin results, and the best attack and defence of its tables.
 */
export const CompDatas = Type.Object({
  seasonId: Type.Integer(),
  matches: Type.Integer(), played: Type.Integer(),
  goals: Type.Integer(), homeGoals: Type.Integer(), awayGoals: Type.Integer(),
  /** goals / played, rounded to 2 decimals; 0 before a match is played. */
  average: Type.Number(),
  homeWins: Type.Integer(), draws: Type.Integer(), awayWins: Type.Integer(),
  highestScoring: nullable(DataMatch), widestMargin: nullable(DataMatch),
  /** Most goals for and fewest against over the season's tables (null without a table or a match played). */
  bestAttack: nullable(SeasonLeader), bestDefence: nullable(SeasonLeader),
});

const rankingProps = (rankSize: number) => ({
  rankTypes: Type.Optional(Type.Array(int(1, 100), { maxItems: 40 })),
  /** SPEC.md §9: 30 football, 100 basketball. */
  rankSize: defaulted(int(1, 100), rankSize),
});

export function dataPages<S extends SportName>(sport: S) {
  const rankSize = sport === 'football' ? 30 : 100;
  return {
    compCategory: jsonCall({ path: sportPath(sport, 'comp/category'), auth: 'none', body: Type.Object({}), data: CompCategory }),
    compInfo: jsonCall({ path: sportPath(sport, 'comp/info'), auth: 'none', body: competitionBody(), messages: COMPETITION_MESSAGES, data: CompInfo }),
    compTables: jsonCall({ path: sportPath(sport, 'comp/tables'), auth: 'none', body: competitionBody(), messages: COMPETITION_MESSAGES, data: CompTables }),
    compMatches: jsonCall({
      path: sportPath(sport, 'comp/matches'), auth: 'none',
      body: Type.Intersect([competitionBody(), Type.Object({ round: Type.Optional(int(0, 1000)) })]), messages: COMPETITION_MESSAGES, data: CompMatches,
    }),
    teamInfo: jsonCall({ path: sportPath(sport, 'team/info'), auth: 'none', body: teamBody(), messages: TEAM_MESSAGES, data: TeamInfo }),
    teamMatches: jsonCall({ path: sportPath(sport, 'team/matches'), auth: 'none', body: teamBody(), messages: TEAM_MESSAGES, data: TeamMatches }),
    playerInfo: jsonCall({ path: sportPath(sport, 'player/info'), auth: 'none', body: playerBody(), messages: { playerId: '请选择球员' }, data: PlayerInfo }),
    compBracket: jsonCall({ path: sportPath(sport, 'comp/bracket'), auth: 'none', body: competitionBody(), messages: COMPETITION_MESSAGES, data: CompBracket }),
    compBestPlayer: jsonCall({
      path: sportPath(sport, 'comp/bestPlayer'), auth: 'none',
      body: Type.Object({ ...competitionProps(), ...rankingProps(rankSize) }), messages: COMPETITION_MESSAGES, data: BestPlayers,
    }),
    compBestTeam: jsonCall({
      path: sportPath(sport, 'comp/bestTeam'), auth: 'none',
      body: Type.Object({ ...competitionProps(), ...rankingProps(rankSize) }), messages: COMPETITION_MESSAGES, data: BestTeams,
    }),
    /** The team's players in one of its seasons (seasonId; its league's current season by default). */
    teamBestPlayer: jsonCall({
      path: sportPath(sport, 'team/bestPlayer'), auth: 'none',
      body: Type.Object({ teamId: int(1), seasonId: Type.Optional(int(1)), simple: Type.Optional(int(0, 1)), ...rankingProps(rankSize) }), messages: TEAM_MESSAGES, data: BestPlayers,
    }),
    teamData: jsonCall({ path: sportPath(sport, 'team/data'), auth: 'none', body: teamBody(), messages: TEAM_MESSAGES, data: TeamData }),
    /** The player's last matches (size, 10 by default) over his team's competitions this season. */
    playerRecent: jsonCall({
      path: sportPath(sport, 'player/recent'), auth: 'none', body: Type.Object({ playerId: int(1), size: defaulted(int(1, 50), 10) }),
      messages: { playerId: '请选择球员' }, data: PlayerMatches,
    }),
    /** Every match of one season of the player's (seasonId; his league's current season by default). */
    playerMatches: jsonCall({
      path: sportPath(sport, 'player/matches'), auth: 'none', body: Type.Object({ playerId: int(1), seasonId: Type.Optional(int(1)) }),
      messages: { playerId: '请选择球员' }, data: PlayerMatches,
    }),
    playerData: jsonCall({ path: sportPath(sport, 'player/data'), auth: 'none', body: playerBody(), messages: { playerId: '请选择球员' }, data: PlayerData }),
    /** The competitions playing on the feed's day (the index's 近期赛事): going ones first, then the most matches. */
    compRecent: jsonCall({ path: sportPath(sport, 'comp/recent'), auth: 'none', body: Type.Object({ size: defaulted(int(1, 50), 12) }), data: Type.Array(RecentCompetition) }),
    /** A season's figures (the competition page's 赛季数据). */
    compDatas: jsonCall({ path: sportPath(sport, 'comp/datas'), auth: 'none', body: competitionBody(), messages: COMPETITION_MESSAGES, data: CompDatas }),
    /** Competitions, teams and players by Chinese name or pinyin initials (the database index's search box). */
    dataSearch: jsonCall({
      path: sportPath(sport, 'data/search'), auth: 'none',
      body: Type.Object({ keyword: str(30), size: defaulted(int(1, 50), 20) }), messages: { keyword: '请输入关键字' }, data: Type.Array(DataSearchHit),
    }),
  };
}

/** team/hot: a hot team with its league and its place in the league's current table (0: none). */
export const HotTeam = Type.Object({ team: DataTeam, league: nullable(DataCompetition), position: Type.Integer() });

/**
 * Football's data calls under SPEC.md §7's own football paths (basketball has comp/bestTeam and team/data only):
 * comp/bestTeam/simple, the leaders of every team category at once (rankSize each, 3 by default) — the summary a
 * competition page shows before one category is chosen; team/datas {seasonIds, teamId}, team/data's seasons cut to
 * those asked (every one when none are). The same figures as comp/bestTeam and team/data. team/hot, the hot teams.
 */
export function footballDataExtras() {
  const F = 'football' as const;
  return {
    compBestTeamSimple: jsonCall({
      path: sportPath(F, 'comp/bestTeam/simple'), auth: 'none',
      body: Type.Object({ ...competitionProps(), rankTypes: Type.Optional(Type.Array(int(1, 100), { maxItems: 40 })), rankSize: defaulted(int(1, 30), 3) }),
      messages: COMPETITION_MESSAGES, data: BestTeams,
    }),
    teamDatas: jsonCall({
      path: sportPath(F, 'team/datas'), auth: 'none',
      body: Type.Object({ teamId: int(1), seasonIds: Type.Optional(Type.Array(int(1), { maxItems: 20 })) }),
      messages: TEAM_MESSAGES, data: TeamData,
    }),
    /** The hot teams, the follow menu's 热门球队 (server/db/demo-catalog.ts), with their leagues: the index's 热门球队. */
    teamHot: jsonCall({ path: sportPath(F, 'team/hot'), auth: 'none', body: Type.Object({ size: defaulted(int(1, 50), 20) }), data: Type.Array(HotTeam) }),
  };
}

/**
 * Basketball's own calls of SPEC.md §7: comp/futureMatches, a competition's matches to come (today's not started,
 * then later), soonest first; team/futureMatches, a team's over its competitions. size: 10 by default.
 */
export function basketballDataExtras() {
  const B = 'basketball' as const;
  return {
    compFutureMatches: jsonCall({
      path: sportPath(B, 'comp/futureMatches'), auth: 'none',
      body: Type.Object({ ...competitionProps(), size: defaulted(int(1, 50), 10) }), messages: COMPETITION_MESSAGES, data: Type.Array(DataMatch),
    }),
    teamFutureMatches: jsonCall({
      path: sportPath(B, 'team/futureMatches'), auth: 'none',
      body: Type.Object({ teamId: int(1), size: defaulted(int(1, 50), 10) }), messages: TEAM_MESSAGES, data: Type.Array(DataMatch),
    }),
  };
}
