// A finished football match's report, written from what the feed recorded: its goals are the match's goal
// incidents (goal, penalty, own goal — a goal taken back by VAR is no longer among them), in match order, with
// their scorers, assists and minutes; the half-time and final scores are the match's score arrays [SC-1]; cards
// and possession come from its incidents and statistics [SC-3]. Pure: the same match always reads the same.
import type { NewsGoal } from '../../contract';
import type { Incident, Stat } from '../../engine/core';
import { countOf, FOOTBALL_INCIDENT, FOOTBALL_SCORE, FOOTBALL_STAT } from '../../engine/core';
import { countWord, kickOffText, minuteText } from './news-text';

export interface FootballReportInput {
  readonly competitionName: string;
  readonly homeName: string;
  readonly awayName: string;
  readonly matchTime: number;
  readonly homeScores: readonly number[];
  readonly awayScores: readonly number[];
  readonly incidents: readonly Incident[];
  readonly stats: readonly Stat[];
}

export interface WrittenReport {
  readonly title: string;
  readonly summary: string;
  readonly paragraphs: readonly string[];
  readonly goals: readonly NewsGoal[];
  readonly tags: readonly string[];
}

const GOAL_KIND = {
  [FOOTBALL_INCIDENT.goal]: 'goal', [FOOTBALL_INCIDENT.penaltyGoal]: 'penalty', [FOOTBALL_INCIDENT.ownGoal]: 'ownGoal',
} as const satisfies Record<number, NewsGoal['kind']>;

const isGoal = (i: Incident): i is Incident & { type: keyof typeof GOAL_KIND } => i.type in GOAL_KIND && (i.position === 1 || i.position === 2);

/** The match's goals as its incidents have them, in match order (minute, then added time, then feed order). */
export function goalsOf(incidents: readonly Incident[]): NewsGoal[] {
  return incidents
    .map((incident, order) => ({ incident, order }))
    .filter(({ incident }) => isGoal(incident))
    .sort((a, b) => a.incident.time - b.incident.time || a.incident.addTime - b.incident.addTime || a.order - b.order)
    .map(({ incident: i }) => ({
      position: i.position as 1 | 2, playerName: i.playerName, assistName: i.type === FOOTBALL_INCIDENT.goal ? i.assist1Name : '',
      minute: i.time, addTime: i.addTime, kind: GOAL_KIND[i.type as keyof typeof GOAL_KIND], homeScore: i.homeScore, awayScore: i.awayScore,
    }));
}

const FIRST_HALF_END = 45;

function goalSentence(g: NewsGoal, teamOf: (side: 1 | 2) => string): string {
  const at = minuteText(g.minute, g.addTime);
  const score = `${g.homeScore}-${g.awayScore}`;
  switch (g.kind) {
    case 'penalty': return `${at}，${g.playerName}主罚点球命中，${teamOf(g.position)}把比分改写为${score}。`;
    case 'ownGoal': return `${at}，${g.playerName}不慎自摆乌龙，送给${teamOf(g.position)}一球，比分变为${score}。`;
    case 'goal': return g.assistName
      ? `${at}，${g.playerName}接${g.assistName}的助攻破门，${teamOf(g.position)}将比分改写为${score}。`
      : `${at}，${g.playerName}破门得分，${teamOf(g.position)}将比分改写为${score}。`;
  }
}

/** The side's scorers by goals, most first (own goals are not a scorer's). */
function scorerCounts(goals: readonly NewsGoal[]): Map<string, { count: number; side: 1 | 2 }> {
  const out = new Map<string, { count: number; side: 1 | 2 }>();
  for (const g of goals) {
    if (g.kind === 'ownGoal' || !g.playerName) continue;
    const known = out.get(g.playerName);
    out.set(g.playerName, { count: (known?.count ?? 0) + 1, side: g.position });
  }
  return out;
}

const statOf = (stats: readonly Stat[], type: number) => stats.find((s) => s.type === type);

export function footballReport(input: FootballReportInput): WrittenReport {
  const { homeName, awayName, competitionName } = input;
  const hs = countOf(input.homeScores[FOOTBALL_SCORE.score]);
  const as = countOf(input.awayScores[FOOTBALL_SCORE.score]);
  const hh = countOf(input.homeScores[FOOTBALL_SCORE.halfTime]);
  const ah = countOf(input.awayScores[FOOTBALL_SCORE.halfTime]);
  const goals = goalsOf(input.incidents);
  const teamOf = (side: 1 | 2) => (side === 1 ? homeName : awayName);

  const margin = Math.abs(hs - as);
  const winner = hs > as ? homeName : awayName;
  const loser = hs > as ? awayName : homeName;
  const ws = Math.max(hs, as);
  const ls = Math.min(hs, as);
  const where = hs > as ? '主场' : '客场';
  const result = hs === as
    ? (hs === 0 ? `${homeName}0-0闷平${awayName}` : `${homeName}${hs}-${as}战平${awayName}`)
    : margin >= 3 ? `${winner}${where}${ws}-${ls}大胜${loser}` : `${winner}${where}${ws}-${ls}力克${loser}`;

  const scorers = [...scorerCounts(goals)].sort((a, b) => b[1].count - a[1].count);
  const star = scorers[0];
  const starLine = star && star[1].count >= 3 ? `，${star[0]}上演帽子戏法` : star && star[1].count === 2 ? `，${star[0]}梅开二度` : '';
  const title = `${competitionName}：${result}${starLine}`;

  const firstHalf = goals.filter((g) => g.minute <= FIRST_HALF_END);
  const secondHalf = goals.filter((g) => g.minute > FIRST_HALF_END);
  const paragraphs: string[] = [
    `北京时间${kickOffText(input.matchTime)}，${competitionName}一场比赛在${homeName}主场打响，${homeName}迎战${awayName}。`,
    firstHalf.length
      ? `上半场，${firstHalf.map((g) => goalSentence(g, teamOf)).join('')}半场结束，双方战成${hh}-${ah}。`
      : `上半场双方均未能破门，${homeName}与${awayName}以${hh}-${ah}进入中场休息。`,
    secondHalf.length
      ? `易边再战，${secondHalf.map((g) => goalSentence(g, teamOf)).join('')}`
      : `下半场比分没有再发生变化。`,
  ];
  const yellow = input.incidents.filter((i) => i.type === FOOTBALL_INCIDENT.yellow).length;
  const red = input.incidents.filter((i) => i.type === FOOTBALL_INCIDENT.red || i.type === FOOTBALL_INCIDENT.secondYellowRed).length;
  const possession = statOf(input.stats, FOOTBALL_STAT.possession);
  const onTarget = statOf(input.stats, FOOTBALL_STAT.shotsOnTarget);
  const facts = [
    possession && possession.home + possession.away > 0 ? `控球率${homeName}${possession.home}%对${awayName}${possession.away}%` : '',
    onTarget ? `射正次数${onTarget.home}比${onTarget.away}` : '',
    yellow + red > 0 ? `全场共出现${countWord(yellow)}张黄牌${red ? `、${countWord(red)}张红牌` : ''}` : '全场没有出现红黄牌',
  ].filter(Boolean);
  paragraphs.push(`数据方面，${facts.join('，')}。`);
  paragraphs.push(`最终，${result}。${scorers.length ? `本场进球者：${scorers.map(([name, s]) => `${name}（${teamOf(s.side)}${s.count > 1 ? `，${s.count}球` : ''}）`).join('、')}。` : ''}`);

  const summary = goals.length
    ? `${homeName}${hs}-${as}${awayName}，${goals.map((g) => `${g.playerName}${g.kind === 'ownGoal' ? '（乌龙）' : g.kind === 'penalty' ? '（点球）' : ''}${g.addTime ? `${g.minute}+${g.addTime}` : g.minute}'`).join('、')}。`
    : `${homeName}与${awayName}${hs}-${as}互交白卷。`;
  return { title, summary, paragraphs, goals, tags: [competitionName, homeName, awayName, '战报'] };
}
