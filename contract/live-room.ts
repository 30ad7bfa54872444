// SPEC.md §7 "Living": the live room page's own calls (issue #14 "The room"): the room with its anchor, match and
// playback (§3 "Live room item"), its stream statistics (§3 "Live stats"), and the entry check's status (§4 "Live
// room entry" [LR-1]). Registered in index.ts's LIVING area. The kick check (/v1/liveroom/checkCustomKickStatus)
// is the moderation contract's (contract/live-room-moderation.ts).
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { jsonCall } from './call';
import { followStatus, int, nullable, str } from './fields';
import { LivingMatch } from './living';
import { Playback } from './playback';

/** Room ids: the feed's and the demo anchors' (880001+), positive 32-bit. */
export const roomId = () => int(1);
export const roomBody = () => Type.Object({ roomId: roomId() });
export const ROOM_MESSAGES = { roomId: '请填写直播间' };

export const LiveRoomInfo = Type.Object({
  roomId: Type.Integer(),
  roomName: Type.String(),
  coverPicture: Type.String(),
  notice: Type.String(),
  /** Subscribers of the room. */
  setCount: Type.Integer(),
  viewCount: Type.Integer(),
  /** Streaming now [RT-4] / not (closed or never started). */
  living: Type.Boolean(),
  /**
   * The room has had a stream the feed described (live now, or closed since): a room that is not live has closed
   * (直播间已关闭). false for an anchor account's room the feed has never shown — not started, so nothing closed.
   */
  streamed: Type.Boolean(),
});

export const LiveRoomAnchor = Type.Object({
  anchorCustomId: Type.Integer(),
  anchorAvatar: Type.String(),
  anchorName: Type.String(),
  anchorLevel: Type.Integer(),
  anchorIdentify: Type.Integer(),
  /** The anchor's bio, '' when none [AN-5]. */
  description: Type.String(),
  /** The caller follows the anchor: 1, else (or logged out) 2 [FL-3]. */
  followStatus: followStatus(),
  /** Ours: the anchor has an account here. The feed's own anchors have none: nobody can follow or message them. */
  account: Type.Boolean(),
});

/** The room's match as §3 "Live room item" has it: the living entry's match plus its live fields. */
export const LiveRoomMatch = Type.Object({
  ...LivingMatch.properties,
  /** Start of the current period, unix seconds [MN-1]. */
  goingTime: Type.Integer(),
  /** 1: NCAA halves [BK-1]. */
  ncaa: Type.Enum([0, 1]),
  /** As the match lists carry them (SPEC.md §3 Match: football [score, half, red, yellow, corners], basketball per period). */
  homeScores: Type.Array(Type.Integer()),
  awayScores: Type.Array(Type.Integer()),
});
export type LiveRoomMatch = Static<typeof LiveRoomMatch>;

export const LiveRoom = Type.Object({
  room: LiveRoomInfo,
  anchor: LiveRoomAnchor,
  match: nullable(LiveRoomMatch),
  playback: Playback,
});
export type LiveRoom = Static<typeof LiveRoom>;

export const LiveStatistic = Type.Object({
  /** Seconds the room's current (or last) stream has run; 0 when it never streamed since the server started. */
  liveDuration: Type.Integer(),
  /** Viewers of that stream (the room's view count, its peak once it closed). */
  viewNumber: Type.Integer(),
});
export type LiveStatistic = Static<typeof LiveStatistic>;

/** [LR-1] start: enterable (then the kick check); end: closed (直播间已关闭); illegal: banned (直播间已封禁). */
export const LivingRoomStatus = Type.Object({
  exist: Type.Boolean(),
  livingRoomStatus: Type.Union([Type.Literal('start'), Type.Literal('end'), Type.Literal('illegal')]),
});
export type LivingRoomStatus = Static<typeof LivingRoomStatus>;

/** The room's title and notice limits (the draft's, contract/anchor-broadcast.ts). */
export const ROOM_NAME_MAX = 30;
export const ROOM_NOTICE_MAX = 200;

const ROOM_INFO_MESSAGES = {
  ...ROOM_MESSAGES,
  roomName: `直播间标题应为1-${ROOM_NAME_MAX}个字`, 'roomName.pattern': '直播间标题不能包含控制字符',
  notice: `直播公告最多${ROOM_NOTICE_MAX}字`, 'notice.pattern': '直播公告不能包含控制字符',
};

/** What modifyChatRoomInfo changed, as the room now has it. */
export const ChatRoomInfo = Type.Object({ roomId: Type.Integer(), roomName: Type.String(), notice: Type.String() });
export type ChatRoomInfo = Static<typeof ChatRoomInfo>;

export const LIVE_ROOM = {
  /** The room page's data; an unknown room → 40007 直播间不存在. */
  liveInfo: jsonCall({ path: '/v1/living/liveInfo', auth: 'optional', body: roomBody(), messages: ROOM_MESSAGES, data: LiveRoom }),
  /** The ended overlay's figures for the anchor (SPEC.md §6 "stream duration, viewer count"). */
  liveStatistic: jsonCall({ path: '/v1/living/liveStatistic', auth: 'optional', body: roomBody(), messages: ROOM_MESSAGES, data: LiveStatistic }),
  /** [LR-1] the entry check (the page asks it only for logged-in users). */
  checkLivingRoomStatus: jsonCall({
    path: '/v1/living/checkLivingRoomStatus', auth: 'optional', body: roomBody(), messages: ROOM_MESSAGES, data: LivingRoomStatus,
  }),
  /**
   * The room's owner (the anchor) changes its title and/or notice (at least one; trimmed, the title not blank)
   * while a broadcast is open: saved on the broadcast, and while live a 230 puts it in front of the lists and
   * open rooms, and a new notice is said in the room's chat. Not the owner: 40020; no open broadcast: 41405.
   */
  modifyChatRoomInfo: jsonCall({
    path: '/v1/liveroom/modifyChatRoomInfo', auth: 'required',
    body: Type.Object({ roomId: roomId(), roomName: Type.Optional(str(ROOM_NAME_MAX)), notice: Type.Optional(str(ROOM_NOTICE_MAX, 0)) }),
    messages: ROOM_INFO_MESSAGES, data: ChatRoomInfo,
  }),
} as const;
