// @vitest-environment happy-dom
// A row component snapshots its own valtio row proxy: another row's change leaves it alone, its own re-renders it.
import type { ProfilerOnRenderCallback } from 'react';
import { act, Profiler } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { FootballRow } from '../../../../engine/core';
import { ViewStore } from '../../../engine-client';
import { FootballRowView } from './football-row';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const row = (id: number, over: Partial<FootballRow> = {}): FootballRow => ({
  id, sport: 'football', statusId: 2, statusText: '上半场', group: 'going', competitionName: '英超', competitionColor: '#3a1f6b',
  time: '19:30', dayOffset: 0, homeName: `主队${id}`, awayName: `客队${id}`, homeRank: '3', awayRank: '', score: '0-0',
  lotteryLabel: '', living: 1, preview: 0, varActive: false, highlighted: false, retracted: false, followed: false, pinned: false, competitionId: 0, homeTeamId: 0, awayTeamId: 0,
  minute: "12'", minuteRank: 12, halfTime: '', corners: '1-0', homeRed: 0, homeYellow: 1, awayRed: 0, awayYellow: 0, shootout: '', finalLine: '',
  ...over,
});

/** Flushes valtio's batched notification and React's commit. */
const settle = () => act(async () => { await Promise.resolve(); });

describe('FootballRowView', () => {
  it('renders its row and re-renders only when its own fields change [LS-8] [MN-3]', async () => {
    const store = new ViewStore('football');
    store.state.rows[1] = row(1);
    store.state.rows[2] = row(2, { statusId: 1, statusText: '未开赛', group: 'no_start', score: 'vs', minute: '', living: 0, corners: '' });
    const renders = new Map<string, number>();
    const onRender: ProfilerOnRenderCallback = (id) => renders.set(id, (renders.get(id) ?? 0) + 1);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(
      <>
        <Profiler id="r1" onRender={onRender}><FootballRowView store={store} id={1} /></Profiler>
        <Profiler id="r2" onRender={onRender}><FootballRowView store={store} id={2} /></Profiler>
      </>,
    ));
    const [first, second] = [...container.querySelectorAll('[data-testid="match-row"]')] as HTMLElement[];
    expect(first.textContent).toContain("12'");
    expect(first.textContent).toContain('[3]');
    expect(first.querySelector('[data-testid="score"]')?.textContent).toBe('0-0');
    expect(second.querySelector('[data-testid="score"]')?.textContent).toBe('vs');
    // No streams: the button opens the match's detail instead of a popup [LS-13].
    // It says what it opens (详情), not 直播: no stream is there.
    const none = second.querySelector('[data-testid="stream-button"]')!;
    expect([none.textContent, none.getAttribute('aria-label')]).toEqual(['详情', '暂无直播，查看比赛详情']);
    expect(renders.get('r1')).toBe(1);
    expect(renders.get('r2')).toBe(1);

    Object.assign(store.state.rows[1], { score: '1-0', minute: "13'" });
    await settle();
    expect(first.querySelector('[data-testid="score"]')?.textContent).toBe('1-0');
    expect(first.querySelector('[data-testid="live-minute"]')?.textContent).toBe("13'");
    expect(renders.get('r1')).toBe(2);
    expect(renders.get('r2')).toBe(1);

    Object.assign(store.state.rows[2], { statusText: '上半场', score: '0-0', group: 'going' });
    await settle();
    expect(second.querySelector('[data-testid="status-text"]')?.textContent).toBe('上半场');
    expect(renders.get('r1')).toBe(2);
    expect(renders.get('r2')).toBe(2);

    // Writing a field its current value notifies nobody.
    Object.assign(store.state.rows[1], { score: '1-0' });
    await settle();
    expect(renders.get('r1')).toBe(2);
  });

  it('a match decided on penalties shows 点球 4-2 under the score and its final line as the title', () => {
    const store = new ViewStore('football');
    store.state.rows[1] = row(1, { statusId: 8, statusText: '完场', group: 'finish', score: '3-3', minute: '', shootout: '点球 4-2', finalLine: '120分钟[3-3]，点球[4-2]' });
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<FootballRowView store={store} id={1} />));
    const score = container.querySelector('[data-testid="score"]')!;
    expect(score.querySelector('[data-testid="shootout"]')?.textContent).toBe('点球 4-2');
    expect(score.getAttribute('title')).toBe('120分钟[3-3]，点球[4-2]');
  });

  it('[GN-1] the score\'s 取消 mark follows the engine\'s row field (retracted), not the pop-ups', async () => {
    const store = new ViewStore('football');
    store.state.rows[1] = row(1, { score: '1-0' });
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<FootballRowView store={store} id={1} />));
    const score = () => container.querySelector('[data-testid="score"]')!;
    expect(score().getAttribute('data-retracted')).toBeNull();
    Object.assign(store.state.rows[1], { score: '0-0', retracted: true });
    await settle();
    expect([score().getAttribute('data-retracted'), score().getAttribute('title')]).toEqual(['true', '进球取消']);
    Object.assign(store.state.rows[1], { retracted: false });
    await settle();
    expect(score().getAttribute('data-retracted')).toBeNull();
  });
});
