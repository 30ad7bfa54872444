// A row's goal highlight [GN-5] and its retraction mark (取消): how long a goal keeps its row highlighted, and which
// rows are highlighted or marked until when — a goal starts (or restarts) its match's highlight and ends its mark, a
// retraction ends the highlight and starts the mark. Kept once for all views (a match highlighted in one list is
// highlighted in all of them); the worker clears either when `now` reaches it. Both are row state, read by every
// view's rows, not pop-ups: the mark shows whatever the goal tips say [GN-6], so a score never falls unexplained.
import type { Sport } from '../sport';
import type { RowSignal } from './goal-signals';
import type { Settings } from './settings';

export const FOOTBALL_HIGHLIGHT_MS = 10_000; // [GN-5]
export const BASKETBALL_HIGHLIGHT_MS = 5_000; // [GN-5], only with basketballGoalTip on
/** The retraction mark lasts the football goal highlight's length [GN-5], in both sports and with the tips off. */
export const RETRACTION_MARK_MS = FOOTBALL_HIGHLIGHT_MS;

/** Expiry (ms) of the highlight a goal at `ts` starts, or 0 when the row is not highlighted. */
export function highlightUntil(sport: Sport, ts: number, settings: Pick<Settings, 'basketballGoalTip'>): number {
  if (sport === 'football') return ts + FOOTBALL_HIGHLIGHT_MS;
  return settings.basketballGoalTip ? ts + BASKETBALL_HIGHLIGHT_MS : 0;
}

export function isHighlighted(until: number, now: number): boolean {
  return now < until;
}

export class HighlightBook {
  private readonly until: Record<Sport, Map<number, number>> = { football: new Map(), basketball: new Map() };
  private readonly marks: Record<Sport, Map<number, number>> = { football: new Map(), basketball: new Map() };

  apply(signals: readonly RowSignal[]): void {
    for (const s of signals) {
      if (s.kind === 'goal') {
        if (s.highlightUntil > 0) this.until[s.sport].set(s.matchId, s.highlightUntil);
        this.marks[s.sport].delete(s.matchId);
      } else if (s.kind === 'retraction') {
        this.until[s.sport].delete(s.matchId);
        this.marks[s.sport].set(s.matchId, s.at + RETRACTION_MARK_MS);
      }
    }
  }

  /** The highlight expiry of a match, ms; 0 when it has none. */
  of(sport: Sport, matchId: number): number {
    return this.until[sport].get(matchId) ?? 0;
  }

  /** The retraction mark's expiry of a match, ms; 0 when it has none. */
  retractedOf(sport: Sport, matchId: number): number {
    return this.marks[sport].get(matchId) ?? 0;
  }

  /** Forgets highlights and marks over by `now`, and answers the earliest one still running (Infinity: none). */
  prune(now: number): number {
    let next = Infinity;
    for (const map of [...Object.values(this.until), ...Object.values(this.marks)]) {
      for (const [id, until] of map) {
        if (until <= now) map.delete(id);
        else next = Math.min(next, until);
      }
    }
    return next;
  }

  clear(): void {
    for (const map of [...Object.values(this.until), ...Object.values(this.marks)]) map.clear();
  }
}
