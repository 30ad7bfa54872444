// @vitest-environment happy-dom
// The stack in the shell: a listed goal shows after 100 ms as a link card with a close button, is read out by the
// polite live region, and goes after 9 s [GN-4] [GN-7].
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../engine/core/rules/settings';
import type { EngineView } from '../../engine-client';
import { TriggerQueue, ViewStore } from '../../engine-client';
import { footballRow } from '../../live/test-support/rows';
import '../test-support/dom';
import { GoalPopups } from './goal-popups';

const triggers = new TriggerQueue();
const store = new ViewStore('football');
const view: EngineView = { store, options: { sport: 'football', list: 'today', tab: 'all' }, close: () => {} };
const client = {
  triggers,
  viewOf: (id: number) => (id === 7 ? view : undefined),
  api: {
    localItems: async () => ({ settings: DEFAULT_SETTINGS }),
    onLocalItems: async () => () => {},
  },
};
vi.mock('../../live/live-engine', () => ({ liveEngine: () => client }));

let root: Root | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const flush = () => act(async () => { await vi.advanceTimersByTimeAsync(0); });

describe('GoalPopups', () => {
  it('[GN-4] [GN-7] shows a listed goal after 100 ms as a keyboard-reachable link card, announces it, and removes it after 9 s', async () => {
    store.state.rows[1] = footballRow(1, { score: '2-1' });
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<GoalPopups />));
    act(() => triggers.push([{ kind: 'goal', sport: 'football', matchId: 1, sides: ['home'], at: 5, room: null }], 7));
    await flush();
    expect(document.querySelectorAll('[data-testid="goal-popup"]')).toHaveLength(0);
    await act(async () => { await vi.advanceTimersByTimeAsync(100); });
    const popup = document.querySelector<HTMLElement>('[data-testid="goal-popup"]')!;
    const link = popup.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/liveRoom?detail=1&SportType=football');
    expect(link.getAttribute('target')).toBe('_blank');
    // Its accessible name is the text it shows (no aria-label over it: WCAG 2.5.3, axe's label-content-name-mismatch).
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toContain('英超');
    const [home, away] = [...popup.querySelectorAll('b')];
    expect([home.textContent, away.textContent]).toEqual(['2', '1']);
    expect(home.className).not.toBe(''); // the scoring side is emphasised
    expect(away.className).toBe('');
    expect(popup.style.transform).toBe('translateY(145px)'); // placed by a transform: moving it is no layout
    const announcer = document.querySelector('[aria-live="polite"]')!;
    expect(announcer.textContent).toBe("英超 曼联 2-1 切尔西，曼联进球（23'）");
    await act(async () => { await vi.advanceTimersByTimeAsync(9_000); });
    expect(document.querySelectorAll('[data-testid="goal-popup"]')).toHaveLength(0);
  });

  it('the close button takes a pop-up away at once', async () => {
    store.state.rows[2] = footballRow(2);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<GoalPopups />));
    act(() => triggers.push([{ kind: 'goal', sport: 'football', matchId: 2, sides: ['away'], at: 6, room: null }], 7));
    await act(async () => { await vi.advanceTimersByTimeAsync(100); });
    const close = document.querySelector<HTMLButtonElement>('[data-testid="goal-popup"] button[aria-label="关闭提醒"]')!;
    act(() => close.click());
    expect(document.querySelectorAll('[data-testid="goal-popup"]')).toHaveLength(0);
  });
});
