// A recorded day played back as if it came from the socket: the recorded envelope bytes, at their recorded
// times scaled by a speed factor, handed to the same sink (one packet per moment), so decode, fold and views
// run exactly as live. Pause, resume, speed and seek; a seek backwards rewinds the sink and plays again from
// the start of the recording, list snapshots first.
import { packetOf } from '../../wire';
import type { Scheduler, TimerId } from '../../core/time/scheduler';
import type { FetchLike } from './fetch-recording';
import { fetchRecording } from './fetch-recording';
import type { FrameSink, FrameSource } from './frame-source';
import { Playhead } from './playhead';
import type { TimedFrame } from './replay-timeline';
import { indexAfter, timelineOf } from './replay-timeline';

export type Recording = { readonly bytes: Uint8Array } | { readonly url: string };
export type { FetchLike };

export interface ReplaySourceOptions {
  readonly recording: Recording;
  /** Recorded ms per clock ms; 1 = real time. */
  readonly speed?: number;
  readonly scheduler: Scheduler;
  readonly fetch?: FetchLike;
  /** MAX_PACKET_FRAMES by default. */
  readonly maxPacketFrames?: number;
}

export type ReplayPhase = 'loading' | 'playing' | 'paused' | 'ended' | 'failed' | 'stopped';

export interface ReplayStatus {
  readonly phase: ReplayPhase;
  readonly speed: number;
  /** Recorded time of the playhead, ms; null until loaded. */
  readonly position: number | null;
  readonly start: number | null;
  readonly end: number | null;
}

export type ReplayControlResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'notLoaded' | 'badSpeed' | 'badTime' };

const OK: ReplayControlResult = { ok: true };

/**
 * At most this many frames in one packet: a fast replay or a long seek would otherwise hand the worker a whole day
 * at once, and it would not answer the page until all of it was decoded (seconds on a slow phone).
 */
export const MAX_PACKET_FRAMES = 2_000;

export function validSpeed(speed: number): boolean {
  return Number.isFinite(speed) && speed > 0;
}

export class ReplaySource implements FrameSource {
  private sink: FrameSink | undefined;
  private frames: readonly TimedFrame[] = [];
  private head: Playhead | undefined;
  /** Index of the next frame to send. */
  private cursor = 0;
  private timer: TimerId | undefined;
  private phase: 'idle' | 'loading' | 'loaded' | 'failed' | 'stopped' = 'idle';
  private readonly initialSpeed: number;

  constructor(private readonly o: ReplaySourceOptions) {
    this.initialSpeed = validSpeed(o.speed ?? 1) ? o.speed ?? 1 : 1;
  }

  start(sink: FrameSink): void {
    if (this.phase !== 'idle') return;
    this.sink = sink;
    this.phase = 'loading';
    sink.status({ state: 'connecting' });
    const r = this.o.recording;
    if ('bytes' in r) this.loaded(r.bytes);
    else void fetchRecording(this.o.fetch, r.url).then((bytes) => this.loaded(bytes));
  }

  stop(): void {
    if (this.phase === 'stopped') return;
    this.o.scheduler.clearTimeout(this.timer);
    this.phase = 'stopped';
    this.sink?.status({ state: 'closed', code: 1000, reason: 'stopped', retryAt: null });
    this.sink = undefined;
  }

  /** A recording has nothing newer to answer with: what it holds is all there is. */
  resync(): boolean {
    return false;
  }

  now(): number {
    return this.head?.position() ?? this.o.scheduler.now();
  }

  /** Recorded time as the views read it: the playhead, held at the last frame once the day is over; null before loading. */
  position(): number | null {
    if (!this.head) return null;
    return Math.min(this.head.position(), this.frames[this.frames.length - 1].ts);
  }

  /**
   * Clock ms until the playhead reads `ts` — or reaches the last frame, when `ts` lies beyond it: the views' clock
   * stops there, so they get one last look at the day's end. Infinity when paused, not loaded, or already there.
   */
  delayUntil(ts: number): number {
    const end = this.frames.at(-1)?.ts;
    if (!this.head || this.phase !== 'loaded' || end === undefined || this.head.position() >= end) return Infinity;
    return this.head.delayUntil(Math.min(ts, end));
  }

  status(): ReplayStatus {
    const loaded = this.head !== undefined;
    const end = loaded ? this.frames[this.frames.length - 1].ts : null;
    return {
      phase: this.replayPhase(),
      speed: this.head?.speed ?? this.initialSpeed,
      position: this.position(),
      start: loaded ? this.frames[0].ts : null,
      end,
    };
  }

  pause(): ReplayControlResult {
    if (!this.head || this.phase !== 'loaded') return { ok: false, reason: 'notLoaded' };
    this.head.pause();
    this.schedule();
    return OK;
  }

  resume(): ReplayControlResult {
    if (!this.head || this.phase !== 'loaded') return { ok: false, reason: 'notLoaded' };
    this.head.play();
    this.schedule();
    return OK;
  }

  setSpeed(speed: number): ReplayControlResult {
    if (!validSpeed(speed)) return { ok: false, reason: 'badSpeed' };
    if (!this.head || this.phase !== 'loaded') return { ok: false, reason: 'notLoaded' };
    this.head.setSpeed(speed);
    this.schedule();
    return OK;
  }

  /** Moves to recorded time `ts` (clamped to the recording). Backwards: the sink rewinds and all is sent again. */
  seek(ts: number): ReplayControlResult {
    if (!Number.isFinite(ts)) return { ok: false, reason: 'badTime' };
    if (!this.head || this.phase !== 'loaded') return { ok: false, reason: 'notLoaded' };
    const target = Math.min(Math.max(ts, this.frames[0].ts), this.frames[this.frames.length - 1].ts);
    if (target < this.head.position()) {
      this.cursor = 0;
      this.sink?.rewind();
    }
    this.head.moveTo(target);
    this.schedule();
    return OK;
  }

  /** The recording's bytes, or why there are none. */
  private loaded(bytes: Uint8Array | string): void {
    if (this.phase !== 'loading') return;
    const timeline = typeof bytes === 'string' ? { ok: false as const, reason: bytes } : timelineOf(bytes);
    if (!timeline.ok) return this.fail(timeline.reason);
    this.frames = timeline.frames;
    this.head = new Playhead(this.o.scheduler, this.frames[0].ts, this.initialSpeed);
    this.head.play();
    this.phase = 'loaded';
    this.sink?.status({ state: 'open' });
    this.schedule();
  }

  private fail(reason: string): void {
    this.phase = 'failed';
    this.sink?.status({ state: 'closed', code: 0, reason, retryAt: null });
  }

  /** Sends what is due now and waits for the next frame's moment (timer first: the sink may call back in). */
  private schedule(): void {
    this.o.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.head || this.phase !== 'loaded') return;
    const due = Math.max(indexAfter(this.frames, this.head.position()), this.cursor);
    const upTo = Math.min(due, this.cursor + (this.o.maxPacketFrames ?? MAX_PACKET_FRAMES));
    const batch = this.frames.slice(this.cursor, upTo);
    this.cursor = upTo;
    if (this.cursor < due) {
      this.timer = this.o.scheduler.setTimeout(() => this.schedule(), 0); // the rest of what is due, next turn
    } else if (this.cursor < this.frames.length && this.head.playing) {
      this.timer = this.o.scheduler.setTimeout(() => this.schedule(), this.head.delayUntil(this.frames[this.cursor].ts));
    }
    if (batch.length > 0) this.sink?.packet(packetOf(batch.map((f) => f.bytes)));
  }

  private replayPhase(): ReplayPhase {
    switch (this.phase) {
      case 'idle': case 'loading': return 'loading';
      case 'failed': return 'failed';
      case 'stopped': return 'stopped';
      case 'loaded':
        if (this.cursor >= this.frames.length) return 'ended';
        return this.head?.playing ? 'playing' : 'paused';
    }
  }
}
