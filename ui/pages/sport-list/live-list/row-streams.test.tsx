// @vitest-environment happy-dom
// [LS-13] A row with live/preview streams opens its streams popup from its teams and score, as its live button does;
// a row without streams opens the match centre in a new tab.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BasketballRow, FootballRow } from '../../../../engine/core';
import { AccountsContext } from '../../../accounts/accounts-context';
import { accountsHarness } from '../../../accounts/test-support/accounts-harness';
import { MATCH_LIVING_PATH } from '../../../components/streams-popup/use-match-livings';
import { settle } from '../../../components/test-support/dom';
import { ViewStore } from '../../../engine-client';
import { BasketballRowView } from './basketball-row';
import { FootballRowView } from './football-row';
import { livingEntry } from '../../../components/test-support/living-entries';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const football = (id: number, living: number, preview: number): FootballRow => ({
  id, sport: 'football', statusId: 2, statusText: '上半场', group: 'going', competitionName: '英超', competitionColor: '#3a1f6b',
  time: '19:30', dayOffset: 0, homeName: `主队${id}`, awayName: `客队${id}`, homeRank: '', awayRank: '', score: '0-0',
  lotteryLabel: '', shootout: '', finalLine: '', living, preview, varActive: false, highlighted: false, retracted: false, followed: false, pinned: false, competitionId: 0, homeTeamId: 0, awayTeamId: 0,
  minute: "12'", minuteRank: 12, halfTime: '', corners: '', homeRed: 0, homeYellow: 0, awayRed: 0, awayYellow: 0,
});

const basketball = (id: number, living: number, preview: number): BasketballRow => ({
  id, sport: 'basketball', statusId: 6, statusText: '第三节', group: 'going', competitionName: 'NBA', competitionColor: '#c8102e',
  time: '08:00', dayOffset: 0, homeName: '湖人', awayName: '勇士', homeRank: '', awayRank: '', score: '70-66',
  lotteryLabel: '', living, preview, varActive: false, highlighted: false, retracted: false, followed: false, pinned: false, competitionId: 0, homeTeamId: 0, awayTeamId: 0,
  homePeriods: ['28', '24', '18', '-'], awayPeriods: ['25', '23', '18', '-'], overtimeShown: false, homeOvertime: '-',
  awayOvertime: '-', half: '52-48', total: '136', diff: '4', popularity: '120', fire: false, clock: '08:42',
});

const entry = (roomId: number, living: boolean) => livingEntry(roomId, { viewCount: 1, living, anchorCustomId: roomId + 1, anchorLevel: 2 });

function render(rows: readonly (FootballRow | BasketballRow)[]) {
  const h = accountsHarness();
  h.api.on(MATCH_LIVING_PATH, () => h.api.ok({ livings: [entry(1, true)], previews: [entry(2, false)] }));
  const store = new ViewStore(rows[0].sport);
  for (const r of rows) store.state.rows[r.id] = r;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      {rows.map((r) => (r.sport === 'football'
        ? <FootballRowView key={r.id} store={store} id={r.id} />
        : <BasketballRowView key={r.id} store={store} id={r.id} />))}
    </AccountsContext.Provider>,
  ));
  const rowEl = (id: number) => container.querySelector<HTMLElement>(`[data-match-id="${id}"]`)!;
  return { h, rowEl };
}

const popup = () => document.querySelector('[data-testid="streams-popup"]');
const press = (el: Element) => act(() => {
  el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  (el as HTMLElement).click();
});

describe('a row\'s teams and score', () => {
  it('[LS-13] football: with streams they open the streams popup (the button shows it open); without, the match detail in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { h, rowEl } = render([football(1, 1, 0), football(2, 0, 1), football(3, 0, 0)]);

    press(rowEl(1).querySelector('[data-testid="score"]')!);
    await settle();
    expect(popup()).not.toBeNull();
    expect(document.querySelectorAll('[data-testid="stream-entry"]')).toHaveLength(2);
    expect(rowEl(1).querySelector('[data-testid="stream-button"]')!.getAttribute('aria-expanded')).toBe('true');
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(popup()).toBeNull();

    press(rowEl(2).querySelector('[title="客队2"]')!); // a preview is a stream too
    await settle();
    expect(popup()).not.toBeNull();
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));

    const asked = h.api.count(MATCH_LIVING_PATH);
    press(rowEl(3).querySelector('[data-testid="score"]')!);
    press(rowEl(3).querySelector('[title="主队3"]')!);
    await settle();
    expect(popup()).toBeNull();
    expect(open.mock.calls).toEqual([['/liveRoom?detail=3&SportType=football', '_blank'], ['/liveRoom?detail=3&SportType=football', '_blank']]);
    expect(h.api.count(MATCH_LIVING_PATH)).toBe(asked);
  });

  it('[LS-13] basketball: a card with streams opens the popup from its teams and scores; without, the detail', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { rowEl } = render([basketball(7, 2, 0), basketball(8, 0, 0)]);
    press(rowEl(7).querySelector('[title="湖人"]')!);
    await settle();
    expect(popup()).not.toBeNull();
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    press(rowEl(7).querySelector('[data-testid="score"]')!);
    await settle();
    expect(popup()).not.toBeNull();
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    press(rowEl(8).querySelector('[data-testid="score"]')!);
    await settle();
    expect(popup()).toBeNull();
    expect(open).toHaveBeenCalledWith('/liveRoom?detail=8&SportType=basketball', '_blank');
  });
});
