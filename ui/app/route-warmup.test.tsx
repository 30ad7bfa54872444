// @vitest-environment happy-dom
// The page a click is about to open is warmed as the pointer comes: pointerdown (or hover) on a stream-less row's
// opener or a streams popup's room link imports that page's chunk once per tab; other links warm nothing.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountsContext } from '../accounts/accounts-context';
import { accountsHarness } from '../accounts/test-support/accounts-harness';
import { settle } from '../components/test-support/dom';
import { livingEntry } from '../components/test-support/living-entries';
import { MATCH_LIVING_PATH } from '../components/streams-popup/use-match-livings';
import { StreamButton } from '../pages/sport-list/live-list/stream-button';
import { resetWarmedRoutes, warmKindOf, warmRoute } from './route-warmup';

const loaded = vi.hoisted(() => ({ 'match-centre': 0, 'live-room': 0 }));
vi.mock('../pages/live-room/page-modules', () => ({
  matchCentrePageModule: () => { loaded['match-centre']++; return Promise.resolve({}); },
  liveRoomPageModule: () => { loaded['live-room']++; return Promise.resolve({}); },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

beforeEach(() => {
  resetWarmedRoutes();
  loaded['match-centre'] = 0;
  loaded['live-room'] = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function render(living: number) {
  const h = accountsHarness();
  h.api.on(MATCH_LIVING_PATH, () => h.api.ok({ livings: [livingEntry(5, { living: true })], previews: [] }));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      <StreamButton id={42} sport="football" living={living} preview={0} />
    </AccountsContext.Provider>,
  ));
  return container.querySelector('button')!;
}

const pointerDown = (el: Element) => act(() => { el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })); });

describe('route warm-up', () => {
  it('knows the match centre and the room by their /liveRoom queries, and nothing else', () => {
    expect(warmKindOf('/liveRoom?detail=7&SportType=football')).toBe('match-centre');
    expect(warmKindOf('/liveRoom?roomId=880001')).toBe('live-room');
    expect(warmKindOf('/liveRoom')).toBeNull();
    expect(warmKindOf('/football')).toBeNull();
  });

  it('warms each page once; a failed warm-up is tried again next time', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const loaders = { 'match-centre': failing, 'live-room': vi.fn(() => Promise.resolve()) };
    warmRoute('/liveRoom?detail=7&SportType=football', loaders);
    warmRoute('/liveRoom?detail=8&SportType=basketball', loaders);
    expect(failing).toHaveBeenCalledTimes(1);
    await settle();
    warmRoute('/liveRoom?detail=7&SportType=football', loaders);
    expect(failing).toHaveBeenCalledTimes(2);
    warmRoute('/football', loaders);
    expect(loaders['live-room']).not.toHaveBeenCalled();
  });

  it('[LS-13] pointerdown on a stream-less row\'s button warms the match centre\'s chunk, before any click', () => {
    const button = render(0);
    expect(loaded['match-centre']).toBe(0);
    pointerDown(button);
    expect(loaded).toEqual({ 'match-centre': 1, 'live-room': 0 });
  });

  it('[LS-13] pointerdown on a popup\'s room link warms the live room\'s chunk', async () => {
    const button = render(1);
    act(() => button.click());
    await settle();
    const link = document.querySelector('[data-testid="stream-entry"]')!;
    pointerDown(link);
    expect(loaded['live-room']).toBe(1);
  });
});
