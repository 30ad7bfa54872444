// The oracle for end-to-end engine checks: what a subscription's page model must hold once a recorded day has
// been played — the Node fold of every frame, computeView's rows and fresh projections at the view clock's time.
import { expect } from 'vitest';
import type { FeedEvent, LiveState, MatchRow, ViewContext, ViewRow } from '../../engine/core';
import { computeView, DEFAULT_SETTINGS, EMPTY_STATE, fold, rowOf } from '../../engine/core';
import { listSource } from '../../engine/core/views/list-source';
import { decodeEnvelope, decodeFrame, readFixture } from '../../engine/wire';
import type { SubscribeOptions } from '../../engine/worker/views/subscribe-options';
import { checkSubscribeOptions } from '../../engine/worker/views/subscribe-options';

export function eventsOf(bytes: Uint8Array): FeedEvent[] {
  return readFixture(bytes).frames.flatMap((f) => {
    const r = decodeFrame(decodeEnvelope(f));
    return r.ok && 'event' in r ? [r.event] : [];
  });
}

export function foldRecording(bytes: Uint8Array): LiveState {
  return fold(EMPTY_STATE, eventsOf(bytes)).state;
}

export interface PageLists {
  readonly order: readonly ViewRow[];
  readonly rows: Readonly<Record<number, MatchRow>>;
}

export interface Moment {
  readonly now: number;
  readonly dayStart: number;
  readonly pinned?: readonly number[];
  readonly followed?: ReadonlySet<number>;
}

/**
 * The page's lists must be the fresh view of `state`. The goal highlight and the retraction mark (取消) are left
 * out: each depends on when the worker folded its goal (its batches), which a fold of the whole day does not know
 * [GN-5]; the patch and retraction-mark property tests check them.
 */
export function expectFinalLists(page: PageLists, options: SubscribeOptions, state: LiveState, at: Moment): void {
  const checked = checkSubscribeOptions(options);
  if (!checked.ok) throw new Error(checked.detail);
  const spec = checked.specFor(DEFAULT_SETTINGS);
  const ctx: ViewContext = { dayStart: at.dayStart, pinned: at.pinned ?? [], followed: at.followed ?? new Set() };
  const view = computeView(state, spec, ctx);
  expect(page.order, `${options.sport} ${options.list} ${options.tab} order`).toEqual(view.rows);
  const source = listSource(state, spec, ctx);
  const ids = view.rows.flatMap((r) => (r.kind === 'match' ? [r.id] : []));
  expect(Object.keys(page.rows).map(Number).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  for (const id of ids) {
    const shown = page.rows[id];
    const expected = rowOf(source.match(id)!, state, at.now, DEFAULT_SETTINGS, {
      ...ctx, tab: spec.tab, previous: shown, // the shown minute may be held [MN-4]; a stale one still fails
    });
    expect({ ...shown, highlighted: false, retracted: false }, `${options.sport} row ${id}`).toEqual({ ...expected, highlighted: false, retracted: false });
  }
}
