// The in-process bus (the default, ROLE=all without NATS_URL): a bounded ring of recent frames and direct calls.
// Delivery is on a microtask, never inside publish or subscribe, like a network bus.
import type {
  BusFrame, BusLimits, BusPosition, BusSubscription, FrameBus, FrameListener, SnapshotReply, SnapshotServer, StartAt,
} from './frame-bus';
import { checkRequestName, checkStreamId } from './frame-bus';
import { FrameRing } from './frame-ring';

export const MEMORY_BUS_LIMITS: BusLimits = {
  maxAgeMs: 60 * 60_000, // an hour of frames for resumes
  maxBytes: 32 * 1024 * 1024,
  maxFrames: 100_000, // a whole generated day is ~53 000 frames
};

class MemorySubscription {
  private scheduled = false;
  stopped = false;

  constructor(private readonly ring: FrameRing, private cursor: number, private readonly onFrames: FrameListener) {}

  wake(): void {
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    queueMicrotask(() => this.drain());
  }

  stop(): void {
    this.stopped = true;
  }

  private drain(): void {
    this.scheduled = false;
    if (this.stopped || this.cursor >= this.ring.end) return;
    const frames = this.ring.from(this.cursor);
    this.cursor = this.ring.end;
    if (frames.length > 0) this.onFrames(frames);
  }
}

export class MemoryFrameBus implements FrameBus {
  readonly kind = 'memory';
  private readonly ring: FrameRing;
  private readonly subscriptions = new Set<MemorySubscription>();
  private provider: (() => SnapshotReply) | undefined;
  private readonly handlers = new Map<string, (body: Uint8Array) => Promise<Uint8Array>>();
  private closed = false;

  constructor(limits: BusLimits = MEMORY_BUS_LIMITS, now: () => number = Date.now) {
    this.ring = new FrameRing(limits, now);
  }

  /** In-process: up until closed. */
  connected(): boolean {
    return !this.closed;
  }

  publish(frames: readonly BusFrame[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('bus closed'));
    try {
      for (const f of frames) checkStreamId(f.stream);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    this.ring.push(frames);
    for (const s of this.subscriptions) s.wake();
    return Promise.resolve();
  }

  /** An in-process subscription never breaks: `_onError` is never called. */
  subscribe(from: StartAt, onFrames: FrameListener, _onError?: (err: Error) => void): BusSubscription {
    const cursor = from === 'now' ? this.ring.end : this.ring.positionOf(from.stream, from.seq);
    const sub = new MemorySubscription(this.ring, cursor, onFrames);
    const ready = Promise.resolve();
    if (this.closed) {
      sub.stop();
      return { ready, stop: () => {} };
    }
    this.subscriptions.add(sub);
    sub.wake();
    return { ready, stop: () => { sub.stop(); this.subscriptions.delete(sub); } };
  }

  async oldestSeq(stream: string): Promise<number | undefined> {
    return this.ring.oldestSeq(stream);
  }

  async latest(): Promise<BusPosition | undefined> {
    const last = this.ring.last();
    return last && { stream: last.stream, seq: last.seq };
  }

  serveSnapshots(provider: () => SnapshotReply): SnapshotServer {
    this.provider = provider;
    return {
      ready: Promise.resolve(),
      stop: () => {
        if (this.provider === provider) this.provider = undefined;
      },
    };
  }

  /** Answers at once (or not at all): no wait. */
  async requestSnapshot(_timeoutMs?: number): Promise<SnapshotReply | undefined> {
    return this.closed ? undefined : this.provider?.();
  }

  serveRequests(name: string, handler: (body: Uint8Array) => Promise<Uint8Array>): SnapshotServer {
    checkRequestName(name);
    this.handlers.set(name, handler);
    return {
      ready: Promise.resolve(),
      stop: () => {
        if (this.handlers.get(name) === handler) this.handlers.delete(name);
      },
    };
  }

  /** A copy of the bytes each way, as a transport would; a handler that throws answers nothing. */
  async request(name: string, body: Uint8Array, _timeoutMs?: number): Promise<Uint8Array | undefined> {
    const handler = this.closed ? undefined : this.handlers.get(name);
    if (!handler) return undefined;
    try {
      return new Uint8Array(await handler(new Uint8Array(body)));
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    for (const s of this.subscriptions) s.stop();
    this.subscriptions.clear();
    this.provider = undefined;
  }
}
