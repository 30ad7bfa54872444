// Past matches as the history tables show them, read from one team's side; and a side's 胜/平/负 summary. Pure.
import { shanghaiDate } from '../../../engine/core';
import type { HistoryRow, Outcome, PastMatchData, SideSummary } from './team-history-types';

function outcomeOf(m: PastMatchData, teamId: number): Outcome | '' {
  const side = m.homeTeamId === teamId ? 1 : m.awayTeamId === teamId ? -1 : 0;
  if (side === 0) return '';
  const d = side * (m.homeScore - m.awayScore);
  return d > 0 ? '胜' : d < 0 ? '负' : '平';
}

/** `m` as a table row from `teamId`'s side (teamId 0: no side). */
export function historyRow(m: PastMatchData, teamId: number): HistoryRow {
  return {
    matchId: m.matchId, date: shanghaiDate(m.matchTime * 1000), competition: m.competitionName, // Beijing's day [LS-2]
    homeName: m.homeTeamName, homeId: m.homeTeamId, awayId: m.awayTeamId, homeLogo: m.homeTeamLogo, awayName: m.awayTeamName, awayLogo: m.awayTeamLogo,
    score: `${m.homeScore}-${m.awayScore}`,
    half: m.homeHalf >= 0 && m.awayHalf >= 0 ? `${m.homeHalf}-${m.awayHalf}` : '',
    outcome: outcomeOf(m, teamId), teamAtHome: m.homeTeamId === teamId,
  };
}

/** Won/drawn/lost and goals (points) for and against over `rows`, from their side. */
export function summaryOf(rows: readonly HistoryRow[]): SideSummary {
  let won = 0, drawn = 0, lost = 0, scored = 0, conceded = 0;
  for (const r of rows) {
    if (r.outcome === '胜') won++;
    else if (r.outcome === '平') drawn++;
    else if (r.outcome === '负') lost++;
    const [h, a] = r.score.split('-').map(Number);
    scored += r.teamAtHome ? h : a;
    conceded += r.teamAtHome ? a : h;
  }
  return { played: rows.length, won, drawn, lost, scored, conceded };
}
