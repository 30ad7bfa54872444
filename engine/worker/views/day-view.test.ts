// Another day's list through the view hub [LS-9]: the page's fetched *_b bytes, loaded (DayLists), become a 'day'
// view with the same tabs, filter, settings and patches as today's; bad input is a refusal value, never a throw.
import { describe, expect, it } from 'vitest';
import type { BasketballRow, FootballRow, LiveState, Match } from '../../core';
import { emptyChanges } from '../../core';
import { snapshot } from '../../core/test-support/builders';
import { at, matchOf, stateOf } from '../../core/views/test-support/builders';
import { encodeListResponse } from '../../wire';
import type { Batch } from '../ingest/feed-ingest';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { ManualScheduler } from '../../time/manual-scheduler';
import { PageViews } from '../test-support/page-views';
import { dayListOf } from './day-list';
import { DAYS_KEPT } from './day-lists';
import { ViewHub } from './view-hub';

const NOW = at(12) * 1000;
const YESTERDAY = at(-24 + 20);
const TOMORROW = at(24 + 19);

/** What futureMatch_b / historyMatch_b answer: a bare MatchListResponse, as an ArrayBuffer of its own. */
function response(matches: Match[], sport: Match['sport'] = 'football'): ArrayBuffer {
  return Uint8Array.from(encodeListResponse(snapshot(sport, matches))).buffer;
}

function world(live: Match[] = []) {
  const scheduler = new ManualScheduler(NOW);
  const page = new PageViews();
  const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: page.apply });
  let state: LiveState = stateOf([]);
  const fold = (next: Match[]) => {
    const changes = emptyChanges();
    for (const m of [...next, ...Object.values(state.football.matches)]) changes.matches.football.add(m.id);
    state = stateOf(next);
    hub.batch({ state, changes, ts: scheduler.now() } satisfies Batch);
  };
  fold(live);
  /** Loads the day's response as the page would (loadDay); its date, for the subscription. */
  const day = (date: string, matches: Match[], sport: Match['sport'] = 'football') => {
    expect(hub.days.load(sport, date, response(matches, sport))).toEqual({ ok: true, sport, date, matches: matches.length });
    return date;
  };
  return { page, hub, fold, day };
}

const finished = (id: number, home: number) =>
  matchOf('football', id, { statusId: 8, matchTime: YESTERDAY + id * 60, homeScores: [home, 0, 0, 0, 0, 0, 0] });

describe('day views [LS-9]', () => {
  it('[LS-9] a past day lists its results: the rows of the fetched response, finished', () => {
    const w = world([matchOf('football', 1, { statusId: 2, matchTime: at(11), goingTime: at(11) })]);
    const id = w.page.accept(w.hub.subscribe({
      sport: 'football', list: 'day', tab: 'all', day: w.day('2026-11-21', [finished(101, 2), finished(102, 0)]),
    }));
    const model = w.page.page(id).model;
    expect(model.order).toEqual([{ kind: 'divider', section: 'finished' }, { kind: 'match', id: 101 }, { kind: 'match', id: 102 }]);
    const rows = model.rows as Record<number, FootballRow>;
    expect(rows[101]).toMatchObject({ statusText: '完场', score: '2-0' });
    expect(rows[1]).toBeUndefined(); // today's live match is not on yesterday's list
  });

  it('[LS-9] a future day lists its schedule: 未开赛, kick-off times, the same tabs as today', () => {
    const w = world();
    const later = (id: number, competitionId: number) => matchOf('football', id, { matchTime: TOMORROW + id * 60, competitionId });
    const day = w.day('2026-11-23', [later(201, 1), later(202, 2)]);
    const all = w.page.accept(w.hub.subscribe({ sport: 'football', list: 'day', tab: 'all', day }));
    const rows = w.page.page(all).model.rows as Record<number, FootballRow>;
    expect(Object.values(rows).map((r) => r.statusText)).toEqual(['未开赛', '未开赛']);
    expect(rows[201]).toMatchObject({ score: 'vs', dayOffset: 1 });
    // The snapshot builder's competition 1 is first tier; 2 is unknown to the response: the tab filters it out.
    const firstTier = w.page.accept(w.hub.subscribe({ sport: 'football', list: 'day', tab: 'firstTier', day }));
    expect(w.page.page(firstTier).model.order.filter((r) => r.kind === 'match')).toEqual([{ kind: 'match', id: 201 }]);
  });

  it('[LS-9] a day-list match the live feed also has follows the feed, patched like today\'s rows', () => {
    const w = world();
    const id = w.page.accept(w.hub.subscribe({
      sport: 'football', list: 'day', tab: 'all', day: w.day('2026-11-22', [matchOf('football', 7, { matchTime: at(13) })]),
    }));
    expect((w.page.page(id).model.rows[7] as FootballRow).statusText).toBe('未开赛');
    w.fold([matchOf('football', 7, { matchTime: at(13), statusId: 2, goingTime: at(12) - 60, homeScores: [1, 0, 0, 0, 0, 0, 0] })]);
    expect(w.page.page(id).model.rows[7]).toMatchObject({ statusText: '上半场', score: '1-0' });
  });

  it('[LS-12] basketball day rows carry the period clock field like today\'s', () => {
    const w = world();
    const m = matchOf('basketball', 301, { statusId: 6, matchTime: at(11), goingTime: at(11), clockSeconds: 522 });
    const id = w.page.accept(w.hub.subscribe({ sport: 'basketball', list: 'day', tab: 'all', day: w.day('2026-11-22', [m], 'basketball') }));
    expect((w.page.page(id).model.rows[301] as BasketballRow)).toMatchObject({ statusText: '第三节', clock: '08:42' });
  });

  it('[HT-8] bad day input is a refusal value: a bad date, not bytes, bytes that do not decode, a day not loaded', () => {
    const { hub, day } = world();
    const load = (date: unknown, bytes: unknown) => hub.days.load('football', date as string, bytes as ArrayBuffer);
    expect(load('2026-13-01', response([]))).toMatchObject({ ok: false, reason: 'badDay' });
    expect(load('2026-11-21', 'bytes')).toMatchObject({ ok: false, reason: 'badDay' });
    expect(load('2026-11-21', Uint8Array.of(0xff, 0xff, 0xff).buffer)).toMatchObject({ ok: false, reason: 'badDay' });
    expect(hub.days.load('tennis' as never, '2026-11-21', response([]))).toMatchObject({ ok: false, reason: 'badSport' });
    const ask = (date: unknown, sport: Match['sport'] = 'football') => hub.subscribe({ sport, list: 'day', tab: 'all', day: date as string });
    expect(ask(undefined)).toMatchObject({ ok: false, reason: 'badDay' });
    expect(ask('2026-11-21')).toMatchObject({ ok: false, reason: 'badDay' }); // never loaded
    day('2026-11-21', []);
    expect(ask('2026-11-21', 'basketball')).toMatchObject({ ok: false, reason: 'badDay' }); // loaded for football only
    expect(hub.subscriptions).toBe(0);
  });

  it('keeps the last DAYS_KEPT days per sport; an open view keeps its own list', () => {
    const w = world();
    const first = w.page.accept(w.hub.subscribe({ sport: 'football', list: 'day', tab: 'all', day: w.day('2026-11-01', [finished(101, 1)]) }));
    for (let d = 2; d <= 1 + DAYS_KEPT; d++) w.day(`2026-11-${String(d).padStart(2, '0')}`, []);
    expect(w.hub.days.get('football', '2026-11-01')).toBeUndefined();
    expect(w.hub.days.get('football', `2026-11-${String(1 + DAYS_KEPT).padStart(2, '0')}`)).toBeDefined();
    w.fold([]);
    expect(w.page.page(first).model.rows[101]).toBeDefined();
  });

  it('an empty day is an empty view (the page shows 暂无数据 [LS-11])', () => {
    const { page, hub, day } = world();
    const id = page.accept(hub.subscribe({ sport: 'football', list: 'day', tab: 'all', day: day('2026-11-25', []) }));
    expect(page.page(id).model.order).toEqual([]);
    expect(dayListOf('football', response([]))?.matches).toEqual({});
  });
});
