// Agora playback for a room (issue #14; SPEC.md §3 sw {channelName, swToken}) [LR-3]: with AGORA_APP_ID and
// AGORA_APP_CERTIFICATE set, a viewer gets an audience RTC token (AccessToken2, role subscriber: join the channel,
// publish nothing) for the room's channel; without them there is no Agora and the room plays our own HTTP-FLV.
// The channel name is one function so the anchor's publisher token names the same channel.
import agoraToken from 'agora-token';
import type { Playback } from '../../contract/playback';

const { RtcRole, RtcTokenBuilder } = agoraToken;

/** An audience token lasts an hour: longer than a typical match half, renewed by asking the room again. */
export const AGORA_TOKEN_TTL_S = 3600;

/** Agora uids are unsigned 32-bit; 0 would let the SDK pick one, which the token would then not name. */
export const AGORA_UID_MAX = 2 ** 32 - 1;

type AgoraPlayback = Extract<Playback, { kind: 'agora' }>;

export interface AgoraEnv {
  readonly AGORA_APP_ID?: string;
  readonly AGORA_APP_CERTIFICATE?: string;
}

/** The room's Agora channel (ASCII, well under the 64-byte limit). */
export function agoraChannelName(roomId: number): string {
  return `room-${roomId}`;
}

const CHANNEL = /^room-(0|[1-9]\d{0,15})$/;

/** agoraChannelName backwards: the room a channel is for (Agora's stream notifications name the channel the key
 *  was made for), undefined for any channel we would not have named. */
export function roomOfAgoraChannel(channel: string): number | undefined {
  const m = CHANNEL.exec(channel);
  const roomId = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(roomId) ? roomId : undefined;
}

export function agoraConfigured(env: AgoraEnv): boolean {
  return Boolean(env.AGORA_APP_ID?.trim() && env.AGORA_APP_CERTIFICATE?.trim());
}

/** The Agora Playback for a viewer (uid 1 … 2³²−1) of a room, or undefined when Agora is not configured. */
export function agoraPlayback(roomId: number, uid: number, env: AgoraEnv = process.env, ttlS = AGORA_TOKEN_TTL_S): AgoraPlayback | undefined {
  if (!agoraConfigured(env)) return undefined;
  if (!Number.isSafeInteger(roomId) || roomId < 0) throw new RangeError(`agoraPlayback: bad room id ${roomId}`);
  if (!Number.isInteger(uid) || uid < 1 || uid > AGORA_UID_MAX) throw new RangeError(`agoraPlayback: uid ${uid} is not 1 … 2^32-1`);
  const appId = env.AGORA_APP_ID!.trim();
  const channelName = agoraChannelName(roomId);
  const swToken = RtcTokenBuilder.buildTokenWithUid(
    appId, env.AGORA_APP_CERTIFICATE!.trim(), channelName, uid, RtcRole.SUBSCRIBER, ttlS, ttlS,
  );
  return { kind: 'agora', appId, channelName, swToken, uid };
}
