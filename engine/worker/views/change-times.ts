// When the feed last changed each match (its list fields or its detail), on the view clock: the match centre's
// "updated at" and its quiet flag (issue #13). A list snapshot is not a change: a match it brings is stamped the
// first time it is seen, and only frames move the stamp after that — a resync must not make a silent match look fresh.
import type { Changes, Sport } from '../../core';
import { SPORTS } from '../../core';

export class ChangeTimes {
  private readonly at: Record<Sport, Map<number, number>> = { football: new Map(), basketball: new Map() };

  /** `changes` of one folded batch at view time `now`. */
  note(changes: Changes, now: number): void {
    for (const sport of SPORTS) {
      const times = this.at[sport];
      const snapshot = changes.replaced.has(sport);
      for (const ids of [changes.matches[sport], changes.details[sport]]) {
        for (const id of ids) if (!snapshot || !times.has(id)) times.set(id, now);
      }
    }
  }

  /** 0 when the match was never seen changing. */
  of(sport: Sport, matchId: number): number {
    return this.at[sport].get(matchId) ?? 0;
  }

  /** A new session: its clock and its feed are another's. */
  clear(): void {
    for (const sport of SPORTS) this.at[sport].clear();
  }
}
