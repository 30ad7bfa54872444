// Which of a batch's goal signals a view's page shows as a pop-up: the whole decision, made here once, so the page
// only renders what a patch's triggers say (issue #12 §3). A retraction is gated like the goal it takes back.
//
// - [GN-2] Only for a match the list shows: its row is on the page (a trimmed focus list's unshown rows are not).
// - [GN-3] Never on another day's list (the events page's schedule and results tabs: list 'day'), nor on the
//   followed list for a match not followed.
// - [GN-6] Only with the sport's tip on (goalTip / basketballGoalTip); with its range (promptRange /
//   basketballPromptRange) 'followed', only for followed matches; any other stored range reads as 'all'.
// - [GN-7] The trigger carries the match's live room (its first live stream's), which the pop-up opens; null: the
//   pop-up opens the match's detail page.
import type { RowSignal } from '../rules/goal-signals';
import type { Settings } from '../rules/settings';
import type { Sport } from '../sport';
import type { ListKind } from '../views/view-spec';
import type { Trigger } from './view-patch';

export type NoticeSettings = Pick<Settings, 'goalTip' | 'promptRange' | 'basketballGoalTip' | 'basketballPromptRange'>;

/** One view, as the decision reads it. */
export interface NoticeList {
  readonly sport: Sport;
  readonly list: ListKind;
  /** Whether the page shows the match's row [GN-2]. */
  shows(matchId: number): boolean;
  /** The account's followed matches of the sport [GN-3] [GN-6]. */
  readonly followed: ReadonlySet<number>;
  /** [GN-7] The match's live room, null when it has no live stream. */
  roomOf(matchId: number): number | null;
}

function tipOn(settings: NoticeSettings, sport: Sport): boolean {
  return sport === 'football' ? settings.goalTip : settings.basketballGoalTip;
}

function followedOnly(settings: NoticeSettings, sport: Sport): boolean {
  return (sport === 'football' ? settings.promptRange : settings.basketballPromptRange) === 'followed';
}

/** Whether a goal (or retraction) of `matchId` pops up on the page of `view` [GN-2] [GN-3] [GN-6]. */
export function noticeShown(view: Omit<NoticeList, 'roomOf'>, sport: Sport, matchId: number, settings: NoticeSettings): boolean {
  if (view.list === 'day') return false; // [GN-3]
  if (sport !== view.sport || !view.shows(matchId)) return false; // [GN-2]
  const followed = view.followed.has(matchId);
  if (view.list === 'followed' && !followed) return false; // [GN-3]
  if (!tipOn(settings, sport)) return false; // [GN-6]
  return !followedOnly(settings, sport) || followed; // [GN-6] promptRange
}

export function goalNotices(signals: readonly RowSignal[], view: NoticeList, settings: NoticeSettings): Trigger[] {
  const out: Trigger[] = [];
  for (const s of signals) {
    if (!noticeShown(view, s.sport, s.matchId, settings)) continue;
    const room = view.roomOf(s.matchId); // [GN-7]
    out.push(s.kind === 'goal'
      ? { kind: 'goal', sport: s.sport, matchId: s.matchId, sides: [s.side], at: s.at, room, ...(s.late && { late: true }) }
      : { kind: 'retraction', sport: s.sport, matchId: s.matchId, sides: s.sides, at: s.at, room });
  }
  return out;
}
