// A league table from its results: points (football 3/1/0) or win percentage (basketball), then the competition's
// own tie-break order. The server ranks the data pages' tables with it and the page folds today's live scores
// into the same function, so the live table and the served one are one rule. fixtures/generator/league-rules.ts
// says which order each competition's regulations give.
//
// Ties: the teams level on the first criterion form a group; the tie-breaks are tried in order, and the first
// that tells them apart ranks the group's parts. A part still level is ranked afresh from the first tie-break,
// so a head-to-head criterion then counts only the matches among that part (UEFA's and La Liga's "the criteria are
// reapplied to the teams still level"). Teams level on everything keep the order of their ids, standing in for the
// drawing of lots or play-off the regulations end with.
import type { Sport } from '../sport';

/** One finished match (the contract's SeasonResult): the order of a list of them is the order they were played. */
export interface StandingsResult {
  readonly homeId: number;
  readonly awayId: number;
  readonly homeScore: number;
  readonly awayScore: number;
}

export type TieBreak =
  | 'goalDifference' | 'goalsFor' | 'awayGoalsFor' | 'wins'
  | 'headToHeadPoints' | 'headToHeadGoalDifference' | 'headToHeadGoalsFor' | 'headToHeadAwayGoals'
  | 'headToHeadWinPercentage' | 'divisionRecord' | 'conferenceRecord';

export interface StandingsRules {
  readonly sport: Sport;
  /** After points (football) or win percentage (basketball), in the regulations' order. */
  readonly tieBreaks: readonly TieBreak[];
}

/** A team of the table; division and conference matter to the NBA's records (the rows' group and conference). */
export interface StandingsTeam {
  readonly teamId: number;
  readonly division?: string;
  readonly conference?: string;
}

export interface StandingsSplit { played: number; won: number; draw: number; loss: number; goals: number; goalsAgainst: number }

export interface StandingsTableRow extends StandingsSplit {
  readonly teamId: number;
  /** 1 … n in the table's order. */
  position: number;
  /** Football 3 a win, 1 a draw; basketball the wins. */
  points: number;
  readonly home: StandingsSplit;
  readonly away: StandingsSplit;
  /** The last five results, oldest first. */
  readonly form: ('W' | 'D' | 'L')[];
}

/** How each tie-break is named under a table (CompInfo.tieBreaks), per sport; rulesFromNames reads them back. */
export const TIE_BREAK_NAMES: Readonly<Record<Sport, Readonly<Partial<Record<TieBreak, string>>>>> = {
  football: {
    goalDifference: '净胜球', goalsFor: '进球数', awayGoalsFor: '客场进球数', wins: '胜场数',
    headToHeadPoints: '相互交锋积分', headToHeadGoalDifference: '相互交锋净胜球', headToHeadGoalsFor: '相互交锋进球数',
    headToHeadAwayGoals: '相互交锋客场进球数',
  },
  basketball: {
    goalDifference: '净胜分', goalsFor: '总得分', wins: '胜场数',
    headToHeadWinPercentage: '相互交锋胜率', headToHeadGoalDifference: '相互交锋净胜分', headToHeadGoalsFor: '相互交锋得分',
    divisionRecord: '同赛区胜率', conferenceRecord: '同联盟胜率',
  },
};

export function tieBreakNames(rules: StandingsRules): string[] {
  return rules.tieBreaks.map((t) => TIE_BREAK_NAMES[rules.sport][t] ?? t);
}

/** The rules a table's tie-break names stand for (what comp/info answers); undefined when a name is unknown. */
export function rulesFromNames(sport: Sport, names: readonly string[]): StandingsRules | undefined {
  const byName = new Map(Object.entries(TIE_BREAK_NAMES[sport]).map(([t, name]) => [name, t as TieBreak]));
  const tieBreaks: TieBreak[] = [];
  for (const name of names) {
    const t = byName.get(name);
    if (t === undefined) return undefined;
    tieBreaks.push(t);
  }
  return { sport, tieBreaks };
}

const emptySplit = (): StandingsSplit => ({ played: 0, won: 0, draw: 0, loss: 0, goals: 0, goalsAgainst: 0 });

function tally(part: StandingsSplit, mine: number, theirs: number): void {
  part.played++;
  if (mine > theirs) part.won++;
  else if (mine < theirs) part.loss++;
  else part.draw++;
  part.goals += mine;
  part.goalsAgainst += theirs;
}

const pointsOf = (sport: Sport, s: StandingsSplit) => (sport === 'football' ? 3 * s.won + s.draw : s.won);
/** Wins over games, draws counting half (basketball has none); 0 before a game. */
const winPercentage = (s: StandingsSplit) => (s.played === 0 ? 0 : (s.won + s.draw / 2) / s.played);

interface Work {
  readonly team: StandingsTeam;
  readonly row: StandingsTableRow;
  readonly results: StandingsResult[];
}

/** The record of `teams`' matches against one another, per team. */
function miniTable(group: readonly Work[]): Map<number, { split: StandingsSplit; awayGoals: number }> {
  const ids = new Set(group.map((w) => w.team.teamId));
  const out = new Map(group.map((w) => [w.team.teamId, { split: emptySplit(), awayGoals: 0 }]));
  const seen = new Set<StandingsResult>();
  for (const w of group) {
    for (const r of w.results) {
      if (seen.has(r) || !ids.has(r.homeId) || !ids.has(r.awayId)) continue;
      seen.add(r);
      tally(out.get(r.homeId)!.split, r.homeScore, r.awayScore);
      const away = out.get(r.awayId)!;
      tally(away.split, r.awayScore, r.homeScore);
      away.awayGoals += r.awayScore;
    }
  }
  return out;
}

/** Win percentage over the team's matches against opponents `among` accepts. */
function recordAgainst(w: Work, among: (opponent: number) => boolean): number {
  const split = emptySplit();
  for (const r of w.results) {
    const home = r.homeId === w.team.teamId;
    if (!among(home ? r.awayId : r.homeId)) continue;
    tally(split, home ? r.homeScore : r.awayScore, home ? r.awayScore : r.homeScore);
  }
  return winPercentage(split);
}

/** Each member's value of one criterion within `group` (higher ranks first). */
function values(t: TieBreak, sport: Sport, group: readonly Work[], conferenceOf: ReadonlyMap<number, string | undefined>, divisionOf: ReadonlyMap<number, string | undefined>): number[] {
  switch (t) {
    case 'goalDifference': return group.map((w) => w.row.goals - w.row.goalsAgainst);
    case 'goalsFor': return group.map((w) => w.row.goals);
    case 'awayGoalsFor': return group.map((w) => w.row.away.goals);
    case 'wins': return group.map((w) => w.row.won);
    case 'headToHeadPoints':
    case 'headToHeadGoalDifference':
    case 'headToHeadGoalsFor':
    case 'headToHeadAwayGoals':
    case 'headToHeadWinPercentage': {
      const mini = miniTable(group);
      return group.map((w) => {
        const m = mini.get(w.team.teamId)!;
        if (t === 'headToHeadPoints') return pointsOf(sport, m.split);
        if (t === 'headToHeadGoalDifference') return m.split.goals - m.split.goalsAgainst;
        if (t === 'headToHeadGoalsFor') return m.split.goals;
        if (t === 'headToHeadAwayGoals') return m.awayGoals;
        return winPercentage(m.split);
      });
    }
    case 'divisionRecord': {
      // The NBA's: only between teams of one division.
      const division = divisionOf.get(group[0].team.teamId);
      if (division === undefined || group.some((w) => divisionOf.get(w.team.teamId) !== division)) return group.map(() => 0);
      return group.map((w) => recordAgainst(w, (o) => divisionOf.get(o) === division));
    }
    case 'conferenceRecord':
      return group.map((w) => {
        const conference = conferenceOf.get(w.team.teamId);
        return conference === undefined ? 0 : recordAgainst(w, (o) => conferenceOf.get(o) === conference);
      });
    default: {
      const unknown: never = t;
      throw new Error(`unknown tie-break ${String(unknown)}`);
    }
  }
}

/** Splits `group` into runs of equal value, best first; one run means the criterion does not tell them apart. */
function partition(group: readonly Work[], vals: readonly number[]): Work[][] {
  const order = group.map((w, i) => ({ w, v: vals[i] })).sort((a, b) => b.v - a.v);
  const parts: Work[][] = [];
  let last = Number.NaN;
  for (const { w, v } of order) {
    if (parts.length === 0 || v !== last) parts.push([]);
    parts[parts.length - 1].push(w);
    last = v;
  }
  return parts;
}

function rankTied(group: readonly Work[], rules: StandingsRules, conferenceOf: ReadonlyMap<number, string | undefined>, divisionOf: ReadonlyMap<number, string | undefined>): Work[] {
  if (group.length <= 1) return [...group];
  for (const t of rules.tieBreaks) {
    const parts = partition(group, values(t, rules.sport, group, conferenceOf, divisionOf));
    if (parts.length > 1) return parts.flatMap((part) => rankTied(part, rules, conferenceOf, divisionOf));
  }
  return [...group].sort((a, b) => a.team.teamId - b.team.teamId);
}

/**
 * The table of `teams` after `results` (in the order played): results between a team of the table and one outside
 * it count for the team (an NBA conference's table counts every game). Teams with no result stand at 0.
 */
export function standingsOf(results: readonly StandingsResult[], rules: StandingsRules, teams: readonly (number | StandingsTeam)[]): StandingsTableRow[] {
  const work = new Map<number, Work>();
  for (const t of teams) {
    const team = typeof t === 'number' ? { teamId: t } : t;
    if (work.has(team.teamId)) continue;
    work.set(team.teamId, { team, results: [], row: { teamId: team.teamId, position: 0, points: 0, ...emptySplit(), home: emptySplit(), away: emptySplit(), form: [] } });
  }
  for (const r of results) {
    const home = work.get(r.homeId);
    const away = work.get(r.awayId);
    if (home) {
      tally(home.row, r.homeScore, r.awayScore);
      tally(home.row.home, r.homeScore, r.awayScore);
      home.results.push(r);
      home.row.form.push(r.homeScore > r.awayScore ? 'W' : r.homeScore < r.awayScore ? 'L' : 'D');
    }
    if (away) {
      tally(away.row, r.awayScore, r.homeScore);
      tally(away.row.away, r.awayScore, r.homeScore);
      away.results.push(r);
      away.row.form.push(r.awayScore > r.homeScore ? 'W' : r.awayScore < r.homeScore ? 'L' : 'D');
    }
  }
  const all = [...work.values()];
  for (const w of all) {
    w.row.points = pointsOf(rules.sport, w.row);
    w.row.form.splice(0, Math.max(0, w.row.form.length - 5));
  }
  const conferenceOf = new Map(all.map((w) => [w.team.teamId, w.team.conference]));
  const divisionOf = new Map(all.map((w) => [w.team.teamId, w.team.division]));
  const first = rules.sport === 'football' ? (w: Work) => w.row.points : (w: Work) => winPercentage(w.row);
  const ranked = partition(all, all.map(first)).flatMap((group) => rankTied(group, rules, conferenceOf, divisionOf));
  return ranked.map((w, i) => {
    w.row.position = i + 1;
    return w.row;
  });
}
