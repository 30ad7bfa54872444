// The match centre live, by example (issue #13): what a watch says before and without its match, what it posts for
// a frame (only what changed), what it does not post, and when the feed has gone quiet.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, LiveState, Match, MatchDetailChange, MatchDetailPatch, MatchDetailView, Patch, Unstamped } from '../../core';
import { applyDetailPatch, EMPTY_STATE, fold, loadingDetailView, QUIET_AFTER_MS } from '../../core';
import { match, snapshot } from '../../core/test-support/builders';
import { withListBytes } from '../../core/test-support/list-bytes';
import { DAY } from '../../core/test-support/world';
import { ManualScheduler } from '../../time/manual-scheduler';
import { DEFAULT_LOCAL_ITEMS } from '../persist/local-items';
import { ViewHub } from './view-hub';

const KICK_OFF = DAY - 20 * 60; // unix s: 20 minutes played when the clock starts at DAY
const going = (id: number, over: Partial<Match> = {}) => match('football', id, { statusId: 2, matchTime: KICK_OFF, goingTime: KICK_OFF, ...over });

const line = (index: number, data: string) => ({ main: false, type: 0, position: 0, time: `${20 + index}'`, data, index });

function world(matches: Match[] = [going(1), going(2)]) {
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
    const answer = hub.watchMatch(id, 'football', matchId);
    if (!answer.ok) throw new Error(answer.reason);
    patches.push(answer.patch);
    return id;
  };
  const parts = (id: number, from = 0): MatchDetailPatch[] => patches.slice(from).flatMap((p) => (p.details ?? []).filter((d) => d.subscription === id));
  const view = (id: number): MatchDetailView => parts(id).reduce(applyDetailPatch, loadingDetailView('football', 1));
  const changes = (id: number, from: number): MatchDetailChange[] => parts(id, from).flatMap((p) => (p.kind === 'change' ? [p.change] : []));
  return { scheduler, hub, patches, feed, watch, parts, view, changes, lists: () => feed(snapshot('football', matches, ++seq, 's')) };
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
