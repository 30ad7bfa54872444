// The room record a real anchor's broadcast puts into the feed (RoomInit of 200/220), and the lists' anchor entry.
import type { AnchorBrief, LiveState, RoomInit, Sport } from '../../engine/core';
import { sportOfType } from '../../engine/core';
import type { BroadcastRow } from '../db/repositories/broadcasts';
import type { UserRow } from '../db/repositories/users';

/** Certified through the platform (SPEC.md §3 anchorIdentify). */
export const ANCHOR_IDENTIFY_CERTIFIED = 1;

export function sportOf(b: Pick<BroadcastRow, 'sportType'>): Sport {
  const sport = sportOfType(b.sportType);
  if (!sport) throw new Error(`broadcast with sport type ${b.sportType}`);
  return sport;
}

/** fans: the anchor's followers (setCount); the view count stays what the feed's room has. */
export function roomInitOf(b: BroadcastRow, anchor: UserRow, fans: number, state: LiveState): RoomInit {
  return {
    roomId: b.roomId, roomName: b.roomName, coverPicture: b.coverPicture, hxRoomId: `hx${b.roomId}`,
    notice: b.notification, viewCount: state.rooms[b.roomId]?.viewCount ?? 0, setCount: fans,
    anchor: {
      customId: anchor.id, name: anchor.nickname, avatar: anchor.avatar, level: anchor.anchorLevel,
      identify: ANCHOR_IDENTIFY_CERTIFIED,
    },
    sport: sportOf(b), matchId: b.matchId,
  };
}

export function briefOfAnchor(anchor: UserRow): AnchorBrief {
  return { customId: anchor.id, roomId: anchor.roomId ?? 0, avatar: anchor.avatar, nickname: anchor.nickname };
}
