// The hover card's timeline [LS-14]: football incidents as goals, cards and substitutions with minute and side;
// basketball text live (its feed has no player incidents) as the latest lines. Pure.
import type { Incident, TextLiveEntry } from '../../../engine/core';
import { FOOTBALL_INCIDENT } from '../../../engine/core';

export type TimelineKind = 'goal' | 'penalty' | 'own-goal' | 'penalty-missed' | 'yellow' | 'red' | 'second-yellow' | 'sub' | 'text';
export type Side = 'home' | 'away' | 'none';

export interface TimelineItem {
  readonly key: string;
  readonly kind: TimelineKind;
  /** 23' or 45+2'; a basketball line's clock as the feed gives it. */
  readonly minute: string;
  readonly side: Side;
  /** 进球, 黄牌 … (the icon's accessible name). */
  readonly label: string;
  /** Who: the scorer with the assist, the booked player, 赵六 ↑ 王五 ↓ for a substitution. */
  readonly text: string;
  /** The score after a goal ('1-0'); '' otherwise. */
  readonly score: string;
}

const INC = FOOTBALL_INCIDENT;
const FOOTBALL_KINDS: ReadonlyMap<number, readonly [TimelineKind, string]> = new Map([
  [INC.goal, ['goal', '进球']], [INC.penaltyGoal, ['penalty', '点球']], [INC.ownGoal, ['own-goal', '乌龙球']],
  [INC.penaltyMissed, ['penalty-missed', '点球未进']], [INC.yellow, ['yellow', '黄牌']], [INC.red, ['red', '红牌']],
  [INC.secondYellowRed, ['second-yellow', '两黄变红']], [INC.substitution, ['sub', '换人']],
]);

const GOALS: ReadonlySet<TimelineKind> = new Set(['goal', 'penalty', 'own-goal']);

export const sideOf = (position: number): Side => (position === 1 ? 'home' : position === 2 ? 'away' : 'none');

export function minuteOf(i: Pick<Incident, 'time' | 'addTime'>): string {
  return i.addTime > 0 ? `${i.time}+${i.addTime}'` : `${i.time}'`;
}

function whoOf(kind: TimelineKind, i: Incident): string {
  if (kind === 'sub') return [i.inPlayerName && `${i.inPlayerName} ↑`, i.outPlayerName && `${i.outPlayerName} ↓`].filter(Boolean).join(' ');
  const assists = [i.assist1Name, i.assist2Name].filter(Boolean).join('、');
  return assists ? `${i.playerName}（助攻：${assists}）` : i.playerName;
}

/** Goals, cards and substitutions in match order; kick-off, half-time, corners and the like are left out. */
export function footballTimeline(incidents: readonly Incident[]): TimelineItem[] {
  const items: (TimelineItem & { readonly order: number })[] = [];
  incidents.forEach((i, n) => {
    const known = FOOTBALL_KINDS.get(i.type);
    if (!known) return;
    const [kind, label] = known;
    items.push({
      key: `${n}:${i.type}:${i.time}`, kind, label, minute: minuteOf(i), side: sideOf(i.position), text: whoOf(kind, i),
      score: GOALS.has(kind) ? `${i.homeScore}-${i.awayScore}` : '', order: i.time * 100 + i.addTime,
    });
  });
  return items.sort((a, b) => a.order - b.order).map(({ order: _order, ...item }) => item);
}

/** The latest text-live lines first (at most `limit`). */
export function basketballTimeline(tlive: readonly TextLiveEntry[], limit = 8): TimelineItem[] {
  return [...tlive].sort((a, b) => b.index - a.index).slice(0, limit).map((t) => ({
    key: `t${t.index}`, kind: 'text', label: '文字直播', minute: t.time, side: sideOf(t.position), text: t.data, score: '',
  }));
}
