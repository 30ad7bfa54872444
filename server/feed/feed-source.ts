// Where the server's match events come from. Every source (fixture replay, live simulator, later a data-provider
// adapter) sits behind this interface and passes one contract suite (feed-source.contract.ts).
import type { FeedEvent } from '../../engine/core';
import type { OtherDaySpec } from '../days/other-day-lists';

export interface FeedSink {
  /**
   * Events in feed order, ts non-decreasing. `live` is false for the silent catch-up on start (fold into the
   * state, broadcast nothing) and true afterwards. A source's own seq and stream are not kept: the event log
   * re-stamps every event.
   */
  push(events: readonly FeedEvent[], live: boolean): void;
}

export interface FeedSource {
  /** For logs: 'replay', 'simulator'. */
  readonly kind: string;
  /** Catches up to now silently, then pushes the rest as virtual time reaches it. */
  start(sink: FeedSink): void;
  /** No push after this returns. */
  stop(): void;
  /** The feed's virtual time, ms (runs `speed` times faster than the clock since start). */
  now(): number;
  /** How many times faster than the clock the virtual time runs (told to clients in pongs); none: 1. */
  readonly speed?: number;
  /**
   * Test control (FEED_CONTROL): jumps the virtual time `ms` ahead, pushing what falls in between as live frames.
   * None: the source's time cannot be moved.
   */
  skip?(ms: number): void;
  /** How this feed's other days are generated for futureMatch_b / historyMatch_b [LS-9]; none: only today. */
  readonly otherDays?: OtherDaySpec;
}
