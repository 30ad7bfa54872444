// The match centre live, by example (issue #13): what a watch says before and without its match, what it posts for
// a frame (only what changed), what it does not post, and when the feed has gone quiet.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, LiveState, Match, MatchDetailChange, MatchDetailPatch, MatchDetailView, Patch, Sport, Unstamped } from '../../core';
import {
  applyDetailPatch, BASKETBALL_HIGHLIGHT_MS, EMPTY_STATE, fold, FOOTBALL_HIGHLIGHT_MS, loadingDetailView, QUIET_AFTER_MS, VAR_FLAG_MS,
} from '../../core';
import { match, snapshot } from '../../core/test-support/builders';
import { withListBytes } from '../../core/test-support/list-bytes';
import { DAY } from '../../core/test-support/world';
import { ManualScheduler } from '../../time/manual-scheduler';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { ViewHub } from './view-hub';

const KICK_OFF = DAY - 20 * 60; // unix s: 20 minutes played when the clock starts at DAY
const going = (id: number, over: Partial<Match> = {}) => match('football', id, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF, ...over });

const line = (index: number, data: string) => ({ main: false, type: 0, position: 0, time: `${20 + index}'`, data, index });

function world(matches: Match[] = [going(1), going(2)], sport: Sport = 'football') {
  const scheduler = new ManualScheduler(DAY * 1000);
  const patches: Patch[] = [];
  const hub = new ViewHub({ scheduler, local: DEFAULT_LOCAL_ITEMS, post: (p) => { patches.push(p); } });
  let state: LiveState = EMPTY_STATE;
  let seq = 0;
  const feed = (...events: (Unstamped | FeedEvent)[]) => {
    const stamped = events.map((e) => ({ ...e, seq: ++seq, ts: scheduler.now() }) as FeedEvent);
    const folded = fold(state, stamped);
    state = folded.state;
    hub.batch({ state, changes: folded.changes, ts: scheduler.now() });
  };
  const watch = (id: number, matchId = 1) => {
    const answer = hub.watchMatch(id, sport, matchId);
    if (!answer.ok) throw new Error(answer.reason);
    patches.push(answer.patch);
    return id;
  };
  const parts = (id: number, from = 0): MatchDetailPatch[] => patches.slice(from).flatMap((p) => (p.details ?? []).filter((d) => d.subscription === id));
  const view = (id: number, matchId = 1): MatchDetailView => parts(id).reduce(applyDetailPatch, loadingDetailView(sport, matchId));
  /** What a watch started now would show: a fresh look at the state. */
  const fresh = (matchId = 1): MatchDetailView => {
    const answer = hub.watchMatch(999, sport, matchId);
    if (!answer.ok) throw new Error(answer.reason);
    hub.unwatch(999);
    const first = answer.patch.details?.[0];
    if (first?.kind !== 'full') throw new Error('no full view');
    return first.view;
  };
  const changes = (id: number, from: number): MatchDetailChange[] => parts(id, from).flatMap((p) => (p.kind === 'change' ? [p.change] : []));
  return { scheduler, hub, patches, feed, watch, parts, view, fresh, changes, lists: () => feed(snapshot(sport, matches, ++seq, 's')) };
}

describe('the match centre live (issue #13)', () => {
  it("says 'loading' before the lists came and 'unknown' after them for a match they lack, then 'live' when it comes", () => {
    const w = world([going(2)]);
    w.watch(5);
    expect(w.view(5).status).toBe('loading');
    w.lists();
    expect(w.view(5)).toMatchObject({ status: 'unknown', row: null, match: null });
    w.feed({ type: 'matchUpsert', sport: 'football', match: going(1), competition: snapshot('football', []).competitions[0], homeTeam: snapshot('football', []).teams[0], awayTeam: snapshot('football', []).teams[1] });
    expect(w.view(5)).toMatchObject({ status: 'live', matchId: 1, row: { score: '0-0', minute: "21'" } });
  });

  it("carries the header's logos from the feed state, and posts them again only when the feed changes one", () => {
    const w = world();
    const lists = snapshot('football', [going(1)], 1, 's');
    w.feed({ ...lists, competitions: [{ ...lists.competitions[0], logo: '/logos/competitions/1.png' }], teams: [{ ...lists.teams[0], logo: '/logos/teams/11.png' }, lists.teams[1]] });
    w.watch(5);
    expect(w.view(5).logos).toEqual({ competition: '/logos/competitions/1.png', home: '/logos/teams/11.png', away: '' });
    const from = w.patches.length;
    w.feed(withListBytes({ type: 'textLive', sport: 'football', matchId: 1, mode: 'append', items: [line(0, '开球')] }));
    expect(w.changes(5, from).some((c) => 'logos' in c)).toBe(false);
  });

  it('a new text-live line posts that line only, not the whole list', () => {
    const w = world();
    w.lists();
    w.feed(withListBytes({ type: 'textLive', sport: 'football', matchId: 1, mode: 'append', items: [line(0, '开球'), line(1, '角球'), line(2, '射门')] }));
    w.watch(5);
    const from = w.patches.length;
    w.feed(withListBytes({ type: 'textLive', sport: 'football', matchId: 1, mode: 'append', items: [line(3, '进球！')] }));
    expect(w.changes(5, from)).toEqual([{ textLive: { length: 4, items: [[3, line(3, '进球！')]] } }]); // same clock: updatedAt stays
    w.feed(withListBytes({ type: 'textLive', sport: 'football', matchId: 1, mode: 'edit', items: [line(1, '角球（更正）')] }));
    expect(w.changes(5, from).at(-1)).toEqual({ textLive: { length: 4, items: [[1, line(1, '角球（更正）')]] } });
    expect(w.view(5).textLive.map((l) => l.data)).toEqual(['开球', '角球（更正）', '射门', '进球！']);
  });

  it("a frame for another match posts nothing for this match's subscription", () => {
    const w = world();
    w.lists();
    w.watch(5);
    const from = w.patches.length;
    w.feed({ type: 'score', sport: 'football', matchId: 2, statusId: 2, goingTime: KICK_OFF, homeScores: [1, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0 });
    w.feed(withListBytes({ type: 'incidents', sport: 'football', matchId: 2, mode: 'append', items: [] }));
    expect(w.parts(5, from)).toEqual([]);
  });

  it('unwatch stops the posts; the id is free again, and ids are shared with list subscriptions', () => {
    const w = world();
    w.lists();
    w.watch(5);
    expect(w.hub.watchMatch(5, 'football', 2)).toMatchObject({ ok: false, reason: 'badId' });
    expect(w.hub.subscribe({ sport: 'football', list: 'today', tab: 'all' }, 5)).toMatchObject({ ok: false, reason: 'badId' });
    expect(w.hub.unwatch(5)).toBe(true);
    expect(w.hub.unwatch(5)).toBe(false);
    const from = w.patches.length;
    w.feed({ type: 'score', sport: 'football', matchId: 1, statusId: 2, goingTime: KICK_OFF, homeScores: [1, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0 });
    w.scheduler.advance(60_000);
    expect(w.parts(5, from)).toEqual([]);
    expect(w.hub.watchMatch(6, JSON.parse('"rugby"'), 1)).toMatchObject({ ok: false, reason: 'badSport' });
    expect(w.hub.watchMatch(6, 'football', -3)).toMatchObject({ ok: false, reason: 'badMatch' });
  });

  it('[MN-1] the header minute moves with the clock, and a going match whose feed is silent turns quiet until a frame comes', () => {
    const w = world();
    w.lists();
    w.watch(5);
    expect(w.view(5)).toMatchObject({ row: { minute: "21'" }, updatedAt: DAY * 1000, quiet: false });
    w.scheduler.advance(60_000);
    expect(w.view(5)).toMatchObject({ row: { minute: "22'" }, quiet: false });
    w.scheduler.advance(QUIET_AFTER_MS);
    expect(w.view(5).quiet).toBe(true);
    w.feed(withListBytes({ type: 'incidents', sport: 'football', matchId: 1, mode: 'append', items: [] }));
    expect(w.view(5)).toMatchObject({ quiet: false, updatedAt: w.scheduler.now() });
  });

  it('a replay seeked back keeps no stamp from the time it left: updatedAt is never ahead of the clock', () => {
    const w = world();
    let t = DAY * 1000;
    w.hub.sessionStarted({ now: () => t, delayUntil: (ts) => Math.max(0, ts - t) });
    w.lists();
    w.watch(5);
    t += 600_000;
    w.feed(withListBytes({ type: 'incidents', sport: 'football', matchId: 1, mode: 'append', items: [] }));
    expect(w.view(5).updatedAt).toBe(t);
    t = DAY * 1000 + 60_000; // seeked back; a frame for another match
    w.feed(withListBytes({ type: 'incidents', sport: 'football', matchId: 2, mode: 'append', items: [] }));
    expect(w.view(5).updatedAt).toBeLessThanOrEqual(t);
    w.feed(withListBytes({ type: 'incidents', sport: 'football', matchId: 1, mode: 'append', items: [] }));
    expect(w.view(5).updatedAt).toBe(t);
  });

  it('[GN-1] a goal goes out at once with the list rows: one patch holds the list row and the header', () => {
    const w = world();
    w.lists();
    const list = w.hub.subscribe({ sport: 'football', list: 'today', tab: 'all' }, 4);
    expect(list.ok).toBe(true);
    w.watch(5);
    const from = w.patches.length;
    w.feed({ type: 'score', sport: 'football', matchId: 1, statusId: 2, goingTime: KICK_OFF, homeScores: [1, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0 });
    expect(w.patches.length).toBe(from + 1);
    expect(w.patches[from].views).toHaveLength(1);
    expect(w.changes(5, from)).toEqual([expect.objectContaining({ row: expect.objectContaining({ score: '1-0', highlighted: true }) })]);
  });
});

// What the header shows for a while after a frame, and must drop when the while is over with no further frame: the
// watch sets its timer for the flag's end, as the list rows do (ViewPatcher.nextExpiry), whatever the match's status.
describe("the match centre's flags that run out with the clock", () => {
  const score = (sport: Sport, statusId: number, home: number[]): Unstamped => ({
    type: 'score', sport, matchId: 1, statusId, goingTime: KICK_OFF, homeScores: home, awayScores: [0, 0, 0, 0, 0],
    homeOverTime: [], awayOverTime: [], note: '', clockSeconds: 0,
  });

  // Abnormal (0) and not started (1) are not going: no 15 s minute refresh re-projects their header.
  it.each([
    ['abnormal', 0], ['not started', 1], ['half-time', 3], ['first half', 2],
  ])('[RT-3] a VAR flag clears when its 3 minutes run out, with no further frame: %s (status %i)', (_name, statusId) => {
    const w = world([going(1, { statusId })]);
    w.lists();
    w.watch(5);
    w.feed({ type: 'var', sport: 'football', matchId: 1, check: { reason: 1, result: 0, position: 0, time: 0 } });
    expect(w.view(5).row).toMatchObject({ varActive: true });
    w.scheduler.advance(VAR_FLAG_MS - 1);
    expect(w.view(5).row).toMatchObject({ varActive: true });
    w.scheduler.advance(1);
    expect(w.view(5).row).toMatchObject({ varActive: false });
    expect(w.view(5).row).toEqual(w.fresh().row);
  });

  it('[RT-3] seed -503338137 of the property: a VAR frame, then 200 s with no frame for the match; the header agrees with a fresh look', () => {
    const w = world([going(1, { statusId: 0 })]);
    w.lists();
    w.watch(5);
    w.scheduler.advance(100_000);
    w.feed({ type: 'var', sport: 'football', matchId: 1, check: { reason: 1, result: 0, position: 0, time: 0 } });
    w.scheduler.advance(100_000);
    w.feed(withListBytes({ type: 'incidents', sport: 'football', matchId: 2, mode: 'append', items: [] }));
    w.scheduler.advance(100_000);
    expect(w.view(5).row).toMatchObject({ varActive: false });
    expect(w.view(5)).toEqual({ ...w.fresh(), updatedAt: w.view(5).updatedAt });
  });

  it.each([
    ['first half', 2], ['abnormal', 0],
  ])('[GN-5] a football goal highlights the header for 10 s, then it goes with no further frame: %s (status %i)', (_name, statusId) => {
    const w = world([going(1, { statusId })]);
    w.lists();
    w.watch(5);
    w.scheduler.advance(1_000); // the goal lands off the 15 s minute refresh's beat: only the highlight's own timer ends it on time
    w.feed(score('football', statusId, [1, 0, 0, 0, 0]));
    expect(w.view(5).row).toMatchObject({ score: '1-0', highlighted: true });
    w.scheduler.advance(FOOTBALL_HIGHLIGHT_MS - 1);
    expect(w.view(5).row).toMatchObject({ highlighted: true });
    w.scheduler.advance(1);
    expect(w.view(5).row).toMatchObject({ highlighted: false });
  });

  it('[GN-5] a basketball score highlights the header for 5 s (basketballGoalTip on by default), then it goes with no further frame', () => {
    const w = world([match('basketball', 1, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF })], 'basketball');
    w.lists();
    w.watch(5);
    w.feed(score('basketball', 2, [2, 0, 0, 0, 0]));
    expect(w.view(5).row).toMatchObject({ highlighted: true });
    w.scheduler.advance(BASKETBALL_HIGHLIGHT_MS - 1);
    expect(w.view(5).row).toMatchObject({ highlighted: true });
    w.scheduler.advance(1);
    expect(w.view(5).row).toMatchObject({ highlighted: false });
  });

  it('[MN-4] quiet comes with the clock alone: a going match whose feed says nothing for QUIET_AFTER_MS, within one minute refresh', () => {
    const w = world();
    w.lists();
    w.watch(5);
    w.scheduler.advance(QUIET_AFTER_MS - 1);
    expect(w.view(5).quiet).toBe(false);
    w.scheduler.advance(15_000);
    expect(w.view(5).quiet).toBe(true);
  });

  it('[LS-2] when the Beijing day turns, the header row of a match kicking off tomorrow reads today, with no frame', () => {
    const tomorrow = match('football', 1, { statusId: 1, matchTime: DAY + 24 * 3600 });
    const w = world([tomorrow]);
    w.lists();
    w.watch(5);
    expect(w.view(5).row).toMatchObject({ dayOffset: 1 });
    w.scheduler.advance(24 * 3600_000);
    expect(w.view(5).row).toMatchObject({ dayOffset: 0 });
    expect(w.view(5).row).toEqual(w.fresh().row);
  });

  it('[LS-9] following a match not going stars the header at once, with no frame for it', () => {
    const w = world([match('football', 1, { statusId: 1 })]);
    w.lists();
    w.watch(5);
    expect(w.view(5).row).toMatchObject({ followed: false });
    w.hub.setFollowed('football', [1]);
    expect(w.view(5).row).toMatchObject({ followed: true });
  });

  it("the user's settings reach the header at once, with no frame: rankingShow off drops the teams' ranks", () => {
    const w = world([match('football', 1, { statusId: 1, homePosition: 3, awayPosition: 5 })]);
    w.lists();
    w.watch(5);
    expect(w.view(5).row).toMatchObject({ homeRank: '3' });
    w.hub.localChanged({ ...DEFAULT_LOCAL_ITEMS, settings: { ...DEFAULT_LOCAL_ITEMS.settings, rankingShow: false } });
    expect(w.view(5).row).toMatchObject({ homeRank: '' });
    expect(w.view(5).row).toEqual(w.fresh().row);
  });
});
