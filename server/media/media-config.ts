// The video part's settings (issue #14 "Video"): where the RTMP ingest listens, how long and how many sockets it
// gives those without a granted publish, and how the demo rooms' video runs.
// Parsed from the environment with the rest of the server's config (server/config.ts); README table rows in
// server/README.md "Video". The limits below them are constants here, overridable by tests.

export interface MediaConfig {
  /** RTMP_PORT: the ingest's port on HOST; 0 picks a free one (read back from the runtime). */
  readonly rtmpPort: number;
  /** DEMO_VIDEO: the server pushes a test card into the feed's live rooms when someone watches. */
  readonly demoVideo: boolean;
  /** DEMO_VIDEO_MAX: demo rooms pushing at once (one ffmpeg each, ~10–20 % of a core). */
  readonly demoVideoMax: number;
  /** FFMPEG_PATH: the ffmpeg binary (name on PATH or a path). */
  readonly ffmpegPath: string;
  /** DEMO_PUSH_KEY: the secret of the internal stream keys `<roomId>-<key>`; unset: a random one per start. */
  readonly demoPushKey: string | undefined;
  /** RTMP_MAX_PENDING_PER_ADDRESS: sockets one address may hold on the ingest before a publish is granted to them. */
  readonly rtmpMaxPendingPerAddress: number;
  /** RTMP_HANDSHAKE_TIMEOUT_S (in ms here): a socket not granted a publish this long after connecting is closed. */
  readonly rtmpHandshakeTimeoutMs: number;
}

export const MEDIA_DEFAULTS: MediaConfig = {
  rtmpPort: 1935, demoVideo: true, demoVideoMax: 4, ffmpegPath: 'ffmpeg', demoPushKey: undefined,
  // An encoder opens one socket per stream; 8 leaves room for a few anchors (or retries) behind one NAT.
  rtmpMaxPendingPerAddress: 8,
  // A real encoder needs a few round trips and the authorizer's answer, which may include stopping a room's demo
  // card (ffmpeg gets 2 s to exit, its socket up to 2 s more to free the room): 10 s covers that with room to spare.
  rtmpHandshakeTimeoutMs: 10_000,
};

/** Knobs with no variable: the runtime's, tests shorten them. */
export interface MediaLimits {
  /** A demo pusher with no viewer this long is stopped. */
  readonly demoIdleMs: number;
  /** A viewer's request waits this long for a starting stream's first keyframe. */
  readonly firstKeyframeTimeoutMs: number;
  /** A viewer's unsent bytes past this: it is dropped (~30 s of the demo card, ~5 s of a 6 Mbit/s OBS stream). */
  readonly maxViewerBacklogBytes: number;
  /** HTTP-FLV streams one client address may hold open (proxy-aware). */
  readonly maxViewersPerAddress: number;
  /** RTMP sockets at once that have not been granted a publish (below the publishers' slots: those stay theirs). */
  readonly maxRtmpPending: number;
  /** RTMP sockets publishing at once (granted a publish by the authorizer), demo pushers not included. */
  readonly maxRtmpPublishers: number;
  /** An RTMP publisher silent this long is closed. */
  readonly rtmpIdleMs: number;
}

export const MEDIA_LIMITS: MediaLimits = {
  demoIdleMs: 30_000, firstKeyframeTimeoutMs: 10_000, maxViewerBacklogBytes: 4 * 1024 * 1024, maxViewersPerAddress: 8, maxRtmpPending: 32,
  maxRtmpPublishers: 64, rtmpIdleMs: 30_000,
};

type Env = Readonly<Record<string, string | undefined>>;

export function parseMediaConfig(env: Env): MediaConfig | string {
  const d = MEDIA_DEFAULTS;
  let rtmpPort = d.rtmpPort;
  if (env.RTMP_PORT) {
    rtmpPort = Number(env.RTMP_PORT);
    if (!Number.isInteger(rtmpPort) || rtmpPort < 0 || rtmpPort > 65535) return `RTMP_PORT must be a port 0–65535, got '${env.RTMP_PORT}'`;
  }
  let demoVideo = d.demoVideo;
  const raw = env.DEMO_VIDEO?.toLowerCase();
  if (raw) {
    if (['1', 'true', 'yes', 'on'].includes(raw)) demoVideo = true;
    else if (['0', 'false', 'no', 'off'].includes(raw)) demoVideo = false;
    else return `DEMO_VIDEO must be on or off, got '${env.DEMO_VIDEO}'`;
  }
  let demoVideoMax = d.demoVideoMax;
  if (env.DEMO_VIDEO_MAX) {
    demoVideoMax = Number(env.DEMO_VIDEO_MAX);
    if (!Number.isInteger(demoVideoMax) || demoVideoMax < 0) return `DEMO_VIDEO_MAX must be a whole number ≥ 0, got '${env.DEMO_VIDEO_MAX}'`;
  }
  const demoPushKey = env.DEMO_PUSH_KEY || undefined;
  if (demoPushKey !== undefined && !/^[A-Za-z0-9_]{16,128}$/.test(demoPushKey)) {
    return 'DEMO_PUSH_KEY must be 16–128 letters, digits or _ (it is the secret part of `<roomId>-<key>`)';
  }
  let rtmpMaxPendingPerAddress = d.rtmpMaxPendingPerAddress;
  if (env.RTMP_MAX_PENDING_PER_ADDRESS) {
    rtmpMaxPendingPerAddress = Number(env.RTMP_MAX_PENDING_PER_ADDRESS);
    if (!Number.isInteger(rtmpMaxPendingPerAddress) || rtmpMaxPendingPerAddress < 1) {
      return `RTMP_MAX_PENDING_PER_ADDRESS must be a whole number ≥ 1, got '${env.RTMP_MAX_PENDING_PER_ADDRESS}'`;
    }
  }
  let rtmpHandshakeTimeoutMs = d.rtmpHandshakeTimeoutMs;
  if (env.RTMP_HANDSHAKE_TIMEOUT_S) {
    const s = Number(env.RTMP_HANDSHAKE_TIMEOUT_S);
    if (!Number.isInteger(s) || s < 1 || s > 300) return `RTMP_HANDSHAKE_TIMEOUT_S must be whole seconds 1–300, got '${env.RTMP_HANDSHAKE_TIMEOUT_S}'`;
    rtmpHandshakeTimeoutMs = s * 1000;
  }
  return {
    rtmpPort, demoVideo, demoVideoMax, ffmpegPath: env.FFMPEG_PATH || d.ffmpegPath, demoPushKey, rtmpMaxPendingPerAddress, rtmpHandshakeTimeoutMs,
  };
}
