import { describe, expect, it } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import type { Match, ViewPatch } from '../../engine/core';
import { emptyChanges, ViewPatcher, DEFAULT_SETTINGS } from '../../engine/core';
import { at, ctxOf, footballSpec, matchOf, stateOf } from '../../engine/core/views/test-support/builders';
import { ViewStore } from './view-store';

const NOW = at(19.5) * 1000;
const going = (id: number, home = 0): Match => matchOf('football', id, { statusId: 2, matchTime: at(19) + id, goingTime: at(19), homeScores: [home, 0, 0, 0, 0] });
const projection = { now: NOW, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 };

/** A patcher over two going matches and the patches of the score changes asked for. */
function patches(...scores: [number, number][]): ViewPatch[] {
  const ctx = ctxOf();
  const patcher = new ViewPatcher(1, footballSpec(), stateOf([going(1), going(2)]), ctx);
  const out = [patcher.initial(projection)];
  for (const [id, home] of scores) {
    const changes = emptyChanges();
    changes.matches.football.add(id);
    const others = [going(1), going(2)].filter((m) => m.id !== id);
    out.push(patcher.update({ state: stateOf([...others, going(id, home)]), changes, ctx, projection })!);
  }
  return out;
}

const offer = (store: ViewStore, view: ViewPatch) => store.offer(view);

describe('ViewStore', () => {
  it('a goal in one row notifies that row only; the order stays the same array', async () => {
    const [first, goal] = patches([2, 1]);
    const store = new ViewStore('football');
    offer(store, first);
    const order = store.state.order;
    const heard = { row1: 0, row2: 0 };
    subscribe(store.state.rows[1], () => { heard.row1++; });
    subscribe(store.state.rows[2], () => { heard.row2++; });
    offer(store, goal);
    await Promise.resolve(); // valtio notifies in a microtask
    expect(heard).toEqual({ row1: 0, row2: 1 });
    expect(store.state.rows[2].score).toBe('1-0');
    expect(store.state.order).toBe(order);
  });

  it('patches apply in the order they come; one that does not follow the last is an error (the client subscribes again)', () => {
    const [first, a, b] = patches([1, 1], [1, 2]);
    const store = new ViewStore('football');
    offer(store, first);
    expect(offer(store, b)).toMatchObject({ ok: false, reason: 'outOfOrder' });
    expect(store.state.rows[1].score).toBe('0-0');
    store.restart();
    offer(store, first);
    offer(store, a);
    offer(store, b);
    expect(store.state.rows[1].score).toBe('2-0');
    expect(store.version).toBe(3);
  });

  it('a patch that does not read leaves an error, not an exception', () => {
    const [first] = patches();
    const store = new ViewStore('football');
    const broken = { ...first, ints: first.ints.subarray(0, 12) };
    expect(offer(store, broken)).toMatchObject({ ok: false, reason: 'truncated' });
    expect(store.state.error).toMatch(/^truncated/);
  });
});
