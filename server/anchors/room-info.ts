// /v1/liveroom/modifyChatRoomInfo's rule (contract/live-room.ts): what an owner's change of the room's title and
// notice comes to. Pure: the route (server/api/routes/live-room-info.ts) checks who asks, saves and publishes.
import type { RoomPatch } from '../../engine/core';

export interface RoomText {
  readonly roomName: string;
  readonly notice: string;
}

export type RoomInfoChange =
  | { readonly ok: true; readonly after: RoomText; readonly patch: RoomPatch }
  | { readonly ok: false; readonly reason: 'nothing' | 'blankName' };

/** The copy of the refusals (40001). */
export const ROOM_INFO_REFUSAL = {
  nothing: '请填写直播间标题或公告',
  blankName: '请输入直播间标题',
} as const;

/** What the room's chat says when the notice changes (the chat's own limit, 300, holds: the notice is ≤ 200). */
export const noticeChatText = (notice: string): string => `【直播间公告】${notice}`;

/**
 * The room's text after the change: each given field trimmed (a title must keep something; an empty notice
 * clears it), absent fields kept. The patch holds only what differs (empty: nothing to publish).
 */
export function roomInfoChange(before: RoomText, change: { readonly roomName?: string; readonly notice?: string }): RoomInfoChange {
  if (change.roomName === undefined && change.notice === undefined) return { ok: false, reason: 'nothing' };
  const roomName = change.roomName === undefined ? before.roomName : change.roomName.trim();
  if (roomName === '') return { ok: false, reason: 'blankName' };
  const notice = change.notice === undefined ? before.notice : change.notice.trim();
  return {
    ok: true,
    after: { roomName, notice },
    patch: { ...(roomName !== before.roomName && { roomName }), ...(notice !== before.notice && { notice }) },
  };
}
