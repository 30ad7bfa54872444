// The draft form's choices: the days an anchor may pick (today and the next two, Shanghai days — the lists hold
// today's and tomorrow's matches), and the match line a picker shows.
import { addBeijingDays, shanghaiDate } from '../../../engine/core';
import type { PickerMatch } from '../../anchors/anchor-types';

export function draftDays(now: number): string[] {
  const today = shanghaiDate(now);
  return [today, addBeijingDays(today, 1)!, addBeijingDays(today, 2)!];
}

export function matchLabel(m: PickerMatch): string {
  const kick = new Date(m.matchTime * 1000).toLocaleTimeString('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false });
  return `${kick} ${m.homeTeamName} VS ${m.awayTeamName}`;
}
