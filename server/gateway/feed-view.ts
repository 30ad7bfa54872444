// What a gateway serves from: a state it can cut list snapshots from, and the frames folded into it as they
// land. In one process (ROLE=all) that is the event log itself (logView); a gateway process (ROLE=gateway)
// follows the bus and folds the frames into a state of its own (server/bus/follower.ts).
import type { LiveState } from '../../engine/core';
import type { BusFrame } from '../bus/frame-bus';
import type { EventLog } from '../feed/event-log';

export interface FeedViewListener {
  /** Frames just folded into the state, in seq order, all of the state's stream. */
  frames(frames: readonly BusFrame[]): void;
  /** The state was replaced (the feed restarted with a new stream, or a resync after a gap): lists go out again. */
  reset(): void;
}

export interface FeedView {
  /** Its stream and seq say which frames it holds. */
  readonly state: LiveState;
  subscribe(listener: FeedViewListener): () => void;
}

/** The event log as a feed view: its live batches (the silent catch-up is not broadcast). Never resets. */
export function logView(log: EventLog): FeedView {
  return {
    get state() {
      return log.state;
    },
    subscribe(listener) {
      return log.subscribe((batch) => {
        if (!batch.live) return;
        const bytes = batch.frames();
        listener.frames(batch.events.map((e, i) => ({ stream: log.stream, seq: e.seq, bytes: bytes[i] })));
      });
    },
  };
}
