// One subscription's rows on the page, in a valtio store: one proxy object per row, so a row component that
// snapshots its own row re-renders only when one of that row's fields changes; the row order is one plain
// (ref'd) array, replaced when rows move, so the list re-renders only then. Patches come in version order on the
// one patch port (engine-client.ts); one that does not follow the last (a bug) reads as an error, and the client
// subscribes again. A big patch is written in slices (patch-applier.ts); `ready` turns true once the first patch
// is fully in.
import { proxy, ref } from 'valtio/vanilla';
import type { MatchRow, Sport, ViewRow } from '../../engine/core';
import type { DecodeError, PageTables, RowModel, Trigger, ViewPatch } from '../../engine/core/patch';
import { decodeViewPatch, emptyPageTables } from '../../engine/core/patch';
import type { Schedule } from './patch-applier';
import { PatchApplier } from './patch-applier';
import { markOpen } from '../perf/open-marks';

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
    this.applier = new PatchApplier(this.model, () => {
      state.ready = true;
      if (state.order.length > 0) markOpen('rows-patch');
    }, schedule);
  }

  get version(): number {
    return this.tables.version;
  }

  /** Applies `view`, the subscription's next patch (or a reset), and answers its triggers. */
  offer(view: ViewPatch): Offered {
    const decoded = decodeViewPatch(view, this.tables);
    if (!decoded.ok) {
      this.state.error = `${decoded.reason}: ${decoded.detail}`;
      return decoded;
    }
    this.applier.push(decoded.patch);
    return { ok: true, triggers: decoded.patch.triggers };
  }

  /** Runs `task` once every patch offered so far is in `state` (at once unless a big reset is being written). */
  afterApplied(task: () => void): void {
    this.applier.afterApplied(task);
  }

  /** Starts over (a new subscription's first patch follows). */
  restart(): void {
    this.tables = emptyPageTables();
    this.applier.clear();
    this.state.error = null;
  }
}
