// The forecasts' server side, one per /api instance (forecastServiceOf): writing a scheme at the feed's current
// company-1 odds, the sweep that locks schemes at kick-off (keeping the closing odds) and grades them from the
// settled result codes, the figures of anchors, and two events other parts hook into:
//   events.onRead(fn)   — a logged-in user read a scheme's detail (/v1/prediction/detail): (userId, schemeId, at)
//   events.onGraded(fn) — a scheme was graded, inside the grading transaction: (tx, {schemeId, anchorId, outcome, at});
//                         outcome 'hit' is a correct forecast.
// The sweep runs on the routes' timers every SWEEP_MS and before any answer that shows a scheme's state, so what a
// page sees is never behind the feed's clock.
import type { Database, Queryable } from '../db/database';
import type { LiveState } from '../../engine/core';
import { SPORT_TYPE } from '../../engine/core';
import type { ForecastFigures, ForecastMatch } from '../../contract';
import type { AnchorRow, NewItem, StoredScheme } from './scheme-store';
import {
  anchorsByIds, anchorSchemes, anchorsSchemes, anchorsWithSchemes, forecastStamp, gradeItem, gradeScheme, insertScheme, lockedUngraded,
  lockScheme, unlockedSchemes,
} from './scheme-store';
import type { SchemeOutcome } from './record-stats';
import { outcomeOf, recordStats } from './record-stats';
import { closingQuote, combinedOdds, entryOf, feedMatch, FORECAST_COMPANY, gradePick, notStarted, pickPrice, PICK } from './feed-odds';
import { figuresOf, historyOf } from './forecast-views';

export const SWEEP_MS = 5_000;
/** Graded single schemes an anchor needs behind the recent rate to rank among the hot anchors. */
export const HOT_MIN_BASE = 5;
export const HOT_ANCHORS = 5;

export interface GradedEvent {
  readonly schemeId: number;
  readonly anchorId: number;
  readonly outcome: SchemeOutcome;
  readonly at: number;
}

type ReadListener = (userId: number, schemeId: number, at: number) => void | Promise<void>;
type GradedListener = (tx: Queryable, e: GradedEvent) => void | Promise<void>;

export class ForecastEvents {
  private readonly read: ReadListener[] = [];
  private readonly graded: GradedListener[] = [];
  onRead(fn: ReadListener): void { this.read.push(fn); }
  onGraded(fn: GradedListener): void { this.graded.push(fn); }
  async emitRead(userId: number, schemeId: number, at: number): Promise<void> {
    for (const fn of this.read) await fn(userId, schemeId, at);
  }
  async emitGraded(tx: Queryable, e: GradedEvent): Promise<void> {
    for (const fn of this.graded) await fn(tx, e);
  }
}

export interface PickInput {
  readonly matchId: number;
  readonly sportType: 1 | 2;
  readonly market: 1 | 2 | 3;
  readonly pick: 10 | 20 | 30;
}

export type WriteRefusal = 'started' | 'noOdds' | 'duplicate' | 'noDraw' | 'mixedSports';

export interface ForecastDeps {
  readonly db: Database;
  readonly liveState: () => LiveState;
  /** The feed's clock, ms. */
  readonly now: () => number;
  readonly log?: (line: string) => void;
}

type AnchorFigures = { readonly schemes: StoredScheme[]; readonly figures: ForecastFigures };

export class ForecastService {
  readonly events = new ForecastEvents();
  private sweeping: Promise<void> | undefined;
  /**
   * The anchors' schemes as loaded under the database's change stamp (014_forecast_version.sql), read before they
   * were: another stamp, from any process's write, lock, grade, edit or delete, and they are loaded again. The
   * figures are computed from them at every call, at the feed's now, so every process answers the same.
   */
  private loaded: { readonly stamp: string; readonly schemes: Map<number, StoredScheme[]> } = { stamp: '', schemes: new Map() };

  constructor(private readonly deps: ForecastDeps) {}

  now(): number {
    return this.deps.now();
  }

  /** The picks priced at company 1's current quotes, or why not. */
  price(items: readonly PickInput[]): { ok: true; items: NewItem[]; combinedOdds: number } | { ok: false; reason: WriteRefusal } {
    const state = this.deps.liveState();
    const now = this.deps.now();
    if (new Set(items.map((i) => `${i.sportType}:${i.matchId}`)).size !== items.length) return { ok: false, reason: 'duplicate' };
    if (new Set(items.map((i) => i.sportType)).size > 1) return { ok: false, reason: 'mixedSports' };
    const priced: NewItem[] = [];
    for (const i of items) {
      const m = feedMatch(state, i.sportType, i.matchId);
      if (!m || !notStarted(m, now)) return { ok: false, reason: 'started' };
      if (i.pick === PICK.draw && (i.market !== 1 || m.sport !== 'football')) return { ok: false, reason: 'noDraw' };
      const e = entryOf(m, i.market);
      const price = e && pickPrice(m.sport, i.market, i.pick, e.current);
      if (!e || price === undefined) return { ok: false, reason: 'noOdds' };
      priced.push({
        matchId: i.matchId, sportType: i.sportType, competition: m.competition, homeTeam: m.homeTeam, awayTeam: m.awayTeam,
        matchTime: m.matchTime, market: i.market, pick: i.pick, line: i.market === 1 ? 0 : e.current.line, price,
      });
    }
    return { ok: true, items: priced, combinedOdds: combinedOdds(priced.map((p) => p.price)) };
  }

  async write(anchorId: number, reasoning: string, items: readonly PickInput[]): Promise<{ ok: true; id: number } | { ok: false; reason: WriteRefusal }> {
    const priced = this.price(items);
    if (!priced.ok) return priced;
    const id = await insertScheme(this.deps.db, {
      anchorId, sportType: items[0].sportType, reasoning, writtenAt: Math.floor(this.deps.now()), combinedOdds: priced.combinedOdds, items: priced.items,
    });
    return { ok: true, id };
  }

  /** Locks what kicked off and grades what the feed settled; one sweep at a time (a caller joins the running one). */
  settle(): Promise<void> {
    this.sweeping ??= this.sweep().catch((err: unknown) => {
      this.deps.log?.(`forecasts: sweep failed: ${err instanceof Error ? err.message : String(err)}`);
    }).finally(() => { this.sweeping = undefined; });
    return this.sweeping;
  }

  private async sweep(): Promise<void> {
    const { db } = this.deps;
    const state = this.deps.liveState();
    const now = Math.floor(this.deps.now());
    for (const s of await unlockedSchemes(db)) {
      const matches = s.items.map((i) => feedMatch(state, i.sportType, i.matchId));
      const started = s.kickoffAt <= now || matches.some((m) => m !== undefined && m.statusId !== 1);
      if (!started) continue;
      const closing = s.items.map((i, n) => {
        const m = matches[n];
        const e = m && entryOf(m, i.market);
        const q = e && closingQuote(e, i.matchTime * 1000);
        const price = q && m ? pickPrice(m.sport, i.market, i.pick, q) : undefined;
        return { idx: i.idx, line: q ? (i.market === 1 ? 0 : q.line) : null, price: price ?? null };
      });
      await db.transaction((tx) => lockScheme(tx, s.id, closing, now));
    }
    for (const s of await lockedUngraded(db)) {
      const grades = s.items.map((i) => ({ idx: i.idx, grade: i.result !== null ? { result: i.result, isHit: i.isHit === true } : gradePick(feedMatch(state, i.sportType, i.matchId), i.market, i.pick) }));
      const known = grades.filter((g) => g.grade !== undefined && s.items[g.idx]?.result === null);
      if (known.length === 0 && grades.some((g) => g.grade === undefined)) continue;
      await db.transaction(async (tx) => {
        for (const g of known) await gradeItem(tx, s.id, { idx: g.idx, ...g.grade! });
        if (grades.some((g) => g.grade === undefined)) return;
        const outcome = outcomeOf(grades.map((g) => g.grade!));
        if (await gradeScheme(tx, s.id, outcome, now)) await this.events.emitGraded(tx, { schemeId: s.id, anchorId: s.anchorId, outcome, at: now });
      });
    }
  }

  /** Each anchor's schemes, as the database holds them now, and their figures at the feed's now. */
  async figures(anchorIds: readonly number[]): Promise<Map<number, AnchorFigures>> {
    const { db } = this.deps;
    const stamp = await forecastStamp(db);
    if (stamp !== this.loaded.stamp) this.loaded = { stamp, schemes: new Map() };
    const loaded = this.loaded;
    const wanted = [...new Set(anchorIds)];
    const missing = wanted.filter((id) => !loaded.schemes.has(id));
    if (missing.length > 0) {
      const all = await anchorsSchemes(db, missing);
      for (const id of missing) loaded.schemes.set(id, all.filter((x) => x.anchorId === id));
    }
    const now = this.deps.now();
    return new Map(wanted.map((id) => {
      const schemes = loaded.schemes.get(id)!;
      return [id, { schemes, figures: figuresOf(recordStats(schemes.map(historyOf), now)) }];
    }));
  }

  /** Anchors ranked by recent single hit rate (at least HOT_MIN_BASE graded behind it), then by how many. */
  async hotAnchors(limit: number, sportType?: 1 | 2): Promise<{ anchor: AnchorRow; figures: ForecastFigures }[]> {
    const ids = await anchorsWithSchemes(this.deps.db, sportType);
    const [anchors, figures] = await Promise.all([anchorsByIds(this.deps.db, ids), this.figures(ids)]);
    return anchors
      .map((anchor) => ({ anchor, figures: figures.get(anchor.id)!.figures }))
      .filter((a) => a.figures.anchorPredictionData.singleLatestHitRate.baseCount >= HOT_MIN_BASE)
      .sort((a, b) => {
        const x = a.figures.anchorPredictionData.singleLatestHitRate;
        const y = b.figures.anchorPredictionData.singleLatestHitRate;
        return y.rate - x.rate || y.baseCount - x.baseCount || a.anchor.id - b.anchor.id;
      })
      .slice(0, limit);
  }

  /** The not-started matches of a sport with company 1's current quote of each market. */
  matches(sportType: 1 | 2): ForecastMatch[] {
    const state = this.deps.liveState();
    const now = this.deps.now();
    const sport = sportType === SPORT_TYPE.football ? 'football' : 'basketball';
    const out: ForecastMatch[] = [];
    for (const m of Object.values(state[sport].matches)) {
      const fm = feedMatch(state, sportType, m.id);
      if (!fm || !notStarted(fm, now)) continue;
      const markets = fm.odds.filter((e) => e.companyId === FORECAST_COMPANY).map((e) => ({
        market: e.market as 1 | 2 | 3, line: e.market === 1 ? 0 : e.current.line,
        home: (pickPrice(sport, e.market, PICK.home, e.current) ?? 0) / 1000,
        away: (pickPrice(sport, e.market, PICK.away, e.current) ?? 0) / 1000,
        draw: (pickPrice(sport, e.market, PICK.draw, e.current) ?? 0) / 1000,
      })).filter((x) => x.market >= 1 && x.market <= 3);
      if (markets.length === 0) continue;
      out.push({
        matchId: m.id, sportType, competitionName: fm.competition, homeTeamName: fm.homeTeam, awayTeamName: fm.awayTeam,
        matchTime: fm.matchTime, markets,
      });
    }
    return out.sort((a, b) => a.matchTime - b.matchTime || a.matchId - b.matchId);
  }

  anchorSchemes(anchorId: number): Promise<StoredScheme[]> {
    return anchorSchemes(this.deps.db, anchorId);
  }
}

const services = new WeakMap<object, ForecastService>();

/** The one ForecastService of an /api instance (keyed by its Services), so every route group shares its events. */
export function forecastServiceOf(s: { readonly db: Database; readonly liveState: () => LiveState; readonly feed: { now(): number }; readonly log: (line: string) => void }): ForecastService {
  let service = services.get(s);
  if (!service) services.set(s, (service = new ForecastService({ db: s.db, liveState: s.liveState, now: () => s.feed.now(), log: s.log })));
  return service;
}
