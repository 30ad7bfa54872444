// The match centre's frames [RT-10]: lineups (60/160) replace, odds (70–72/170–172) build each company's market
// from its opening quote through every change to its result, momentum (80/180) merges by minute. Copy-on-write:
// a changed book or list is a new array; entries not touched are shared with the state before.
import type { LineupEvent, MomentumEvent, OddsEvent } from '../events';
import { foldMomentum } from '../match-centre/momentum';
import type { OddsEntry, OddsPoint, OddsQuote } from '../match-centre/types';
import type { Draft } from './draft';

export function applyLineup(draft: Draft, e: LineupEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.lineup = e.lineup;
}

const byCompanyMarket = (a: OddsEntry, b: OddsEntry) => a.companyId - b.companyId || a.market - b.market;

// Objects are written field by field (not spread): a day folds tens of thousands of quotes, and spreading
// decoded objects was most of the fold's odds time.
function pointOf(q: OddsQuote, at: number): OddsPoint {
  return {
    companyId: q.companyId, market: q.market, line: q.line, p1: q.p1, p2: q.p2, p3: q.p3, minute: q.minute,
    homeScore: q.homeScore, awayScore: q.awayScore, result: q.result, at,
  };
}

function opened(p: OddsPoint): OddsEntry {
  return { companyId: p.companyId, market: p.market, opening: p, current: p, history: [p], result: 0, settledLine: 0 };
}

function changed(e: OddsEntry, p: OddsPoint): OddsEntry {
  const history = e.history.slice();
  history.push(p);
  return { companyId: e.companyId, market: e.market, opening: e.opening, current: p, history, result: e.result, settledLine: e.settledLine };
}

function indexOf(book: readonly OddsEntry[], companyId: number, market: number): number {
  for (let i = 0; i < book.length; i++) if (book[i].companyId === companyId && book[i].market === market) return i;
  return -1;
}

/** The book after the event's quotes; `book` is not changed. */
export function nextOddsBook(book: readonly OddsEntry[], e: OddsEvent): OddsEntry[] {
  // Open starts from nothing: repeated (company, market) pairs in it are changes after the first.
  const next = e.mode === 'open' ? [] : book.slice();
  let added = false;
  for (const q of e.quotes) {
    const at = indexOf(next, q.companyId, q.market);
    if (e.mode === 'settle') {
      if (at >= 0) {
        const x = next[at];
        next[at] = { companyId: x.companyId, market: x.market, opening: x.opening, current: x.current, history: x.history, result: q.result, settledLine: q.line };
      }
      continue;
    }
    const p = pointOf(q, e.ts);
    if (at < 0) { next.push(opened(p)); added = true; }
    else next[at] = changed(next[at], p);
  }
  return added ? next.sort(byCompanyMarket) : next;
}

export function applyOdds(draft: Draft, e: OddsEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.odds = nextOddsBook(d.odds, e);
}

export function applyMomentum(draft: Draft, e: MomentumEvent): void {
  const d = draft.writableDetail(e.sport, e.matchId);
  if (d) d.momentum = foldMomentum(d.momentum, e.points);
}
