import { describe, expect, it } from 'vitest';
import type { LocalItems } from '../../../engine/worker/api';
import { DEFAULT_SETTINGS } from '../../../engine/core/rules/settings';
import { createLocalItemsStore } from './local-items-store';

const items = (pinned: number[]): LocalItems => ({
  pinned: { football: pinned, basketball: [] }, filters: { football: null, basketball: null }, tabs: {}, settings: DEFAULT_SETTINGS, homeNotice: '',
});

function fakeSource() {
  let resolveRead!: (items: LocalItems) => void;
  let listener!: (items: LocalItems) => void;
  return {
    source: { read: () => new Promise<LocalItems>((r) => { resolveRead = r; }), watch: (l: (items: LocalItems) => void) => { listener = l; } },
    answer: (i: LocalItems) => resolveRead(i),
    change: (i: LocalItems) => listener(i),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('local items store', () => {
  it('[LS-6] null until read, then the read items, then every announced change, notifying subscribers', async () => {
    const fake = fakeSource();
    const store = createLocalItemsStore(fake.source);
    let notified = 0;
    store.subscribe(() => { notified++; });
    expect(store.getSnapshot()).toBeNull();
    fake.answer(items([1]));
    await tick();
    expect(store.getSnapshot()?.pinned.football).toEqual([1]);
    fake.change(items([1, 2]));
    expect(store.getSnapshot()?.pinned.football).toEqual([1, 2]);
    expect(notified).toBe(2);
  });

  it('a change heard before the first read answers wins over that (older) answer', async () => {
    const fake = fakeSource();
    const store = createLocalItemsStore(fake.source);
    fake.change(items([7]));
    fake.answer(items([]));
    await tick();
    expect(store.getSnapshot()?.pinned.football).toEqual([7]);
  });
});
