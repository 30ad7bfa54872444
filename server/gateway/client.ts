// One connected, signed-in socket and what the gateway knows about it.
import type { WebSocket } from 'ws';
import type { Sport } from '../../engine/core';
import type { ListResume } from '../../engine/wire';
import type { Cancel } from '../../engine/core/time/scheduler';
import type { PendingFrame } from './fanout';
import type { TokenBucket } from './token-bucket';

/** A resume waiting for frames read back from the bus (list-requests.ts). */
export interface CatchUp {
  /** The read covers frames up to this seq; frames after it that go out meanwhile are held here. */
  readonly until: number;
  readonly held: PendingFrame[];
  /** Lists asked for without this resume while it was in flight: sent after it, as snapshots. */
  readonly deferred: Sport[];
}

export class GatewayClient {
  /**
   * The seq up to which frames are queued for it (its last snapshot's, or its resume's); undefined until it
   * asks for a list. Only frames after it are sent [SK-4].
   */
  fromSeq: number | undefined;
  /** Replies (pong, list snapshots, resumed frames) waiting for the next tick's single write. */
  outbox: Uint8Array[] = [];
  /** The lists it asked for: sent again when the feed's stream changes. */
  readonly sports = new Set<Sport>();
  /** The resume it was granted (its other list request carries the same one and needs nothing more). */
  resumed: ListResume | undefined;
  catchUp: CatchUp | undefined;
  badFrames = 0;
  closed = false;
  /** When it last sent anything (the idle limit counts from here). */
  heardAt: number;
  /** The idle check's timer. */
  idleTimer: Cancel | undefined;

  constructor(readonly ws: WebSocket, readonly address: string, readonly requests: TokenBucket, now: number) {
    this.heardAt = now;
  }
}
