// Message codes of the real-time feed (SPEC.md §7 "Real-time"; bodies in proto/live.proto).
import type { Sport } from './sport';

export const CODE = {
  ping: 1,
  pong: 2,
  footballList: 10,
  footballScore: 11,
  footballStatus: 12,
  footballMatch: 13,
  footballIncidents: 20,
  footballIncidentsAppend: 21,
  footballStats: 30,
  footballStatsMerge: 31,
  footballStatsClear: 32,
  footballTextLive: 40,
  footballTextLiveAppend: 41,
  footballTextLiveEdit: 42,
  footballVar: 48,
  anchorSeats: 50,
  anchorSeatTake: 51,
  anchorSeatRelease: 52,
  // The match centre's codes (not in SPEC §7; proto/live.proto documents them). Basketball's are +100.
  footballLineup: 60,
  footballOdds: 70,
  footballOddsChange: 71,
  footballOddsSettle: 72,
  footballMomentum: 80,
  basketballList: 100,
  basketballScore: 101,
  basketballStatus: 102,
  basketballMatch: 103,
  basketballIncidents: 120,
  basketballIncidentsAppend: 121,
  basketballStats: 130,
  basketballStatsMerge: 131,
  basketballStatsClear: 132,
  basketballTextLive: 140,
  basketballTextLiveAppend: 141,
  basketballTextLiveEdit: 142,
  playerStats: 150,
  basketballLineup: 160,
  basketballOdds: 170,
  basketballOddsChange: 171,
  basketballOddsSettle: 172,
  basketballMomentum: 180,
  streamStart: 200,
  streamClose: 210,
  matchSwitch: 220,
  previewAdd: 225,
  previewRemove: 226,
  roomInfo: 230,
} as const;

export type Code = (typeof CODE)[keyof typeof CODE];

export const ALL_CODES: readonly Code[] = Object.values(CODE);

/** The sport-specific code of a family: basketball codes are the football ones + 90 (10→100, 20→120 …). */
export function sportCode(sport: Sport, footballCode: number): number {
  if (sport === 'football') return footballCode;
  return footballCode < CODE.footballIncidents ? footballCode + 90 : footballCode + 100;
}

/**
 * Entry modes of a match's detail logs (engine/core/detail-log writes them, engine/wire reads them): a list's
 * items, or text-live corrections that replace the entry with their index [RT-10].
 */
export const DETAIL_ENTRY = { items: 0, edit: 1 } as const;

/**
 * The room channel (live-room chat; proto/live.proto header, "Room channel"): envelopes outside the feed, seq 0.
 * Not in CODE: they are not feed frames and nothing folds them.
 */
export const ROOM_CODE = {
  /** up RoomJoin, down RoomJoined */
  join: 300,
  leave: 301,
  send: 302,
  message: 303,
  removed: 304,
  notice: 305,
  audience: 306,
} as const;

/** RoomNotice.kind. */
export const ROOM_NOTICE = {
  kicked: 1,
  muted: 2,
  rateLimited: 3,
  tooLong: 4,
  badText: 5,
  loginRequired: 6,
  notJoined: 7,
  tokenRefused: 8,
  unavailable: 9,
  unmuted: 10,
  role: 11,
  /** The room does not exist (no feed room, no anchor account owns it): nothing joined, nothing stored. */
  notFound: 12,
  /** The socket is already in as many rooms as the gateway allows (MAX_ROOMS_PER_SOCKET): this join joined nothing. */
  tooManyRooms: 13,
} as const;
export type RoomNoticeKind = keyof typeof ROOM_NOTICE;

/** The user channel (private messages; proto/live.proto "User channel"): outside the feed, seq 0. */
export const USER_CODE = {
  /** up UserSubscribe, down UserSubscribed */
  subscribe: 310,
  unsubscribe: 311,
  notice: 312,
} as const;

/** UserNotice.kind. */
export const USER_NOTICE = { message: 1, read: 2, anchorLive: 3 } as const;
