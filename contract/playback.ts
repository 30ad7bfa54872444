// How a live room's video is played (issue #14 "Video"): two providers behind one shape. liveInfo (the room) and
// the home live player answer one of these; the page's player (ui/components/live-player) picks the provider by
// `kind`. SPEC.md §3's `sw {channelName, swToken}` is the Agora form.
import type { Static } from 'typebox';
import { Type } from 'typebox';

/** Our own path: RTMP ingest → HTTP-FLV on the same origin, played with mpegts.js. */
export const FlvPlayback = Type.Object({
  kind: Type.Literal('flv'),
  /** Same-origin path, e.g. /live/880001.flv. */
  url: Type.String(),
});

/** Agora (agora-rtc-sdk-ng), joined as audience [LR-3]; used when the server has AGORA_APP_ID and AGORA_APP_CERTIFICATE. */
export const AgoraPlayback = Type.Object({
  kind: Type.Literal('agora'),
  appId: Type.String(),
  /** SPEC.md §3 sw.channelName / sw.swToken. */
  channelName: Type.String(),
  swToken: Type.String(),
  uid: Type.Integer(),
});

/** No video for this room now: not streaming, or the demo video is off (no ffmpeg on the server). */
export const NoPlayback = Type.Object({
  kind: Type.Literal('off'),
  /** not-live: the anchor is not streaming; demo-off: a demo room without the server's ffmpeg (演示视频未开启). */
  reason: Type.Union([Type.Literal('not-live'), Type.Literal('demo-off')]),
});

export const Playback = Type.Union([FlvPlayback, AgoraPlayback, NoPlayback]);
export type Playback = Static<typeof Playback>;
