// A finished basketball match's report: the per-period scores and totals of its score arrays [SC-2] (two halves
// when ncaa [BK-2]; overtime at index 4 when played [BK-4]) and each side's leaders from its box score (code 150,
// the feed's player stats). Pure.
import type { PlayerStat } from '../../engine/core';
import { basketballTotal, BASKETBALL_SCORE, countOf } from '../../engine/core';
import { kickOffText } from './news-text';
import type { WrittenReport } from './football-report';

/** The box score's stat types (code 150 items): what the match centre's box score shows too. */
export const BOX_SCORE_STAT = { points: 1, rebounds: 2, assists: 3 } as const;

export interface BasketballReportInput {
  readonly competitionName: string;
  readonly homeName: string;
  readonly awayName: string;
  readonly matchTime: number;
  readonly ncaa: boolean;
  readonly homeScores: readonly number[];
  readonly awayScores: readonly number[];
  readonly players: readonly PlayerStat[];
}

export interface Leader { readonly position: 1 | 2; readonly playerName: string; readonly points: number; readonly rebounds: number; readonly assists: number }

export interface BasketballReport extends WrittenReport {
  readonly periods: { readonly home: readonly number[]; readonly away: readonly number[] };
  readonly leaders: readonly Leader[];
}

/** Quarters (or halves), then overtime when it was played. */
export function periodsOf(scores: readonly number[], ncaa: boolean): number[] {
  const regular = ncaa ? 2 : 4;
  const out = Array.from({ length: regular }, (_, i) => countOf(scores[i]));
  const overtime = countOf(scores[BASKETBALL_SCORE.overtime]);
  return overtime > 0 ? [...out, overtime] : out;
}

/** Each side's top `perSide` scorers from the box score, most points first (then rebounds, then name). */
export function leadersOf(players: readonly PlayerStat[], perSide = 2): Leader[] {
  const lines = players
    .filter((p) => p.position === 1 || p.position === 2)
    .map((p) => {
      const value = (type: number) => p.items.find((i) => i.type === type)?.home ?? 0;
      return { position: p.position as 1 | 2, playerName: p.playerName, points: value(BOX_SCORE_STAT.points), rebounds: value(BOX_SCORE_STAT.rebounds), assists: value(BOX_SCORE_STAT.assists) };
    })
    .sort((a, b) => b.points - a.points || b.rebounds - a.rebounds || a.playerName.localeCompare(b.playerName));
  return ([1, 2] as const).flatMap((side) => lines.filter((l) => l.position === side).slice(0, perSide));
}

export function basketballReport(input: BasketballReportInput): BasketballReport {
  const { homeName, awayName, competitionName } = input;
  const hs = basketballTotal(input.homeScores);
  const as = basketballTotal(input.awayScores);
  const periods = { home: periodsOf(input.homeScores, input.ncaa), away: periodsOf(input.awayScores, input.ncaa) };
  const leaders = leadersOf(input.players);
  const winner = hs >= as ? homeName : awayName;
  const loser = hs >= as ? awayName : homeName;
  const ws = Math.max(hs, as);
  const ls = Math.min(hs, as);
  const overtime = periods.home.length > (input.ncaa ? 2 : 4);
  const top = [...leaders].sort((a, b) => b.points - a.points)[0];
  const verb = ws - ls >= 20 ? '狂胜' : ws - ls <= 3 ? '险胜' : '击败';
  const title = `${competitionName}：${winner}${ws}-${ls}${overtime ? '加时' : ''}${verb}${loser}${top && top.points > 0 ? `，${top.playerName}砍下${top.points}分` : ''}`;
  const periodName = input.ncaa ? ['上半场', '下半场'] : ['第一节', '第二节', '第三节', '第四节'];
  const periodLine = periods.home.map((h, i) => `${periodName[i] ?? '加时'}${h}-${periods.away[i]}`).join('，');
  const sideName = (side: 1 | 2) => (side === 1 ? homeName : awayName);
  const leaderLine = ([1, 2] as const).map((side) => {
    const mine = leaders.filter((l) => l.position === side);
    return mine.length
      ? `${sideName(side)}方面，${mine.map((l) => `${l.playerName}${l.points}分${l.rebounds}篮板${l.assists}助攻`).join('，')}`
      : '';
  }).filter(Boolean).join('；');
  const paragraphs = [
    `北京时间${kickOffText(input.matchTime)}，${competitionName}，${homeName}主场迎战${awayName}。`,
    `各节比分：${periodLine}。${overtime ? '常规时间战平后双方进入加时，' : ''}最终${winner}以${ws}-${ls}${verb}${loser}。`,
    ...(leaderLine ? [`个人数据：${leaderLine}。`] : []),
  ];
  const summary = `${homeName}${hs}-${as}${awayName}${top && top.points > 0 ? `，${top.playerName}${top.points}分` : ''}。`;
  return { title, summary, paragraphs, goals: [], periods, leaders, tags: [competitionName, homeName, awayName, '战报'] };
}
