// @vitest-environment happy-dom
// The match centre's states (skeleton, 比赛不存在, error with 重新加载) and its tabs for both sports, rendered from
// the row and the loaded data the page hands the view.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasketballRow, DetailLogos, FootballRow, MatchRow, Sport } from '../../../engine/core';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import type { MatchCentreTab } from './match-centre-query';
import type { MatchCentreData, MatchCentreLoad } from './match-centre-types';
import { MatchCentreView } from './match-centre-view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const football: FootballRow = {
  id: 1, sport: 'football', statusId: 4, statusText: '下半场', group: 'going', competitionName: '英超', competitionColor: '#3a1f6b',
  time: '19:30', dayOffset: 0, homeName: '曼城', awayName: '阿森纳', homeRank: '2', awayRank: '1', score: '2-1',
  lotteryLabel: '', living: 0, preview: 0, varActive: true, highlighted: false, retracted: false, followed: false, pinned: false, competitionId: 0, homeTeamId: 0, awayTeamId: 0,
  minute: "67'", minuteRank: 67, halfTime: '1-1', corners: '5-2', homeRed: 0, homeYellow: 1, awayRed: 0, awayYellow: 0, shootout: '', finalLine: '',
};

const basketball: BasketballRow = {
  id: 2, sport: 'basketball', statusId: 6, statusText: '第三节', group: 'going', competitionName: 'NBA', competitionColor: '#c8102e',
  time: '08:00', dayOffset: 0, homeName: '湖人', awayName: '勇士', homeRank: '', awayRank: '', score: '80-78', lotteryLabel: '',
  living: 0, preview: 0, varActive: false, highlighted: false, retracted: false, followed: false, pinned: false, competitionId: 0, homeTeamId: 0, awayTeamId: 0, homePeriods: ['30', '28', '22', '-'],
  awayPeriods: ['25', '30', '23', '-'], overtimeShown: false, homeOvertime: '', awayOvertime: '', half: '58-55', total: '158', diff: '2',
  popularity: '', fire: false, clock: '05:12',
};

const goal = { type: 1, position: 1, time: 23, addTime: 0, homeScore: 1, awayScore: 0, playerName: '哈兰德', assist1Name: '', assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0 };

const data = (over: Partial<MatchCentreData> = {}): MatchCentreData => ({
  incidents: [goal, { ...goal, type: 3, position: 2, time: 40, playerName: '赖斯' }], stats: [{ type: 25, home: 55, away: 45 }],
  tlive: [{ main: false, type: 1, position: 0, time: "1'", data: '比赛开始', index: 1 }, { main: true, type: 1, position: 1, time: "23'", data: '<b>进球</b>', index: 2 }],
  updatedAt: 0, quiet: false, ...over,
});

function render(sport: Sport, row: MatchRow | undefined, load: MatchCentreLoad, tab: MatchCentreTab = 'overview', onRetry = () => {}, header: { logos?: DetailLogos; now?: number; kickOffMs?: number } = {}) {
  const h = accountsHarness();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  let current = tab;
  const draw = () => root!.render(
    <MemoryRouter><AccountsContext.Provider value={h.accounts}>
      <MatchCentreView sport={sport} matchId={row?.id ?? 1} row={row} load={load} tab={current} onTab={(t) => { current = t; draw(); }} onRetry={onRetry} now={header.now ?? 0} logos={header.logos} kickOffMs={header.kickOffMs} />
    </AccountsContext.Provider></MemoryRouter>,
  );
  act(draw);
  return container;
}

const $ = (el: ParentNode, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (el: ParentNode, id: string) => [...el.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const clickTab = (el: ParentNode, label: string) => act(() => [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((b) => b.textContent === label)!.click());

describe('MatchCentreView states', () => {
  it('shows the skeleton while loading', () => {
    expect($(render('football', undefined, { status: 'loading' }), 'match-centre-skeleton')).not.toBeNull();
  });

  it('draws a header it already has (the early header) above the skeleton while loading', () => {
    const el = render('football', football, { status: 'loading' });
    expect($(el, 'header-home')!.textContent).toBe('曼城');
    expect($(el, 'header-score')!.textContent).toBe('2-1');
    expect($(el, 'match-centre-skeleton')).not.toBeNull();
    expect(el.querySelector('[role="tab"]')).toBeNull();
  });

  it('says 比赛不存在 for an unknown id', () => {
    expect($(render('football', undefined, { status: 'missing' }), 'empty-state')!.textContent).toBe('比赛不存在');
  });

  it('offers 重新加载 after a failure', () => {
    const retry = vi.fn();
    const el = render('football', undefined, { status: 'failed' }, 'overview', retry);
    act(() => [...el.querySelectorAll('button')].find((b) => b.textContent?.includes('重新加载'))!.click());
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('MatchCentreView freshness', () => {
  it('says when the data was last updated, and when the feed has gone quiet', () => {
    const fresh = render('football', football, { status: 'ready', data: data({ updatedAt: Date.UTC(2026, 0, 1, 12, 5, 9) }) });
    expect($(fresh, 'updated-at')!.textContent).toBe('更新于 20:05:09');
    expect($(fresh, 'feed-quiet')).toBeNull();
    act(() => root!.unmount());
    const quiet = render('football', football, { status: 'ready', data: data({ updatedAt: 1, quiet: true }) });
    expect($(quiet, 'feed-quiet')!.textContent).toContain('数据源暂无更新');
  });
});

describe('MatchCentreView football', () => {
  it('MN-1 RT-3: the header shows teams, ranking, score, status, live minute, half-time and the VAR flag', () => {
    const el = render('football', football, { status: 'ready', data: data() });
    expect($(el, 'header-home')!.textContent).toBe('曼城');
    expect($(el, 'header-score')!.textContent).toBe('2-1');
    expect($(el, 'header-status')!.textContent).toBe('下半场');
    expect($(el, 'header-minute')!.textContent).toBe("67'");
    expect($(el, 'header-half-time')!.textContent).toBe('半场 1-1');
    expect($(el, 'header-var')).not.toBeNull();
    expect($(el, 'follow-star')).not.toBeNull();
  });

  it("the header draws the feed's competition logo and team badges, and the initial-letter badge without one", () => {
    const el = render('football', football, { status: 'ready', data: data() }, 'overview', () => {}, { logos: { competition: '/logos/competitions/1.png', home: '/logos/teams/11.png', away: '' } });
    const header = $(el, 'match-header')!;
    expect([...header.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/logos/competitions/1.png', '/logos/teams/11.png']);
    // The away team has no logo: its initial on the generated badge.
    expect([...header.querySelectorAll('[aria-hidden="true"]')].map((b) => b.textContent)).toContain('阿');
    act(() => header.querySelectorAll('img')[1].dispatchEvent(new Event('error')));
    expect([...header.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/logos/competitions/1.png']);
  });

  it('[MN-5] before kick-off the header counts down hours, minutes and seconds, only under 24 h', () => {
    const waiting: FootballRow = { ...football, statusId: 1, statusText: '未开赛', group: 'no_start', score: 'vs', minute: 'vs', halfTime: '' };
    const kickOffMs = Date.UTC(2026, 0, 1, 12);
    const at = (now: number) => {
      const el = render('football', waiting, { status: 'ready', data: data() }, 'overview', () => {}, { now, kickOffMs });
      const text = $(el, 'header-countdown')?.textContent ?? null;
      act(() => root!.unmount());
      return text;
    };
    expect(at(kickOffMs - (2 * 3600 + 5 * 60 + 9) * 1000)).toBe('距开赛 02:05:09');
    expect(at(kickOffMs - (24 * 3600 - 1) * 1000)).toBe('距开赛 23:59:59');
    expect(at(kickOffMs - 24 * 3600 * 1000)).toBeNull();
    expect(at(kickOffMs - 3 * 24 * 3600 * 1000)).toBeNull();
  });

  it('赛况: the timeline newest first with a goal taken back by VAR marked, and the statistics bars', () => {
    const el = render('football', football, { status: 'ready', data: data({ varDecisions: [{ time: 60, position: 2, reason: 1, result: 2 }] }) });
    const items = all(el, 'timeline-item');
    expect(items.map((i) => i.querySelectorAll(':scope > span')[1].textContent)).toEqual(["60'", "40'", "23'"]);
    expect(items[0].dataset.takenBack).toBe('true');
    expect(all(el, 'stat-row')[0].textContent).toBe('55%控球率45%');
  });

  it('阵容: an empty state before lineups; the pitch with numbers and names once they exist', () => {
    const empty = render('football', football, { status: 'ready', data: data() }, 'lineup');
    expect($(empty, 'match-centre-panel')!.textContent).toContain('阵容暂未公布');
    act(() => root!.unmount());
    const team = { formation: '4-3-3', coach: '瓜迪奥拉', starters: [{ number: 9, name: '哈兰德', x: 50, y: 90 }], substitutes: [{ number: 20, name: '席尔瓦' }], absent: [{ name: '罗德里', reason: '伤' }] };
    const el = render('football', football, { status: 'ready', data: data({ lineup: { home: team, away: { ...team, coach: '阿尔特塔' } } }) }, 'lineup');
    expect(all(el, 'pitch-player').map((p) => p.textContent)).toEqual(['9哈兰德', '9哈兰德']);
    expect($(el, 'lineup')!.textContent).toContain('瓜迪奥拉');
    expect($(el, 'lineup')!.textContent).toContain('罗德里');
  });

  it('指数: companies with opening and current lines marked up/down and the result after full time', () => {
    const odds = [{ companyId: 1, companyName: '澳门', markets: { eu: { open: [2, 3.2, 3.5] as const, current: [1.8, 3.2, 4] as const, result: 10 } } }];
    const el = render('football', football, { status: 'ready', data: data({ odds }) }, 'odds');
    expect(all(el, 'odds-company')[0].textContent).toBe('澳门2.003.203.501.80↓3.204.00↑赢');
    clickTab(el, '大小');
    expect(all(el, 'odds-company')[0].textContent).toBe('澳门-');
  });

  it('指数 basketball: 欧赔 is two-way — 主胜 and 客胜 only, the away price under 客胜', () => {
    const odds = [{ companyId: 1, companyName: '澳门', markets: { eu: { open: [1.5, 2.6] as const, current: [1.45, 2.75] as const } } }];
    const el = render('basketball', basketball, { status: 'ready', data: data({ odds }) }, 'odds');
    expect(all(el, 'odds-head').map((h) => h.textContent)).toEqual(['主胜', '客胜', '主胜', '客胜']);
    expect(all(el, 'odds-company')[0].textContent).toBe('澳门1.502.601.45↓2.75↑-');
    clickTab(el, '亚盘');
    expect(all(el, 'odds-head').map((h) => h.textContent)).toEqual(['主', '盘口', '客', '主', '盘口', '客']);
  });

  it('[BK-3] the basketball header shows 半场 during the half-time break, and no "半场 -" before', () => {
    const atBreak = { ...basketball, statusId: 5, statusText: '第二节完', clock: '', half: '-', total: '-', diff: '-', homePeriods: ['30', '28', '-', '-'], awayPeriods: ['25', '30', '-', '-'] };
    const el = render('basketball', atBreak, { status: 'ready', data: data() });
    expect($(el, 'header-half-time')!.textContent).toBe('半场 58-55');
    act(() => root!.unmount());
    const secondQuarter = { ...atBreak, statusId: 4, statusText: '第二节' };
    expect($(render('basketball', secondQuarter, { status: 'ready', data: data() }), 'header-half-time')).toBeNull();
  });

  it('分析 links to both teams\' history page (/teamDetailHistory/{matchId})', () => {
    const analysis = { headToHead: [], homeRecent: [], awayRecent: [], homeUpcoming: [], awayUpcoming: [], standings: [] };
    const el = render('football', football, { status: 'ready', data: data({ analysis }) }, 'analysis');
    expect($(el, 'team-history-link')!.getAttribute('href')).toBe('/teamDetailHistory/1');
  });

  it('文字直播: newest first, rendered as text', () => {
    const el = render('football', football, { status: 'ready', data: data() }, 'text');
    expect(all(el, 'text-line').map((l) => l.textContent)).toEqual(["23'<b>进球</b>", "1'比赛开始"]);
    expect($(el, 'text-live')!.querySelector('b')).toBeNull();
  });

  it('each tab says what it lacks before its data exists', () => {
    const el = render('football', football, { status: 'ready', data: data({ incidents: [], stats: [], tlive: [] }) }, 'odds');
    expect($(el, 'match-centre-panel')!.textContent).toBe('暂无指数');
    clickTab(el, '分析');
    expect($(el, 'match-centre-panel')!.textContent).toBe('暂无分析数据');
    clickTab(el, '文字直播');
    expect($(el, 'match-centre-panel')!.textContent).toBe('暂无文字直播');
  });
});

describe('MatchCentreView basketball', () => {
  it('赛况 draws the score trend: one bar a played minute, up while home leads, down while away does', () => {
    const p = (period: number, left: number, homeScore: number, awayScore: number) => ({ period, left, homeScore, awayScore });
    const scoreTrend = [p(1, 12, 2, 0), p(1, 10, 2, 5), p(2, 12, 30, 25)];
    const el = render('basketball', basketball, { status: 'ready', data: data({ stats: [], scoreTrend, ncaa: false }) });
    const graph = $(el, 'lead-graph')!;
    // Minutes 1…13: +2 in the 1st, +2 kept through the 2nd, −3 from the 3rd, +5 in the 13th (Q2's first).
    expect(graph.dataset.minutes).toBe('13');
    const leads = all(el, 'lead-bar').map((b) => Number(b.dataset.lead));
    expect(leads).toEqual([2, 2, -3, -3, -3, -3, -3, -3, -3, -3, -3, -3, 5]);
    expect(graph.getAttribute('aria-label')).toBe('比分走势：最大领先 湖人 5 分');
  });

  it('without a trend (before tip-off) there is no graph', () => {
    const el = render('basketball', basketball, { status: 'ready', data: data({ stats: [] }) });
    expect($(el, 'lead-graph')).toBeNull();
  });

  it('赛况 shows the quarter table; 球员统计 the box score', () => {
    const el = render('basketball', basketball, { status: 'ready', data: data({ stats: [], players: [{ playerId: 23, name: '詹姆斯', position: 1, values: [30, 25, 8, 9, 1] }] }) });
    expect(all(el, 'quarter-table')[0].querySelectorAll('tbody tr')[0].textContent).toBe('湖人302822-80');
    expect([...el.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['赛况', '球员统计', '文字直播', '指数', '分析']);
    clickTab(el, '球员统计');
    expect(all(el, 'box-score-row')[0].textContent).toBe('詹姆斯3025891');
  });
});
