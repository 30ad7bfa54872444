// Goal and retraction triggers [GN-1], compared on each side's current score: football index 0, basketball
// the total of its periods (scores.ts currentScore). Pure over (previous match, next match).
import type { Match } from '../model';
import { currentScore } from '../scores';

export type Side = 'home' | 'away';

function scores(m: Pick<Match, 'sport' | 'homeScores' | 'awayScores'>): Record<Side, number> {
  return { home: currentScore(m.sport, m.homeScores), away: currentScore(m.sport, m.awayScores) };
}

type ScoreFields = Pick<Match, 'sport' | 'homeScores' | 'awayScores'>;

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
