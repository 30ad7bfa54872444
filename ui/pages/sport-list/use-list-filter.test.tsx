// @vitest-environment happy-dom
// [LS-7] [FT-3] The filter a list applies: nothing until the local items are read, the saved filter at once on
// the first read (a reload paints the filtered list straight away), every later change 500 ms after the last one.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../engine/core/rules/settings';
import type { FilterChoice, LocalItems } from '../../../engine/worker/api';
import type { EngineClient } from '../../engine-client';
import { useListFilter } from './use-list-filter';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = (football: FilterChoice | null, pinned: number[] = []): LocalItems => ({
  pinned: { football: pinned, basketball: [] }, filters: { football, basketball: null }, tabs: {}, settings: DEFAULT_SETTINGS, homeNotice: '',
});

function fakeClient(first: LocalItems) {
  let announce!: (items: LocalItems) => void;
  const client = {
    api: {
      localItems: () => Promise.resolve(first),
      onLocalItems: (listener: (items: LocalItems) => void) => { announce = listener; return Promise.resolve(() => {}); },
    },
  } as unknown as EngineClient;
  return { client, change: (next: LocalItems) => act(() => announce(next)) };
}

let root: Root;
const seen: unknown[] = [];
function Probe({ client }: { readonly client: EngineClient }) {
  seen.push(useListFilter(client, 'football'));
  return null;
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  seen.length = 0;
});

async function mount(client: EngineClient) {
  root = createRoot(document.createElement('div'));
  await act(async () => { root.render(<Probe client={client} />); });
  await act(async () => { await Promise.resolve(); });
}

describe('useListFilter', () => {
  it('[FT-3] undefined until read, then the saved ids at once', async () => {
    const { client } = fakeClient(items({ tab: 'athletics', competitionIds: [3, 4] }));
    await mount(client);
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toEqual([3, 4]);
  });

  it('[LS-7] a burst of changes applies once, 500 ms after the last; a pin (same filter) changes nothing', async () => {
    const { client, change } = fakeClient(items(null));
    await mount(client);
    expect(seen.at(-1)).toBeNull();
    change(items({ tab: 'all', competitionIds: [1] }));
    act(() => { vi.advanceTimersByTime(300); });
    change(items({ tab: 'all', competitionIds: [1, 2] }));
    act(() => { vi.advanceTimersByTime(499); });
    expect(seen.at(-1)).toBeNull();
    act(() => { vi.advanceTimersByTime(1); });
    expect(seen.at(-1)).toEqual([1, 2]);
    const applied = seen.at(-1);
    change(items({ tab: 'all', competitionIds: [1, 2] }, [9]));
    act(() => { vi.advanceTimersByTime(1000); });
    expect(seen.at(-1)).toBe(applied); // the same array: the list does not resubscribe
    expect(seen.filter((v) => Array.isArray(v) && v.length === 1)).toEqual([]); // [1] was never applied
  });
});
