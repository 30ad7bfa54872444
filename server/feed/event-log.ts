// The server's event log: every event from the feed source is re-stamped with this process's stream id and the
// next seq (1, 2, 3 … for as long as the process runs, loops included), folded into the authoritative state with
// the engine core, and handed to listeners (gateway, recorder) with its envelope encoded once.
import type { FeedEvent, LiveState, Sport } from '../../engine/core';
import { EMPTY_STATE, fold, snapshotOf } from '../../engine/core';
import type { ListSnapshot } from '../../engine/core';
import { encodeEventFrame } from '../../engine/wire';
import type { FeedSink } from './feed-source';

export interface LoggedBatch {
  readonly events: readonly FeedEvent[];
  /** False for the silent catch-up: folded, not broadcast. */
  readonly live: boolean;
  /** The events' envelopes, same order; encoded on first call, then shared by every listener. */
  frames(): readonly Uint8Array[];
}

export type BatchListener = (batch: LoggedBatch) => void;

function stamp(e: FeedEvent, seq: number, ts: number, stream: string): FeedEvent {
  return e.type === 'listSnapshot' ? { ...e, seq, ts, stream } : { ...e, seq, ts };
}

export class EventLog implements FeedSink {
  private current: LiveState;
  private lastTs = 0;
  private readonly listeners = new Set<BatchListener>();

  constructor(readonly stream: string) {
    this.current = { ...EMPTY_STATE, stream };
  }

  get state(): LiveState {
    return this.current;
  }

  get seq(): number {
    return this.current.seq;
  }

  /** A list snapshot of one sport as of the last folded frame [SK-4]. */
  snapshot(sport: Sport, ts: number): ListSnapshot {
    return snapshotOf(this.current, sport, ts);
  }

  subscribe(listener: BatchListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  push(events: readonly FeedEvent[], live: boolean): void {
    if (events.length === 0) return;
    let seq = this.current.seq;
    const stamped = events.map((e) => {
      // ts never runs backwards within the stream, whatever the source recorded.
      this.lastTs = Math.max(this.lastTs, e.ts);
      return stamp(e, ++seq, this.lastTs, this.stream);
    });
    this.current = fold(this.current, stamped).state;
    let encoded: readonly Uint8Array[] | undefined;
    const batch: LoggedBatch = { events: stamped, live, frames: () => (encoded ??= stamped.map(encodeEventFrame)) };
    for (const listener of this.listeners) listener(batch);
  }
}
