// The match centre's frames [RT-10]: lineups (60/160) replace, odds (70–72/170–172) build each company's market
// from its opening quote through every change to its result, momentum (80/180) merges by minute. Copy-on-write:
// a changed book or list is a new array; entries not touched are shared with the state before.
import type { LineupEvent, MomentumEvent, OddsEvent } from '../events';
import { mergeMomentum } from '../match-centre/momentum';
import type { OddsEntry, OddsPoint } from '../match-centre/types';
import type { Draft } from './draft';

export function applyLineup(draft: Draft, e: LineupEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.lineup = e.lineup;
}

const byCompanyMarket = (a: OddsEntry, b: OddsEntry) => a.companyId - b.companyId || a.market - b.market;

function opened(p: OddsPoint): OddsEntry {
  return { companyId: p.companyId, market: p.market, opening: p, current: p, history: [p], result: 0, settledLine: 0 };
}

/** The book after the event's quotes; `book` is not changed. */
export function nextOddsBook(book: readonly OddsEntry[], e: OddsEvent): OddsEntry[] {
  const points: OddsPoint[] = e.quotes.map((q) => ({ ...q, at: e.ts }));
  if (e.mode === 'open') {
    // Repeated (company, market) pairs: the later quote is a change after the first.
    const next = new Map<string, OddsEntry>();
    for (const p of points) {
      const key = `${p.companyId}:${p.market}`;
      const had = next.get(key);
      next.set(key, had ? { ...had, current: p, history: [...had.history, p] } : opened(p));
    }
    return [...next.values()].sort(byCompanyMarket);
  }
  const next = book.slice();
  for (const p of points) {
    const at = next.findIndex((x) => x.companyId === p.companyId && x.market === p.market);
    if (e.mode === 'settle') {
      if (at >= 0) next[at] = { ...next[at], result: p.result, settledLine: p.line };
      continue;
    }
    if (at < 0) next.push(opened(p));
    else next[at] = { ...next[at], current: p, history: [...next[at].history, p] };
  }
  return next.sort(byCompanyMarket);
}

export function applyOdds(draft: Draft, e: OddsEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.odds = nextOddsBook(d.odds, e);
}

export function applyMomentum(draft: Draft, e: MomentumEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.momentum = mergeMomentum(d.momentum, e.points);
}
