// @vitest-environment happy-dom
// The rows' live/preview button [LS-13]: with streams it opens the popup of the match's rooms (from
// /v1/match/getMatchLiving), each linking to its room, football with 比赛详情; Esc closes it and refocuses the
// button. Without streams it opens the match's detail in a new tab.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sport } from '../../../engine/core';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { StreamButton } from '../../pages/sport-list/live-list/stream-button';
import { settle } from '../test-support/dom';
import { livingEntry } from '../test-support/living-entries';
import { MATCH_LIVING_PATH } from './use-match-livings';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const entry = (roomId: number, living: boolean) => livingEntry(roomId, { viewCount: 1, living, anchorCustomId: roomId + 1, anchorLevel: 2 });

function render(sport: Sport, living: number, preview: number) {
  const h = accountsHarness();
  h.api.on(MATCH_LIVING_PATH, (req) => h.api.ok(JSON.parse(req.body ?? '{}').matchId === 42
    ? { livings: [entry(1, true), entry(2, true)], previews: [entry(3, false)] }
    : { livings: [], previews: [] }));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      <StreamButton id={42} sport={sport} living={living} preview={preview} />
    </AccountsContext.Provider>,
  ));
  return { h, button: container.querySelector('button')! };
}

describe('StreamButton', () => {
  it('[LS-13] with streams: a popup of the rooms (直播中 / 预告) linking to each room, and 比赛详情 for football', async () => {
    const { h, button } = render('football', 2, 1);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    await settle();
    const popup = document.querySelector('[data-testid="streams-popup"]')!;
    expect(JSON.parse(h.api.seen.find((r) => r.path === MATCH_LIVING_PATH)!.body!)).toEqual({ matchId: 42, sportType: 1 });
    const links = [...popup.querySelectorAll<HTMLAnchorElement>('[data-testid="stream-entry"]')];
    // Text after the avatar's generated initial: anchor name, room name, badge.
    expect(links.map((a) => [a.getAttribute('href'), a.textContent!.slice(1)])).toEqual([
      ['/liveRoom?roomId=1', '主播1房间1直播中'], ['/liveRoom?roomId=2', '主播2房间2直播中'], ['/liveRoom?roomId=3', '主播3房间3预告'],
    ]);
    expect(links.every((a) => a.target === '_blank' && a.rel === 'opener')).toBe(true); // a tab of this tab's group (ui/app/own-tab.ts)
    expect(popup.querySelector('[data-testid="match-detail-link"]')!.getAttribute('href')).toBe('/liveRoom?detail=42&SportType=football');
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(document.querySelector('[data-testid="streams-popup"]')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('[LS-13] from the keyboard: the opened popup takes the focus, its entries and 比赛详情 next in tab order; Esc gives it back to the button', async () => {
    const { button } = render('football', 2, 1);
    // A browser focuses no element under visibility: hidden (the popup until it is placed): it must be shown by then.
    let shownWhenFocused = '';
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      if (el.dataset.testid === 'streams-popup') shownWhenFocused = el.style.getPropertyValue('--popup-visibility');
    };
    document.addEventListener('focusin', onFocus);
    act(() => button.focus());
    act(() => button.click()); // what Enter or Space on a focused <button> does
    await settle();
    document.removeEventListener('focusin', onFocus);
    const popup = document.querySelector<HTMLElement>('[data-testid="streams-popup"]')!;
    expect(document.activeElement).toBe(popup);
    expect(shownWhenFocused).toBe('visible');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const tabbable = [...popup.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')];
    expect(tabbable.map((el) => el.dataset.testid)).toEqual(['stream-entry', 'stream-entry', 'stream-entry', 'match-detail-link']);
    act(() => tabbable[1].focus());
    act(() => tabbable[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('[data-testid="streams-popup"]')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('[LS-13] the basketball popup has no 比赛详情 link; a press outside closes it', async () => {
    const { button } = render('basketball', 1, 0);
    act(() => button.click());
    await settle();
    expect(document.querySelectorAll('[data-testid="stream-entry"]')).toHaveLength(3);
    expect(document.querySelector('[data-testid="match-detail-link"]')).toBeNull();
    act(() => document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(document.querySelector('[data-testid="streams-popup"]')).toBeNull();
  });

  it('[LS-13] without streams: the match detail in a new tab, no popup', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { h, button } = render('basketball', 0, 0);
    act(() => button.click());
    expect(open).toHaveBeenCalledWith('/liveRoom?detail=42&SportType=basketball', '_blank');
    expect(document.querySelector('[data-testid="streams-popup"]')).toBeNull();
    expect(h.api.count(MATCH_LIVING_PATH)).toBe(0);
  });
});
