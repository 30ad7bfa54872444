// GET /live/<roomId>.flv: the room's stream as HTTP-FLV (chunked, same origin, so the strict CSP's connect-src
// 'self' covers it), played in the page by mpegts.js. A viewer gets the FLV header, the metadata and sequence
// headers, the GOP cache from its keyframe on, then the live tags — timestamps rebased so its stream starts at 0.
// A room not streaming: 404 with the notFound code; a demo room starts its pusher and the request waits for the
// first keyframe. A viewer that does not read is dropped once its backlog passes the cap, never buffered without
// bound. Not compressed (video does not shrink; the compression plugin would also hold bytes back).
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { sendFailure } from '../api/answer';
import { fail, FAIL } from '../api/errors';
import type { FlvTag } from './flv';
import { TAG, flvHeader, flvTag } from './flv';
import type { StreamHub } from './stream-hub';

/** What a demo room's on-demand start answered (demo-pusher.ts). */
export type DemandResult = 'started' | 'not-demo' | 'busy' | 'off';

export interface HttpFlvDeps {
  readonly hub: StreamHub;
  /** Starts a demo room's pusher when it is not streaming; none: only published rooms play. */
  readonly demand?: (roomId: number) => DemandResult;
  /** A viewer's unsent bytes past this: it is dropped. */
  readonly maxViewerBacklogBytes: number;
  /** Streams one client address may hold open at once (a page plays one or two; more is a scraper or an attack). */
  readonly maxViewersPerAddress: number;
  /** How long a request waits for a starting stream's first keyframe. */
  readonly firstKeyframeTimeoutMs: number;
  readonly log: { info(line: string): void; warn(line: string): void };
}

export const LIVE_PATH = (roomId: number) => `/live/${roomId}.flv`;
const FILE = /^(\d{1,15})\.flv$/;

/**
 * One viewer's FLV framing: the header once, timestamps from the first media tag on counted from 0. The cap on
 * unsent bytes counts from the end of the joining burst (metadata, headers, GOP cache: up to the hub's GOP bound),
 * which reaches the socket as fast as it drains.
 */
export class FlvViewerStream {
  readonly out = new PassThrough();
  private base: number | undefined;
  private dropped = false;
  /** Unsent bytes allowed; raised by the joining burst once `joined()` says it is all written. */
  private cap = Infinity;

  constructor(audio: boolean, video: boolean, private readonly maxBacklog: number, private readonly onDrop: (backlog: number) => void) {
    this.out.write(flvHeader(audio, video));
  }

  get backlog(): number {
    return this.out.writableLength + this.out.readableLength;
  }

  /** The joining burst is written: from now on at most maxBacklog more may wait. */
  joined(): void {
    this.cap = this.backlog + this.maxBacklog;
  }

  tag(t: FlvTag): void {
    if (this.dropped || this.out.destroyed) return;
    let ts = 0;
    // Metadata and sequence headers carry 0; media counts from this viewer's first media tag.
    if (t.type !== TAG.script && !isHeader(t)) {
      if (this.base === undefined) this.base = t.timestamp;
      ts = Math.max(0, t.timestamp - this.base);
    }
    this.out.write(flvTag(t.type, ts, t.data));
    const backlog = this.backlog;
    if (backlog > this.cap) {
      this.dropped = true;
      this.out.destroy();
      this.onDrop(backlog);
    }
  }

  end(): void {
    if (!this.out.destroyed) this.out.end();
  }
}

function isHeader(t: FlvTag): boolean {
  return t.data.length >= 2 && t.data[1] === 0 && (t.type === TAG.video ? (t.data[0]! & 0x0f) === 7 : t.data[0]! >> 4 === 10);
}

/** 40007 该直播间暂未开播 (HTTP 404). */
const notLive = () => fail(API_CODE.notFound, API_MESSAGE.streamNotLive);

export function httpFlvRoutes(app: FastifyInstance, deps: HttpFlvDeps): void {
  const { hub } = deps;
  const perAddress = new Map<string, number>();
  app.get<{ Params: { file: string } }>('/live/:file', { compress: false }, async (request, reply) => {
    const m = FILE.exec(request.params.file);
    if (!m) return sendFailure(reply, notLive());
    const roomId = Number(m[1]);
    reply.header('cache-control', 'no-store');
    // request.ip is proxy-aware (TRUST_PROXY). Counted from here, the wait for a demo room's keyframe included.
    const ip = request.ip;
    const open = perAddress.get(ip) ?? 0;
    if (open >= deps.maxViewersPerAddress) {
      return sendFailure(reply, FAIL.rateLimited());
    }
    perAddress.set(ip, open + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const n = (perAddress.get(ip) ?? 1) - 1;
      if (n <= 0) perAddress.delete(ip);
      else perAddress.set(ip, n);
    };
    reply.raw.on('close', release);
    if (!hub.isLive(roomId)) {
      const demand = hub.isPublishing(roomId) ? 'started' : deps.demand?.(roomId) ?? 'not-demo';
      if (demand === 'busy') return sendFailure(reply, fail(API_CODE.limitReached, API_MESSAGE.demoVideoBusy), 503);
      if (demand !== 'started') return sendFailure(reply, notLive());
      const live = await hub.waitForKeyframe(roomId, deps.firstKeyframeTimeoutMs);
      if (reply.raw.destroyed) return reply; // the viewer left while it waited
      if (!live) return sendFailure(reply, notLive());
    }
    const { audio, video } = hub.tracks(roomId);
    const link: { unsubscribe?: () => void } = {};
    const viewer = new FlvViewerStream(audio, video, deps.maxViewerBacklogBytes, (backlog) => {
      deps.log.warn(`live ${roomId}: viewer ${request.ip} dropped, ${backlog} bytes unsent (too slow)`);
      link.unsubscribe?.();
    });
    const unsubscribe = hub.subscribe(roomId, viewer);
    if (!unsubscribe) return sendFailure(reply, notLive());
    link.unsubscribe = unsubscribe;
    viewer.joined();
    // The response's close (not the request's: that one fires once a GET's empty body is read).
    reply.raw.on('close', () => {
      unsubscribe();
      viewer.out.destroy();
    });
    return reply.type('video/x-flv').send(viewer.out);
  });
}
