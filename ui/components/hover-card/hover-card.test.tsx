// @vitest-environment happy-dom
// The hover card on a row [LS-14]: it opens after 300 ms of pointer rest (not before), or on the row's own focus;
// it shows loading, then the timeline and statistics from /v1/football/matchTliveAndIncidentsData (or 暂无数据);
// leave (LEAVE_GRACE_MS later), Esc and a press in the row close it; a second hover of the same match within the
// cache time asks nothing anew; its competition name is a link the pointer can reach and press (issue #21). Time is
// the accounts harness's ManualScheduler, given to the components as the page's scheduler.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sport } from '../../../engine/core';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { SchedulerProvider } from '../../time/scheduler-context';
import { settle } from '../test-support/dom';
import { MatchHoverCard } from './hover-card';
import { DETAIL_PATH } from './match-detail-types';
import { HOVER_DELAY_MS, LEAVE_GRACE_MS, useHoverTrigger } from './use-hover-trigger';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function Row({ sport, id }: { readonly sport: Sport; readonly id: number }) {
  const hover = useHoverTrigger();
  return (
    <div data-testid="row" {...hover.triggerProps}>
      <button type="button">关注</button>
      {hover.anchor && (
        <MatchHoverCard
          id={hover.cardId} sport={sport} matchId={id} homeName="主队" awayName="客队" anchor={hover.anchor}
          competition={<a href="/footballMatchData/matchDetail/1001" data-testid="card-competition">英超</a>}
        />
      )}
    </div>
  );
}

const DETAIL = {
  incidents: [
    { type: 1, position: 1, time: 23, addTime: 0, homeScore: 1, awayScore: 0, playerName: '张三', assist1Name: '', assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0 },
    { type: 3, position: 2, time: 31, addTime: 0, homeScore: 1, awayScore: 0, playerName: '王五', assist1Name: '', assist2Name: '', inPlayerName: '', outPlayerName: '', reasonType: 0 },
  ],
  stats: [{ type: 25, home: 60, away: 40 }, { type: 2, home: 4, away: 1 }],
  tlive: [],
};

function render(id: number) {
  const h = accountsHarness();
  h.api.on(DETAIL_PATH.football, (req) => h.api.ok(JSON.parse(req.body ?? '{}').matchId === 1 ? DETAIL : { incidents: [], stats: [], tlive: [] }));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      <SchedulerProvider scheduler={h.clock}><Row sport="football" id={id} /></SchedulerProvider>
    </AccountsContext.Provider>,
  ));
  return { h, row: container.querySelector<HTMLElement>('[data-testid="row"]')! };
}

const card = () => document.querySelector<HTMLElement>('[data-testid="hover-card"]');
const hover = (row: HTMLElement) => act(() => { row.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })); });

describe('MatchHoverCard', () => {
  it('[LS-14] opens after 300 ms of hover with the timeline and statistics; leave closes it', async () => {
    const { h, row } = render(1);
    hover(row);
    act(() => h.clock.advance(HOVER_DELAY_MS - 1));
    expect(card()).toBeNull();
    act(() => h.clock.advance(1));
    expect(card()).not.toBeNull();
    expect(card()!.getAttribute('role')).toBe('tooltip');
    expect(row.getAttribute('aria-describedby')).toBe(card()!.id);
    await settle();
    const events = [...card()!.querySelectorAll('[data-testid="hover-timeline"] li')].map((li) => [li.getAttribute('data-side'), li.getAttribute('data-kind'), li.textContent]);
    expect(events).toEqual([['home', 'goal', "23'主队进球 张三 1-0"], ['away', 'yellow', "31'客队黄牌 王五"]]);
    expect([...card()!.querySelectorAll('[data-testid="hover-stats"] li')].map((li) => li.textContent)).toEqual(['60%控球率40%', '4角球1']);
    expect(h.api.count(DETAIL_PATH.football)).toBe(1);
    act(() => { row.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })); });
    act(() => h.clock.advance(LEAVE_GRACE_MS - 1));
    expect(card()).not.toBeNull();
    act(() => h.clock.advance(1));
    expect(card()).toBeNull();
  });

  it('[LS-14] the card\'s competition name is a link the pointer reaches: across the gap it stays open, a press on the link keeps it, leaving the card closes it', () => {
    const { h, row } = render(1);
    hover(row);
    act(() => h.clock.advance(HOVER_DELAY_MS));
    const link = () => card()!.querySelector<HTMLAnchorElement>('[data-testid="card-competition"]')!;
    expect(link().getAttribute('href')).toBe('/footballMatchData/matchDetail/1001');
    expect(link().textContent).toBe('英超');
    const id = card()!.id;
    // Off the row (over the gap: the next row's edge), then onto the link within the grace.
    act(() => { row.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })); });
    act(() => h.clock.advance(LEAVE_GRACE_MS - 10));
    act(() => { link().dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })); });
    act(() => h.clock.advance(10 * LEAVE_GRACE_MS));
    expect(card()?.id).toBe(id); // the same card, not re-opened
    // A press on the link does not close the card (its click navigates); a press in the row still does.
    act(() => { link().dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    expect(card()).not.toBeNull();
    // Off the card: closed after the grace.
    act(() => { link().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })); });
    act(() => h.clock.advance(LEAVE_GRACE_MS));
    expect(card()).toBeNull();
    hover(row);
    act(() => h.clock.advance(HOVER_DELAY_MS));
    act(() => { row.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })); });
    expect(card()).toBeNull();
  });

  it('[LS-14] a row opened by focus keeps its card while the focus moves onto the card\'s link, and closes it on any other blur', () => {
    const { h, row } = render(1);
    act(() => row.focus());
    act(() => h.clock.advance(HOVER_DELAY_MS));
    act(() => card()!.querySelector<HTMLAnchorElement>('[data-testid="card-competition"]')!.focus());
    expect(card()).not.toBeNull();
    act(() => row.focus());
    act(() => row.blur());
    expect(card()).toBeNull();
  });

  it('[LS-14] Esc on the card\'s link closes the card and gives the focus back to its row, which does not open it again', () => {
    const { h, row } = render(1);
    act(() => row.focus());
    act(() => h.clock.advance(HOVER_DELAY_MS));
    const link = card()!.querySelector<HTMLAnchorElement>('[data-testid="card-competition"]')!;
    act(() => link.focus());
    act(() => { link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(row);
    act(() => h.clock.advance(10 * HOVER_DELAY_MS));
    expect(card()).toBeNull();
  });

  it('[LS-14] a match without data says 暂无数据; the row\'s focus opens it, Esc closes it; a second look is cached', async () => {
    const { h, row } = render(2);
    act(() => row.focus());
    act(() => h.clock.advance(HOVER_DELAY_MS));
    expect(card()).not.toBeNull();
    await settle();
    expect(card()!.querySelector('[data-testid="hover-empty"]')!.textContent).toBe('暂无数据');
    act(() => { row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(card()).toBeNull();
    act(() => row.blur());
    act(() => row.focus());
    act(() => h.clock.advance(HOVER_DELAY_MS));
    expect(card()!.querySelector('[data-testid="hover-empty"]')).not.toBeNull(); // no loading flash: kept
    expect(h.api.count(DETAIL_PATH.football)).toBe(1);
  });

  it('[LS-14] focus on a button inside the row does not open the card', () => {
    const { h, row } = render(1);
    act(() => row.querySelector('button')!.focus());
    act(() => h.clock.advance(10 * HOVER_DELAY_MS));
    expect(card()).toBeNull();
  });
});
