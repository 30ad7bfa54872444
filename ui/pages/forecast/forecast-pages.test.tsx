// @vitest-environment happy-dom
// /forecast, /forecastDetail and 我的预测 over a scripted /api (answers shaped by contract/forecasts.ts): the cards
// with the anchor's tags [AN-2 … AN-4], rates with their graded count and window and 倍 [AN-5], the filters in the
// URL, and each page's states — loading, empty (近期无预测), failed with 重新加载, 预测不存在.
import type { ReactNode } from 'react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import type { AccountsHarness } from '../../accounts/test-support/accounts-harness';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { button, click, settle } from '../../components/test-support/dom';
import type { Card, Figures } from './forecast-text';
import { ForecastDetailPage } from './forecast-detail-page';
import { ForecastPage } from './forecast-page';
import { MyPredictions } from './my-predictions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const DAY = Date.UTC(2026, 8, 1, 4);
const FIGURES: Figures = {
  singleContinuousHitCount: 4,
  multiTag: { baseCount: 4, hitCount: 4, existCount: 2, odds: 9.5 },
  anchorPredictionData: {
    singleLatestHitRate: { rate: 70, baseCount: 10, hitCount: 7, window: { from: DAY, to: DAY + 9 * 86_400_000 } },
    singleMonthHitRate: { rate: 62.5, baseCount: 16, hitCount: 10, window: { from: DAY - 20 * 86_400_000, to: DAY + 10 * 86_400_000 } },
    multiMaxOdds: 9.5,
  },
};
const item = (matchId: number, over: Partial<Card['scheme']['items'][number]> = {}): Card['scheme']['items'][number] => ({
  matchId, sportType: 1, competitionName: '英超', homeTeamName: '阿森纳', awayTeamName: '切尔西', matchTime: Math.floor(DAY / 1000) + 86_400,
  market: 1, pick: 10, line: 0, odds: 2.05, closingOdds: null, closingLine: null, isFinish: 0, isHit: 0, result: 0, ...over,
});
const card = (schemeId: number, over: Partial<Card['scheme']> = {}): Card => ({
  scheme: {
    schemeId, anchor: { customerId: 10001, nickname: '球评老张', avatar: '', predictionLevel: 3, roomId: 880001 }, sportType: 1,
    reasoning: '主队主场强势', writtenAt: DAY, kickoffAt: DAY + 86_400_000, status: 'open', outcome: null, isFinish: 0, isHit: 0,
    combinedOdds: 2.05, items: [item(7001)], ...over,
  },
  figures: FIGURES,
});

let location = '';
function LocationProbe() {
  location = `${useLocation().pathname}${useLocation().search}`;
  return null;
}

function mount(h: AccountsHarness, path: string, element: ReactNode, route: string) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext value={h.accounts}>
      <MemoryRouter initialEntries={[path]}><LocationProbe /><Routes><Route path={route} element={element} /></Routes></MemoryRouter>
    </AccountsContext>,
  ));
  return container;
}

describe('/forecast', () => {
  it('[AN-2] [AN-3] [AN-5] cards show the anchor\'s tags, rates with their graded count and window, 倍; filters go into the URL', async () => {
    const h = accountsHarness();
    const bodies: string[] = [];
    h.api.on('/v1/prediction/list', (req) => { bodies.push(req.body ?? ''); return h.api.ok({ total: 2, items: [card(1), card(2, { status: 'graded', outcome: 'hit', isFinish: 1, isHit: 1, items: [item(7002, { isFinish: 1, isHit: 1, result: 10, closingOdds: 1.9 })] })] }); });
    h.api.on('/v1/prediction/hotAnchors', () => h.api.ok({ anchors: [{ anchor: card(1).scheme.anchor, figures: FIGURES }] }));
    const c = mount(h, '/forecast', <ForecastPage />, '/forecast');
    expect(c.querySelector('[data-testid="data-loading"]')).not.toBeNull();
    await settle();
    const cards = [...c.querySelectorAll('[data-testid="scheme-card"]')];
    expect(cards).toHaveLength(2);
    expect(cards[0].querySelector('[data-testid="prediction-tags"]')!.textContent).toBe('4连红4串全中');
    expect(cards[0].querySelector('[data-testid="latest-rate"]')!.textContent).toBe('70% · 10场中7 · 9月1日–9月10日');
    expect(cards[0].querySelector('[data-testid="multi-max-odds"]')!.textContent).toBe('9.5倍');
    expect(cards[0].querySelector('[data-testid="scheme-status"]')!.textContent).toBe('未开赛');
    expect(cards[1].querySelector('[data-testid="scheme-status"]')!.textContent).toBe('红');
    expect(cards[1].querySelector('[data-testid="closing-odds"]')!.textContent).toBe('收盘 1.90（优于收盘价）');
    expect(cards[0].textContent).toContain('胜平负阿森纳胜@2.05');
    expect(c.querySelector('[data-testid="hot-anchors"]')!.textContent).toContain('球评老张');
    click(button(c, '篮球'));
    await settle();
    expect(location).toBe('/forecast?sport=2');
    expect(JSON.parse(bodies.at(-1)!)).toMatchObject({ sportType: 2, scope: 'all' });
    click(button(c, '热门主播'));
    await settle();
    expect(location).toBe('/forecast?sport=2&scope=hot');
    expect(JSON.parse(bodies.at(-1)!)).toMatchObject({ sportType: 2, scope: 'hot' });
  });

  it('empty: 暂无数据; an anchor with none: 近期无预测; a failure: 重新加载 asks again', async () => {
    const h = accountsHarness();
    let fail = true;
    h.api.on('/v1/prediction/list', () => (fail ? h.api.code(50000, '服务器异常') : h.api.ok({ total: 0, items: [] })));
    h.api.on('/v1/prediction/hotAnchors', () => h.api.ok({ anchors: [] }));
    const c = mount(h, '/forecast', <ForecastPage />, '/forecast');
    await settle();
    expect(c.textContent).toContain('加载失败');
    fail = false;
    click(button(c, '重新加载'));
    await settle();
    expect(c.textContent).toContain('暂无数据');
    act(() => root!.unmount());
    h.api.on('/v1/prediction/record', () => h.api.code(40007, '主播不存在'));
    const d = mount(h, '/forecast?anchorId=10099', <ForecastPage />, '/forecast');
    await settle();
    expect(d.textContent).toContain('主播不存在');
    expect(d.textContent).toContain('近期无预测');
  });
});

describe('/forecastDetail', () => {
  it('the scheme with the result once graded; an unknown id is 预测不存在', async () => {
    const h = accountsHarness();
    h.api.on('/v1/prediction/detail', (req) => (JSON.parse(req.body ?? '{}').schemeId === 5
      ? h.api.ok(card(5, { status: 'graded', outcome: 'miss', isFinish: 1, items: [item(7001, { isFinish: 1, result: 20 })] }))
      : h.api.code(40007, '预测不存在')));
    const c = mount(h, '/forecastDetail?schemeId=5', <ForecastDetailPage />, '/forecastDetail');
    await settle();
    expect(c.querySelector('[data-testid="forecast-detail"]')!.getAttribute('data-status')).toBe('graded');
    expect(c.querySelector('[data-testid="scheme-result"]')!.textContent).toBe('开奖结果：未中');
    expect(c.querySelector('[data-testid="scheme-reasoning"]')!.textContent).toBe('主队主场强势');
    expect(c.querySelector('[data-testid="scheme-live-match"]')).not.toBeNull();
    act(() => root!.unmount());
    const d = mount(h, '/forecastDetail?schemeId=6', <ForecastDetailPage />, '/forecastDetail');
    await settle();
    expect(d.textContent).toContain('预测不存在');
  });
});

describe('我的预测', () => {
  it('the summary, the schemes with 删除 before kick-off only, 近期无预测 when none', async () => {
    const h = accountsHarness();
    const summary = { baseCount: 3, hitCount: 2, existCount: 4, lastContinuousHitCount: 1, rate: 66.7, pushCount: 0, pendingCount: 1, deletedCount: 2, beatCloseCount: 1, closeComparedCount: 3, window: { from: DAY, to: DAY } };
    let items = [card(1).scheme, card(2, { status: 'locked' }).scheme];
    h.api.on('/v1/prediction/findMyPredictionScheme', () => h.api.ok({ total: items.length, items, summary, figures: FIGURES }));
    h.api.on('/v1/prediction/deletePredictionScheme', () => { items = items.slice(1); return h.api.ok({ schemeId: 1, deletedCount: 3 }); });
    const c = mount(h, '/individualCenter?type=8', <MyPredictions />, '/individualCenter');
    await settle();
    expect(c.querySelector('[data-testid="my-summary"]')!.textContent).toContain('命中率 66.7%');
    const rows = [...c.querySelectorAll('[data-testid="my-scheme"]')];
    expect(rows.map((r) => r.querySelector('button')?.textContent ?? null)).toEqual(['删除', null]);
    click(rows[0].querySelector('button')!);
    await settle();
    expect(c.querySelectorAll('[data-testid="my-scheme"]')).toHaveLength(1);
    expect(h.toasts.map((t) => t.text)).toContain('已删除，删除次数会计入战绩');
    items = [];
    act(() => root!.unmount());
    const d = mount(h, '/individualCenter?type=8', <MyPredictions />, '/individualCenter');
    await settle();
    expect(d.textContent).toContain('近期无预测');
  });
});
