// What the status bar and the diagnostics panel show about the feed.
import type { SourceStatus } from '../source/frame-source';

export interface IngestStatus {
  readonly connection: SourceStatus;
  readonly connected: boolean;
  /** Feed stream and the seq of the last frame folded in. */
  readonly stream: string;
  readonly seq: number;
  /** Local clock when the last feed frame arrived. */
  readonly lastFrameAt: number | null;
  /** Its server timestamp. */
  readonly lastFrameTs: number | null;
  /** Source clock − server timestamp of the last frame at its arrival (includes any clock skew). */
  readonly lagMs: number | null;
  readonly lastPongAt: number | null;
  /** Frames and messages dropped [RT-11] [SK-5]. */
  readonly badFrames: number;
  readonly gaps: number;
  readonly duplicates: number;
  readonly staleSnapshots: number;
  /** List resyncs asked for after a gap or a stale snapshot (the lists asked for on connect not counted). */
  readonly resyncs: number;
  readonly resyncInFlight: boolean;
  /** Listener calls (batch, bad-frame, status subscribers) that threw. */
  readonly listenerErrors: number;
}

export const NOT_STARTED: SourceStatus = { state: 'closed', code: 0, reason: 'not started', retryAt: null };
