import { describe, expect, it } from 'vitest';
import type { Match } from '../model';
import { emptyChanges } from '../fold/draft';
import type { Settings } from '../rules/settings';
import { DEFAULT_SETTINGS } from '../rules/settings';
import type { RowSignal } from '../rules/goal-signals';
import type { FootballRow } from '../views/row-types';
import { at, ctxOf, DAY_START, footballSpec, HOUR, matchOf, stateOf } from '../views/test-support/builders';
import { FOCUS_SECTION_LIMIT } from '../views/trimming';
import type { ViewContext } from '../views/view-spec';
import { PageModel } from './test-support/page-model';
import type { ViewPatch } from './view-patch';
import { ViewPatcher } from './view-patcher';

const KICK_OFF = at(19);
const NOW = (KICK_OFF + 20 * 60) * 1000; // 20 minutes into the first half

const going = (id: number, over: Partial<Match> = {}) =>
  matchOf('football', id, { statusId: 2, matchTime: KICK_OFF + id, goingTime: KICK_OFF, homeScores: [0, 0, 0, 0, 0], ...over });

function changed(...ids: number[]) {
  const c = emptyChanges();
  ids.forEach((id) => c.matches.football.add(id));
  return c;
}

function world(matches: Match[], list: 'today' | 'focus' = 'today') {
  let state = stateOf(matches);
  let now = NOW;
  let settings: Settings = DEFAULT_SETTINGS;
  const highlights = new Map<number, number>();
  const ctx: ViewContext = ctxOf();
  const projection = () => ({ now, settings, highlightUntil: (id: number) => highlights.get(id) ?? 0 });
  const patcher = new ViewPatcher(1, footballSpec({ list }), state, ctx);
  const page = new PageModel();
  const post = (patch: ViewPatch | null) => { if (patch) page.apply(patch); return patch; };
  post(patcher.initial(projection()));
  return {
    patcher, page, highlights, ctx,
    row: (id: number) => page.model.rows[id] as FootballRow,
    at(ms: number) { now = ms; },
    settings(s: Partial<Settings>) { settings = { ...settings, ...s }; },
    fold(next: Match[], signals: RowSignal[] = []) {
      state = stateOf(next);
      return post(patcher.update({ state, changes: changed(...next.map((m) => m.id)), ctx, projection: projection(), signals }));
    },
    change(m: Match, signals: RowSignal[] = []) {
      state = stateOf(Object.values({ ...state.football.matches, [m.id]: m }));
      return post(patcher.update({ state, changes: changed(m.id), ctx, projection: projection(), signals }));
    },
    refresh(extra: { allRows?: boolean } = {}) {
      return post(patcher.update({ state, ctx, projection: projection(), clockRows: true, ...extra }));
    },
  };
}

describe('ViewPatcher', () => {
  it('[LS-11] the first patch resets the page; an empty list is an empty model', () => {
    const w = world([]);
    expect(w.page.model).toEqual({ order: [], rows: {} });
    expect(w.refresh()).toBeNull();
  });

  it('[LS-4] a row that comes into a trimmed list without being touched arrives with all its fields', () => {
    const matches = Array.from({ length: FOCUS_SECTION_LIMIT + 1 }, (_, i) => going(i + 1));
    const w = world(matches, 'focus');
    expect(w.page.model.rows[FOCUS_SECTION_LIMIT + 1]).toBeUndefined();
    w.change({ ...matches[0], statusId: 8 }); // the first going match finishes: the twelfth comes into view
    expect(w.row(FOCUS_SECTION_LIMIT + 1)).toMatchObject({ id: FOCUS_SECTION_LIMIT + 1, minute: "21'", homeName: '球队11', group: 'going' });
    expect(w.row(1)).toMatchObject({ statusText: '完场', group: 'finish' });
  });

  it('[MN-4] the clock refresh moves live minutes on, and leaves the other rows alone', () => {
    const w = world([going(1), matchOf('football', 2, { statusId: 1, matchTime: at(21) })]);
    expect(w.row(1).minute).toBe("21'");
    w.at(NOW + 15_000);
    expect(w.refresh()).toBeNull(); // still minute 21: nothing to send
    w.at(NOW + 60_000);
    const patch = w.refresh();
    expect(w.row(1).minute).toBe("22'");
    expect(patch!.ints.length).toBeLessThan(20); // one row, minute and its rank
    expect(w.patcher.hasLiveMinutes()).toBe(true);
  });

  it('[RT-3] a VAR flag shows until varUntil, and the patcher says when that is', () => {
    const w = world([going(1)]);
    w.change(going(1, { varUntil: NOW + 180_000 }));
    expect(w.row(1).varActive).toBe(true);
    expect(w.patcher.nextExpiry({ now: NOW, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 })).toBe(NOW + 180_000);
    w.at(NOW + 180_000);
    w.refresh();
    expect(w.row(1).varActive).toBe(false);
  });

  it('[GN-5] [GN-1] a goal highlights the row and triggers a pop-up; both follow the rules', () => {
    const w = world([going(1), going(2)]);
    const goal: RowSignal = { kind: 'goal', sport: 'football', matchId: 1, side: 'home', at: NOW, highlightUntil: NOW + 10_000 };
    w.highlights.set(1, NOW + 10_000);
    w.change(going(1, { homeScores: [1, 0, 0, 0, 0] }), [goal]);
    expect(w.row(1)).toMatchObject({ score: '1-0', highlighted: true });
    expect(w.page.triggers).toEqual([{ kind: 'goal', sport: 'football', matchId: 1, sides: ['home'], at: NOW, room: null }]);
    w.at(NOW + 10_000);
    w.refresh();
    expect(w.row(1).highlighted).toBe(false);
  });

  it('[GN-2] [GN-6] no pop-up for a match outside the list, nor with the goal tip off', () => {
    const w = world([going(1)]);
    const signal = (matchId: number): RowSignal => ({ kind: 'goal', sport: 'football', matchId, side: 'away', at: NOW, highlightUntil: 0 });
    w.change(going(1, { peopleNum: 1 }), [signal(99), signal(1), { ...signal(1), sport: 'basketball' }]);
    expect(w.page.triggers.map((t) => t.matchId)).toEqual([1]);
    w.settings({ goalTip: false });
    w.change(going(1, { peopleNum: 2 }), [signal(1)]);
    expect(w.page.triggers.map((t) => t.matchId)).toEqual([1]);
  });

  it('settings that change how rows read re-project every row in one patch', () => {
    const w = world([going(1, { homePosition: 3 }), going(2, { awayPosition: 5 })]);
    expect(w.row(1).homeRank).toBe('3');
    w.settings({ rankingShow: false });
    w.refresh({ allRows: true });
    expect([w.row(1).homeRank, w.row(2).awayRank]).toEqual(['', '']);
  });

  it('[LS-5] a new sort direction moves the rows; nothing is re-sent that the page has', () => {
    const w = world([going(1), going(2), going(3)]);
    const patch = w.patcher.update({ state: stateOf([going(1), going(2), going(3)]), ctx: w.ctx, spec: footballSpec({ sortDirection: 'reverse' }), projection: { now: NOW, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 } });
    w.page.apply(patch!);
    expect(w.page.model.order.filter((r) => r.kind === 'match').map((r) => (r.kind === 'match' ? r.id : 0))).toEqual([3, 2, 1]);
    expect(patch!.strings).toBe('');
  });

  it('[LS-2] a new day re-reads every row: kick-off days move, and only they are sent', () => {
    const tomorrow = matchOf('football', 5, { statusId: 1, matchTime: at(24 + 20) });
    const w = world([going(1), tomorrow]);
    expect(w.row(5).dayOffset).toBe(1);
    const nextDay = { ...w.ctx, dayStart: DAY_START + 24 * HOUR };
    const patch = w.patcher.update({ state: stateOf([going(1), tomorrow]), ctx: nextDay, projection: { now: NOW + 24 * HOUR, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 } });
    w.page.apply(patch!);
    expect(w.row(5)).toMatchObject({ dayOffset: 0 });
    expect(w.row(1).dayOffset).toBe(-1);
  });
});
