// List requests [SK-4] (proto/live.proto steps 2–3): each is answered with a snapshot of its sport (the message's
// first one at once, in a packet of its own; the others with the next tick) — unless it
// is a reconnecting client's first request, naming the feed's current stream and a seq whose following frames
// are still held: then the client gets exactly the frames it missed, from the gateway's recent frames at once,
// or read back from the bus (the frames that go out meanwhile are held for it and follow).
import type { Sport } from '../../engine/core';
import { snapshotOf } from '../../engine/core';
import type { ListResume } from '../../engine/wire';
import { encodeEventFrame } from '../../engine/wire';
import type { BusFrame } from '../bus/frame-bus';
import type { FrameHistory } from '../bus/frame-history';
import type { FrameRing } from '../bus/frame-ring';
import type { CatchUp, GatewayClient } from './client';
import type { PendingFrame } from './fanout';
import type { FeedView } from './feed-view';

export interface ListStats {
  snapshotsSent: number;
  /** Reconnects answered with the missed frames, no snapshot (some of them read back from the bus). */
  resumes: number;
  resumesFromBus: number;
  /** Resumes that could not be served (another stream, frames gone): answered with snapshots. */
  resumesRefused: number;
  framesReplayed: number;
}

export interface ListContext {
  readonly feed: FeedView;
  readonly feedNow: () => number;
  /** Frames the gateway broadcast lately, for resumes. */
  readonly recent: FrameRing;
  /** The bus, for resumes reaching further back than `recent`. */
  readonly history: FrameHistory | undefined;
  /** A resume missing more frames than this gets snapshots instead (they are cheaper then). */
  readonly maxResumeFrames: number;
  /** Frames received since the last tick, not sent yet. */
  pending(): readonly PendingFrame[];
  /** Something was queued outside a message handler: make sure a tick comes. */
  wake(): void;
  /** Writes what the client's outbox holds now, in a packet of its own, not waiting for the tick. */
  sendNow(client: GatewayClient): void;
  readonly stats: ListStats;
}

export interface ListRequest {
  readonly sport: Sport;
  readonly resume?: ListResume;
}

export interface ListRequests {
  /** The list requests of one incoming message, in order. */
  answer(client: GatewayClient, requests: readonly ListRequest[]): void;
  /** The feed view was replaced: every client that asked for lists gets them again. */
  reset(clients: Iterable<GatewayClient>): void;
}

const sameResume = (a: ListResume | undefined, b: ListResume | undefined) =>
  a !== undefined && b !== undefined && a.stream === b.stream && a.afterSeq === b.afterSeq;

export function createListRequests(ctx: ListContext): ListRequests {
  const cache = new Map<Sport, { stream: string; seq: number; bytes: Uint8Array }>();
  const { stats } = ctx;

  function snapshotBytes(sport: Sport): { seq: number; bytes: Uint8Array } {
    const { state } = ctx.feed;
    const cached = cache.get(sport);
    if (cached && cached.stream === state.stream && cached.seq === state.seq) return cached;
    const fresh = { stream: state.stream, seq: state.seq, bytes: encodeEventFrame(snapshotOf(state, sport, ctx.feedNow())) };
    cache.set(sport, fresh);
    return fresh;
  }

  function queueSnapshot(client: GatewayClient, sport: Sport): void {
    const snap = snapshotBytes(sport);
    // A snapshot moves the client's seq for both sports: frames it has not had yet that the snapshot already
    // counts go first, or the client would drop them as old.
    if (client.fromSeq !== undefined) {
      for (const f of ctx.pending()) if (f.seq > client.fromSeq && f.seq <= snap.seq) client.outbox.push(f.bytes);
    }
    client.outbox.push(snap.bytes);
    client.fromSeq = Math.max(client.fromSeq ?? 0, snap.seq);
    stats.snapshotsSent++;
  }

  function replay(client: GatewayClient, frames: readonly Pick<BusFrame, 'bytes'>[]): void {
    for (const f of frames) client.outbox.push(f.bytes);
    stats.framesReplayed += frames.length;
  }

  /** True when the client is resumed (or its resume is under way); false: it needs snapshots. */
  function tryResume(client: GatewayClient, r: ListResume): boolean {
    const { stream, seq } = ctx.feed.state;
    if (r.stream !== stream || seq - r.afterSeq > ctx.maxResumeFrames) return false;
    if (r.afterSeq >= seq) {
      // Nothing missed — or it is ahead of this gateway's state, whose frames it will get as they come.
      client.fromSeq = r.afterSeq;
    } else {
      const recent = ctx.recent.range(stream, r.afterSeq + 1, seq);
      if (!recent && !ctx.history) return false;
      if (!recent) {
        const catchUp: CatchUp = { until: seq, held: [], deferred: [] };
        client.catchUp = catchUp;
        client.resumed = r;
        ctx.history!.read(stream, r.afterSeq, seq).then(
          (frames) => caughtUp(client, catchUp, frames),
          () => caughtUp(client, catchUp, undefined),
        );
        return true;
      }
      replay(client, recent);
      client.fromSeq = seq;
    }
    client.resumed = r;
    stats.resumes++;
    return true;
  }

  function caughtUp(client: GatewayClient, catchUp: CatchUp, frames: readonly BusFrame[] | undefined): void {
    if (client.closed || client.catchUp !== catchUp) return;
    client.catchUp = undefined;
    if (!frames) {
      stats.resumesRefused++;
      client.resumed = undefined;
      for (const sport of client.sports) queueSnapshot(client, sport);
    } else {
      stats.resumes++;
      stats.resumesFromBus++;
      replay(client, frames);
      replay(client, catchUp.held);
      client.fromSeq = catchUp.held.at(-1)?.seq ?? catchUp.until;
      for (const sport of catchUp.deferred) queueSnapshot(client, sport);
    }
    ctx.wake();
  }

  return {
    answer(client, requests) {
      if (requests.length === 0) return;
      // Only a client's first request may resume; one resume covers every list asking with it.
      const resume = requests.find((q) => q.resume)?.resume;
      const first = client.fromSeq === undefined && client.catchUp === undefined;
      let resumed = false;
      if (resume && first) {
        resumed = tryResume(client, resume);
        if (!resumed) stats.resumesRefused++;
      }
      let sent = false;
      for (const q of requests) {
        client.sports.add(q.sport);
        if (resumed && sameResume(q.resume, resume)) continue;
        if (client.catchUp) client.catchUp.deferred.push(q.sport);
        else {
          queueSnapshot(client, q.sport);
          // An opening page waits for its list: the first one asked for (its sport) goes at once, in a packet of its
          // own, so the client decodes and folds it without the other's bytes; the rest go with the next tick, at
          // the same seq (they are cut from the same state now).
          if (!sent) {
            sent = true;
            ctx.sendNow(client);
          }
        }
      }
    },

    reset(clients) {
      cache.clear();
      for (const client of clients) {
        client.catchUp = undefined;
        client.resumed = undefined;
        if (client.sports.size === 0) continue;
        client.fromSeq = undefined;
        for (const sport of client.sports) queueSnapshot(client, sport);
      }
    },
  };
}
