// A gateway process's view of the feed (ROLE=gateway): it follows the bus and folds every frame into a state of
// its own with the engine core, so it can answer list requests with snapshots. To start, it loads a state by
// folding the current stream from its first frame when the bus still holds it, else from the feed's snapshot
// (FrameBus.requestSnapshot), and reads on from there. After a gap or a frame that does not decode it loads the
// feed's snapshot (folding from the start would meet the same gap again); should that keep failing before any
// frame folds, it waits between attempts rather than spin.
// A new stream that the bus delivers from its seq 1 (the feed restarted) is folded the same way. The frames of
// a load are not passed on: listeners hear reset() once the new state has caught up, and frames after that.
import type { FeedEvent, ListSnapshot, LiveState } from '../../engine/core';
import { EMPTY_STATE, fold } from '../../engine/core';
import { decodeEnvelope, decodeFrame, decodePacket } from '../../engine/wire';
import type { FeedView, FeedViewListener } from '../gateway/feed-view';
import type { Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';
import type { FeedClock } from './feed-clock';
import type { BusFrame, BusPosition, BusSubscription, FrameBus, SnapshotReply, StartAt } from './frame-bus';

export interface FollowerOptions {
  readonly bus: FrameBus;
  readonly timers: Scheduler;
  readonly clock: FeedClock;
  /** Between load attempts while neither the bus nor the feed can give a state. */
  readonly retryMs?: number;
  readonly snapshotTimeoutMs?: number;
  readonly log?: (line: string) => void;
}

export interface FollowerStats {
  /** States loaded by folding a stream from its first frame / from a feed snapshot. */
  loadsFromStart: number;
  loadsFromSnapshot: number;
  /** Loads after a gap or an undecodable frame. */
  resyncs: number;
  /** New feed streams followed. */
  streams: number;
  framesFolded: number;
}

type Phase = 'loading' | 'live' | 'stopped';

export class BusFollower implements FeedView {
  readonly stats: FollowerStats = { loadsFromStart: 0, loadsFromSnapshot: 0, resyncs: 0, streams: 0, framesFolded: 0 };
  /** Resolves when the first state is loaded; rejects if stopped before. */
  readonly ready: Promise<void>;
  private current: LiveState = EMPTY_STATE;
  private phase: Phase = 'loading';
  /** While loading by folding: the frame to reach; undefined until the bus said which it is. */
  private target: BusPosition | undefined;
  /** Streams the feed moved on from: their stray frames are ignored. */
  private readonly left = new Set<string>();
  private readonly listeners = new Set<FeedViewListener>();
  private subscription: BusSubscription | undefined;
  /** Bumped on every load and on stop: callbacks of an older one are ignored. */
  private generation = 0;
  private loadedOnce = false;
  /** Resyncs in a row with no frame folded in between. */
  private fruitlessResyncs = 0;
  private settleReady!: (err?: Error) => void;
  private readonly retryMs: number;
  private readonly snapshotTimeoutMs: number;
  private readonly log: (line: string) => void;

  constructor(private readonly options: FollowerOptions) {
    this.retryMs = options.retryMs ?? 1_000;
    this.snapshotTimeoutMs = options.snapshotTimeoutMs ?? 2_000;
    this.log = options.log ?? (() => {});
    this.ready = new Promise<void>((resolve, reject) => {
      this.settleReady = (err) => (err ? reject(err) : resolve());
    });
    this.ready.catch(() => {});
  }

  get state(): LiveState {
    return this.current;
  }

  subscribe(listener: FeedViewListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts following; resolves with `ready`. */
  start(): Promise<void> {
    void this.load(true);
    return this.ready;
  }

  stop(): void {
    this.phase = 'stopped';
    this.generation++;
    this.subscription?.stop();
    this.subscription = undefined;
    if (!this.loadedOnce) this.settleReady(new Error('follower stopped before its first state'));
  }

  private stale(generation: number): boolean {
    return generation !== this.generation || this.phase === 'stopped';
  }

  /** `fromStart`: fold the current stream from its first frame when the bus holds it, else take a snapshot. */
  private async load(fromStart: boolean): Promise<void> {
    if (this.phase === 'stopped') return;
    const generation = ++this.generation;
    this.phase = 'loading';
    this.subscription?.stop();
    this.subscription = undefined;
    const { bus } = this.options;
    for (let attempt = 0; ; attempt++) {
      try {
        const head = fromStart ? await bus.latest() : undefined;
        if (this.stale(generation)) return;
        if (head && (await bus.oldestSeq(head.stream)) === 1) {
          if (this.stale(generation)) return;
          this.stats.loadsFromStart++;
          this.left.delete(head.stream);
          this.current = { ...EMPTY_STATE, stream: head.stream };
          this.target = head;
          this.follow({ stream: head.stream, seq: 1 }, generation);
          return;
        }
        const reply = await bus.requestSnapshot(this.snapshotTimeoutMs);
        if (this.stale(generation)) return;
        if (reply && this.loadSnapshot(reply, generation)) return;
      } catch (err) {
        this.log(`bus: loading the feed state failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (this.stale(generation)) return;
      if (attempt === 0) this.log(`bus: waiting for the feed (no snapshot answer, and the ${bus.kind} bus does not hold a stream from its start)`);
      await new Promise<void>((resolve) => after(this.options.timers, this.retryMs, resolve));
      if (this.stale(generation)) return;
    }
  }

  private loadSnapshot(reply: SnapshotReply, generation: number): boolean {
    const { events, errors } = decodePacket(reply.packet, 'down');
    const lists = events.filter((e): e is ListSnapshot => e.type === 'listSnapshot');
    const [first] = lists;
    if (errors.length > 0 || lists.length !== 2 || lists.some((l) => l.stream !== first.stream || l.seq !== first.seq)) {
      this.log(`bus: the feed's snapshot did not decode to both lists at one seq (${errors.length} bad frames)`);
      return false;
    }
    this.stats.loadsFromSnapshot++;
    this.current = fold(EMPTY_STATE, lists).state;
    this.left.delete(first.stream);
    this.options.clock.set(reply.feedNow);
    this.follow({ stream: first.stream, seq: first.seq + 1 }, generation);
    this.loaded();
    return true;
  }

  private follow(from: StartAt, generation: number): void {
    this.subscription = this.options.bus.subscribe(from, (frames) => {
      if (!this.stale(generation)) this.onFrames(frames);
    }, (err) => {
      if (this.stale(generation)) return;
      this.log(`bus: reading the feed failed, loading again: ${err.message}`);
      after(this.options.timers, this.retryMs, () => { if (!this.stale(generation)) void this.load(true); });
    });
  }

  private onFrames(frames: readonly BusFrame[]): void {
    let events: FeedEvent[] = [];
    let folded: BusFrame[] = [];
    const apply = () => {
      if (events.length === 0) return;
      this.current = fold(this.current, events).state;
      this.stats.framesFolded += events.length;
      this.fruitlessResyncs = 0;
      this.options.clock.observe(events[events.length - 1].ts);
      if (this.phase === 'live') for (const l of this.listeners) l.frames(folded);
      events = [];
      folded = [];
      this.checkLoaded();
    };
    for (const f of frames) {
      if (this.left.has(f.stream)) continue;
      if (f.stream !== this.current.stream) {
        apply();
        if (f.seq !== 1) return this.resync(`stream ${f.stream} joined at seq ${f.seq}`);
        this.switchTo(f.stream);
      }
      const last = events.length > 0 ? events[events.length - 1].seq : this.current.seq;
      if (f.seq <= last) continue; // already folded
      if (f.seq !== last + 1) {
        apply();
        return this.resync(`gap in stream ${f.stream}: expected seq ${last + 1}, got ${f.seq}`);
      }
      const event = this.decode(f);
      if (!event) {
        apply();
        return this.resync(`frame ${f.stream}:${f.seq} did not decode`);
      }
      events.push(event);
      folded.push(f);
    }
    apply();
  }

  private decode(f: BusFrame): FeedEvent | undefined {
    try {
      const r = decodeFrame(decodeEnvelope(f.bytes));
      return r.ok && 'event' in r && r.event.seq === f.seq ? r.event : undefined;
    } catch {
      return undefined;
    }
  }

  /** The feed restarted: fold its new stream from seq 1 until caught up with the bus's last frame. */
  private switchTo(stream: string): void {
    if (this.current.stream !== '') this.left.add(this.current.stream);
    this.stats.streams++;
    this.current = { ...EMPTY_STATE, stream };
    this.phase = 'loading';
    this.target = undefined;
    const generation = this.generation;
    this.options.bus.latest().then((head) => {
      if (this.stale(generation) || this.current.stream !== stream) return;
      this.target = head?.stream === stream ? head : { stream, seq: 0 };
      this.checkLoaded();
    }, () => {
      if (this.stale(generation) || this.current.stream !== stream) return;
      this.target = { stream, seq: 0 };
      this.checkLoaded();
    });
  }

  private checkLoaded(): void {
    const t = this.target;
    if (this.phase === 'loading' && t && t.stream === this.current.stream && this.current.seq >= t.seq) this.loaded();
  }

  private loaded(): void {
    this.phase = 'live';
    this.target = undefined;
    if (!this.loadedOnce) {
      this.loadedOnce = true;
      this.settleReady();
      return;
    }
    for (const l of this.listeners) l.reset();
  }

  private resync(reason: string): void {
    this.stats.resyncs++;
    this.log(`bus: ${reason}; loading the feed's snapshot`);
    if (++this.fruitlessResyncs < 3) {
      void this.load(false);
      return;
    }
    // The snapshot keeps meeting a bad frame (it should not: the feed's seq is past any frame it published).
    const generation = ++this.generation;
    this.subscription?.stop();
    this.subscription = undefined;
    this.phase = 'loading';
    after(this.options.timers, this.retryMs, () => { if (!this.stale(generation)) void this.load(false); });
  }
}
