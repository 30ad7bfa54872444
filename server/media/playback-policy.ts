// Which provider plays a room (issue #14 "two providers behind one interface"), decided once for the room API:
// a room that is not streaming plays nothing; with Agora's credentials (AGORA_APP_ID, AGORA_APP_CERTIFICATE) the
// audience joins the room's Agora channel; otherwise our own path decides (media-runtime.ts playbackFor: the
// anchor's RTMP push or a demo room's test card as HTTP-FLV, demo-off without ffmpeg). A process without the
// video part (ROLE=gateway, tests of the routes alone) answers the same-origin FLV path of a live room.
import { randomInt } from 'node:crypto';
import type { Playback } from '../../contract/playback';
import type { AgoraEnv } from './agora-token';
import { AGORA_UID_MAX, agoraPlayback } from './agora-token';
import { LIVE_PATH } from './http-flv';

export const NOT_LIVE: Playback = { kind: 'off', reason: 'not-live' };

/** viewerId: the logged-in caller's id (Agora's uid when it fits), else a random audience uid. */
export type PlaybackPolicy = (roomId: number, living: boolean, viewerId: number | undefined) => Playback;

export function playbackPolicy(media: { playbackFor(roomId: number): Playback } | undefined, env: AgoraEnv = process.env): PlaybackPolicy {
  return (roomId, living, viewerId) => {
    if (!living) return NOT_LIVE;
    const uid = viewerId !== undefined && viewerId >= 1 && viewerId <= AGORA_UID_MAX ? viewerId : randomInt(1, 2 ** 31);
    return agoraPlayback(roomId, uid, env) ?? media?.playbackFor(roomId) ?? { kind: 'flv', url: LIVE_PATH(roomId) };
  };
}
