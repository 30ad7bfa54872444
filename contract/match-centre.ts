// The match centre's answers (/liveRoom?detail={matchId}, issue #13), shared by football.ts and basketball.ts:
// the header (matchInfo), lineups, odds, momentum, standings and the analysis of past results. Field names follow
// SPEC.md §3 (Match, Incident, Stat, Standings row, odds result codes); engine/core/match-centre/types.ts holds the
// shapes the fold keeps, and these are them as the server answers them.
//
// The odds calls, one question each:
// - matchOdds {matchId, companyId?}: one company's (default 1 澳门) line per market — opening, current, result —
//   the compact strip of the 赛况 tab.
// - currentMatchOdds {matchId, market?}: every company's opening and current quote (and result once settled) per
//   market — the 指数 tab's table; the page marks up/down from `previous` against `current`.
// - matchAllOdds {matchId, companyId, market}: one company's market, every quote from the opening on (its history).
// - realtimeMatchOddsChange {matchId, since}: the quotes that came after `since` (ms), oldest first — the catch-up
//   after a reconnect; live changes themselves are pushed (frames 71/171, the worker's detail subscription).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted } from './call';
import { Bool01, int, matchId, nullable, sportType } from './fields';
import { Incident, Stat } from './match-detail';

/** SPEC.md §3 Match.competition. */
export const CentreCompetition = Type.Object({
  competitionId: Type.Integer(), name: Type.String(), shortName: Type.String(), logo: Type.String(), color: Type.String(), initial: Type.String(),
});

/** SPEC.md §3 Match.homeTeam/awayTeam; position is the league ranking, 0 when none. */
export const CentreTeam = Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.String(), position: Type.Integer() });

/** A live room or preview of the match: engine/core AnchorBrief (open the room with roomId). */
export const CentreAnchor = Type.Object({ customId: Type.Integer(), roomId: Type.Integer(), avatar: Type.String(), nickname: Type.String() });

/** The header of the page, from the feed state. */
export const MatchInfo = Type.Object({
  matchId: Type.Integer(),
  sportType: sportType(),
  competition: CentreCompetition,
  homeTeam: CentreTeam,
  awayTeam: CentreTeam,
  /** Kick-off, unix seconds (the countdown before kick-off [MN-5]). */
  matchTime: Type.Integer(),
  statusId: Type.Integer(),
  /** Start of the current period, unix seconds [MN-1]. */
  goingTime: Type.Integer(),
  /** Basketball: seconds left on the period clock as last reported; 0 for football. */
  clockSeconds: Type.Integer(),
  /** SPEC.md §3: football [score, half-time, red, yellow, corners, (120', shoot-out, 90')]; basketball per period, 4 overtime. −1 no data. */
  homeScores: Type.Array(Type.Integer()),
  awayScores: Type.Array(Type.Integer()),
  /** Basketball: one entry per overtime period. */
  homeOverTime: Type.Array(Type.Integer()),
  awayOverTime: Type.Array(Type.Integer()),
  /** Football half-time score (scores index 1; basketball the first two periods summed); −1 before half-time. */
  homeHalfScore: Type.Integer(),
  awayHalfScore: Type.Integer(),
  /** [RT-3] under VAR review now (varUntil in the future), and until when (ms since the epoch, 0 when never). */
  var: Type.Boolean(),
  varUntil: Type.Integer(),
  /** Football: the extra-time half last kicked off (0 before extra time, 1, 2); engine/core rules/extra-time.ts. */
  extraHalf: Type.Integer(),
  /** '120分钟[3-3]，点球[4-2]' for a finished match that went on, '' otherwise (engine/core finalLine). */
  finalLine: Type.String(),
  /** '点球 4-2' during and after a shoot-out, '' otherwise (engine/core shootoutText). */
  shootout: Type.String(),
  /** The score after 90 minutes 'h-a' once extra time began, '' otherwise. */
  regularTimeScore: Type.String(),
  /** The match's live rooms and previews. */
  living: Type.Array(CentreAnchor),
  preview: Type.Array(CentreAnchor),
  hasLineup: Bool01(),
  ncaa: Bool01(),
  /** 1 followed, 2 not (always 2 for a guest). */
  hasFollow: Type.Enum([1, 2]),
  peopleNum: Type.Integer(),
  note: Type.String(),
  remark: Type.String(),
  kind: Type.Integer(),
  stageId: Type.Integer(),
  seasonId: Type.Integer(),
  /** The server's clock when it answered, ms (the page's "updated at" and its countdown base). */
  serverTime: Type.Integer(),
});
export type MatchInfo = Static<typeof MatchInfo>;

/** {matchId}: an unknown one is 40007 比赛不存在. */
export const centreBody = () => Type.Object({ matchId: matchId() });

export const PressureCounts = Type.Object({ attacks: Type.Integer(), dangerous: Type.Integer(), shots: Type.Integer(), goals: Type.Integer() });

/** One played minute of attack momentum: value −100…100, positive home (engine/core MomentumPoint). */
export const TrendPoint = Type.Object({
  minute: Type.Integer(), addTime: Type.Integer(), value: Type.Integer(), home: PressureCounts, away: PressureCounts,
});
/** Football matchTrendData: points in minute order; empty before kick-off or for a match without coverage. */
export const FootballTrend = Type.Object({ points: Type.Array(TrendPoint) });

/**
 * Basketball matchTrendData: the running score at the end of each period played, and for the period in play the
 * score now (ended false) — the feed reports scores per period, not per basket.
 */
export const BasketballTrendPoint = Type.Object({
  /** 1–4 quarters (NCAA 1–2 halves), then overtimes. */
  period: Type.Integer(),
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
  ended: Type.Boolean(),
});
/** The score at the end of a clock minute: `left` whole minutes were left on the period's clock (engine/core score-trail.ts). */
export const ScoreTrendPoint = Type.Object({ period: Type.Integer(), left: Type.Integer(), homeScore: Type.Integer(), awayScore: Type.Integer() });
export const BasketballTrend = Type.Object({
  points: Type.Array(BasketballTrendPoint),
  /**
   * The lead graph's data: the score at the end of each clock minute in which it moved, in game order, then the
   * score now while a period is played; `ncaa` true for halves (period lengths: engine/core periodMinutes).
   */
  scores: Type.Array(ScoreTrendPoint),
  ncaa: Type.Boolean(),
});

export const CentreStats = Type.Object({ stats: Type.Array(Stat) });

export const LineupPlayer = Type.Object({
  playerId: Type.Integer(), name: Type.String(), number: Type.Integer(),
  /** Football GK/DF/MF/FW, basketball PG/SG/SF/PF/C. */
  position: Type.String(),
  /** Formation slot on the pitch, 0–100 (x across, y from the team's own goal); 0 on the bench. */
  x: Type.Number(), y: Type.Number(),
  captain: Type.Boolean(),
  /** Absent players: 1 injured, 2 suspended; 0 otherwise. */
  reason: Type.Integer(),
});
export const TeamLineup = Type.Object({
  /** '4-4-2' …; '' for basketball. */
  formation: Type.String(), coach: Type.String(),
  starters: Type.Array(LineupPlayer), substitutes: Type.Array(LineupPlayer), absent: Type.Array(LineupPlayer),
});
/** matchLineup: null until the lineups are published (the page's empty state). */
export const CentreLineup = Type.Object({ lineup: nullable(Type.Object({ home: TeamLineup, away: TeamLineup })) });

/** One quote: line in hundredths (handicap given by home, total), prices in thousandths; minute and score when quoted; at ms. */
export const OddsQuote = Type.Object({
  line: Type.Integer(), p1: Type.Integer(), p2: Type.Integer(), p3: Type.Integer(),
  minute: Type.Integer(), homeScore: Type.Integer(), awayScore: Type.Integer(), at: Type.Integer(),
});
/** 1 欧赔 1X2 (basketball two-way, p3 0), 2 亚盘 handicap, 3 大小 over/under. */
export const oddsMarket = () => Type.Enum([1, 2, 3]);
/** One company's market: opening, the quote before the current one (null when none moved yet), current, result. */
export const OddsLine = Type.Object({
  companyId: Type.Integer(),
  companyName: Type.String(),
  market: Type.Integer(),
  opening: OddsQuote,
  previous: nullable(OddsQuote),
  current: OddsQuote,
  /** SPEC.md §4: 0 until settled, then 10 win/over, 20 lose/under, 30 draw, 40 push. */
  result: Type.Integer(),
  /** The line settled on (hundredths): the company's closing line, its last before kick-off — not an in-play `current`. 0 until settled. */
  settledLine: Type.Integer(),
});
export type OddsLine = Static<typeof OddsLine>;
export const OddsLines = Type.Object({ lines: Type.Array(OddsLine) });
export const matchOddsBody = () => Type.Object({ matchId: matchId(), companyId: defaulted(int(1, 1000), 1) });
export const currentOddsBody = () => Type.Object({ matchId: matchId(), market: Type.Optional(oddsMarket()) });
export const allOddsBody = () => Type.Object({ matchId: matchId(), companyId: int(1, 1000), market: oddsMarket() });
/** matchAllOdds: the company's market with every quote from the opening on; line null when it never quoted it. */
export const OddsHistory = Type.Object({ line: nullable(OddsLine), history: Type.Array(OddsQuote) });
export const oddsChangeBody = () => Type.Object({ matchId: matchId(), since: defaulted(int(0, Number.MAX_SAFE_INTEGER), 0) });
export const OddsChange = Type.Object({ companyId: Type.Integer(), market: Type.Integer(), quote: OddsQuote });
/** realtimeMatchOddsChange: the quotes after `since`, oldest first; `until` is the newest `at` (send it next time). */
export const OddsChanges = Type.Object({ changes: Type.Array(OddsChange), until: Type.Integer() });

/** /v1/common/nm/allCompany: the odds companies. */
export const OddsCompany = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A finished past match (head-to-head, recent form, team history), with names for the page. */
export const PastMatch = Type.Object({
  matchId: Type.Integer(),
  matchTime: Type.Integer(),
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  homeTeamId: Type.Integer(), homeTeamName: Type.String(), homeTeamLogo: Type.String(),
  awayTeamId: Type.Integer(), awayTeamName: Type.String(), awayTeamLogo: Type.String(),
  homeScore: Type.Integer(), awayScore: Type.Integer(),
  /** Half-time score (basketball: first half). */
  homeHalf: Type.Integer(), awayHalf: Type.Integer(),
});
export type PastMatch = Static<typeof PastMatch>;

/** Won/drawn/lost from one team's side, with goals (points) for and against. */
export const FormSummary = Type.Object({ teamId: Type.Integer(), won: Type.Integer(), draw: Type.Integer(), lost: Type.Integer(), goals: Type.Integer(), goalsAgainst: Type.Integer() });

/** A match still to come of a team (from the feed's day). */
export const UpcomingMatch = Type.Object({
  matchId: Type.Integer(), matchTime: Type.Integer(), competitionId: Type.Integer(), competitionName: Type.String(),
  homeTeamId: Type.Integer(), homeTeamName: Type.String(), awayTeamId: Type.Integer(), awayTeamName: Type.String(),
});

/**
 * /v1/headToHead/{sport} {homeTeamId, awayTeamId, size}: the pair's past meetings, newest first — the same
 * meetings whichever order the teams are sent in — and the summary from homeTeamId's side.
 */
export const headToHeadBody = () => Type.Object({ homeTeamId: int(1), awayTeamId: int(1), size: defaulted(int(1, 50), 10) });
export const HeadToHead = Type.Object({ matches: Type.Array(PastMatch), summary: FormSummary });

/** One team's side of the analysis: its recent form (newest first), summary, and its matches to come. */
export const TeamAnalysis = Type.Object({ teamId: Type.Integer(), recent: Type.Array(PastMatch), summary: FormSummary, upcoming: Type.Array(UpcomingMatch) });
/** matchAnalyse {matchId, size}: size = how many recent matches per team (default 10). */
export const analyseBody = () => Type.Object({ matchId: matchId(), size: defaulted(int(1, 20), 10) });
export const FootballAnalysis = Type.Object({ headToHead: HeadToHead, home: TeamAnalysis, away: TeamAnalysis });

/** [FM-5] SPEC.md §9: counts per absolute score-difference range over at most the latest 20 matches. */
export const DifferenceRanges = Type.Object({
  '0-5': Type.Integer(), '6-10': Type.Integer(), '11-15': Type.Integer(), '16-20': Type.Integer(), '21-25': Type.Integer(), '26+': Type.Integer(),
});
/** [FM-5] SPEC.md §9: half-time/full-time result pairs from the team's side (10 win, 30 draw, 20 lose) over the sample. */
export const HalfFullCombos = Type.Object({
  '10-10': Type.Integer(), '10-20': Type.Integer(), '30-10': Type.Integer(), '30-20': Type.Integer(), '20-10': Type.Integer(), '20-20': Type.Integer(),
});
/** Empty history (a cup-only club): all ranges and combos 0 and sample 0. */
export const BasketballTeamAnalysis = Type.Object({
  teamId: Type.Integer(), recent: Type.Array(PastMatch), summary: FormSummary, upcoming: Type.Array(UpcomingMatch),
  differenceRanges: DifferenceRanges, differenceSample: Type.Integer(),
  halfFull: HalfFullCombos, halfFullSample: Type.Integer(),
});
/** Basketball matchAnalyse {matchId, size, halfFullSample}: halfFullSample default 10 (SPEC.md §9). */
export const basketballAnalyseBody = () => Type.Object({ matchId: matchId(), size: defaulted(int(1, 20), 10), halfFullSample: defaulted(int(1, 20), 10) });
export const BasketballAnalysis = Type.Object({ headToHead: HeadToHead, home: BasketballTeamAnalysis, away: BasketballTeamAnalysis });

/** SPEC.md §3 Standings row, with the team's name and logo; home/away splits as won/draw/loss/goals/goalsAgainst. */
const Split = () => Type.Object({ played: Type.Integer(), won: Type.Integer(), draw: Type.Integer(), loss: Type.Integer(), goals: Type.Integer(), goalsAgainst: Type.Integer() });
export const StandingsRow = Type.Object({
  teamId: Type.Integer(), teamName: Type.String(), teamLogo: Type.String(),
  group: Type.String(), conference: Type.String(),
  position: Type.Integer(),
  /** 0 none; otherwise the competition's promotion/relegation zone id. */
  promotionId: Type.Integer(),
  points: Type.Integer(), played: Type.Integer(), won: Type.Integer(), draw: Type.Integer(), loss: Type.Integer(),
  goals: Type.Integer(), goalsAgainst: Type.Integer(),
  home: Split(), away: Split(),
});
export type StandingsRow = Static<typeof StandingsRow>;
/** table {matchId}: the league's standings over its last completed season (past results); rows empty for a cup (no table). */
export const CentreTable = Type.Object({
  competitionId: Type.Integer(), competitionName: Type.String(), homeTeamId: Type.Integer(), awayTeamId: Type.Integer(), rows: Type.Array(StandingsRow),
});

/** /v1/match/teamDetailHistory {matchId, size}: both teams' past matches, newest first (the page /teamDetailHistory/{matchId}). */
export const teamHistoryBody = () => Type.Object({ matchId: matchId(), size: defaulted(int(1, 60), 20) });
export const TeamHistory = Type.Object({
  sportType: sportType(), homeTeam: CentreTeam, awayTeam: CentreTeam, home: Type.Array(PastMatch), away: Type.Array(PastMatch),
});

/** Player box score (code 150): per player, engine/core PlayerStat. */
export const PlayerStatRow = Type.Object({ playerId: Type.Integer(), playerName: Type.String(), position: Type.Integer(), items: Type.Array(Stat) });

/** Football matchStat: the stats and the incidents (the 赛况 tab's two lists). */
export const FootballStats = Type.Object({ stats: Type.Array(Stat), incidents: Type.Array(Incident) });
