// SPEC.md §7 "Living": live-room chat moderation and the caller's standing in a room (issue #14). The chat itself
// runs on the WebSocket room channel (proto/live.proto "Room channel"); these calls manage who may speak and who
// is in. Registered in index.ts's LIVING area. Who may use them (SPEC leaves it open, §5): the room's owner (the
// anchor whose room it is) names admins; owner and admins kick, mute and remove messages; an admin cannot act on
// the owner or another admin.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall } from './call';
import { int, nullable, sportType } from './fields';
import { MAX_MUTE_MINUTES } from './limits';

const roomId = () => int(1, Number.MAX_SAFE_INTEGER);
const customerId = () => int(1);

export const RoomPersonItem = Type.Object({
  customerId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  level: Type.Integer(),
});
export type RoomPersonItem = Static<typeof RoomPersonItem>;

export const AudienceList = Type.Object({
  /** Sockets joined to the room over every gateway: guests and logged-in users (a user's tabs each count). */
  total: Type.Integer(),
  /** The logged-in users among them, each once. */
  list: Type.Array(RoomPersonItem),
});
export type AudienceList = Static<typeof AudienceList>;

/** checkCustomKickStatus: kicked, and the room's match when kicked (the page offers its detail [LR]). */
export const KickStatus = Type.Object({
  kicked: Type.Boolean(),
  matchId: Type.Optional(Type.Integer()),
  sportType: Type.Optional(sportType()),
  /** ms: when the kick ends. */
  until: Type.Optional(Type.Integer()),
});
export type KickStatus = Static<typeof KickStatus>;

/** customStatusForLiveRoomList: the caller's standing in the room (guests: all false). */
export const RoomStanding = Type.Object({
  roomId: Type.Integer(),
  owner: Type.Boolean(),
  /** The owner or an admin: may kick, mute and remove messages. */
  admin: Type.Boolean(),
  muted: Type.Boolean(),
  /** ms, null when not muted. */
  mutedUntil: nullable(Type.Integer()),
  kicked: Type.Boolean(),
});
export type RoomStanding = Static<typeof RoomStanding>;

export const LIVE_ROOM_MODERATION = {
  /** status 1 names the admin, 2 removes them. The room's owner only. */
  setLivingAdmin: jsonCall({
    path: '/v1/living/setLivingAdmin', auth: 'required',
    body: Type.Object({ roomId: roomId(), customerId: customerId(), status: defaulted(Type.Enum([1, 2]), 1) }),
    data: Type.Object({ roomId: Type.Integer(), customerId: Type.Integer(), admin: Type.Boolean() }),
  }),
  liveRoomAdminList: jsonCall({
    path: '/v1/liveroom/liveRoomAdminList', auth: 'optional',
    body: Type.Object({ roomId: roomId() }),
    data: Type.Array(RoomPersonItem),
  }),
  /** Out of the room at once (the kicked user's room channel gets a kicked notice) and kept out for a day. */
  kickCustomer: jsonCall({
    path: '/v1/living/kickCustomer', auth: 'required',
    body: Type.Object({ roomId: roomId(), customerId: customerId() }),
    data: Type.Object({ roomId: Type.Integer(), customerId: Type.Integer() }),
  }),
  /** minutes 0 lifts the mute; default 10. */
  muteCustomer: jsonCall({
    path: '/v1/living/muteCustomer', auth: 'required',
    body: Type.Object({ roomId: roomId(), customerId: customerId(), minutes: defaulted(int(0, MAX_MUTE_MINUTES), 10) }),
    messages: { minutes: `禁言时长应为0-${MAX_MUTE_MINUTES}分钟` },
    data: Type.Object({ roomId: Type.Integer(), customerId: Type.Integer(), mutedUntil: nullable(Type.Integer()) }),
  }),
  removeChatMessage: jsonCall({
    path: '/v1/living/removeChatMessage', auth: 'required',
    body: Type.Object({ roomId: roomId(), msgId: int(1, Number.MAX_SAFE_INTEGER) }),
    data: Type.Object({ roomId: Type.Integer(), msgId: Type.Integer() }),
  }),
  findLiveAudienceList: jsonCall({
    path: '/v1/living/findLiveAudienceList', auth: 'optional',
    body: Type.Object({ roomId: roomId() }),
    data: AudienceList,
  }),
  checkCustomKickStatus: jsonCall({
    path: '/v1/liveroom/checkCustomKickStatus', auth: 'optional',
    body: Type.Object({ roomId: roomId() }),
    data: KickStatus,
  }),
  customStatusForLiveRoomList: jsonCall({
    path: '/v1/liveroom/customStatusForLiveRoomList', auth: 'optional',
    body: Type.Object({ roomId: roomId() }),
    data: RoomStanding,
  }),
} as const;
