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
  stepSignals(next.sport, next.id, previous, next, ts, settings, out);
  return out;
}

function stepSignals(
  sport: Sport, matchId: number, previous: ScoreFields, next: ScoreFields, ts: number, settings: Pick<Settings, 'basketballGoalTip'>,
  out: RowSignal[],
): void {
  const side = goalSide(previous, next);
  if (side) out.push({ kind: 'goal', sport, matchId, side, at: ts, highlightUntil: highlightUntil(sport, ts, settings) });
  const sides = retractedSides(previous, next);
  if (sides.length > 0) out.push({ kind: 'retraction', sport, matchId, sides, at: ts });
}

/**
 * A match's signals over one batch, judged per score frame [GN-1]: its scores at the batch's start, before each
 * score frame that moved them (`steps`: home, away, home, away …) and at the end, each against the one before — so
 * two goal frames in one packet are two goals (both sides rising across the batch is no goal; each frame is).
 */
function matchSignals(
  previous: Match | undefined, next: Match | undefined, steps: readonly (readonly number[])[] | undefined, ts: number,
  settings: Pick<Settings, 'basketballGoalTip'>, out: RowSignal[],
): void {
  if (!previous || !next) return;
  if (!steps) return stepSignals(next.sport, next.id, previous, next, ts, settings, out);
  const sport = next.sport;
  let from: ScoreFields = previous;
  for (let i = 0; i + 1 < steps.length; i += 2) {
    const to: ScoreFields = { sport, homeScores: steps[i], awayScores: steps[i + 1] };
    stepSignals(sport, next.id, from, to, ts, settings, out);
    from = to;
  }
  stepSignals(sport, next.id, from, next, ts, settings, out);
}

/** Signals of one folded batch: every touched match of both sports, score frame by score frame [GN-1]. */
export function batchSignals(
  previous: LiveState, next: LiveState, changes: Changes, ts: number, settings: Pick<Settings, 'basketballGoalTip'>,
): RowSignal[] {
  const out: RowSignal[] = [];
  for (const sport of SPORTS) {
    const steps = changes.scoreSteps[sport];
    for (const id of changes.matches[sport]) {
      matchSignals(previous[sport].matches[id], next[sport].matches[id], steps.get(id), ts, settings, out);
    }
  }
  return out;
}
