// @vitest-environment happy-dom
// The list reads only whether its view's first patch is in: row changes must neither re-render it nor snapshot the
// rows (issue #4 §4).
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchRow } from '../../engine/core';
import { useViewReady } from './use-view-ready';
import { ViewStore } from './view-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const settle = () => act(async () => { await Promise.resolve(); });

describe('useViewReady', () => {
  it('[LS-8] follows the ready flag and does not re-render the list when a row changes', async () => {
    const store = new ViewStore('football');
    store.state.rows[1] = { id: 1, score: '0-0' } as unknown as MatchRow;
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useViewReady(store));
      return null;
    }
    root = createRoot(document.createElement('div'));
    act(() => root!.render(<Probe />));
    expect(seen).toEqual([false]);

    store.state.ready = true;
    await settle();
    expect(seen).toEqual([false, true]);

    Object.assign(store.state.rows[1], { score: '1-0' });
    store.state.rows[2] = { id: 2, score: '0-0' } as unknown as MatchRow;
    await settle();
    expect(seen).toEqual([false, true]);
  });
});
