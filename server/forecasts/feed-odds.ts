// What the feed's state says about a pick: the match (names, kick-off, status), company 1's quote of a market and
// the price of a pick in it, the closing quote (its last before kick-off), and the settled result code the settle
// frame carried (the same odds book the match centre's 指数 reads: contract/match-centre.ts). Pure reads.
import type { LiveState, OddsEntry, OddsQuote, Sport } from '../../engine/core';
import { sportOfType, statusGroup } from '../../engine/core';
import { centreMatch } from '../api/routes/match-centre-live';

/** The company whose lines schemes are written at and graded on: 1 澳门, the match centre's default. */
export const FORECAST_COMPANY = 1;
export const PICK = { home: 10, away: 20, draw: 30 } as const;

export interface FeedMatch {
  readonly sport: Sport;
  readonly matchId: number;
  readonly competition: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly matchTime: number;
  readonly statusId: number;
  readonly odds: readonly OddsEntry[];
}

export function feedMatch(state: LiveState, sportType: number, matchId: number): FeedMatch | undefined {
  const sport = sportOfType(sportType);
  if (!sport) return undefined;
  const c = centreMatch(state, sport, matchId);
  if (!c) return undefined;
  const s = c.sportState;
  const comp = s.competitions[c.match.competitionId];
  return {
    sport, matchId, competition: comp?.shortName || comp?.name || '', homeTeam: s.teams[c.match.homeTeamId]?.name ?? '',
    awayTeam: s.teams[c.match.awayTeamId]?.name ?? '', matchTime: c.match.matchTime, statusId: c.match.statusId,
    get odds() { return c.detail.odds.filter((e) => e.companyId === FORECAST_COMPANY); },
  };
}

export const notStarted = (m: FeedMatch, now: number): boolean => m.statusId === 1 && m.matchTime * 1000 > now;

/** Decimal price of the pick in thousandths; undefined when the market has no such pick. 欧赔 prices are decimal
 *  already (football home/draw/away, basketball home/away); 亚盘 and 大小 are water (decimal − 1). */
export function pickPrice(sport: Sport, market: number, pick: number, q: Pick<OddsQuote, 'p1' | 'p2' | 'p3'>): number | undefined {
  if (market === 1) {
    const price = sport === 'football'
      ? pick === PICK.home ? q.p1 : pick === PICK.draw ? q.p2 : q.p3
      : pick === PICK.home ? q.p1 : pick === PICK.away ? q.p2 : 0;
    return price > 0 ? price : undefined;
  }
  if (pick === PICK.draw) return undefined;
  const water = pick === PICK.home ? q.p1 : q.p2;
  return water > 0 ? 1000 + water : undefined;
}

export function entryOf(m: FeedMatch, market: number): OddsEntry | undefined {
  return m.odds.find((e) => e.market === market);
}

/** The company's last quote at or before kick-off; undefined when it quoted nothing before. */
export function closingQuote(e: OddsEntry, kickoffMs: number): OddsQuote | undefined {
  let last: OddsQuote | undefined;
  for (const p of e.history) if (p.at <= kickoffMs) last = p;
  return last;
}

export type PickGrade = { readonly result: number; readonly isHit: boolean } | undefined;

/** The pick's grade once the company settled the market; a match not played (postponed, cancelled…) is 0, neither
 *  hit nor miss; undefined while neither is known. */
export function gradePick(m: FeedMatch | undefined, market: number, pick: number): PickGrade {
  if (!m) return undefined;
  const e = entryOf(m, market);
  if (e && e.result > 0) return { result: e.result, isHit: e.result === pick };
  if (statusGroup(m.sport, m.statusId) === 'other' && m.statusId !== 0) return { result: 0, isHit: false };
  return undefined;
}

/** Product of decimal prices, thousandths. */
export const combinedOdds = (prices: readonly number[]): number => Math.round(prices.reduce((p, x) => p * (x / 1000), 1) * 1000);
