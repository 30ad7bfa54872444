// The bus between the feed and the gateways (DESIGN.md "Scale-out"): the feed publishes every frame it stamps,
// gateways read them in order, from a position or from now, and a gateway joining late asks the feed for a
// snapshot over the same transport. Two implementations pass one contract (frame-bus.contract.ts, STYLE.md 6):
// in-process (memory-bus.ts, the default) and NATS JetStream (nats-bus.ts, with NATS_URL).

/** One encoded feed frame (an Envelope, proto/live.proto) of a feed stream, with its seq in that stream. */
export interface BusFrame {
  /** The feed's stream id (new on every feed process start, server/feed/stream-id.ts). */
  readonly stream: string;
  readonly seq: number;
  readonly bytes: Uint8Array;
}

/** A frame's place on the bus. */
export interface BusPosition {
  readonly stream: string;
  readonly seq: number;
}

/** Where a subscription starts: at a frame, or with the next frame published. */
export type StartAt = BusPosition | 'now';

export interface BusSubscription {
  /** Resolves once the subscription is in place: a frame published after that is delivered. */
  readonly ready: Promise<void>;
  /** No delivery after this returns. */
  stop(): void;
}

/** What the feed answers a snapshot request with. */
export interface SnapshotReply {
  /** A Packet holding both list snapshots (football, basketball), taken at the same seq of the feed's stream. */
  readonly packet: Uint8Array;
  /** The feed's virtual time when it answered (server/feed/virtual-clock.ts). */
  readonly feedNow: number;
}

/** How much the bus keeps; the oldest frames go first when any limit is passed. */
export interface BusLimits {
  readonly maxAgeMs: number;
  readonly maxBytes: number;
  readonly maxFrames: number;
}

export type FrameListener = (frames: readonly BusFrame[]) => void;

export interface SnapshotServer {
  readonly ready: Promise<void>;
  stop(): void;
}

export interface FrameBus {
  /** 'memory' or 'nats', for logs. */
  readonly kind: string;
  /** False while the transport is down (NATS reconnecting) or after close(): the process is not ready (/readyz). */
  connected(): boolean;
  /**
   * Appends frames, in order, after everything published before. Resolves once the bus holds them; rejects
   * when it cannot (closed, or dropped while the bus was unreachable).
   */
  publish(frames: readonly BusFrame[]): Promise<void>;
  /**
   * Delivers frames in bus order, each once, starting at `from`: the first held frame of that stream with a seq
   * ≥ from.seq (the oldest held one when from.seq is gone), or, when the stream holds nothing that late, the
   * next frame published after its last one. Delivery goes on into later streams. Never synchronous.
   * `onError` is told when the subscription broke (it delivers nothing more).
   */
  subscribe(from: StartAt, onFrames: FrameListener, onError?: (err: Error) => void): BusSubscription;
  /** The oldest seq of `stream` the bus still holds; undefined when it holds none. */
  oldestSeq(stream: string): Promise<number | undefined>;
  /** The last frame published (its stream is the feed's current one); undefined on an empty bus. */
  latest(): Promise<BusPosition | undefined>;
  /** Answers snapshot requests with `provider` (the feed) until stopped; `ready` once requests reach it. */
  serveSnapshots(provider: () => SnapshotReply): SnapshotServer;
  /** Asks the feed for a snapshot; undefined when no feed answered within `timeoutMs`. */
  requestSnapshot(timeoutMs: number): Promise<SnapshotReply | undefined>;
  /**
   * Answers requests named `name` (the feed's side of a call another process makes: room events from a process
   * without the event log, issue #14). The handler's answer goes back to the one caller; a handler that throws
   * answers nothing (the caller times out). One server per name at a time.
   */
  serveRequests(name: string, handler: (body: Uint8Array) => Promise<Uint8Array>): SnapshotServer;
  /** Asks whoever serves `name`; undefined when no one answered within `timeoutMs`. */
  request(name: string, body: Uint8Array, timeoutMs: number): Promise<Uint8Array | undefined>;
  /** Stops every subscription and snapshot server, waits for publishes in flight (briefly), disconnects. */
  close(): Promise<void>;
}

/** Request names become NATS subject tokens too. */
export function checkRequestName(name: string): void {
  if (!/^[a-z0-9-]{1,64}$/.test(name)) throw new Error(`request name '${name}' is not a bus subject token`);
}

/** Stream ids become NATS subject tokens: no dots, wildcards or spaces. */
export function checkStreamId(stream: string): void {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(stream)) throw new Error(`stream id '${stream}' is not a bus subject token`);
}
