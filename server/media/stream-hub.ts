// The rooms' live streams between the RTMP ingest and the HTTP-FLV viewers. Per room it keeps what a viewer joining
// now needs to decode at once — the metadata, the AVC and AAC sequence headers and every tag since the last keyframe
// (the GOP cache, bounded) — so the first picture comes without waiting for the next keyframe. One publisher per
// room. Tells the StreamLifecycle when a room's media starts and when its publisher leaves.
import type { StreamLifecycle } from './stream-ports';
import type { FlvTag } from './flv';
import { TAG, isAacSequenceHeader, isAvcSequenceHeader, isKeyframe } from './flv';

export interface HubLimits {
  /** A GOP cache past this many bytes is dropped: viewers then start at the next keyframe. */
  readonly maxGopBytes: number;
  readonly maxGopTags: number;
}

export const HUB_DEFAULTS: HubLimits = { maxGopBytes: 8 * 1024 * 1024, maxGopTags: 2_000 };

/** What a viewer receives; the HTTP-FLV route frames it (flv-viewer.ts). */
export interface StreamViewer {
  /** Tags in order; the first video is a keyframe, after the metadata and sequence headers (timestamps as sent). */
  tag(tag: FlvTag): void;
  /** The publisher stopped. */
  end(): void;
}

export interface Publisher {
  readonly roomId: number;
  metadata(data: Buffer): void;
  media(type: typeof TAG.audio | typeof TAG.video, timestamp: number, data: Buffer): void;
  /** The publisher left; idempotent. */
  end(): void;
}

/** Viewer count changes, for the demo pusher's idle stop. */
export type ViewerListener = (roomId: number, viewers: number) => void;

class RoomStream {
  metadata: FlvTag | undefined;
  avcHeader: FlvTag | undefined;
  aacHeader: FlvTag | undefined;
  gop: FlvTag[] = [];
  gopBytes = 0;
  hasKeyframe = false;
  hasAudio = false;
  announced = false;
  readonly viewers = new Set<StreamViewer>();
  /** Viewers waiting for a keyframe before their first video (joined while the GOP cache was empty). */
  readonly waiting = new Set<StreamViewer>();

  constructor(readonly roomId: number) {}
}

export class StreamHub {
  private readonly rooms = new Map<number, RoomStream>();
  private readonly viewerListeners = new Set<ViewerListener>();
  private readonly keyframeWaiters = new Map<number, Set<(ok: boolean) => void>>();
  private readonly limits: HubLimits;

  constructor(private lifecycle: StreamLifecycle | undefined, limits: Partial<HubLimits> = {}) {
    this.limits = { ...HUB_DEFAULTS, ...limits };
  }

  setLifecycle(lifecycle: StreamLifecycle | undefined): void {
    this.lifecycle = lifecycle;
  }

  onViewers(listener: ViewerListener): () => void {
    this.viewerListeners.add(listener);
    return () => this.viewerListeners.delete(listener);
  }

  /** A publisher is streaming to the room (it may not have sent media yet). */
  isPublishing(roomId: number): boolean {
    return this.rooms.has(roomId);
  }

  /** The room's stream can be played now: a keyframe has arrived. */
  isLive(roomId: number): boolean {
    return this.rooms.get(roomId)?.hasKeyframe === true;
  }

  liveRooms(): number[] {
    return [...this.rooms.values()].filter((r) => r.hasKeyframe).map((r) => r.roomId);
  }

  /** Which tracks the stream has so far (the FLV header's flags: a player waits for a track the header names). */
  tracks(roomId: number): { readonly audio: boolean; readonly video: boolean } {
    const room = this.rooms.get(roomId);
    return { audio: room?.aacHeader !== undefined || room?.hasAudio === true, video: room?.avcHeader !== undefined || room?.hasKeyframe === true };
  }

  viewerCount(roomId: number): number {
    return this.rooms.get(roomId)?.viewers.size ?? 0;
  }

  /**
   * Resolves true once the room has a keyframe; false when its publisher leaves or the time runs out first. The room
   * need not be publishing yet (a demo pusher starting).
   */
  waitForKeyframe(roomId: number, timeoutMs: number): Promise<boolean> {
    if (this.isLive(roomId)) return Promise.resolve(true);
    return new Promise((resolve) => {
      let waiters = this.keyframeWaiters.get(roomId);
      if (!waiters) this.keyframeWaiters.set(roomId, (waiters = new Set()));
      const set = waiters;
      const wake = (ok: boolean) => {
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0 && this.keyframeWaiters.get(roomId) === set) this.keyframeWaiters.delete(roomId);
        resolve(ok);
      };
      const timer = setTimeout(() => wake(false), Math.max(0, timeoutMs));
      set.add(wake);
    });
  }

  private wakeKeyframeWaiters(roomId: number, ok: boolean): void {
    for (const wake of [...this.keyframeWaiters.get(roomId) ?? []]) wake(ok);
  }

  /** Claims the room for a publisher; undefined when someone is publishing there already. */
  publish(roomId: number): Publisher | undefined {
    if (this.rooms.has(roomId)) return undefined;
    const room = new RoomStream(roomId);
    this.rooms.set(roomId, room);
    let ended = false;
    return {
      roomId,
      metadata: (data) => {
        if (ended) return;
        const tag: FlvTag = { type: TAG.script, timestamp: 0, data };
        room.metadata = tag;
        // Viewers already watching get the new metadata too (a resolution change).
        for (const v of room.viewers) v.tag(tag);
      },
      media: (type, timestamp, data) => {
        if (!ended) this.media(room, { type, timestamp, data });
      },
      end: () => {
        if (ended) return;
        ended = true;
        this.rooms.delete(roomId);
        this.wakeKeyframeWaiters(roomId, false);
        for (const v of room.viewers) v.end();
        room.viewers.clear();
        if (room.announced) this.lifecycle?.unpublished(roomId);
        this.emitViewers(roomId, 0);
      },
    };
  }

  /** Adds a viewer; it gets the cached start at once. Returns the unsubscribe, or undefined when not streaming. */
  subscribe(roomId: number, viewer: StreamViewer): (() => void) | undefined {
    const room = this.rooms.get(roomId);
    if (!room) return undefined;
    if (room.metadata) viewer.tag(room.metadata);
    if (room.avcHeader) viewer.tag(room.avcHeader);
    if (room.aacHeader) viewer.tag(room.aacHeader);
    if (room.gop.length > 0) for (const t of room.gop) viewer.tag(t);
    else room.waiting.add(viewer);
    room.viewers.add(viewer);
    this.emitViewers(roomId, room.viewers.size);
    return () => {
      if (!room.viewers.delete(viewer)) return;
      room.waiting.delete(viewer);
      if (this.rooms.get(roomId) === room) this.emitViewers(roomId, room.viewers.size);
    };
  }

  private emitViewers(roomId: number, n: number): void {
    for (const l of this.viewerListeners) l(roomId, n);
  }

  private media(room: RoomStream, tag: FlvTag): void {
    const { data } = tag;
    if (!room.announced) {
      room.announced = true;
      this.lifecycle?.published(room.roomId);
    }
    if (tag.type === TAG.video && isAvcSequenceHeader(data)) {
      room.avcHeader = { ...tag, timestamp: 0 };
      for (const v of room.viewers) v.tag(room.avcHeader);
      return;
    }
    if (tag.type === TAG.audio && isAacSequenceHeader(data)) {
      room.aacHeader = { ...tag, timestamp: 0 };
      for (const v of room.viewers) v.tag(room.aacHeader);
      return;
    }
    if (tag.type === TAG.audio) room.hasAudio = true;
    const key = tag.type === TAG.video && isKeyframe(data);
    if (key) {
      room.gop = [];
      room.gopBytes = 0;
      if (!room.hasKeyframe) {
        room.hasKeyframe = true;
        this.wakeKeyframeWaiters(room.roomId, true);
      }
    }
    // Cache from a keyframe on; a GOP too long for the bounds is dropped and caching waits for the next keyframe.
    if (key || room.gop.length > 0) {
      room.gop.push(tag);
      room.gopBytes += data.length;
      if (room.gopBytes > this.limits.maxGopBytes || room.gop.length > this.limits.maxGopTags) {
        room.gop = [];
        room.gopBytes = 0;
      }
    }
    for (const v of room.viewers) {
      if (room.waiting.has(v)) {
        if (!key) continue; // nothing decodable before the first keyframe
        room.waiting.delete(v);
      }
      v.tag(tag);
    }
  }
}
