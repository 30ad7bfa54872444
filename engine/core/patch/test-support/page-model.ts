// The page's side in tests: decode every patch in order onto a plain model (what the valtio store does), and
// the oracle — what that model must equal: a from-scratch view and fresh projections of the state.
import { expect } from 'vitest';
import type { LiveState } from '../../model';
import type { Settings } from '../../rules/settings';
import { computeView } from '../../views/compute-view';
import { listSource } from '../../views/list-source';
import { rowOf } from '../../views/row-projection';
import type { ViewContext, ViewSpec } from '../../views/view-spec';
import type { RowModel } from '../apply';
import { applyViewPatch, emptyRowModel } from '../apply';
import { decodeViewPatch } from '../decode';
import type { PageTables } from '../tables';
import { emptyPageTables } from '../tables';
import type { Trigger, ViewPatch } from '../view-patch';

export class PageModel {
  readonly model: RowModel = emptyRowModel();
  readonly tables: PageTables = emptyPageTables();
  readonly triggers: Trigger[] = [];

  apply(patch: ViewPatch): void {
    const decoded = decodeViewPatch(patch, this.tables);
    if (!decoded.ok) throw new Error(`patch did not decode: ${decoded.reason} ${decoded.detail}`);
    applyViewPatch(this.model, decoded.patch);
    this.triggers.push(...decoded.patch.triggers);
  }

  static of(patches: readonly ViewPatch[]): PageModel {
    const page = new PageModel();
    patches.forEach((p) => page.apply(p));
    return page;
  }
}

export interface Oracle {
  readonly state: LiveState;
  readonly spec: ViewSpec;
  readonly ctx: ViewContext;
  readonly now: number;
  readonly settings: Settings;
  readonly highlightUntil: (id: number) => number;
}

/** The order must be computeView's; with `projections`, every row must be its fresh projection at `now`. */
export function expectPageEquals(model: RowModel, o: Oracle, projections = true): void {
  const view = computeView(o.state, o.spec, o.ctx);
  expect(model.order).toEqual(view.rows);
  const ids = view.rows.flatMap((r) => (r.kind === 'match' ? [r.id] : []));
  expect(Object.keys(model.rows).map(Number).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  if (!projections) return;
  const source = listSource(o.state, o.spec, o.ctx);
  for (const id of ids) {
    // The shown minute may be held where a fresh reading would go back [MN-4]: the page's own row is the
    // `previous` a fresh projection compares with, so a stale minute still fails.
    const expected = rowOf(source.match(id)!, o.state, o.now, o.settings, {
      dayStart: o.ctx.dayStart, tab: o.spec.tab, pinned: o.ctx.pinned, followed: o.ctx.followed, previous: model.rows[id],
      highlightUntil: o.highlightUntil(id), day: o.ctx.day, localZone: o.ctx.localZone,
    });
    expect(model.rows[id], `row ${id}`).toEqual(expected);
  }
}
