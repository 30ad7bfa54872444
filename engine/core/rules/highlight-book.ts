// Which rows are goal-highlighted until when [GN-5]: a goal starts (or restarts) its match's highlight, a
// retraction ends it. Kept once for all views (a match highlighted in one list is highlighted in all of them).
import type { Sport } from '../sport';
import type { RowSignal } from './signals';

export class HighlightBook {
  private readonly until: Record<Sport, Map<number, number>> = { football: new Map(), basketball: new Map() };

  apply(signals: readonly RowSignal[]): void {
    for (const s of signals) {
      if (s.kind === 'goal') {
        if (s.highlightUntil > 0) this.until[s.sport].set(s.matchId, s.highlightUntil);
      } else if (s.kind === 'retraction') {
        this.until[s.sport].delete(s.matchId);
      }
    }
  }

  /** The highlight expiry of a match, ms; 0 when it has none. */
  of(sport: Sport, matchId: number): number {
    return this.until[sport].get(matchId) ?? 0;
  }

  /** Forgets highlights over by `now`, and answers the earliest one still running (Infinity: none). */
  prune(now: number): number {
    let next = Infinity;
    for (const map of Object.values(this.until)) {
      for (const [id, until] of map) {
        if (until <= now) map.delete(id);
        else next = Math.min(next, until);
      }
    }
    return next;
  }

  clear(): void {
    this.until.football.clear();
    this.until.basketball.clear();
  }
}
