import { describe, expect, it } from 'vitest';
import type { LiveState, Match } from '../../core';
import { BASKETBALL_HIGHLIGHT_MS, emptyChanges } from '../../core';
import type { BasketballRow, FootballRow } from '../../core';
import { at, DAY_START, HOUR, matchOf, stateOf } from '../../core/views/test-support/builders';
import type { Batch } from '../ingest/feed-ingest';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import type { LocalItems } from '../persist/local-items';
import { ManualScheduler } from '../../time/manual-scheduler';
import { PageViews } from '../test-support/page-views';
import { ViewHub } from './view-hub';

const KICK_OFF = at(19);
const DAY = 24 * HOUR;
const NOW = (KICK_OFF + 20 * 60) * 1000 + 10_000; // 20 min 10 s into the first half: minute 21'

const going = (id: number, over: Partial<Match> = {}) =>
  matchOf('football', id, { statusId: 2, matchTime: KICK_OFF + id, goingTime: KICK_OFF, ...over });

function world(matches: Match[] = [going(1), going(2)]) {
  const scheduler = new ManualScheduler(NOW);
  const page = new PageViews();
  const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: page.apply });
  let state: LiveState = stateOf([]);
  const fold = (next: Match[], replaced = false, repaired = false) => {
    const changes = emptyChanges();
    for (const m of [...next, ...Object.values(state.football.matches)]) changes.matches.football.add(m.id);
    if (replaced) changes.replaced.add('football');
    state = stateOf(next);
    const batch: Batch = { state, changes, ts: scheduler.now(), ...(repaired && { repairs: new Set(['football'] as const) }) };
    hub.batch(batch);
  };
  fold(matches, true);
  const sub = page.accept(hub.subscribe({ sport: 'football', list: 'today', tab: 'all' }));
  const rows = () => page.page(sub).model.rows as Record<number, FootballRow>;
  return { scheduler, page, hub, fold, sub, rows, model: () => page.page(sub).model, flushes: () => page.patches.length - 1 };
}

describe('ViewHub', () => {
  it('one batch, one patch for all subscriptions, each with only its changes', () => {
    const w = world();
    const other = w.page.accept(w.hub.subscribe({ sport: 'football', list: 'focus', tab: 'all' }));
    const basketball = w.page.accept(w.hub.subscribe({ sport: 'basketball', list: 'today', tab: 'all' }));
    const before = w.page.patches.length;
    w.fold([going(1, { homeScores: [1, 0, 0, 0, 0] }), going(2)]);
    expect(w.page.patches.length).toBe(before + 1);
    expect(w.page.patches.at(-1)!.views).toHaveLength(2); // basketball had nothing to say
    expect(w.rows()[1].score).toBe('1-0');
    expect((w.page.page(other).model.rows[1] as FootballRow).score).toBe('1-0');
    expect(w.page.page(basketball).model.order).toEqual([]);
  });

  it('[MN-4] live minutes move on every 15 s, with no patch when no minute changed', () => {
    const w = world();
    expect(w.rows()[1].minute).toBe("21'");
    w.scheduler.advance(15_000);
    expect(w.flushes()).toBe(0);
    w.scheduler.advance(45_000); // 21:10 → 22:10 into the half
    expect(w.rows()[1].minute).toBe("22'");
    expect(w.flushes()).toBe(1);
  });

  it('[MN-4] minutes move on when the session\'s clock reads days behind the one the list was opened on', () => {
    // The page subscribed before the feed's first pong (its clock read the device's time); the feed replays a day a
    // week earlier. The refresh planned from the device's reading must not wait a week.
    const scheduler = new ManualScheduler(NOW + 7 * DAY);
    const page = new PageViews();
    const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: page.apply });
    const sub = page.accept(hub.subscribe({ sport: 'football', list: 'today', tab: 'all' }));
    const feed = { now: () => scheduler.now() - 7 * DAY, delayUntil: (ts: number) => Math.max(0, ts - (scheduler.now() - 7 * DAY)) };
    hub.sessionStarted(feed);
    const state = stateOf([going(1), going(2)]);
    const changes = emptyChanges();
    changes.replaced.add('football');
    for (const id of [1, 2]) changes.matches.football.add(id);
    hub.batch({ state, changes, ts: feed.now() });
    const rows = () => page.page(sub).model.rows as Record<number, FootballRow>;
    expect(rows()[1].minute).toBe("21'");
    scheduler.advance(60_000);
    expect(rows()[1].minute).toBe("22'");
  });

  it('[RT-3] a VAR flag goes up with the batch and comes down 3 minutes later, at its own time', () => {
    const w = world([going(1, { statusId: 3 })]); // half-time: no minute to refresh
    w.fold([going(1, { statusId: 3, varUntil: NOW + 180_000 })]);
    expect(w.rows()[1].varActive).toBe(true);
    expect(w.page.patches.at(-1)!.views).toHaveLength(1);
    w.scheduler.advance(179_000);
    expect(w.rows()[1].varActive).toBe(true);
    w.scheduler.advance(1_000);
    expect(w.rows()[1].varActive).toBe(false);
  });

  it('[GN-1] [GN-5] a goal highlights the row for 10 s and triggers a pop-up; a list snapshot is no goal', () => {
    const w = world();
    w.fold([going(1, { homeScores: [1, 0, 0, 0, 0] }), going(2)]);
    const last = () => w.page.page(w.sub).triggers;
    expect(w.rows()[1].highlighted).toBe(true);
    expect(last()).toEqual([{ kind: 'goal', sport: 'football', matchId: 1, sides: ['home'], at: NOW, room: null }]);
    w.scheduler.advance(10_000);
    expect(w.rows()[1].highlighted).toBe(false);
    w.fold([going(1, { homeScores: [1, 0, 0, 0, 0] }), going(2, { awayScores: [3, 0, 0, 0, 0] })], true); // a resync
    expect(w.rows()[2]).toMatchObject({ score: '0-3', highlighted: false });
    expect(last()).toHaveLength(1);
  });

  it('[GN-5] a basketball score highlights its row for 5 s (basketballGoalTip on), and the row drops it then with no further frame', () => {
    const scheduler = new ManualScheduler(NOW);
    const page = new PageViews();
    const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: page.apply });
    const q1 = (home: number) => matchOf('basketball', 1, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF, homeScores: [home, 0, 0, 0, 0] });
    const fold = (m: Match, replaced: boolean) => {
      const changes = emptyChanges();
      changes.matches.basketball.add(m.id);
      if (replaced) changes.replaced.add('basketball');
      hub.batch({ state: stateOf([], [m]), changes, ts: scheduler.now() });
    };
    fold(q1(0), true);
    const sub = page.accept(hub.subscribe({ sport: 'basketball', list: 'today', tab: 'all' }));
    const row = () => page.page(sub).model.rows[1] as BasketballRow;
    scheduler.advance(1_000);
    fold(q1(2), false);
    expect(row().highlighted).toBe(true);
    scheduler.advance(BASKETBALL_HIGHLIGHT_MS - 1);
    expect(row().highlighted).toBe(true);
    scheduler.advance(1);
    expect(row().highlighted).toBe(false);
  });

  it('[GN-1] a resync that repairs a gap signals the goal the client missed, marked late, where exactly one side rose', () => {
    const w = world();
    const last = () => w.page.page(w.sub).triggers;
    // Match 1: one side rose (a missed goal); match 2: both rose (no goal [GN-1]).
    w.fold([going(1, { awayScores: [1, 0, 0, 0, 0] }), going(2, { homeScores: [1, 0, 0, 0, 0], awayScores: [1, 0, 0, 0, 0] })], true, true);
    expect(last()).toEqual([{ kind: 'goal', sport: 'football', matchId: 1, sides: ['away'], at: NOW, late: true, room: null }]);
    expect(w.rows()[1]).toMatchObject({ score: '0-1', highlighted: true });
  });

  it('[LS-2] when the day turns, every row reads the new day', () => {
    const tomorrow = matchOf('football', 7, { statusId: 1, matchTime: at(24 + 9) });
    const w = world([tomorrow]);
    expect(w.rows()[7]).toMatchObject({ dayOffset: 1, time: '09:00' });
    expect(w.model().order[0]).toEqual({ kind: 'divider', section: 'tomorrow' });
    w.scheduler.advance(DAY_START + 24 * HOUR - NOW);
    expect(w.rows()[7]).toMatchObject({ dayOffset: 0 });
    expect(w.model().order[0]).toEqual({ kind: 'divider', section: 'notStarted' });
  });

  it('[LS-6] [LS-5] pins move rows on top; a sort direction followed from the settings reorders, a fixed one does not', () => {
    const w = world([going(1), going(2), going(3)]);
    const fixed = w.page.accept(w.hub.subscribe({ sport: 'football', list: 'today', tab: 'all', sortDirection: 'order' }));
    const ids = (id: number) => w.page.page(id).model.order.flatMap((r) => (r.kind === 'match' ? [r.id] : []));
    const items = (over: Partial<LocalItems>) => ({ ...DEFAULT_LOCAL_ITEMS, ...over });
    w.hub.localChanged(items({ pinned: { football: [3], basketball: [] } }));
    expect(ids(w.sub)).toEqual([3, 1, 2]);
    expect(w.rows()[3].pinned).toBe(true);
    w.hub.localChanged(items({ pinned: { football: [3], basketball: [] }, settings: { ...DEFAULT_LOCAL_ITEMS.settings, sortDirection: 'reverse', rankingShow: false } }));
    expect(ids(w.sub)).toEqual([3, 2, 1]);
    expect(ids(fixed)).toEqual([3, 1, 2]);
  });

  it('[LS-9] setFollowed feeds the followed list and the stars; junk is refused', () => {
    const w = world();
    const followed = w.page.accept(w.hub.subscribe({ sport: 'football', list: 'followed', tab: 'all' }));
    expect(w.page.page(followed).model.order).toEqual([]);
    expect(w.hub.setFollowed('football', [2])).toBe(true);
    expect(w.page.page(followed).model.order).toEqual([{ kind: 'divider', section: 'going' }, { kind: 'match', id: 2 }]);
    expect(w.rows()[2].followed).toBe(true);
    expect(w.hub.setFollowed('football', ['x' as unknown as number])).toBe(false);
  });

  it('a new session replaces the rows of the old one, and its snapshot raises no goals', () => {
    const w = world();
    w.hub.sessionStarted({ now: () => w.scheduler.now(), delayUntil: (ts) => ts - w.scheduler.now() });
    w.fold([going(5, { homeScores: [4, 0, 0, 0, 0] })]);
    expect(Object.keys(w.model().rows)).toEqual(['5']);
    expect(w.page.page(w.sub).triggers).toEqual([]);
  });

  it('a paused clock plans no refresh; a refusal is a value', () => {
    const w = world();
    w.hub.sessionStarted({ now: () => NOW, delayUntil: () => Infinity });
    w.scheduler.advance(60 * 60_000);
    expect(w.flushes()).toBe(0);
    expect(w.hub.subscribe({ sport: 'football', list: 'tomorrow' as 'today', tab: 'all' })).toMatchObject({ ok: false, reason: 'badList' });
    expect(w.hub.subscribe({ sport: 'football', list: 'today', tab: 'vieBasketball' })).toMatchObject({ ok: false, reason: 'badTab' });
    expect(w.hub.subscribe(null as never)).toMatchObject({ ok: false });
    expect(w.hub.unsubscribe(w.sub)).toBe(true);
    expect(w.scheduler.pending).toBe(0);
  });

  it('a list snapshot is posted unpaced (an opening page shows its rows at once); a delta is paced', () => {
    const scheduler = new ManualScheduler(NOW);
    const posted: boolean[] = [];
    const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: (_patch, unpaced) => posted.push(unpaced) });
    hub.subscribe({ sport: 'football', list: 'today', tab: 'all' });
    const batch = (matches: Match[], replaced: boolean) => {
      const changes = emptyChanges();
      for (const m of matches) changes.matches.football.add(m.id);
      if (replaced) changes.replaced.add('football');
      hub.batch({ state: stateOf(matches), changes, ts: scheduler.now() });
    };
    batch([going(1), going(2)], true);
    batch([going(1, { homeScores: [0, 0, 0, 0, 0], statusId: 3 }), going(2)], false);
    batch([going(1), going(3)], true); // a resync's snapshot
    expect(posted).toEqual([true, false, true]);
  });
});
