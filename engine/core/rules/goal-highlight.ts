// A row's goal highlight [GN-5]: how long a goal keeps its row highlighted, and which rows are highlighted until
// when — a goal starts (or restarts) its match's highlight, a retraction ends it. Kept once for all views (a match
// highlighted in one list is highlighted in all of them); the worker clears a highlight when `now` reaches it.
import type { Sport } from '../sport';
import type { RowSignal } from './goal-signals';
import type { Settings } from './settings';

export const FOOTBALL_HIGHLIGHT_MS = 10_000; // [GN-5]
export const BASKETBALL_HIGHLIGHT_MS = 5_000; // [GN-5], only with basketballGoalTip on

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
