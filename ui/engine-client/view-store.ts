// One subscription's rows on the page, in a valtio store: one proxy object per row, so a row component that
// snapshots its own row re-renders only when one of that row's fields changes; the row order is one plain
// (ref'd) array, replaced when rows move, so the list re-renders only then. Patches come in version order from
// the sequencer; one that arrives early waits for the ones before it. A big patch is written in slices
// (patch-applier.ts); `ready` turns true once the first patch is fully in.
import { proxy, ref } from 'valtio/vanilla';
import type { MatchRow, Sport, ViewRow } from '../../engine/core';
import type { DecodeError, PageTables, RowModel, Trigger, ViewPatch } from '../../engine/core/patch';
import { decodeViewPatch, emptyPageTables } from '../../engine/core/patch';
import type { Schedule } from './patch-applier';
import { PatchApplier } from './patch-applier';

export interface ViewState {
  /** False until the first patch is in. */
  ready: boolean;
  order: readonly ViewRow[];
  rows: Record<number, MatchRow>;
  /** Set when a patch could not be read; the client then subscribes again. */
  error: string | null;
}

/** What offering a patch did: the triggers it carried, or why the store cannot go on. */
export type Offered = { readonly ok: true; readonly triggers: readonly Trigger[] } | DecodeError;

const NO_ORDER: readonly ViewRow[] = ref([]);

export class ViewStore {
  readonly state: ViewState = proxy<ViewState>({ ready: false, order: NO_ORDER, rows: {}, error: null });
  private tables: PageTables = emptyPageTables();
  /** Patches that came before their turn, by first version. */
  private readonly early = new Map<number, ViewPatch>();
  /** applyViewPatch's view of the state: the order goes in as a ref, not as a deep proxy. */
  private readonly model: RowModel;
  private readonly applier: PatchApplier;

  /** `schedule`: how a sliced reset's next slice is run (a new task by default). */
  constructor(readonly sport: Sport, schedule?: Schedule) {
    const state = this.state;
    this.model = {
      get order() { return state.order; },
      set order(rows: readonly ViewRow[]) { state.order = ref([...rows]); },
      rows: state.rows,
    };
    this.applier = new PatchApplier(this.model, () => { state.ready = true; }, schedule);
  }

  get version(): number {
    return this.tables.version;
  }

  /** Applies `view` (and whatever waited for it), or holds it until its turn. */
  offer(view: ViewPatch, fromVersion: number, reset: boolean): Offered {
    if (!reset && fromVersion > this.tables.version + 1) {
      this.early.set(fromVersion, view);
      return { ok: true, triggers: [] };
    }
    if (!reset && fromVersion <= this.tables.version) return { ok: true, triggers: [] }; // already in (a duplicate)
    const decoded = decodeViewPatch(view, this.tables);
    if (!decoded.ok) {
      this.state.error = `${decoded.reason}: ${decoded.detail}`;
      return decoded;
    }
    if (decoded.patch.reset) this.early.clear();
    this.applier.push(decoded.patch);
    const triggers = [...decoded.patch.triggers];
    const next = this.early.get(this.tables.version + 1);
    if (next) {
      this.early.delete(this.tables.version + 1);
      const more = this.offer(next, this.tables.version + 1, false);
      if (more.ok) triggers.push(...more.triggers);
      else return more;
    }
    return { ok: true, triggers };
  }

  /** Runs `task` once every patch offered so far is in `state` (at once unless a big reset is being written). */
  afterApplied(task: () => void): void {
    this.applier.afterApplied(task);
  }

  /** Starts over (a new subscription's first patch follows). */
  restart(): void {
    this.tables = emptyPageTables();
    this.early.clear();
    this.applier.clear();
    this.state.error = null;
  }
}
