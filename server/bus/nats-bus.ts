// The NATS JetStream bus (NATS_URL): frames go to the LIVE_FEED stream, one message each on
// live.feed.<streamId> (nats-stream.ts); each gateway reads them with its own ordered consumers (ephemeral,
// in-memory, no acks, recreated by the client at the right place after a reconnect); snapshot requests are
// plain request/reply on live.snapshot, the reply cut into parts under the server's max payload and ended by an
// empty message.
import type { Consumer, ConsumerMessages, JetStreamClient, JetStreamManager, Msg, NatsConnection } from 'nats';
import { DeliverPolicy, Empty, Events, RequestStrategy, connect, headers as natsHeaders } from 'nats';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import type {
  BusFrame, BusLimits, BusPosition, BusSubscription, FrameBus, FrameListener, SnapshotReply, SnapshotServer, StartAt,
} from './frame-bus';
import { checkRequestName, checkStreamId } from './frame-bus';
import type { NatsNames } from './nats-stream';
import {
  NOW_HEADER, SEQ_HEADER, checkDirectGet, directGet, ensureStream, feedSubject, feedWildcard, requestSubject, seqOf, snapshotSubject,
  startSequence, streamConfig,
} from './nats-stream';

export const NATS_BUS_LIMITS: BusLimits = {
  maxAgeMs: 60 * 60_000, // an hour of resumes; a gateway starting later takes a snapshot from the feed
  maxBytes: 256 * 1024 * 1024,
  maxFrames: 1_000_000,
};

export interface NatsBusOptions {
  readonly url: string;
  readonly names: NatsNames;
  readonly limits: BusLimits;
  /** JetStream storage of a stream this creates (an existing stream keeps its own). */
  readonly storage?: 'file' | 'memory';
  /** Connection name, for the server's monitoring. */
  readonly connectionName?: string;
  readonly timers?: Scheduler;
  readonly log?: (line: string) => void;
}

/** Frames published at once while the window is open; their acks are awaited together. */
const PUBLISH_WINDOW = 512;
/** Frames kept while NATS is unreachable; older ones are dropped (gateways then resync from a snapshot). */
const MAX_QUEUED = 200_000;
const RETRY_MS = 500;
/** Frames a subscription hands over at once. */
const DELIVERY_BATCH = 256;
const CLOSE_FLUSH_MS = 2_000;
/** Room left for headers and protocol overhead under the server's max payload. */
const PAYLOAD_HEADROOM = 4 * 1024;

interface Ticket {
  /** Absolute indexes of this publish's first frame and of the one after its last. */
  readonly start: number;
  readonly end: number;
  lost: boolean;
  resolve(): void;
  reject(err: Error): void;
}

export class NatsFrameBus implements FrameBus {
  readonly kind = 'nats';
  private queue: BusFrame[] = [];
  /** Absolute index of queue[0]: frames before it are stored or dropped. */
  private settled = 0;
  private tickets: Ticket[] = [];
  /** A pump is running (set before it starts, cleared by the pump itself as it ends). */
  private pumping = false;
  private pumped: Promise<void> = Promise.resolve();
  /** close() began: no new publishes or subscriptions. */
  private closing = false;
  /** The queue is abandoned: the pump stops. */
  private closed = false;
  private closedAll: Promise<void> | undefined;
  private readonly subscriptions = new Set<{ stop(): void }>();
  private readonly servers = new Set<() => void>();
  private readonly timers: Scheduler;
  private readonly log: (line: string) => void;
  /** Between a 'disconnect' and the next 'reconnect' status of the connection (readiness, /readyz). */
  private linkUp = true;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly js: JetStreamClient,
    private readonly names: NatsNames,
    options: NatsBusOptions,
  ) {
    this.timers = options.timers ?? SYSTEM_SCHEDULER;
    this.log = options.log ?? (() => {});
    void this.watchStatus();
  }

  connected(): boolean {
    return this.linkUp && !this.closing && !this.nc.isClosed();
  }

  private async watchStatus(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (s.type === Events.Disconnect) {
        this.linkUp = false;
        this.log(`nats: disconnected from ${String(s.data)}; reconnecting`);
      } else if (s.type === Events.Reconnect) {
        this.linkUp = true;
        this.log(`nats: reconnected to ${String(s.data)}`);
      }
    }
  }

  /** Connects (reconnecting for ever after that) and creates or updates the stream. */
  static async connect(options: NatsBusOptions): Promise<NatsFrameBus> {
    const nc = await connect({
      servers: options.url, name: options.connectionName, maxReconnectAttempts: -1, reconnectTimeWait: 500,
    });
    try {
      const jsm = await nc.jetstreamManager();
      checkDirectGet(jsm);
      await ensureStream(jsm, streamConfig(options.names, options.limits, options.storage ?? 'file'));
      return new NatsFrameBus(nc, jsm, nc.jetstream(), options.names, options);
    } catch (err) {
      await nc.close();
      throw err;
    }
  }

  publish(frames: readonly BusFrame[]): Promise<void> {
    if (this.closing) return Promise.reject(new Error('bus closed'));
    try {
      for (const f of frames) checkStreamId(f.stream);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    if (frames.length === 0) return Promise.resolve();
    const start = this.settled + this.queue.length;
    const done = new Promise<void>((resolve, reject) => {
      this.tickets.push({ start, end: start + frames.length, lost: false, resolve, reject });
    });
    this.queue.push(...frames);
    if (this.queue.length > MAX_QUEUED) this.drop(this.queue.length - MAX_QUEUED);
    if (!this.pumping) {
      this.pumping = true;
      this.pumped = this.pump();
    }
    return done;
  }

  subscribe(from: StartAt, onFrames: FrameListener, onError?: (err: Error) => void): BusSubscription {
    let stopped = false;
    let consumer: Consumer | undefined;
    let messages: ConsumerMessages | undefined;
    let markReady!: () => void;
    const ready = new Promise<void>((resolve) => { markReady = resolve; });
    const subscription: BusSubscription = {
      ready,
      stop: () => {
        stopped = true;
        markReady();
        this.subscriptions.delete(subscription);
        messages?.stop();
        // Not left for the server to expire (5 minutes idle): resumes read back from the bus make many.
        if (messages && !this.closing) consumer?.delete().catch(() => {});
      },
    };
    if (this.closing) {
      subscription.stop();
      return subscription;
    }
    this.subscriptions.add(subscription);
    const run = async () => {
      const filterSubjects = feedWildcard(this.names);
      consumer = from === 'now'
        ? await this.js.consumers.get(this.names.stream, { filterSubjects, deliver_policy: DeliverPolicy.New })
        : await this.js.consumers.get(this.names.stream, { filterSubjects, opt_start_seq: await this.startOf(from) });
      if (stopped) return;
      messages = await consumer.consume({ max_messages: DELIVERY_BATCH * 2 });
      if (stopped) {
        messages.stop();
        if (!this.closing) consumer.delete().catch(() => {});
        return;
      }
      markReady();
      let batch: BusFrame[] = [];
      let scheduled = false;
      const deliver = () => {
        scheduled = false;
        if (stopped || batch.length === 0) return;
        const out = batch;
        batch = [];
        onFrames(out);
      };
      const prefix = `${this.names.prefix}.feed.`;
      for await (const m of messages) {
        if (stopped) break;
        let seq: number;
        try {
          seq = seqOf({ header: m.headers, data: m.data });
        } catch {
          continue; // not one of our frames: no seq header, not an envelope
        }
        batch.push({ stream: m.subject.slice(prefix.length), seq, bytes: m.data });
        // What the client already holds goes out in one batch; the next tick of the event loop closes it.
        if (batch.length >= DELIVERY_BATCH) deliver();
        else if (!scheduled) {
          scheduled = true;
          setImmediate(deliver);
        }
      }
    };
    run().catch((err: unknown) => {
      if (stopped) return;
      subscription.stop();
      onError?.(err instanceof Error ? err : new Error(String(err)));
    });
    return subscription;
  }

  async oldestSeq(stream: string): Promise<number | undefined> {
    const first = await directGet(this.jsm, this.names.stream, { seq: 1, next_by_subj: feedSubject(this.names, stream) });
    return first && seqOf(first);
  }

  async latest(): Promise<BusPosition | undefined> {
    const last = await directGet(this.jsm, this.names.stream, { last_by_subj: feedWildcard(this.names) });
    return last && { stream: last.subject.slice(`${this.names.prefix}.feed.`.length), seq: seqOf(last) };
  }

  serveSnapshots(provider: () => SnapshotReply): SnapshotServer {
    const sub = this.nc.subscribe(snapshotSubject(this.names), {
      callback: (err, msg) => {
        if (err) return;
        try {
          this.reply(msg, provider());
        } catch (e) {
          this.log(`bus: snapshot reply failed: ${e instanceof Error ? e.message : String(e)}`);
        }
      },
    });
    const stop = () => {
      this.servers.delete(stop);
      sub.unsubscribe();
    };
    this.servers.add(stop);
    // The server knows of the subscription once it has answered a ping sent after it.
    return { ready: this.nc.flush().catch(() => {}), stop };
  }

  async requestSnapshot(timeoutMs: number): Promise<SnapshotReply | undefined> {
    if (this.closing) return undefined;
    let parts: AsyncIterable<Msg>;
    try {
      parts = await this.nc.requestMany(snapshotSubject(this.names), Empty, {
        strategy: RequestStrategy.SentinelMsg, maxWait: timeoutMs,
      });
    } catch {
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let feedNow: number | undefined;
    let complete = false;
    try {
      for await (const m of parts) {
        if (m.data.length === 0) {
          complete = true;
          break;
        }
        feedNow ??= Number(m.headers?.get(NOW_HEADER));
        chunks.push(m.data);
      }
    } catch {
      return undefined; // no responders, or timed out
    }
    if (!complete || chunks.length === 0 || !Number.isFinite(feedNow)) return undefined;
    return { packet: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), feedNow: feedNow! };
  }

  serveRequests(name: string, handler: (body: Uint8Array) => Promise<Uint8Array>): SnapshotServer {
    checkRequestName(name);
    const sub = this.nc.subscribe(requestSubject(this.names, name), {
      callback: (err, msg) => {
        if (err) return;
        handler(msg.data).then((answer) => msg.respond(answer), (e: unknown) => {
          this.log(`bus: request ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
        });
      },
    });
    const stop = () => {
      this.servers.delete(stop);
      sub.unsubscribe();
    };
    this.servers.add(stop);
    return { ready: this.nc.flush().catch(() => {}), stop };
  }

  async request(name: string, body: Uint8Array, timeoutMs: number): Promise<Uint8Array | undefined> {
    checkRequestName(name);
    if (this.closing) return undefined;
    try {
      return (await this.nc.request(requestSubject(this.names, name), body, { timeout: timeoutMs })).data;
    } catch {
      return undefined; // no responders, or timed out
    }
  }

  close(): Promise<void> {
    return (this.closedAll ??= this.shutDown());
  }

  private async shutDown(): Promise<void> {
    this.closing = true;
    for (const s of [...this.subscriptions]) s.stop();
    for (const stop of [...this.servers]) stop();
    if (this.pumping) {
      let timer: (() => void) | undefined;
      await Promise.race([this.pumped, new Promise<void>((r) => { timer = after(this.timers, CLOSE_FLUSH_MS, r); })]);
      timer?.();
    }
    this.closed = true;
    this.drop(this.queue.length);
    this.settle();
    await this.nc.drain().catch(() => this.nc.close());
  }

  private get maxFrameBytes(): number {
    return (this.nc.info?.max_payload ?? 1024 * 1024) - PAYLOAD_HEADROOM;
  }

  private reply(msg: Msg, snapshot: SnapshotReply): void {
    const size = this.maxFrameBytes;
    const h = natsHeaders();
    h.set(NOW_HEADER, String(snapshot.feedNow));
    for (let at = 0; at < snapshot.packet.length; at += size) {
      msg.respond(snapshot.packet.subarray(at, at + size), at === 0 ? { headers: h } : undefined);
    }
    msg.respond(Empty); // the sentinel: the reply is complete
  }

  private startOf(from: BusPosition): Promise<number> {
    return startSequence(this.jsm, this.names, from.stream, from.seq);
  }

  /** Publishes the queue in windows, in order, retrying a window until it is stored (duplicates are ignored). */
  private async pump(): Promise<void> {
    let failures = 0;
    // `pumping` is cleared in the same turn as the last window settles, before any publisher awaiting it
    // resumes: a publish made then starts a new pump instead of being left in the queue.
    while (this.queue.length > 0 && !this.closed) {
      const from = this.settled;
      const window = this.queue.slice(0, PUBLISH_WINDOW);
      try {
        await Promise.all(window.map((f) => this.publishOne(f)));
        // Frames dropped while the window was in flight already left the front of the queue.
        const done = from + window.length;
        if (done > this.settled) {
          this.queue.splice(0, done - this.settled);
          this.settled = done;
        }
        this.settle();
        failures = 0;
      } catch (err) {
        if (failures++ === 0) this.log(`bus: publish to NATS failed, retrying: ${err instanceof Error ? err.message : String(err)}`);
        await new Promise<void>((r) => after(this.timers, RETRY_MS, r));
      }
    }
    this.pumping = false;
  }

  private async publishOne(f: BusFrame): Promise<void> {
    if (f.bytes.byteLength > this.maxFrameBytes) {
      this.log(`bus: frame ${f.stream}:${f.seq} is ${f.bytes.byteLength} bytes, over the NATS max payload: not published`);
      return;
    }
    const h = natsHeaders();
    h.set(SEQ_HEADER, String(f.seq));
    await this.js.publish(feedSubject(this.names, f.stream), f.bytes, { headers: h, msgID: `${f.stream}:${f.seq}` });
  }

  /** Drops `count` frames from the front of the queue (not published: readers will see a gap). */
  private drop(count: number): void {
    if (count <= 0) return;
    this.log(`bus: ${count} frames dropped before reaching NATS`);
    const droppedEnd = this.settled + count;
    for (const t of this.tickets) if (t.end > this.settled && t.start < droppedEnd) t.lost = true;
    this.queue.splice(0, count);
    this.settled = droppedEnd;
  }

  private settle(): void {
    const open: Ticket[] = [];
    for (const t of this.tickets) {
      if (t.end > this.settled) open.push(t);
      else if (t.lost) t.reject(new Error('frames dropped before reaching the bus'));
      else t.resolve();
    }
    for (const t of open) {
      if (this.closed) t.reject(new Error('bus closed'));
    }
    this.tickets = this.closed ? [] : open;
  }
}
