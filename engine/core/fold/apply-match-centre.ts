// The match centre's frames [RT-10]: lineups (60/160) replace, odds (70–72/170–172) build each company's market
// from its opening quote through every change to its result (packed: match-centre/odds-book.ts), momentum
// (80/180) merges by minute. Copy-on-write: a changed book or list is a new array; entries not touched are shared
// with the state before.
import type { LineupEvent, MomentumEvent, OddsEvent } from '../events';
import { foldMomentum } from '../match-centre/momentum';
import { nextOddsBook } from '../match-centre/odds-book';
import type { Draft } from './draft';

export function applyLineup(draft: Draft, e: LineupEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.lineup = e.lineup;
}

export function applyOdds(draft: Draft, e: OddsEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.odds = nextOddsBook(d.odds, e);
}

export function applyMomentum(draft: Draft, e: MomentumEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.momentum = foldMomentum(d.momentum, e.points);
}
