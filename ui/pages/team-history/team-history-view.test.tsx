// @vitest-environment happy-dom
// /teamDetailHistory's states (skeleton, 比赛不存在, error with 重新加载) and its three tables, each row read from
// its team's side, with the side's 胜/平/负 summary.
import fc from 'fast-check';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyRow, summaryOf } from './history-rows';
import { matchIdOf } from './team-history-page';
import type { PastMatchData, TeamHistoryLoad } from './team-history-types';
import { TeamHistoryView } from './team-history-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function render(load: TeamHistoryLoad, onRetry = () => {}): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<MemoryRouter><TeamHistoryView load={load} onRetry={onRetry} /></MemoryRouter>));
  return container;
}
const $ = (el: ParentNode, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);

const past = (over: Partial<PastMatchData>): PastMatchData => ({
  matchId: 1, matchTime: 1_767_225_600, competitionId: 1, competitionName: '英超',
  homeTeamId: 10, homeTeamName: '曼城', homeTeamLogo: '', awayTeamId: 20, awayTeamName: '阿森纳', awayTeamLogo: '',
  homeScore: 2, awayScore: 1, homeHalf: 1, awayHalf: 0, ...over,
});

describe('history rows', () => {
  it('reads a result from either side, and dates it on Beijing\'s calendar', () => {
    const m = past({ matchTime: Date.UTC(2025, 11, 31, 16, 30) / 1000 }); // 00:30 on 1 January in Beijing
    expect(historyRow(m, 10)).toMatchObject({ outcome: '胜', teamAtHome: true, date: '2026-01-01', score: '2-1', half: '1-0' });
    expect(historyRow(m, 20)).toMatchObject({ outcome: '负', teamAtHome: false });
    expect(historyRow(past({ awayScore: 2 }), 20).outcome).toBe('平');
  });

  it('a side\'s summary adds up: played = won + drawn + lost, goals for and against from its side', () => {
    const score = fc.integer({ min: 0, max: 9 });
    fc.assert(fc.property(fc.array(fc.record({ h: score, a: score, home: fc.boolean() }), { maxLength: 30 }), (games) => {
      const rows = games.map((g, i) => historyRow(past({ matchId: i, homeScore: g.h, awayScore: g.a, homeTeamId: g.home ? 10 : 30, awayTeamId: g.home ? 30 : 10 }), 10));
      const s = summaryOf(rows);
      expect(s.won + s.drawn + s.lost).toBe(games.length);
      expect(s.scored).toBe(games.reduce((n, g) => n + (g.home ? g.h : g.a), 0));
      expect(s.conceded).toBe(games.reduce((n, g) => n + (g.home ? g.a : g.h), 0));
      expect(s.won - s.lost).toBe(games.filter((g) => (g.home ? g.h > g.a : g.a > g.h)).length - games.filter((g) => (g.home ? g.h < g.a : g.a < g.h)).length);
    }));
  });

  it('a route parameter that is not a match id is no match', () => {
    expect(matchIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1e3', 'abc', '99999999999999999']) expect(matchIdOf(bad)).toBeNull();
  });
});

describe('TeamHistoryView', () => {
  it('shows the skeleton while loading, 比赛不存在 for an unknown id, and 重新加载 after a failure', () => {
    expect($(render({ status: 'loading' }), 'team-history-skeleton')).not.toBeNull();
    act(() => root!.unmount());
    expect($(render({ status: 'missing' }), 'empty-state')!.textContent).toBe('比赛不存在');
    act(() => root!.unmount());
    const retry = vi.fn();
    const el = render({ status: 'failed' }, retry);
    act(() => [...el.querySelectorAll('button')].find((b) => b.textContent?.includes('重新加载'))!.click());
    expect(retry).toHaveBeenCalledOnce();
  });

  it('lists the meetings and each team\'s recent results with 胜/平/负 from its side', () => {
    const meeting = historyRow(past({}), 10);
    const el = render({
      status: 'ready',
      view: {
        sport: 'football', homeTeam: { id: 10, name: '曼城', logo: '' }, awayTeam: { id: 20, name: '阿森纳', logo: '' },
        headToHead: [meeting],
        home: [meeting, historyRow(past({ matchId: 2, awayTeamId: 30, awayTeamName: '切尔西', awayScore: 2 }), 10)],
        away: [historyRow(past({}), 20)],
      },
    });
    expect($(el, 'history-home')!.textContent).toBe('曼城');
    // A row's text without its badges (decorative: their initial letters are not read).
    const rows = (id: string) => [...$(el, id)!.querySelectorAll('[data-testid="history-row"]')].map((r) => {
      const copy = r.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((b) => b.remove());
      return copy.textContent;
    });
    expect(rows('history-head-to-head')).toEqual(['2026-01-01英超曼城2-1阿森纳1-0胜']);
    expect(rows('history-home-recent')).toHaveLength(2);
    expect($($(el, 'history-home-recent')!, 'history-summary')!.textContent).toBe('近2场 1胜 1平 0负，得4球 失3球');
    expect(rows('history-away-recent')).toEqual(['2026-01-01英超曼城2-1阿森纳1-0负']);
    // The teams lead to their pages (the 资料库's team routes).
    expect($(el, 'history-home')!.getAttribute('href')).toBe('/footballTeamDetail/10');
    expect([...$(el, 'history-head-to-head')!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/footballTeamDetail/10', '/footballTeamDetail/20']);
  });

  it('basketball has no 平 in its summary; a failed head-to-head says so, an empty list says 暂无数据', () => {
    const el = render({
      status: 'ready',
      view: {
        sport: 'basketball', homeTeam: { id: 10, name: '湖人', logo: '' }, awayTeam: { id: 20, name: '勇士', logo: '' },
        headToHead: null, home: [historyRow(past({ homeTeamName: '湖人', homeScore: 101, awayScore: 99 }), 10)], away: [],
      },
    });
    expect($($(el, 'history-home-recent')!, 'history-summary')!.textContent).toBe('近1场 1胜 0负，得101分 失99分');
    expect($(el, 'history-head-to-head')!.textContent).toContain('交锋数据加载失败');
    expect($(el, 'history-away-recent')!.textContent).toContain('暂无数据');
  });
});
