// The feed's side of the bus: every frame the event log stamps (the silent catch-up too, so a gateway can fold
// the stream from its start while the bus still holds it) is published, and snapshot requests are answered
// with both list snapshots as of the last frame folded.
import { SPORTS } from '../../engine/core';
import { encodeEventFrame, packetOf } from '../../engine/wire';
import type { EventLog } from '../feed/event-log';
import type { FrameBus, SnapshotReply } from './frame-bus';

export interface FeedPublisher {
  /** Resolves once everything published so far is on the bus (or failed to get there). */
  flush(): Promise<void>;
  stop(): void;
}

/** Both lists at the log's current seq, as one Packet (what a gateway joining late folds first). */
export function snapshotReply(log: EventLog, feedNow: number): SnapshotReply {
  return { packet: packetOf(SPORTS.map((sport) => encodeEventFrame(log.snapshot(sport, feedNow)))), feedNow };
}

export function publishFeed(log: EventLog, bus: FrameBus, feedNow: () => number, warn: (line: string) => void): FeedPublisher {
  let last: Promise<void> = Promise.resolve();
  let failed = false;
  const unsubscribe = log.subscribe((batch) => {
    const bytes = batch.frames();
    // The bus keeps publishes in order, so the last one settling means every earlier one has.
    last = bus.publish(batch.events.map((e, i) => ({ stream: log.stream, seq: e.seq, bytes: bytes[i] }))).then(
      () => { failed = false; },
      (err: unknown) => {
        if (!failed) warn(`bus: frames did not reach the ${bus.kind} bus (gateways will resync): ${err instanceof Error ? err.message : String(err)}`);
        failed = true;
      },
    );
  });
  const server = bus.serveSnapshots(() => snapshotReply(log, feedNow()));
  return {
    flush: () => last,
    stop() {
      unsubscribe();
      server.stop();
    },
  };
}
