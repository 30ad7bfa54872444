// 赛况's incident timeline: the hover card's goals, cards and substitutions [LS-14] plus the VAR verdicts — a goal
// taken back by VAR stays in the timeline, marked as taken back (the feed drops it from the incidents and the
// score), not silently removed. Newest first, as a fan reads a running match. Pure.
import type { Incident } from '../../../engine/core';
import type { TimelineItem } from '../../components/hover-card/timeline-items';
import { footballTimeline, sideOf } from '../../components/hover-card/timeline-items';
import type { VarDecision } from './match-centre-types';

export interface CentreTimelineItem extends TimelineItem {
  readonly takenBack: boolean;
  readonly order: number;
}

const VAR_REASON: Readonly<Record<number, string>> = { 1: '进球', 2: '点球', 3: '红牌' };

function varItem(v: VarDecision, n: number): CentreTimelineItem | null {
  if (v.result === 0) return null; // a check still running shows as the header's VAR flag [RT-3]
  const what = VAR_REASON[v.reason] ?? '判罚';
  const takenBack = v.result === 2;
  return {
    key: `var${n}:${v.time}`, kind: 'text', label: 'VAR', minute: `${v.time}'`, side: sideOf(v.position),
    text: takenBack ? `VAR：${what}取消` : `VAR：${what}有效`, score: '', takenBack: takenBack && v.reason === 1, order: v.time * 100 + 99,
  };
}

export function centreTimeline(incidents: readonly Incident[], decisions: readonly VarDecision[] = []): CentreTimelineItem[] {
  const orderOf = (minute: string) => {
    const [t, add = '0'] = minute.replace("'", '').split('+');
    return Number(t) * 100 + Number(add);
  };
  const items: CentreTimelineItem[] = footballTimeline(incidents).map((i) => ({ ...i, takenBack: false, order: orderOf(i.minute) }));
  decisions.forEach((v, n) => {
    const item = varItem(v, n);
    if (item) items.push(item);
  });
  return items.sort((a, b) => b.order - a.order);
}
