// The live room page's calls (contract/live-room.ts), through the page's one HTTP client. Silent: the page shows
// each failure as its own state [LR-1] instead of a toast.
import type { Sport } from '../../../engine/core';
import { sportOfType } from '../../../engine/core';
import type { ApiOutcome, CallAt, DataOf, HttpClient } from '../../api';
import { callJson } from '../../api';

export type LiveRoomData = DataOf<CallAt<'/v1/living/liveInfo'>>;
export type RoomStatusData = DataOf<CallAt<'/v1/living/checkLivingRoomStatus'>>;
export type LiveStatisticData = DataOf<CallAt<'/v1/living/liveStatistic'>>;

type Api = Pick<HttpClient, 'post'>;

export const loadRoom = (api: Api, roomId: number): Promise<ApiOutcome<LiveRoomData>> =>
  callJson(api, '/v1/living/liveInfo', { roomId }, { silent: true });

export const checkRoomStatus = (api: Api, roomId: number): Promise<ApiOutcome<RoomStatusData>> =>
  callJson(api, '/v1/living/checkLivingRoomStatus', { roomId }, { silent: true });

export const loadStatistic = (api: Api, roomId: number): Promise<ApiOutcome<LiveStatisticData>> =>
  callJson(api, '/v1/living/liveStatistic', { roomId }, { silent: true });

/** [FL-3] 1 follow, 2 unfollow; the anchor's new status. */
export const followAnchor = (api: Api, anchorCustomId: number, status: 1 | 2) =>
  callJson(api, '/v1/customer/follow/action', { status, followCustomerId: anchorCustomId, prepareId: 0 });

/** /v1/liveroom/checkCustomKickStatus's answer (SPEC.md §3 "kick record"; contract/live-room-moderation.ts). */
export type KickAnswer = DataOf<CallAt<'/v1/liveroom/checkCustomKickStatus'>>;

/** [LR-2] What the page reads of it: kicked, and the match to offer instead when known. */
export interface KickStatus {
  readonly kicked: boolean;
  readonly match?: { readonly matchId: number; readonly sport: Sport };
}

export function kickStatusOf(answer: KickAnswer): KickStatus {
  const sport = answer.sportType === undefined ? undefined : sportOfType(answer.sportType);
  return { kicked: answer.kicked, ...(answer.matchId && sport && { match: { matchId: answer.matchId, sport } }) };
}

export type CheckKick = (api: Api, roomId: number) => Promise<ApiOutcome<KickAnswer>>;

/** [LR-2] The kick check: a room's admins kick for 24 h (server/chat). */
export const checkKickStatus: CheckKick = (api, roomId) =>
  callJson(api, '/v1/liveroom/checkCustomKickStatus', { roomId }, { silent: true });
