// The draft form's choices: the days an anchor may pick (today and the next two, Shanghai days — the lists hold
// today's and tomorrow's matches), and the match line a picker shows. Today is the server's (/anchor/detail's
// `today`, the day /anchor/prepare checks against), never the browser's clock.
import { addBeijingDays, localClock } from '../../../engine/core';
import type { PickerMatch } from '../../anchors/anchor-types';

export function draftDays(today: string): string[] {
  return [today, addBeijingDays(today, 1)!, addBeijingDays(today, 2)!];
}

export function matchLabel(m: PickerMatch): string {
  return `${localClock(m.matchTime * 1000)} ${m.homeTeamName} VS ${m.awayTeamName}`;
}
