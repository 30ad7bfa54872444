// Where feed packets come from (STYLE.md item 6): a live socket or a recorded day. Both hand the same thing to
// the same sink — one binary message at a time, each a protobuf Packet of envelopes [SK-5] — so the engine
// path behind them (decode, fold, resync) is one and the same.
import type { ListResume } from '../../wire';

/** The connection as the status bar shows it. */
export type SourceStatus =
  | { readonly state: 'connecting' }
  | {
      readonly state: 'open';
      /**
       * Set when the lists were asked for with a resume (proto/live.proto steps 2–3): the answer is the frames
       * after this point, nothing, or — when the server can't resume — snapshots. Absent: snapshots are coming.
       */
      readonly resumedAfter?: ListResume;
    }
  | {
      readonly state: 'closed';
      /** WebSocket close code (4401 bad sign, 4426 wrong protocol version, …); 0 when no socket closed. */
      readonly code: number;
      readonly reason: string;
      /** When the next connection attempt starts (source clock), or null when none is planned. */
      readonly retryAt: number | null;
    };

/** Messages that are not binary [SK-5]: reported, then ignored. */
export type UnexpectedMessage = 'text' | 'notBinary';

export interface FrameSink {
  /** One binary message: a Packet of one or more envelopes. */
  packet(bytes: Uint8Array): void;
  unexpected(kind: UnexpectedMessage, detail: string): void;
  status(status: SourceStatus): void;
  /** Everything delivered so far is void (a replay seeked backwards): fold again from the empty state. */
  rewind(): void;
  /**
   * Where the folded state stops, asked on each connect: a stream and the last seq folded, when every frame up
   * to it is in (a reconnect then asks for the missed frames only); undefined when the lists are needed.
   */
  resumePoint?(): ListResume | undefined;
}

export interface FrameSource {
  /** Starts delivering to `sink`; a second call does nothing. */
  start(sink: FrameSink): void;
  /** Stops for good: no more deliveries, no timers left behind. */
  stop(): void;
  /**
   * Asks for both list snapshots again, as on connect [SK-4]. False when it cannot: not connected, or a
   * recording, whose frames are all it has.
   */
  resync(): boolean;
  /** The source's time, for lag: the wall clock for a socket, the playback position for a replay. */
  now(): number;
}
