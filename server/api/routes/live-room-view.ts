// The live room as /v1/living/liveInfo answers it (contract/live-room.ts), cut from the feed state: the room record
// (state.rooms: name, cover, notice, counts, anchor, match, living), its match with the live fields (§3 "Live room
// item"). How it plays is the media part's (server/media/playback-policy.ts). A room the feed has not described yet but an anchor account owns (users.room_id, the
// demo anchors' 880001+) is that anchor's room, not live. Pure but for the account lookup in the route.
import type { LiveState, Room } from '../../../engine/core';

import type { LiveRoom, LiveRoomMatch } from '../../../contract';
import type { UserRow } from '../../db/repositories/users';
import { livingMatch } from './living-entries';

export function liveRoomMatch(state: LiveState, room: Pick<Room, 'sport' | 'matchId'>): LiveRoomMatch | null {
  const m = state[room.sport].matches[room.matchId];
  if (!m) return null;
  return {
    ...livingMatch(state, m), goingTime: m.goingTime, ncaa: m.ncaa ? 1 : 0,
    homeScores: [...m.homeScores], awayScores: [...m.awayScores],
  };
}

/** Everything but the follow status, the bio and whether there is an account: the caller's and the database's. */
export type RoomParts = Omit<LiveRoom, 'anchor' | 'playback'> & { readonly anchor: Omit<LiveRoom['anchor'], 'followStatus' | 'description' | 'account'> };

export function roomFromState(state: LiveState, room: Room): RoomParts {
  return {
    room: {
      roomId: room.roomId, roomName: room.roomName, coverPicture: room.coverPicture, notice: room.notice,
      setCount: room.setCount, viewCount: room.viewCount, living: room.living, streamed: true,
    },
    anchor: {
      anchorCustomId: room.anchor.customId, anchorAvatar: room.anchor.avatar, anchorName: room.anchor.name,
      anchorLevel: room.anchor.level, anchorIdentify: room.anchor.identify,
    },
    match: liveRoomMatch(state, room),
  };
}

/** An anchor account's room the feed has not described: its name is the anchor's, nothing is on. */
export function roomFromAccount(anchor: UserRow, roomId: number): RoomParts {
  return {
    room: { roomId, roomName: `${anchor.nickname}的直播间`, coverPicture: '', notice: '', setCount: 0, viewCount: 0, living: false, streamed: false },
    anchor: {
      anchorCustomId: anchor.id, anchorAvatar: anchor.avatar, anchorName: anchor.nickname, anchorLevel: anchor.anchorLevel,
      anchorIdentify: 1,
    },
    match: null,
  };
}

