// A view kept up to date batch by batch. Each fold reports the match ids it touched; only those are placed
// again (removed from and binary-inserted into per-section sorted keys), and the answer says whether the row
// order changed and how (splices), so the patch builder sends order changes only when there are some.
// Anything that moves every row at once (a new day boundary, another day list, a competition changing tier
// under a first-tier tab) rebuilds from scratch, which is also what computeView does.
import type { Changes } from '../fold/draft';
import type { LiveState } from '../model';
import { assembleRows, pinOrder } from './assemble-rows';
import { emptySections } from './compute-view';
import { listSource } from './list-source';
import type { Placement } from './placement';
import { placementOf, samePlacement } from './placement';
import type { RowSplice } from './row-splices';
import { rowSplices } from './row-splices';
import type { KeyOrder, SortKey } from './sort-order';
import { keyOrder } from './sort-order';
import { insertSorted, removeSorted } from './sorted-array';
import { limitsOf } from './trimming';
import { tabReadsCompetitions } from './tabs';
import type { Section, View, ViewContext, ViewRow, ViewSpec } from './view-spec';
import { addShowingRenamed, firstTierChanged, nameChanges, symmetricDifference } from './view-inputs';

export interface ViewUpdate extends View {
  /** The row order changed (rows added, removed or moved). */
  readonly moved: boolean;
  /** Turn the previous rows into `rows` [RowSplice]; empty when nothing moved. */
  readonly splices: readonly RowSplice[];
  /**
   * Listed rows whose fields may have changed — touched matches, pin or follow toggled, a competition or team
   * renamed, every row after a rebuild: re-project these. Time-driven fields (minute, VAR flag, highlight) are
   * the worker's 15 s tick to refresh [MN-4].
   */
  readonly touchedRows: readonly number[];
}

export class ViewIndex {
  private readonly order: KeyOrder;
  private placed = new Map<number, Placement>();
  private sections: Record<Section, SortKey[]> = emptySections();
  private pins: number[] = [];
  private current: readonly ViewRow[] = [];

  constructor(private state: LiveState, readonly spec: ViewSpec, private ctx: ViewContext) {
    this.order = keyOrder(spec.sortDirection);
    this.rebuild();
  }

  get rows(): readonly ViewRow[] { return this.current; }
  get empty(): boolean { return this.current.length === 0; }

  /** Whether the match is listed (before trimming) — e.g. to gate a goal pop-up [GN-2]. */
  has(id: number): boolean { return this.placed.has(id); }

  update(state: LiveState, changes: Changes | Iterable<number>, ctx: ViewContext = this.ctx): ViewUpdate {
    let touched = new Set('matches' in changes ? changes.matches[this.spec.sport] : changes);
    if (ctx.pinned !== this.ctx.pinned) symmetricDifference(this.ctx.pinned, ctx.pinned, touched);
    if (ctx.followed !== this.ctx.followed) symmetricDifference(this.ctx.followed, ctx.followed, touched);
    const previous = this.current;
    const rebuild = ctx.dayStart !== this.ctx.dayStart || ctx.day !== this.ctx.day
      || (tabReadsCompetitions(this.spec.tab) && firstTierChanged(this.state, state, this.spec.sport));
    const names = nameChanges(this.state, state, this.spec.sport);
    this.state = state;
    this.ctx = ctx;
    if (rebuild) this.rebuild();
    else if (this.replace(touched)) this.assemble();
    const splices = previous === this.current ? [] : rowSplices(previous, this.current);
    if (splices.length === 0) this.current = previous;
    if (rebuild) touched = new Set(this.placed.keys());
    else addShowingRenamed(names, this.placed.keys(), listSource(state, this.spec, ctx), touched);
    return { rows: this.current, empty: this.empty, moved: splices.length > 0, splices, touchedRows: this.visible(touched) };
  }

  private rebuild(): void {
    this.placed.clear();
    this.sections = emptySections();
    const source = listSource(this.state, this.spec, this.ctx);
    this.pins = pinOrder(this.ctx.pinned);
    const pinnedSet = new Set(this.pins);
    for (const id of source.ids()) {
      const p = placementOf(source.match(id), source, this.spec, this.ctx, pinnedSet);
      if (!p) continue;
      this.placed.set(id, p);
      if (!p.pinned) this.sections[p.section].push(p.key);
    }
    for (const keys of Object.values(this.sections)) keys.sort(this.order);
    this.assemble();
  }

  /** Places the touched ids again; true when any placement (or the pin order) changed. */
  private replace(touched: ReadonlySet<number>): boolean {
    const source = listSource(this.state, this.spec, this.ctx);
    const pins = pinOrder(this.ctx.pinned);
    let changed = pins.length !== this.pins.length || pins.some((id, i) => id !== this.pins[i]);
    this.pins = pins;
    const pinnedSet = new Set(pins);
    for (const id of touched) {
      const before = this.placed.get(id) ?? null;
      const after = placementOf(source.match(id), source, this.spec, this.ctx, pinnedSet);
      if (samePlacement(before, after)) continue;
      changed = true;
      if (before && !before.pinned) removeSorted(this.sections[before.section], before.key, this.order);
      if (after && !after.pinned) insertSorted(this.sections[after.section], after.key, this.order);
      if (after) this.placed.set(id, after);
      else this.placed.delete(id);
    }
    return changed;
  }

  private assemble(): void {
    const listedPins = this.pins.filter((id) => this.placed.get(id)?.pinned);
    this.current = assembleRows(listedPins, this.sections, limitsOf(this.spec.list));
  }

  private visible(ids: ReadonlySet<number>): number[] {
    if (ids.size === 0) return [];
    if (this.spec.list !== 'focus') return [...ids].filter((id) => this.placed.has(id));
    const shown = new Set(this.current.flatMap((r) => (r.kind === 'match' ? [r.id] : [])));
    return [...ids].filter((id) => shown.has(id));
  }
}
