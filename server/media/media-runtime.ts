// The video part of a server process (issue #14 "Video"): RTMP ingest → stream hub → HTTP-FLV, and the demo rooms'
// test-card pushers. runtime.ts starts it (ROLE=all) and stops it before the HTTP server closes, so viewers'
// open streams end and no ffmpeg child outlives the process.
//
// Two RTMP servers feed the one hub: the public ingest on RTMP_PORT (anchors' encoders, anyone's sockets: capped
// per address and in all until a publish is granted), and a loopback one on a free port that only the demo
// pushers use and that grants only the internal key — so no crowd on the public port, not even one on 127.0.0.1,
// can keep the demo cards from starting.
//
// For the rest of the server:
//   media.playbackFor(roomId)        → Playback (contract/playback.ts) for the room API and the home player
//   media.setAuthorizer(authorizer)  → who may publish (the anchors' push keys); the internal demo key always may
//   media.setLifecycle(lifecycle)    → told when a room's stream starts and stops
//   media.pushUrl                    → rtmp://<host>:<port>/live, for /anchor/pushStreamKey
import type { FastifyInstance } from 'fastify';
import type { Playback } from '../../contract/playback';
import type { LiveState } from '../../engine/core/model';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { DemoVideo } from './demo-video';
import { LIVE_PATH, httpFlvRoutes } from './http-flv';
import type { MediaConfig, MediaLimits } from './media-config';
import { MEDIA_LIMITS } from './media-config';
import type { AdmissionLimits } from './rtmp-admission';
import { RtmpServer } from './rtmp-server';
import { StreamHub } from './stream-hub';
import { newInternalSecret, streamAuthorizer } from './stream-keys';
import type { StreamAuthorizer, StreamLifecycle } from './stream-ports';

export interface MediaOptions {
  readonly authorizer?: StreamAuthorizer;
  readonly lifecycle?: StreamLifecycle;
  /** Which rooms get the demo test card; default: the feed's rooms streaming now (state.rooms[id].living). */
  readonly isDemoRoom?: (roomId: number) => boolean;
  readonly limits?: Partial<MediaLimits>;
  /** The ingest's timers (handshake deadline, idle publishers, log windows); default the system's. */
  readonly timers?: Scheduler;
}

export interface MediaDeps {
  readonly config: MediaConfig;
  /** HOST: the ingest listens there too. */
  readonly host: string;
  readonly state: () => LiveState;
  readonly feedNow: () => number;
  readonly log: { info(line: string): void; warn(line: string): void };
  readonly options?: MediaOptions;
}

const LOOPBACK = '127.0.0.1';

/**
 * The demo pushers' own ingest takes one socket per demo room, all from loopback, granted at once by the internal
 * key: room for twice DEMO_VIDEO_MAX (a stopped pusher's socket may linger while the next one connects).
 */
function demoLane(demoVideoMax: number): AdmissionLimits {
  const n = Math.max(16, 2 * demoVideoMax);
  return { maxPending: n, maxPendingPerAddress: n, maxPublishers: n };
}

/** An address our own pushers can reach the ingest on. */
function reachable(host: string): string {
  if (host === '0.0.0.0' || host === '') return LOOPBACK;
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export class MediaRuntime {
  readonly hub: StreamHub;
  readonly rtmp: RtmpServer;
  /** The demo pushers' loopback ingest (see the top of this file). */
  readonly demoRtmp: RtmpServer;
  readonly demo: DemoVideo;
  private authorizer: StreamAuthorizer | undefined;
  private readonly internalSecret: string;
  private readonly limits: MediaLimits;

  private constructor(private readonly deps: MediaDeps) {
    const options = deps.options ?? {};
    this.limits = { ...MEDIA_LIMITS, ...options.limits };
    this.authorizer = options.authorizer;
    this.internalSecret = deps.config.demoPushKey ?? newInternalSecret();
    this.hub = new StreamHub(options.lifecycle);
    const timers = options.timers ?? SYSTEM_SCHEDULER;
    const { config } = deps;
    this.rtmp = new RtmpServer({
      hub: this.hub, log: deps.log, timers, idleMs: this.limits.rtmpIdleMs, handshakeTimeoutMs: config.rtmpHandshakeTimeoutMs,
      admission: { maxPending: this.limits.maxRtmpPending, maxPendingPerAddress: config.rtmpMaxPendingPerAddress, maxPublishers: this.limits.maxRtmpPublishers },
      authorizer: () => this.preemptingDemo(streamAuthorizer(this.internalSecret, () => this.authorizer)),
    });
    this.demoRtmp = new RtmpServer({
      hub: this.hub, log: deps.log, timers, idleMs: this.limits.rtmpIdleMs, handshakeTimeoutMs: config.rtmpHandshakeTimeoutMs,
      admission: demoLane(config.demoVideoMax), label: 'rtmp (demo pushers)',
      authorizer: () => streamAuthorizer(this.internalSecret, () => undefined),
    });
    this.demo = new DemoVideo({
      hub: this.hub, state: deps.state, feedNow: deps.feedNow, ffmpegPath: deps.config.ffmpegPath,
      enabled: deps.config.demoVideo && deps.config.demoVideoMax > 0, max: deps.config.demoVideoMax,
      idleMs: this.limits.demoIdleMs, startGraceMs: this.limits.firstKeyframeTimeoutMs, isDemoRoom: options.isDemoRoom, log: deps.log,
      pushUrl: (roomId) => `rtmp://${LOOPBACK}:${this.demoRtmp.port}/live/${this.internalKey(roomId)}`,
    });
  }

  /**
   * An anchor's own stream wins over the room's demo test card: a key granted for a room the demo pusher holds
   * stops the pusher first (one publisher per room), so going live from OBS never meets "already publishing".
   */
  private preemptingDemo(inner: StreamAuthorizer): StreamAuthorizer {
    return {
      authorize: async (app, streamName) => {
        const grant = await inner.authorize(app, streamName);
        if (!grant || streamName === this.internalKey(grant.roomId) || this.demo.pid(grant.roomId) === undefined) return grant;
        this.deps.log.info(`demo video ${grant.roomId}: an anchor publishes, stopping the test card`);
        await this.demo.stopRoom(grant.roomId);
        // ffmpeg has exited; its socket's close frees the room a moment later.
        for (let i = 0; i < 100 && this.hub.isPublishing(grant.roomId); i++) await new Promise((r) => setTimeout(r, 20));
        return grant;
      },
    };
  }

  /** Listens on RTMP_PORT and looks for ffmpeg. Rejects (port in use…) without touching the process. */
  static async start(deps: MediaDeps): Promise<MediaRuntime> {
    const media = new MediaRuntime(deps);
    try {
      await media.rtmp.listen(deps.config.rtmpPort, deps.host);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new Error(`RTMP_PORT ${deps.config.rtmpPort} on ${deps.host} is in use (another server? RTMP_PORT=0 picks a free port)`, { cause: err });
      throw err;
    }
    try {
      await media.demoRtmp.listen(0, LOOPBACK);
    } catch (err) {
      await media.rtmp.close();
      throw err;
    }
    await media.demo.start();
    return media;
  }

  /** The RTMP server URL (OBS's "Server"); the stream key is `<roomId>-<secret>`. */
  get pushUrl(): string {
    return `rtmp://${reachable(this.deps.host)}:${this.rtmp.port}/live`;
  }

  get rtmpPort(): number {
    return this.rtmp.port;
  }

  /** The demo pushers' key for a room (scripts and tests push with it as an external encoder would). */
  internalKey(roomId: number): string {
    return `${roomId}-${this.internalSecret}`;
  }

  setAuthorizer(authorizer: StreamAuthorizer | undefined): void {
    this.authorizer = authorizer;
  }

  setLifecycle(lifecycle: StreamLifecycle | undefined): void {
    this.hub.setLifecycle(lifecycle);
  }

  /**
   * How the room's video plays now: HTTP-FLV while someone publishes to it, or for a demo room whose test card
   * starts on the first request; demo-off for a demo room without ffmpeg (or DEMO_VIDEO=off); else not-live.
   */
  playbackFor(roomId: number): Playback {
    const flv: Playback = { kind: 'flv', url: LIVE_PATH(roomId) };
    if (this.hub.isPublishing(roomId)) return flv;
    if (this.demo.isDemoRoom(roomId)) return this.demo.on ? flv : { kind: 'off', reason: 'demo-off' };
    return { kind: 'off', reason: 'not-live' };
  }

  /** GET /live/:roomId.flv on the app. */
  routes(app: FastifyInstance): void {
    httpFlvRoutes(app, {
      hub: this.hub, log: this.deps.log, demand: (roomId) => this.demo.demand(roomId),
      maxViewerBacklogBytes: this.limits.maxViewerBacklogBytes, maxViewersPerAddress: this.limits.maxViewersPerAddress,
      firstKeyframeTimeoutMs: this.limits.firstKeyframeTimeoutMs,
    });
  }

  /** Demo pushers killed, publishers cut off (their viewers' streams end), the port closed. */
  async stop(): Promise<void> {
    await this.demo.stop();
    await Promise.all([this.rtmp.close(), this.demoRtmp.close()]);
  }
}
