import { describe, expect, it } from 'vitest';
import type { Match, ViewPatch } from '../../engine/core';
import { emptyChanges, ViewPatcher, DEFAULT_SETTINGS } from '../../engine/core';
import { at, ctxOf, footballSpec, matchOf, stateOf } from '../../engine/core/views/test-support/builders';
import { SLICED_ROWS } from './patch-applier';
import { ViewStore } from './view-store';

const NOW = at(19.5) * 1000;
const COUNT = SLICED_ROWS * 3;
const going = (id: number, home = 0): Match => matchOf('football', id, { statusId: 2, matchTime: at(19) + id, goingTime: at(19), homeScores: [home, 0, 0, 0, 0] });
const projection = { now: NOW, settings: DEFAULT_SETTINGS, highlightUntil: () => 0 };
const ids = Array.from({ length: COUNT }, (_, i) => i + 1);

/** A full patch of COUNT going matches, then one with match 1's goal. */
function bigDay(): [ViewPatch, ViewPatch] {
  const ctx = ctxOf();
  const patcher = new ViewPatcher(1, footballSpec(), stateOf(ids.map((id) => going(id))), ctx);
  const first = patcher.initial(projection);
  const changes = emptyChanges();
  changes.matches.football.add(1);
  const goal = patcher.update({ state: stateOf(ids.map((id) => going(id, id === 1 ? 1 : 0))), changes, ctx, projection })!;
  return [first, goal];
}

/** A ViewStore whose slices run only when the test says. */
function manualStore() {
  const tasks: (() => void)[] = [];
  const store = new ViewStore('football', (task) => { tasks.push(task); });
  const runAll = () => { let n = 0; while (tasks.length > 0) { tasks.shift()!(); n++; } return n; };
  return { store, tasks, runAll };
}

const offer = (store: ViewStore, view: ViewPatch) => store.offer(view);

describe('PatchApplier (through ViewStore)', () => {
  it('a big first patch is written over several tasks; the order and ready come last, with every row in', () => {
    const [first] = bigDay();
    const { store, runAll, tasks } = manualStore();
    expect(offer(store, first).ok).toBe(true);
    expect(store.state.ready).toBe(false);
    expect(store.state.order).toHaveLength(0);
    expect(tasks).toHaveLength(1);
    expect(runAll()).toBeGreaterThanOrEqual(2); // at least one slice, then the order on its own
    expect(store.state.ready).toBe(true);
    const listed = store.state.order.filter((r) => r.kind === 'match').map((r) => r.kind === 'match' && r.id);
    expect(listed.sort((a, b) => Number(a) - Number(b))).toEqual(ids);
    for (const id of ids) expect(store.state.rows[id]?.id).toBe(id);
  });

  it('a patch offered while the reset is written applies after it, and its waiters run only then', () => {
    const [first, goal] = bigDay();
    const { store, runAll } = manualStore();
    offer(store, first);
    offer(store, goal);
    const seen: (string | undefined)[] = [];
    store.afterApplied(() => seen.push(store.state.rows[1]?.score));
    expect(seen).toEqual([]);
    runAll();
    expect(seen).toEqual(['1-0']);
    expect(store.version).toBe(2);
  });

  it('a restart while the reset is written drops it: the slices left do nothing', () => {
    const [first] = bigDay();
    const { store, runAll } = manualStore();
    offer(store, first);
    store.restart();
    runAll();
    expect(store.state.ready).toBe(false);
    expect(store.state.order).toHaveLength(0);
  });

  it('a big patch after a small first one (the feed snapshot folded) is written in slices too, keeping the first rows', () => {
    const ctx = ctxOf();
    const patcher = new ViewPatcher(1, footballSpec(), stateOf([going(1)]), ctx);
    const { store, tasks, runAll } = manualStore();
    offer(store, patcher.initial(projection));
    const firstRow = store.state.rows[1];
    const changes = emptyChanges();
    for (const id of ids) changes.matches.football.add(id);
    offer(store, patcher.update({ state: stateOf(ids.map((id) => going(id, id === 1 ? 2 : 0))), changes, ctx, projection })!);
    expect(tasks.length).toBe(1);
    expect(store.state.order.filter((r) => r.kind === 'match')).toHaveLength(1);
    runAll();
    expect(store.state.order.filter((r) => r.kind === 'match')).toHaveLength(COUNT);
    expect(store.state.rows[1]).toBe(firstRow);
    expect(store.state.rows[1].score).toBe('2-0');
    expect(store.state.rows[COUNT]?.id).toBe(COUNT);
  });

  it('small patches still apply at once', () => {
    const ctx = ctxOf();
    const patcher = new ViewPatcher(1, footballSpec(), stateOf([going(1), going(2)]), ctx);
    const { store, tasks } = manualStore();
    offer(store, patcher.initial(projection));
    expect(tasks).toHaveLength(0);
    expect(store.state.ready).toBe(true);
    expect(store.state.rows[2]?.id).toBe(2);
  });
});
