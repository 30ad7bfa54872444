// A preview of a match to come: both teams' last results and their meetings, as the match centre's 分析 has them
// (server/data's seasons through CentreHistory: the same lists /v1/{sport}/matchAnalyse and /v1/headToHead answer),
// and their league positions. Pure: written from those lists alone.
import type { PastResult } from '../../engine/core';
import { countWord, kickOffText, RESULT_WORD, resultFor } from './news-text';
import type { WrittenReport } from './football-report';

/** How many of each team's last results a preview weighs (the form line). */
export const PREVIEW_FORM_SIZE = 5;
/** How many meetings it counts (matchAnalyse's head-to-head size). */
export const PREVIEW_MEETINGS = 10;

export interface PreviewSide {
  readonly teamId: number;
  readonly name: string;
  /** Newest first. */
  readonly recent: readonly PastResult[];
  readonly position: number | null;
  readonly points: number | null;
}

export interface PreviewInput {
  readonly sport: 'football' | 'basketball';
  readonly competitionName: string;
  readonly matchTime: number;
  readonly home: PreviewSide;
  readonly away: PreviewSide;
  /** Newest first. */
  readonly meetings: readonly PastResult[];
}

/** '胜胜平负胜', newest first. */
export function formLine(side: PreviewSide): string {
  return side.recent.map((r) => RESULT_WORD[resultFor(side.teamId, r)]).join('');
}

function record(teamId: number, results: readonly PastResult[]) {
  const count = { W: 0, D: 0, L: 0 };
  for (const r of results) count[resultFor(teamId, r)]++;
  return count;
}

function sideParagraph(side: PreviewSide, sport: PreviewInput['sport']): string {
  if (side.recent.length === 0) return `${side.name}本赛季此前没有可供参考的比赛记录。`;
  const c = record(side.teamId, side.recent);
  const scored = side.recent.reduce((n, r) => n + (r.homeTeamId === side.teamId ? r.homeScore : r.awayScore), 0);
  const against = side.recent.reduce((n, r) => n + (r.homeTeamId === side.teamId ? r.awayScore : r.homeScore), 0);
  const unit = sport === 'football' ? '球' : '分';
  const table = side.position !== null ? `目前以${side.points ?? 0}分排名联赛第${side.position}位，` : '';
  const draws = sport === 'football' ? `${c.D}平` : '';
  return `${side.name}${table}近${side.recent.length}场比赛${c.W}胜${draws}${c.L}负（${formLine(side)}），共得${scored}${unit}、失${against}${unit}。`;
}

export function preview(input: PreviewInput): Omit<WrittenReport, 'goals'> {
  const { home, away, meetings, competitionName, sport } = input;
  const h2h = record(home.teamId, meetings);
  const meetingLine = meetings.length
    ? `双方近${meetings.length}次交锋，${home.name}${h2h.W}胜${sport === 'football' ? `${h2h.D}平` : ''}${h2h.L}负`
    : `这将是两队近年来的首次交锋`;
  const last = meetings[0];
  const lastLine = last
    ? `上一次相遇，${last.homeTeamId === home.teamId ? home.name : away.name}主场${last.homeScore}-${last.awayScore}${last.homeTeamId === home.teamId ? away.name : home.name}。`
    : '';
  const homeForm = record(home.teamId, home.recent);
  const awayForm = record(away.teamId, away.recent);
  const hotter = homeForm.W > awayForm.W ? home : awayForm.W > homeForm.W ? away : null;
  const title = `${competitionName}前瞻：${home.name} vs ${away.name}，${meetings.length ? `${meetingLine}` : '两队首度交手'}`;
  const paragraphs = [
    `北京时间${kickOffText(input.matchTime)}，${competitionName}将迎来${home.name}主场对阵${away.name}的比赛。`,
    sideParagraph(home, sport),
    sideParagraph(away, sport),
    `${meetingLine}。${lastLine}`,
    hotter
      ? `从近期状态看，${hotter.name}近${countWord(Math.min(hotter.recent.length, PREVIEW_FORM_SIZE))}场拿下${record(hotter.teamId, hotter.recent).W}场胜利，状态更胜一筹；比赛开始后可在比赛详情页关注实时比分与数据。`
      : `两队近期战绩旗鼓相当，胜负悬念留到比赛当天；比赛开始后可在比赛详情页关注实时比分与数据。`,
  ];
  const summary = `${home.name}近况${formLine(home) || '暂无'}，${away.name}近况${formLine(away) || '暂无'}；${meetingLine}。`;
  return { title, summary, paragraphs, tags: [competitionName, home.name, away.name, '前瞻'] };
}
