// The live table (FotMob's and SofaScore's): while today's matches of the competition are being played, the table
// is the season's results before today plus today's scores as they stand now, ranked by the same rule the server
// ranks with (engine/core standingsOf, with the competition's tie-breaks read back from comp/info's names), the
// teams playing marked. Today's scores come from the engine's rows (the live lists' state), not a second copy.
// With nothing of today going or played, the answered table stands as it is. Pure.
import type { MatchRow, Sport, StandingsResult, StandingsRules } from '../../../engine/core';
import { rulesFromNames, standingsOf } from '../../../engine/core';
import type { DataAnswer } from './data-calls';

type Tables = DataAnswer<'compTables'>;
export type TableRow = Tables['tables'][number]['rows'][number];

/** A row of the table as shown: the answered row, moved by today's scores. */
export interface ShownRow extends TableRow {
  /** The position the answered table gives. */
  readonly wasPosition: number;
  /** The team's match going now: its score from the team's side ('2-1'); '' when it is not playing. */
  readonly going: string;
}

export interface ShownTable {
  readonly name: string;
  readonly rows: readonly ShownRow[];
}

export interface TodayResults {
  /** Today's matches played or being played, with their scores now (in kick-off order of the ids given). */
  readonly results: readonly StandingsResult[];
  /** The matches among them that are going. */
  readonly going: readonly StandingsResult[];
}

/** Today's matches of the competition the engine has a score for: going and finished. */
export function todayResults(todayIds: readonly number[], rows: ReadonlyMap<number, MatchRow>): TodayResults {
  const results: StandingsResult[] = [];
  const going: StandingsResult[] = [];
  for (const id of todayIds) {
    const row = rows.get(id);
    if (!row || (row.group !== 'going' && row.group !== 'finish')) continue;
    const m = /^(\d+)-(\d+)$/.exec(row.score);
    if (!m || row.homeTeamId <= 0 || row.awayTeamId <= 0) continue;
    const result = { homeId: row.homeTeamId, awayId: row.awayTeamId, homeScore: Number(m[1]), awayScore: Number(m[2]) };
    results.push(result);
    if (row.group === 'going') going.push(result);
  }
  return { results, going };
}

const answered = (t: Tables['tables'][number]): ShownTable => ({ name: t.name, rows: t.rows.map((r) => ({ ...r, wasPosition: r.position, going: '' })) });

/** The rules of comp/info's tie-break names; points (or win percentage) alone when a name is not known. */
export function rulesOf(sport: Sport, tieBreakNames: readonly string[]): StandingsRules {
  return rulesFromNames(sport, tieBreakNames) ?? { sport, tieBreaks: [] };
}

export function liveTables(
  sport: Sport, tables: Tables['tables'], seasonResults: readonly StandingsResult[], today: TodayResults, tieBreakNames: readonly string[],
): ShownTable[] {
  if (today.going.length === 0) return tables.map(answered);
  const rules = rulesOf(sport, tieBreakNames);
  const results = [...seasonResults, ...today.results];
  const goingScore = new Map<number, string>();
  for (const g of today.going) {
    goingScore.set(g.homeId, `${g.homeScore}-${g.awayScore}`);
    goingScore.set(g.awayId, `${g.awayScore}-${g.homeScore}`);
  }
  return tables.map((table) => {
    const byTeam = new Map(table.rows.map((r) => [r.teamId, r]));
    // Zones belong to places in the table (1–4 欧冠 …): a team moving into a place takes its colour.
    const zoneAt = new Map(table.rows.map((r) => [r.position, r.promotionId]));
    const ranked = standingsOf(results, rules, table.rows.map((r) => ({ teamId: r.teamId, division: r.group, conference: r.conference })));
    return {
      name: table.name,
      rows: ranked.map((n): ShownRow => {
        const was = byTeam.get(n.teamId)!;
        return {
          ...was, position: n.position, promotionId: zoneAt.get(n.position) ?? 0, points: n.points,
          played: n.played, won: n.won, draw: n.draw, loss: n.loss, goals: n.goals, goalsAgainst: n.goalsAgainst,
          home: n.home, away: n.away, form: [...n.form], wasPosition: was.position, going: goingScore.get(n.teamId) ?? '',
        };
      }),
    };
  });
}
