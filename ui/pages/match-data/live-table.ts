// The live table (FotMob's and SofaScore's): while today's matches of the competition are going, their current
// scores are folded into the table as if they ended now, the rows re-ranked, and the teams playing marked. Today's
// scores come from the engine's rows (the live lists' own state); comp/tables answered the rest. Pure.
import type { MatchRow, Sport } from '../../../engine/core';
import type { DataAnswer } from './data-calls';

type Tables = DataAnswer<'compTables'>;
export type TableRow = Tables['tables'][number]['rows'][number];

/** A row of the table as shown: the answered row, moved by today's going scores. */
export interface ShownRow extends TableRow {
  /** The position before today's going matches (what the answered table says). */
  readonly wasPosition: number;
  /** The team's match going now: its score from the team's side ('2-1'), '' when it is not playing. */
  readonly going: string;
}

export interface ShownTable {
  readonly name: string;
  readonly rows: readonly ShownRow[];
}

interface Going {
  readonly homeId: number;
  readonly awayId: number;
  readonly home: number;
  readonly away: number;
}

/** Today's matches of the competition that are being played, with their scores now. */
export function goingMatches(todayIds: readonly number[], rows: ReadonlyMap<number, MatchRow>): Going[] {
  const out: Going[] = [];
  for (const id of todayIds) {
    const row = rows.get(id);
    if (!row || row.group !== 'going') continue;
    const m = /^(\d+)-(\d+)$/.exec(row.score);
    if (!m || row.homeTeamId <= 0 || row.awayTeamId <= 0) continue;
    out.push({ homeId: row.homeTeamId, awayId: row.awayTeamId, home: Number(m[1]), away: Number(m[2]) });
  }
  return out;
}

const pointsFor = (sport: Sport, mine: number, theirs: number) => {
  if (sport === 'basketball') return mine > theirs ? 1 : 0; // a basketball table ranks by wins
  return mine > theirs ? 3 : mine === theirs ? 1 : 0;
};

function withResult(sport: Sport, row: TableRow, mine: number, theirs: number, side: 'home' | 'away'): TableRow {
  const won = mine > theirs ? 1 : 0;
  const draw = mine === theirs ? 1 : 0;
  const loss = mine < theirs ? 1 : 0;
  const split = row[side];
  return {
    ...row,
    played: row.played + 1, won: row.won + won, draw: row.draw + draw, loss: row.loss + loss,
    goals: row.goals + mine, goalsAgainst: row.goalsAgainst + theirs, points: row.points + pointsFor(sport, mine, theirs),
    [side]: { ...split, played: split.played + 1, won: split.won + won, draw: split.draw + draw, loss: split.loss + loss, goals: split.goals + mine, goalsAgainst: split.goalsAgainst + theirs },
  };
}

/** Points, then goal difference, then goals scored — the order the table keeps while a match is unfinished. */
function byStanding(a: TableRow, b: TableRow): number {
  return b.points - a.points || (b.goals - b.goalsAgainst) - (a.goals - a.goalsAgainst) || b.goals - a.goals || a.position - b.position;
}

/**
 * The tables with today's going scores folded in. Rows of teams not playing keep their numbers; the order is
 * re-ranked only when something is going (otherwise the answered table, ranked by the competition's own rules,
 * stands as it is).
 */
export function liveTables(sport: Sport, tables: Tables['tables'], going: readonly Going[]): ShownTable[] {
  const byTeam = new Map<number, { mine: number; theirs: number; side: 'home' | 'away' }>();
  for (const g of going) {
    byTeam.set(g.homeId, { mine: g.home, theirs: g.away, side: 'home' });
    byTeam.set(g.awayId, { mine: g.away, theirs: g.home, side: 'away' });
  }
  return tables.map((table) => {
    const moved = table.rows.map((row) => {
      const g = byTeam.get(row.teamId);
      const next = g ? withResult(sport, row, g.mine, g.theirs, g.side) : row;
      return { ...next, wasPosition: row.position, going: g ? `${g.mine}-${g.theirs}` : '' };
    });
    const anyGoing = moved.some((r) => r.going !== '');
    if (!anyGoing) return { name: table.name, rows: moved };
    const ranked = [...moved].sort(byStanding).map((r, i) => ({ ...r, position: i + 1 }));
    return { name: table.name, rows: ranked };
  });
}
