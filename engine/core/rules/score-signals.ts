// What a score change means for the list: a goal (pop-up candidate and row highlight) or a retraction.
// Pure over (previous match, next match, event ts, settings); showing the pop-up is gated elsewhere [GN-2] [GN-3].
import type { Changes } from '../fold/draft';
import type { LiveState, Match } from '../model';
import type { Sport } from '../sport';
import { SPORTS } from '../sport';
import type { Side } from './goal-trigger';
import { goalSide, retractedSides } from './goal-trigger';
import { highlightUntil } from './row-highlight';
import type { Settings } from './settings';

export type ScoreSignal =
  | { readonly kind: 'goal'; readonly sport: Sport; readonly matchId: number; readonly side: Side; readonly at: number;
      /** [GN-5] 0 when the row is not highlighted. */
      readonly highlightUntil: number;
      /** Found in a snapshot that repaired a gap, not in the frame that scored (feed-ingest Batch.repairs). */
      readonly late?: boolean }
  | { readonly kind: 'retraction'; readonly sport: Sport; readonly matchId: number; readonly sides: readonly Side[];
      readonly at: number };

/** Both can happen at once (one side up, the other corrected down). A match new to the list signals nothing. */
export function scoreSignals(previous: Match | undefined, next: Match | undefined, ts: number, settings: Pick<Settings, 'basketballGoalTip'>): ScoreSignal[] {
  if (!previous || !next) return [];
  const out: ScoreSignal[] = [];
  const side = goalSide(previous, next);
  if (side) {
    out.push({ kind: 'goal', sport: next.sport, matchId: next.id, side, at: ts, highlightUntil: highlightUntil(next.sport, ts, settings) });
  }
  const sides = retractedSides(previous, next);
  if (sides.length > 0) out.push({ kind: 'retraction', sport: next.sport, matchId: next.id, sides, at: ts });
  return out;
}

/** Signals of one folded batch: every touched match of both sports, previous state against next. */
export function batchScoreSignals(
  previous: LiveState, next: LiveState, changes: Changes, ts: number, settings: Pick<Settings, 'basketballGoalTip'>,
): ScoreSignal[] {
  const out: ScoreSignal[] = [];
  for (const sport of SPORTS) {
    for (const id of changes.matches[sport]) {
      out.push(...scoreSignals(previous[sport].matches[id], next[sport].matches[id], ts, settings));
    }
  }
  return out;
}
