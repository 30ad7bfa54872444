// The odds calls' answers (contract/match-centre.ts says which question each answers), from the odds book the fold
// keeps per (company, market): opening, current, every quote, and the result the settle frame (72/172) carried.
// The route does not settle anything itself: result codes are the feed's [FM-5].
import type { Static } from 'typebox';
import type { OddsChanges, OddsHistory, OddsLine } from '../../../contract';
import type { OddsEntry, OddsPoint } from '../../../engine/core';
import { oddsCompany } from '../../../engine/core';
import type { CentreMatch } from './match-centre-live';

type Quote = Static<typeof OddsLine>['current'];

const quoteOf = (p: OddsPoint): Quote => ({
  line: p.line, p1: p.p1, p2: p.p2, p3: p.p3, minute: p.minute, homeScore: p.homeScore, awayScore: p.awayScore, at: Math.floor(p.at),
});

export function oddsLineOf(e: OddsEntry): Static<typeof OddsLine> {
  const previous = e.history.length >= 2 ? e.history[e.history.length - 2] : undefined;
  return {
    companyId: e.companyId, companyName: oddsCompany(e.companyId)?.name ?? '', market: e.market,
    opening: quoteOf(e.opening), previous: previous ? quoteOf(previous) : null, current: quoteOf(e.current),
    result: e.result, settledLine: e.settledLine,
  };
}

/** matchOdds: the company's line of each market it quotes. */
export function companyOdds(c: CentreMatch, companyId: number): { lines: Static<typeof OddsLine>[] } {
  return { lines: c.detail.odds.filter((e) => e.companyId === companyId).map(oddsLineOf) };
}

/** currentMatchOdds: every company's line (of one market when asked). */
export function currentOdds(c: CentreMatch, market: number | undefined): { lines: Static<typeof OddsLine>[] } {
  return { lines: c.detail.odds.filter((e) => market === undefined || e.market === market).map(oddsLineOf) };
}

/** matchAllOdds: one company's market and its every quote. */
export function allOdds(c: CentreMatch, companyId: number, market: number): Static<typeof OddsHistory> {
  const e = c.detail.odds.find((x) => x.companyId === companyId && x.market === market);
  return e ? { line: oddsLineOf(e), history: e.history.map(quoteOf) } : { line: null, history: [] };
}

/** realtimeMatchOddsChange: the quotes that came after `since`, oldest first. */
export function oddsChangesSince(c: CentreMatch, since: number): Static<typeof OddsChanges> {
  const changes: Static<typeof OddsChanges>['changes'] = [];
  for (const e of c.detail.odds) {
    for (const p of e.history) if (p.at > since) changes.push({ companyId: e.companyId, market: e.market, quote: quoteOf(p) });
  }
  changes.sort((a, b) => a.quote.at - b.quote.at || a.companyId - b.companyId || a.market - b.market);
  return { changes, until: changes.reduce((t, x) => Math.max(t, x.quote.at), since) };
}
