// @vitest-environment happy-dom
// The filter dialog over a fake engine: tabs [FT-1], letter groups [FT-2], buttons and count [FT-3], the
// zero-selection toast [FT-4], the saved choice, the [AU-8] reload, and an empty answer asked again (the dialog
// opened before the page's engine folded its lists).
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sport } from '../../../engine/core';
import type { FilterCompetition, FilterTab } from '../../../engine/core/filter';
import { DEFAULT_SETTINGS } from '../../../engine/core/rules/settings';
import type { FilterChoice, LocalItems } from '../../../engine/worker/api';
import { requestCompetitionReload } from '../../accounts/competition-reload';
import { button, click, settle } from '../test-support/dom';
import { toastStore } from '../toast/toast-store';
import { FilterDialog } from './filter-dialog';
import { EMPTY_RETRY_MS } from './use-filter-dialog';
import type { FilterSource } from './filter-source';

const comp = (id: number, name: string, initial: string, matchCount: number, hot = false): FilterCompetition => ({ id, name, initial, hot, matchCount, color: '#123456' });

const LISTS: Partial<Record<FilterTab, FilterCompetition[]>> = {
  all: [comp(1, '英超', 'Y', 6, true), comp(2, '澳超', 'A', 4), comp(3, '西乙', 'X', 3), comp(4, '阿甲', 'A', 2)],
  athletics: [comp(1, '英超', 'Y', 2, true), comp(3, '西乙', 'X', 1)],
  beiDan: [], passLeg: [comp(2, '澳超', 'A', 1)],
};

function fakeSource(saved: FilterChoice | null = null) {
  const calls: { setFilter: (FilterChoice | null)[]; fetched: string[] } = { setFilter: [], fetched: [] };
  const lists = { ...LISTS };
  const source: FilterSource = {
    filterCompetitions: async (sport: Sport, tab: FilterTab) => {
      calls.fetched.push(tab);
      return { ok: true, competitions: lists[tab] ?? [] };
    },
    localItems: async (): Promise<LocalItems> => ({
      pinned: { football: [], basketball: [] }, filters: { football: saved, basketball: null }, tabs: {}, settings: DEFAULT_SETTINGS, homeNotice: '',
    }),
    setFilter: async (_sport, choice) => { calls.setFilter.push(choice); },
  };
  return { source, calls, lists };
}

let root: Root;
let closed = 0;
afterEach(() => {
  vi.useRealTimers();
  act(() => root.unmount());
  document.body.innerHTML = '';
  closed = 0;
});

async function open(source: FilterSource, landed: () => Promise<void> = settle) {
  const app = document.createElement('div');
  document.body.append(app);
  root = createRoot(app);
  act(() => root.render(<FilterDialog open sport="football" source={source} onClose={() => { closed++; }} />));
  await landed();
  return document.querySelector<HTMLElement>('[data-testid="filter-dialog"]')!;
}

const tabs = (dialog: HTMLElement) => [...dialog.querySelectorAll('[role="tab"]')].map((t) => `${t.textContent}${t.getAttribute('aria-selected') === 'true' ? '*' : ''}`);
const groups = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLElement>('[data-testid="filter-group"]')]
  .map((g) => `${g.dataset.letter}:${[...g.querySelectorAll('[data-testid="filter-competition"]')].map((c) => c.textContent).join(',')}`);
const checked = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLElement>('[data-testid="filter-competition"]')]
  .filter((c) => c.querySelector('input')!.checked).map((c) => Number(c.dataset.competitionId));
const done = (dialog: HTMLElement) => button(dialog, /^完成/);
const competition = (dialog: HTMLElement, id: number) => dialog.querySelector<HTMLInputElement>(`[data-competition-id="${id}"] input`)!;

describe('FilterDialog', () => {
  it('[FT-1] [FT-2] football tabs 一级 竞足 北单 传足; competitions by letter, # (hot) first, with match counts', async () => {
    const dialog = await open(fakeSource().source);
    expect(tabs(dialog)).toEqual(['一级*', '竞足', '北单', '传足']);
    expect(groups(dialog)).toEqual(['#:英超6', 'A:澳超4,阿甲2', 'X:西乙3']);
    expect(done(dialog).textContent).toBe('完成(15)');
    click(button(dialog, '竞足'));
    await settle();
    expect(groups(dialog)).toEqual(['#:英超2', 'X:西乙1']);
    click(button(dialog, '北单'));
    await settle();
    expect(dialog.textContent).toContain('暂无数据');
  });

  it('[FT-3] 全选, 反选, 重置 and the count on 完成; 完成 saves the tab and its ticks', async () => {
    const { source, calls } = fakeSource();
    const dialog = await open(source);
    act(() => competition(dialog, 1).click());
    expect(checked(dialog)).toEqual([2, 4, 3]);
    expect(done(dialog).textContent).toBe('完成(9)');
    click(button(dialog, '反选'));
    expect(checked(dialog)).toEqual([1]);
    expect(done(dialog).textContent).toBe('完成(6)');
    click(button(dialog, '重置'));
    expect(checked(dialog)).toEqual([1, 2, 4, 3]);
    click(button(dialog, '反选'));
    click(button(dialog, '全选'));
    expect(done(dialog).textContent).toBe('完成(15)');
    act(() => competition(dialog, 3).click());
    click(done(dialog));
    await settle();
    expect(calls.setFilter).toEqual([{ tab: 'all', competitionIds: [1, 2, 4] }]);
    expect(closed).toBe(1);
  });

  it('[FT-3] everything ticked on 一级 saves no filter at all', async () => {
    const { source, calls } = fakeSource({ tab: 'all', competitionIds: [2] });
    const dialog = await open(source);
    click(button(dialog, '全选'));
    click(done(dialog));
    await settle();
    expect(calls.setFilter).toEqual([null]);
  });

  it('[FT-4] 完成 with nothing ticked in the active tab: 请选择至少一场比赛, and the dialog stays open', async () => {
    const { source, calls } = fakeSource();
    const dialog = await open(source);
    click(button(dialog, '竞足'));
    await settle();
    click(button(dialog, '反选'));
    expect(done(dialog).textContent).toBe('完成(0)');
    click(done(dialog));
    await settle();
    expect(toastStore.getSnapshot().map((t) => t.text)).toContain('请选择至少一场比赛');
    expect(calls.setFilter).toEqual([]);
    expect(closed).toBe(0);
    expect(document.querySelector('[data-testid="filter-dialog"]')).not.toBeNull();
  });

  it('[FT-3] opens on the saved tab with the saved ticks', async () => {
    const dialog = await open(fakeSource({ tab: 'athletics', competitionIds: [3] }).source);
    expect(tabs(dialog)).toEqual(['一级', '竞足*', '北单', '传足']);
    expect(checked(dialog)).toEqual([3]);
  });

  it('[FT-3] 重置 after reopening a filtered list restores all competitions: 一级, everything ticked, 完成 saves no filter', async () => {
    // Filtered to one league, 完成, reopened: the dialog opens with that league only.
    const { source, calls } = fakeSource({ tab: 'all', competitionIds: [2] });
    const dialog = await open(source);
    expect(checked(dialog)).toEqual([2]);
    expect(done(dialog).textContent).toBe('完成(4)');
    click(button(dialog, '重置'));
    await settle();
    expect(checked(dialog)).toEqual([1, 2, 4, 3]);
    expect(done(dialog).textContent).toBe('完成(15)');
    click(done(dialog));
    await settle();
    expect(calls.setFilter).toEqual([null]);
  });

  it('[FT-3] 重置 from a saved lottery tab goes back to 一级 with everything ticked, and other tabs open fully ticked', async () => {
    const dialog = await open(fakeSource({ tab: 'athletics', competitionIds: [3] }).source);
    click(button(dialog, '重置'));
    await settle();
    expect(tabs(dialog)).toEqual(['一级*', '竞足', '北单', '传足']);
    expect(checked(dialog)).toEqual([1, 2, 4, 3]);
    click(button(dialog, '竞足'));
    await settle();
    expect(checked(dialog)).toEqual([1, 3]);
  });

  it('[AU-8] a competition reload for the sport fetches the competitions again', async () => {
    const { source, calls, lists } = fakeSource();
    const dialog = await open(source);
    lists.all = [...LISTS.all!, comp(9, '德甲', 'D', 5, true)];
    act(() => requestCompetitionReload(['basketball']));
    await settle();
    expect(calls.fetched).toEqual(['all']);
    act(() => requestCompetitionReload(['football']));
    await settle();
    expect(calls.fetched).toEqual(['all', 'all']);
    expect(groups(dialog)[0]).toBe('#:英超6,德甲5');
  });

  it('[FT-1] a tab that answers no competitions is asked again until they arrive; the saved ticks then apply and stay the user\'s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    /** Moves the faked clock, letting the answers it releases land. */
    const advance = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });
    const { source, calls, lists } = fakeSource({ tab: 'all', competitionIds: [2, 3] });
    lists.all = []; // the page's engine has not folded its lists yet
    const dialog = await open(source, () => advance(0));
    expect(dialog.textContent).toContain('暂无数据');
    expect(calls.fetched).toEqual(['all']);
    click(button(dialog, '全选')); // nothing to tick yet: must not fix the tab's ticks to none

    await advance(EMPTY_RETRY_MS);
    expect(calls.fetched).toEqual(['all', 'all']);
    expect(dialog.textContent).toContain('暂无数据');

    lists.all = LISTS.all; // the lists arrive
    await advance(EMPTY_RETRY_MS);
    expect(groups(dialog)).toEqual(['#:英超6', 'A:澳超4,阿甲2', 'X:西乙3']);
    expect(checked(dialog)).toEqual([2, 3]); // the saved choice, as if the lists had been there on open

    act(() => competition(dialog, 2).click());
    await advance(EMPTY_RETRY_MS * 4);
    expect(calls.fetched).toHaveLength(3); // a tab that lists something is not asked again
    expect(checked(dialog)).toEqual([3]);
    expect(done(dialog).textContent).toBe('完成(3)');
  });
});
