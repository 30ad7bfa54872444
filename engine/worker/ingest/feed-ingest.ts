// The engine path behind every frame source: decode each packet as it arrives (engine/wire), fold what
// arrived within one flush window in one go (engine/core), then notify once [STYLE.md items 4, 5]. Duplicates
// are dropped by the fold; a gap or a stale snapshot asks the source for both lists again, one resync at a
// time. A bad frame is reported and dropped, the state stays as it was [RT-11]; nothing is thrown out of here.
import type { Changes, LiveState, Sport } from '../../core';
import type { RoomEvent } from '../../core/room/types';
import type { UserEvent } from '../../core/room/user-channel';
import { EMPTY_STATE, inSeqOrder, SPORTS, unreachable } from '../../core';
import type { DecodedPacket, ListResume } from '../../wire';
import { decodePacket } from '../../wire';
import { Listeners } from '../listeners';
import type { Listener } from '../listeners';
import type { FrameSink, FrameSource, SourceStatus } from '../source/frame-source';
import type { Scheduler, TimerId } from '../../core/time/scheduler';
import type { BadFrame } from './bad-frame';
import { describeError } from './bad-frame';
import { carriesFootballGoal } from './goal-fast-path';
import { coveringChanges } from './covering-changes';
import type { IngestStatus } from './ingest-status';
import { NOT_STARTED } from './ingest-status';
import { PendingBatch } from './pending-batch';
import { RESYNC_TIMEOUT_MS, ResyncGate } from './resync-gate';
import { markEngineOpen } from '../perf/open-marks';

/** Frames arriving within this window are folded together and the views recomputed once (DESIGN.md "Engine"). */
export const FLUSH_MS = 50;

/**
 * One fold's outcome. The extension point for the view/patch layer: it subscribes with onBatch and recomputes
 * its views once per batch from `state` and `changes`.
 */
export interface Batch {
  readonly state: LiveState;
  readonly changes: Changes;
  /** Local clock when the batch was folded. */
  readonly ts: number;
  /**
   * Sports whose lists this batch replaced with a resync's answer to a gap: frames were missed, so a goal among
   * them reached no one. The views compare such a snapshot with the state before it and signal those goals, late.
   * Absent: none.
   */
  readonly repairs?: ReadonlySet<Sport>;
}

const NO_REPAIRS: ReadonlySet<Sport> = new Set();

export interface FeedIngestOptions {
  readonly source: FrameSource;
  readonly scheduler: Scheduler;
  /** Where folding starts: a warm start's persisted state, or empty. */
  readonly initial?: LiveState;
  readonly flushMs?: number;
  readonly resyncTimeoutMs?: number;
  /** The server's time as its pongs (`server`) and frames say, when it arrived (the live views' FeedClock). */
  readonly feedTime?: (ts: number, server: boolean, at: number, speed?: number) => void;
}

export class FeedIngest {
  private state: LiveState;
  /** What arrived since the last batch, already folded as it came. */
  private pending: PendingBatch | undefined;
  /** What a rewind threw away, so the next batch's changes name its rows too. */
  private discarded: LiveState | undefined;
  private flushTimer: TimerId | undefined;
  /** When a goal last folded at once (goal-fast-path.ts): at most once a flush window. */
  private lastGoalFlushAt = -Infinity;
  private phase: 'idle' | 'running' | 'stopped' = 'idle';
  private connection: SourceStatus = NOT_STARTED;
  private readonly gate: ResyncGate;
  private readonly counts = { badFrames: 0, gaps: 0, duplicates: 0, staleSnapshots: 0, resyncs: 0 };
  private readonly lastFrame: { at: number | null; ts: number | null; lag: number | null } = { at: null, ts: null, lag: null };
  private lastPongAt: number | null = null;
  /** Sports whose lists lack frames a gap lost, until a resync's snapshot repairs them. */
  private readonly repairing = new Set<Sport>();
  private readonly batches = new Listeners<Batch>();
  private readonly badFrames = new Listeners<BadFrame>();
  private readonly statuses = new Listeners<IngestStatus>();
  private readonly roomEvents = new Listeners<RoomEvent>();
  private readonly userEvents = new Listeners<UserEvent>();

  constructor(private readonly o: FeedIngestOptions) {
    this.state = o.initial ?? EMPTY_STATE;
    this.gate = new ResyncGate(o.scheduler, () => this.resync(), o.resyncTimeoutMs ?? RESYNC_TIMEOUT_MS);
  }

  get current(): LiveState {
    return this.state;
  }

  onBatch(listener: Listener<Batch>): () => void {
    return this.batches.add(listener);
  }

  onBadFrame(listener: Listener<BadFrame>): () => void {
    return this.badFrames.add(listener);
  }

  onStatus(listener: Listener<IngestStatus>): () => void {
    return this.statuses.add(listener);
  }

  /** The room channel's events (proto/live.proto 300–306): not folded, handed on (engine/worker/room/). */
  onRoomEvent(listener: Listener<RoomEvent>): () => void {
    return this.roomEvents.add(listener);
  }

  /** The user channel's events (proto/live.proto 310–312): private messages, handed on (engine/worker/room/). */
  onUserEvent(listener: Listener<UserEvent>): () => void {
    return this.userEvents.add(listener);
  }

  /** Starts the source. A warm state goes out first as a batch of its own, so the UI can paint it at once. */
  start(): void {
    if (this.phase !== 'idle') return;
    this.phase = 'running';
    if (this.o.initial) {
      markEngineOpen('warm-batch');
      this.batches.emit({ state: this.state, changes: coveringChanges(this.state), ts: this.o.scheduler.now(), repairs: NO_REPAIRS });
    }
    this.o.source.start(this.sink);
  }

  /** Stops the source and folds what already arrived. */
  stop(): void {
    if (this.phase !== 'running') return;
    this.o.source.stop();
    this.flush();
    this.phase = 'stopped';
    this.gate.cancel();
  }

  /** Folds everything that arrived since the last batch, now. */
  flush(): void {
    this.o.scheduler.clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (!this.pending && !this.discarded) return;
    const outcome = (this.pending ?? new PendingBatch(this.state)).finish();
    this.pending = undefined;
    const now = this.o.scheduler.now();
    if (!outcome.ok) {
      this.report({ reason: 'internal', code: 0, seq: 0, detail: `fold failed, ${outcome.events} events dropped: ${describeError(outcome.error)}` });
      this.gate.hole();
      for (const sport of SPORTS) this.repairing.add(sport);
      this.resync(); // the dropped events leave a hole only fresh lists can fill
      return;
    }
    const { result } = outcome;
    this.state = result.state;
    this.counts.gaps += result.gaps.length;
    this.counts.duplicates += result.duplicates;
    this.counts.staleSnapshots += result.stale;
    const { replaced } = result.changes;
    // A lone snapshot at the very seq of a whole state missed nothing: the other sport's list is owed nothing.
    const unasked = !this.gate.inFlight && this.gate.whole;
    this.gate.fresh(unasked ? [...replaced].filter((sport) => !result.level.has(sport)) : replaced);
    const repairs = this.repairs(replaced);
    if (result.gaps.length > 0) {
      this.gate.hole();
      for (const sport of SPORTS) this.repairing.add(sport); // a frame of either sport may be the one missed
    }
    const changes = this.discarded ? coveringChanges(this.discarded, result.changes) : result.changes;
    this.discarded = undefined;
    markEngineOpen('first-fold');
    this.batches.emit({ state: this.state, changes, ts: now, repairs });
    // While a resync is in flight its answer (or, failing that, the gate's timeout) takes care of it.
    if (result.gaps.length > 0 || result.stale > 0) this.resync();
    this.statuses.emit(this.status());
  }

  /** The replaced sports that were waiting for a gap's repair: they are repaired now. */
  private repairs(replaced: ReadonlySet<Sport>): ReadonlySet<Sport> {
    if (this.repairing.size === 0 || replaced.size === 0) return NO_REPAIRS;
    const out = new Set<Sport>();
    for (const sport of replaced) if (this.repairing.delete(sport)) out.add(sport);
    return out;
  }

  /**
   * Asks the source for both lists again; false when a resync is already in flight or the source cannot. A gap
   * or a stale snapshot does this by itself.
   */
  resync(): boolean {
    if (this.phase !== 'running' || this.gate.inFlight) return false;
    if (!this.o.source.resync()) return false;
    this.gate.open();
    this.counts.resyncs++;
    return true;
  }

  status(): IngestStatus {
    return {
      connection: this.connection,
      connected: this.connection.state === 'open',
      stream: this.state.stream,
      seq: this.state.seq,
      lastFrameAt: this.lastFrame.at,
      lastFrameTs: this.lastFrame.ts,
      lagMs: this.lastFrame.lag,
      lastPongAt: this.lastPongAt,
      ...this.counts,
      resyncInFlight: this.gate.inFlight,
      listenerErrors: this.batches.failures + this.badFrames.failures + this.statuses.failures,
    };
  }

  private readonly sink: FrameSink = {
    packet: (bytes) => this.receive(bytes),
    unexpected: (kind, detail) => this.report({ reason: kind, code: 0, seq: 0, detail }),
    status: (status) => this.connectionChanged(status),
    rewind: () => this.rewind(),
    resumePoint: () => this.resumePoint(),
  };

  /** The last seq folded, when the lists are whole (resync-gate.ts): frames still waiting are folded first. */
  private resumePoint(): ListResume | undefined {
    if (this.phase !== 'running') return undefined;
    this.flush();
    const { stream, seq } = this.state;
    return this.gate.whole && stream !== '' ? { stream, afterSeq: seq } : undefined;
  }

  private receive(bytes: Uint8Array): void {
    if (this.phase !== 'running') return;
    let decoded: DecodedPacket;
    try {
      decoded = decodePacket(bytes, 'down');
    } catch (error) {
      return this.report({ reason: 'internal', code: 0, seq: 0, detail: `decoder threw: ${describeError(error)}` });
    }
    for (const error of decoded.errors) this.report(error); // [RT-11] dropped, the state untouched
    const now = this.o.scheduler.now();
    // Plain loops and one record write per packet: this runs for every packet of a full-speed replay.
    for (const c of decoded.controls) {
      if (c.kind === 'pong') {
        markEngineOpen('first-pong');
        this.lastPongAt = now;
        this.o.feedTime?.(c.serverTs, true, now, c.feedSpeed);
      } else if (c.kind === 'room') this.roomEvents.emit(c.event);
      else if (c.kind === 'user') this.userEvents.emit(c.event);
    }
    const events = inSeqOrder(decoded.events); // frames reordered on the way fold as sent
    if (events.length === 0) return;
    const pending = (this.pending ??= new PendingBatch(this.state));
    let latest = -Infinity;
    let goal = false;
    let lists = false;
    for (const e of events) {
      pending.add(e);
      if (e.type === 'listSnapshot') {
        markEngineOpen('first-snapshot', e.sport);
        lists = true;
      }
      if (e.ts > latest) latest = e.ts;
      if (!goal && e.type === 'score') goal = carriesFootballGoal(this.state, e);
    }
    this.o.feedTime?.(latest, false, now);
    const last = this.lastFrame;
    last.at = now;
    last.ts = latest;
    last.lag = this.o.source.now() - latest;
    // goal-fast-path.ts: a goal does not wait for the window — at most once a window, so a replay at full speed
    // (a day's goals a few packets apart) keeps its batching (`npm run bench -- ingest`: 54 % of raw decode, 18 %
    // when every goal folded at once).
    const windowMs = this.o.flushMs ?? FLUSH_MS;
    // A list snapshot (connect, resync) is what an opening page waits for, and comes once a connection: no window —
    // folded in the next task, not inside the source's call (a replay's first packet comes while it starts).
    if (lists) {
      this.o.scheduler.clearTimeout(this.flushTimer);
      this.flushTimer = this.o.scheduler.setTimeout(() => this.flush(), 0);
      return;
    }
    if (goal && now - this.lastGoalFlushAt >= windowMs) {
      this.lastGoalFlushAt = now;
      return this.flush();
    }
    this.flushTimer ??= this.o.scheduler.setTimeout(() => this.flush(), this.o.flushMs ?? FLUSH_MS);
  }

  private connectionChanged(status: SourceStatus): void {
    this.connection = status;
    switch (status.state) {
      // The source asks for both lists on open [SK-4]; a resumed connection may get frames only, or nothing.
      case 'open': if (!status.resumedAfter) this.gate.open(); break;
      // Goals missed over a lost connection are not told late: after a long outage they would come in a flood.
      case 'closed': this.gate.cancel(); this.repairing.clear(); break;
      case 'connecting': break;
      default: unreachable(status);
    }
    this.statuses.emit(this.status());
  }

  private rewind(): void {
    if (this.phase !== 'running') return;
    this.discarded ??= this.state;
    this.pending = undefined;
    this.state = EMPTY_STATE;
    this.repairing.clear();
    this.gate.cancel();
    this.gate.hole();
    this.flushTimer ??= this.o.scheduler.setTimeout(() => this.flush(), this.o.flushMs ?? FLUSH_MS);
  }

  private report(bad: BadFrame): void {
    this.counts.badFrames++;
    this.badFrames.emit({ reason: bad.reason, code: bad.code, seq: bad.seq, detail: bad.detail });
  }
}
