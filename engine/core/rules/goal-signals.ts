// What a score change means for the list [GN-1]: a goal (pop-up candidate and row highlight [GN-5]) when exactly
// one side's current score rose — football index 0, basketball the total of its periods (scores.ts currentScore)
// — or a retraction when a side's score fell (VAR, a feed correction). Pure over (previous match, next match,
// event ts, settings); which list shows a pop-up is decided per view (patch/goal-notices.ts) [GN-2] [GN-3] [GN-6].
import type { Changes } from '../fold/draft';
import type { LiveState, Match } from '../model';
import { currentScore } from '../scores';
import type { Sport } from '../sport';
import { SPORTS } from '../sport';
import { highlightUntil } from './goal-highlight';
import type { Settings } from './settings';

export type Side = 'home' | 'away';

type ScoreFields = Pick<Match, 'sport' | 'homeScores' | 'awayScores'>;

function scores(m: ScoreFields): Record<Side, number> {
  return { home: currentScore(m.sport, m.homeScores), away: currentScore(m.sport, m.awayScores) };
}

/** [GN-1] the side that scored, when exactly one side's score rose; otherwise null (both rose: a resync, not a goal). */
export function goalSide(previous: ScoreFields, next: ScoreFields): Side | null {
  const a = scores(previous);
  const b = scores(next);
  const homeRose = b.home > a.home;
  const awayRose = b.away > a.away;
  if (homeRose === awayRose) return null;
  return homeRose ? 'home' : 'away';
}

/** Sides whose score fell: a goal taken back (VAR, a feed correction). The row's goal highlight ends. */
export function retractedSides(previous: ScoreFields, next: ScoreFields): Side[] {
  const a = scores(previous);
  const b = scores(next);
  const out: Side[] = [];
  if (b.home < a.home) out.push('home');
  if (b.away < a.away) out.push('away');
  return out;
}

export type RowSignal =
  | { readonly kind: 'goal'; readonly sport: Sport; readonly matchId: number; readonly side: Side; readonly at: number;
      /** [GN-5] 0 when the row is not highlighted. */
      readonly highlightUntil: number;
      /** Found in a snapshot that repaired a gap, not in the frame that scored (feed-ingest Batch.repairs). */
      readonly late?: boolean }
  | { readonly kind: 'retraction'; readonly sport: Sport; readonly matchId: number; readonly sides: readonly Side[];
      readonly at: number };

/** Both can happen at once (one side up, the other corrected down). A match new to the list signals nothing. */
export function scoreSignals(previous: Match | undefined, next: Match | undefined, ts: number, settings: Pick<Settings, 'basketballGoalTip'>): RowSignal[] {
  if (!previous || !next) return [];
  const out: RowSignal[] = [];
  const side = goalSide(previous, next);
  if (side) {
    out.push({ kind: 'goal', sport: next.sport, matchId: next.id, side, at: ts, highlightUntil: highlightUntil(next.sport, ts, settings) });
  }
  const sides = retractedSides(previous, next);
  if (sides.length > 0) out.push({ kind: 'retraction', sport: next.sport, matchId: next.id, sides, at: ts });
  return out;
}

/** Signals of one folded batch: every touched match of both sports, previous state against next. */
export function batchSignals(
  previous: LiveState, next: LiveState, changes: Changes, ts: number, settings: Pick<Settings, 'basketballGoalTip'>,
): RowSignal[] {
  const out: RowSignal[] = [];
  for (const sport of SPORTS) {
    for (const id of changes.matches[sport]) {
      out.push(...scoreSignals(previous[sport].matches[id], next[sport].matches[id], ts, settings));
    }
  }
  return out;
}
