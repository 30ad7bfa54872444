// The match centre's data from its two sources, as the tabs draw it: the worker's live MatchDetailView (a match in
// the engine's state) and the contract's HTTP answers (the fallback for a match the state lacks). Pure.
import type { Incident, Lineup, ScoreTrailPoint, MatchDetailView, MomentumPoint, OddsEntry, PlayerStat, Sport, Stat, TeamLineup as CoreTeamLineup, TextLiveEntry } from '../../../engine/core';
import { oddsCompany, scoreTrend } from '../../../engine/core';
import type { DataOf, CallAt } from '../../api';
import { PLAYER_COLUMNS } from './basketball-tabs';
import type { CompanyOdds, LineupView, MatchCentreData, OddsLine, OddsMarket, PlayerLine, TeamLineup } from './match-centre-types';

type HttpOddsLine = DataOf<CallAt<'/v1/football/currentMatchOdds'>>['lines'][number];
type HttpLineup = DataOf<CallAt<'/v1/football/matchLineup'>>['lineup'];

const MARKET: Readonly<Record<number, OddsMarket>> = { 1: 'eu', 2: 'asia', 3: 'bs' };

interface Quote { readonly line: number; readonly p1: number; readonly p2: number; readonly p3: number }

/** Prices in thousandths, lines in hundredths: 欧赔 home/draw/away (basketball's two-way: home/away, p3 unused),
 *  亚盘 and 大小 home-or-over / line / away-or-under. */
function lineOf(sport: Sport, market: OddsMarket, q: Quote): OddsLine {
  if (market !== 'eu') return [q.p1 / 1000, q.line / 100, q.p2 / 1000];
  return sport === 'basketball' ? [q.p1 / 1000, q.p2 / 1000] : [q.p1 / 1000, q.p2 / 1000, q.p3 / 1000];
}

interface AnyOdds { readonly companyId: number; readonly market: number; readonly opening: Quote; readonly current: Quote; readonly result: number; readonly companyName?: string }

function companiesOf(sport: Sport, entries: readonly AnyOdds[]): CompanyOdds[] {
  const byCompany = new Map<number, { companyId: number; companyName: string; markets: Partial<Record<OddsMarket, CompanyOdds['markets'][OddsMarket]>> }>();
  for (const e of entries) {
    const market = MARKET[e.market];
    if (!market) continue;
    let company = byCompany.get(e.companyId);
    if (!company) {
      company = { companyId: e.companyId, companyName: e.companyName ?? oddsCompany(e.companyId)?.name ?? `公司${e.companyId}`, markets: {} };
      byCompany.set(e.companyId, company);
    }
    company.markets[market] = { open: lineOf(sport, market, e.opening), current: lineOf(sport, market, e.current), ...(e.result > 0 && { result: e.result }) };
  }
  return [...byCompany.values()].sort((a, b) => a.companyId - b.companyId);
}

export const oddsFromEntries = (sport: Sport, entries: readonly OddsEntry[]): CompanyOdds[] => companiesOf(sport, entries);
export const oddsFromLines = (sport: Sport, lines: readonly HttpOddsLine[]): CompanyOdds[] => companiesOf(sport, lines);

const ABSENT: Readonly<Record<number, string>> = { 1: '伤', 2: '停赛' };

function teamOf(t: CoreTeamLineup | NonNullable<HttpLineup>['home']): TeamLineup {
  return {
    formation: t.formation, coach: t.coach,
    starters: t.starters.map((p) => ({ number: p.number, name: p.name, x: p.x, y: p.y })),
    substitutes: t.substitutes.map((p) => ({ number: p.number, name: p.name })),
    absent: t.absent.map((p) => ({ name: p.name, reason: ABSENT[p.reason] ?? '缺阵' })),
  };
}

export function lineupOf(lineup: Lineup | HttpLineup | null): LineupView | null {
  return lineup ? { home: teamOf(lineup.home), away: teamOf(lineup.away) } : null;
}

export function playersOf(stats: readonly PlayerStat[]): PlayerLine[] {
  return stats.map((p) => {
    const byType = new Map(p.items.map((i) => [i.type, i.home]));
    return { playerId: p.playerId, name: p.playerName, position: p.position, values: PLAYER_COLUMNS.map(([, type]) => byType.get(type) ?? 0) };
  });
}

export const momentumOf = (points: readonly MomentumPoint[]): number[] => points.map((p) => p.value);

/** The live view's lists as the tabs draw them. */
export function fromLiveView(view: MatchDetailView): MatchCentreData {
  return {
    incidents: view.incidents, stats: view.stats, tlive: view.textLive,
    varDecisions: view.varChecks, lineup: lineupOf(view.lineup), odds: oddsFromEntries(view.sport, view.odds), momentum: momentumOf(view.momentum),
    players: playersOf(view.playerStats), updatedAt: view.updatedAt, quiet: view.quiet,
    ...(view.sport === 'basketball' && view.match && { scoreTrend: scoreTrend(view.scoreTrail, view.match), ncaa: view.match.ncaa }),
  };
}

/** The server's lists so far, for a live view opened mid-match (use-live-seed.ts). */
export interface LiveSeed {
  readonly incidents?: readonly Incident[];
  readonly stats?: readonly Stat[];
  readonly tlive?: readonly TextLiveEntry[];
  readonly momentum?: readonly number[];
  readonly odds?: readonly CompanyOdds[];
  readonly lineup?: LineupView | null;
  readonly players?: readonly PlayerLine[];
  readonly scoreTrend?: readonly ScoreTrailPoint[];
}

/**
 * The live odds with the seed's openings: a worker that joined after a company opened a market takes the first
 * change it sees for the opening (the fold's rule for an unknown entry), while the server saw the real one. So each
 * market opens where the seed says, its current and result are the live ones; a company only the seed has stays.
 */
export function mergeOdds(seed: readonly CompanyOdds[] | undefined, live: readonly CompanyOdds[] | undefined): readonly CompanyOdds[] | undefined {
  if (!seed || seed.length === 0) return live;
  if (!live || live.length === 0) return seed;
  const seedById = new Map(seed.map((c) => [c.companyId, c]));
  const merged = live.map((c) => {
    const s = seedById.get(c.companyId);
    if (!s) return c;
    const markets: Partial<Record<OddsMarket, CompanyOdds['markets'][OddsMarket]>> = { ...s.markets };
    for (const [k, line] of Object.entries(c.markets) as [OddsMarket, NonNullable<CompanyOdds['markets'][OddsMarket]>][]) {
      const opened = s.markets[k];
      markets[k] = opened ? { ...line, open: opened.open, ...(line.result === undefined && opened.result !== undefined && { result: opened.result }) } : line;
    }
    return { ...c, markets };
  });
  const liveIds = new Set(live.map((c) => c.companyId));
  return [...merged, ...seed.filter((c) => !liveIds.has(c.companyId))].sort((a, b) => a.companyId - b.companyId);
}

const trendKey = (p: ScoreTrailPoint) => p.period * 1000 + (999 - p.left);

/** The seed's minutes and the live ones, a live point replacing the seed's of the same minute; in game order. */
function mergeTrend(seed: readonly ScoreTrailPoint[] | undefined, live: readonly ScoreTrailPoint[] | undefined): readonly ScoreTrailPoint[] | undefined {
  if (!seed || seed.length === 0) return live;
  if (!live || live.length === 0) return seed;
  const byKey = new Map<number, ScoreTrailPoint>();
  for (const p of seed) byKey.set(trendKey(p), p);
  for (const p of live) byKey.set(trendKey(p), p);
  return [...byKey.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
}

const incidentKey = (i: Incident) => `${i.type}:${i.position}:${i.time}:${i.addTime}:${i.playerName}:${i.inPlayerName}`;

/** The seed's items, then the live items it lacks (an incident by its content, a text-live line by its index). */
function union<T>(seed: readonly T[] | undefined, live: readonly T[], key: (item: T) => string): readonly T[] {
  if (!seed || seed.length === 0) return live;
  const known = new Set(seed.map(key));
  const added = live.filter((item) => !known.has(key(item)));
  return added.length === 0 ? seed : [...seed, ...added];
}

/**
 * The live view's lists with the seed's history: incidents and text live are the union (the live view may hold
 * only what came after the watch began); stats, momentum, lineup and box score are the live ones once they have
 * items (each a whole picture), the seed's until then; odds are the live lines on the seed's openings (mergeOdds).
 */
export function withSeed(data: MatchCentreData, seed: LiveSeed): MatchCentreData {
  const tlive = seed.tlive && seed.tlive.length > 0
    ? [...new Map([...seed.tlive, ...data.tlive].map((t) => [t.index, t])).values()]
    : data.tlive;
  return {
    ...data,
    incidents: union(seed.incidents, data.incidents, incidentKey),
    tlive,
    stats: data.stats.length > 0 ? data.stats : seed.stats ?? data.stats,
    momentum: data.momentum && data.momentum.length >= (seed.momentum?.length ?? 0) ? data.momentum : seed.momentum,
    odds: mergeOdds(seed.odds, data.odds),
    lineup: data.lineup ?? seed.lineup ?? null,
    players: data.players && data.players.length > 0 ? data.players : seed.players ?? data.players,
    scoreTrend: mergeTrend(seed.scoreTrend, data.scoreTrend),
  };
}
