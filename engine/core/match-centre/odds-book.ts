// How the state keeps a match's odds (frames 70–72/170–172): per company and market one entry whose quotes are
// packed in one array of numbers, 9 a quote (line, p1, p2, p3, minute, home score, away score, result, at), the
// opening first — the way momentum.ts packs its points. A day folds tens of thousands of quotes; as objects (a
// point per quote, the history array copied at each) they were young-generation garbage the fold paid for in
// every collection. Readers get OddsEntry objects back from unpackOddsBook (engine/wire matchDetail, memoised per
// entry). A plain number array, not a Float64Array: V8 keeps its doubles unboxed on the heap, while a typed array
// past 64 bytes gets a backing store outside it, tracked and swept per array — a few thousand entries a day made
// that cost more than the quotes (`npm run bench -- ingest`).
//
// Appending the Go-slice way (detail-log/detail-log.ts): an entry sees store.data[0, length); versions share the
// store, and a version that is the store's tail (length === store.used) writes its next quote in place, so a
// change costs one quote's numbers, not a copy of the history; any other version copies its prefix first.
import type { OddsEvent } from '../events';
import type { OddsEntry, OddsPoint, OddsQuote } from './types';

export const QUOTE_SIZE = 9;

/** The numbers behind the versions of one entry. Only ever appended to. */
export class QuoteStore {
  constructor(public data: number[], public used: number) {}
}

export interface PackedOddsEntry {
  readonly companyId: number;
  readonly market: number;
  /** Every quote, opening first: QUOTE_SIZE numbers each in store.data[0, length). Never empty. */
  readonly store: QuoteStore;
  readonly length: number;
  /** 0 until settled, then ODDS_RESULT; settledLine is the line it was settled on. */
  readonly result: number;
  readonly settledLine: number;
}

function push(out: number[], q: OddsQuote, ts: number): void {
  out.push(q.line, q.p1, q.p2, q.p3, q.minute, q.homeScore, q.awayScore, q.result, ts);
}

function opened(q: OddsQuote, ts: number): PackedOddsEntry {
  const data: number[] = [];
  push(data, q, ts);
  return { companyId: q.companyId, market: q.market, store: new QuoteStore(data, QUOTE_SIZE), length: QUOTE_SIZE, result: 0, settledLine: 0 };
}

function changed(e: PackedOddsEntry, q: OddsQuote, ts: number): PackedOddsEntry {
  let store = e.store;
  const length = e.length + QUOTE_SIZE;
  // Not the tail (another version appended after this one): this version's quotes into a new store first.
  if (store.used !== e.length) store = new QuoteStore(store.data.slice(0, e.length), e.length);
  push(store.data, q, ts);
  store.used = length;
  return { companyId: e.companyId, market: e.market, store, length, result: e.result, settledLine: e.settledLine };
}

const byCompanyMarket = (a: PackedOddsEntry, b: PackedOddsEntry) => a.companyId - b.companyId || a.market - b.market;

function indexOf(book: readonly PackedOddsEntry[], companyId: number, market: number): number {
  for (let i = 0; i < book.length; i++) if (book[i].companyId === companyId && book[i].market === market) return i;
  return -1;
}

/**
 * The book after the event's quotes; `book` is not changed. Open starts from nothing (repeated pairs in it are
 * changes after the first); a change of an unknown pair opens it; settle sets the result and line of known pairs.
 */
export function nextOddsBook(book: readonly PackedOddsEntry[], e: OddsEvent): PackedOddsEntry[] {
  const next = e.mode === 'open' ? [] : book.slice();
  let added = false;
  for (const q of e.quotes) {
    const at = indexOf(next, q.companyId, q.market);
    if (e.mode === 'settle') {
      if (at >= 0) {
        const x = next[at];
        next[at] = { companyId: x.companyId, market: x.market, store: x.store, length: x.length, result: q.result, settledLine: q.line };
      }
      continue;
    }
    if (at < 0) { next.push(opened(q, e.ts)); added = true; }
    else next[at] = changed(next[at], q, e.ts);
  }
  return added ? next.sort(byCompanyMarket) : next;
}

function pointAt(e: PackedOddsEntry, at: number): OddsPoint {
  const x = e.store.data;
  return {
    companyId: e.companyId, market: e.market, line: x[at], p1: x[at + 1], p2: x[at + 2], p3: x[at + 3], minute: x[at + 4],
    homeScore: x[at + 5], awayScore: x[at + 6], result: x[at + 7], at: x[at + 8],
  };
}

export function unpackOddsEntry(e: PackedOddsEntry): OddsEntry {
  const history: OddsPoint[] = [];
  for (let at = 0; at < e.length; at += QUOTE_SIZE) history.push(pointAt(e, at));
  return { companyId: e.companyId, market: e.market, opening: history[0], current: history[history.length - 1], history, result: e.result, settledLine: e.settledLine };
}

// An entry a frame did not touch is the same object in the next state: its objects are made once, so a watched
// match's detail view keeps them (detail-diff.ts compares by identity first) and each change unpacks one entry.
const unpacked = new WeakMap<PackedOddsEntry, OddsEntry>();

export function unpackOddsBook(book: readonly PackedOddsEntry[]): OddsEntry[] {
  return book.map((e) => {
    let out = unpacked.get(e);
    if (out === undefined) unpacked.set(e, (out = unpackOddsEntry(e)));
    return out;
  });
}

/** The entry with every quote's `at` moved by `deltaMs` (a recorded day moved in time). */
export function shiftOddsEntry(e: PackedOddsEntry, deltaMs: number): PackedOddsEntry {
  const data = e.store.data.slice(0, e.length);
  for (let at = 8; at < data.length; at += QUOTE_SIZE) if (data[at] > 0) data[at] += deltaMs;
  return { ...e, store: new QuoteStore(data, e.length) };
}
