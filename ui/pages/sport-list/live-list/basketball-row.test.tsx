// @vitest-environment happy-dom
// The basketball card's minutes [LS-12]: the period clock beside the status text while a period is played.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { BasketballRow } from '../../../../engine/core';
import { ViewStore } from '../../../engine-client';
import { BasketballRowView } from './basketball-row';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const row = (id: number, over: Partial<BasketballRow> = {}): BasketballRow => ({
  id, sport: 'basketball', statusId: 6, statusText: '第三节', group: 'going', competitionName: 'NBA', competitionColor: '#c8102e',
  time: '08:00', dayOffset: 0, homeName: '湖人', awayName: '勇士', homeRank: '', awayRank: '', score: '70-66',
  lotteryLabel: '', living: 0, preview: 0, varActive: false, highlighted: false, retracted: false, followed: false, pinned: false, competitionId: 0, homeTeamId: 0, awayTeamId: 0,
  homePeriods: ['28', '24', '18', '-'], awayPeriods: ['25', '23', '18', '-'], overtimeShown: false, homeOvertime: '-',
  awayOvertime: '-', half: '52-48', total: '136', diff: '4', popularity: '120', fire: false, clock: '08:42',
  ...over,
});

const settle = () => act(async () => { await Promise.resolve(); });

describe('BasketballRowView', () => {
  it('[LS-12] shows the period clock beside the status while going, follows it, and hides it in a break', async () => {
    const store = new ViewStore('basketball');
    store.state.rows[1] = row(1);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<BasketballRowView store={store} id={1} />));
    const card = container.querySelector('[data-testid="match-row"]') as HTMLElement;
    expect(card.querySelector('[data-testid="status-text"]')?.textContent).toBe('第三节');
    expect(card.querySelector('[data-testid="clock"]')?.textContent).toBe('08:42');
    expect(card.querySelector('[data-testid="status-text"]')?.parentElement?.textContent).toBe('第三节 08:42');

    Object.assign(store.state.rows[1], { clock: '07:15' });
    await settle();
    expect(card.querySelector('[data-testid="clock"]')?.textContent).toBe('07:15');

    Object.assign(store.state.rows[1], { statusId: 7, statusText: '第三节完', clock: '' });
    await settle();
    expect(card.querySelector('[data-testid="clock"]')).toBeNull();
    expect(card.querySelector('[data-testid="status-text"]')?.textContent).toBe('第三节完');
  });
});
