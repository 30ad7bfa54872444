// The live room page's part of a patch (issue #14): one room as the feed state has it — its stream start and
// close [RT-4] [RT-5], a match switch [RT-6] and room info changes [RT-9] — and the goal pop-ups of the room's
// match, decided here like every list's (goal-notices.ts [GN-1] [GN-3] [GN-6]) for a page that shows that one
// match [GN-2]. Plain data (cloned: a room is a few fields; a patch carries it only when it changed).
import type { Room } from '../model';
import type { RowSignal } from '../rules/goal-signals';
import type { Sport } from '../sport';
import type { NoticeSettings } from './goal-notices';
import { goalNotices } from './goal-notices';
import type { Trigger } from './view-patch';

/** 'loading' before the first list snapshot; 'unknown' after it for a room the feed has not described. */
export type RoomWatchStatus = 'loading' | 'unknown' | 'live';

export interface RoomWatchPatch {
  readonly subscription: number;
  readonly status: RoomWatchStatus;
  /** The room as it is now; null unless 'live'. Present when it (or the status) changed, else left out. */
  readonly room?: Room | null;
  /** The room's match's goal and retraction pop-ups of this moment (often none). */
  readonly triggers: readonly Trigger[];
}

/** The pop-ups of the room's match among a batch's signals: the room page shows that match only [GN-2]. */
export function roomNotices(
  signals: readonly RowSignal[], room: Room, followed: Readonly<Record<Sport, ReadonlySet<number>>>, settings: NoticeSettings,
): Trigger[] {
  if (signals.length === 0) return [];
  return goalNotices(signals, {
    sport: room.sport, list: 'today', shows: (id) => id === room.matchId, followed: followed[room.sport],
    roomOf: () => (room.living ? room.roomId : null),
  }, settings);
}
