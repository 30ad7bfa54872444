// The events that arrived since the last batch, folded as they come (core Folding) instead of kept in a list
// until the flush: at full speed a 50 ms window holds thousands of events, which would otherwise outlive several
// young-generation collections. A fold that throws spoils the batch: the window's later events are only counted,
// and the flush drops them all and reports it, as folding the window in one go would have.
import type { FeedEvent, FoldResult, LiveState } from '../../core';
import { Folding } from '../../core';

export type BatchOutcome =
  | { readonly ok: true; readonly result: FoldResult }
  | { readonly ok: false; readonly error: unknown; readonly events: number };

export class PendingBatch {
  private readonly folding: Folding;
  private events = 0;
  private spoiled: { error: unknown } | undefined;

  constructor(state: LiveState) {
    this.folding = new Folding(state);
  }

  add(e: FeedEvent): void {
    this.events++;
    if (this.spoiled) return;
    try {
      this.folding.add(e);
    } catch (error) {
      this.spoiled = { error };
    }
  }

  finish(): BatchOutcome {
    if (this.spoiled) return { ok: false, error: this.spoiled.error, events: this.events };
    try {
      return { ok: true, result: this.folding.finish() };
    } catch (error) {
      return { ok: false, error, events: this.events };
    }
  }
}
