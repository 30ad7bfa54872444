// Applies a view's decoded patches to its valtio state, in order. A big patch — a subscription's first full patch,
// or the one that brings the day's hundreds of rows in once the feed's snapshot is folded — is not written in one
// task: making a valtio proxy of every row took ~35–55 ms for 800 football rows, and React's render of the new
// order followed in the same task (issue #4 §4: no main-thread task over 50 ms). The patch is folded into plain
// objects first, its rows are then written into the state a time slice per task, and the new order goes in last,
// in a task of its own — so until then the list shows what it showed before (the skeleton on a first load), never
// an order whose rows are missing. Patches behind it wait their turn. A slice's budget is measured with
// performance.now(): it is the main thread's own work time (no virtual clock moves during it), not a time about
// the world; the task boundaries are the page scheduler's 0 ms timers.
import type { MatchRow, ViewRow } from '../../engine/core';
import type { DecodedViewPatch, RowModel } from '../../engine/core/patch';
import { applyViewPatch } from '../../engine/core/patch';
import { PAGE_SCHEDULER } from '../time/page-scheduler';

/** A patch with more rows than this is written in slices; smaller ones are applied at once. */
export const SLICED_ROWS = 200;
/** Main-thread time (ms) one slice may take before it yields to the next task. */
export const SLICE_BUDGET_MS = 8;

export type Schedule = (task: () => void) => void;

const nextTask: Schedule = (task) => { PAGE_SCHEDULER.setTimeout(task, 0); };

export class PatchApplier {
  private readonly queue: DecodedViewPatch[] = [];
  /** The big patch being written: its rows (ids left to write), its order when it moves rows; null when none is. */
  private sliced: { readonly rows: Record<number, MatchRow>; readonly ids: number[]; readonly order: readonly ViewRow[] | null } | null = null;
  /** Waiting for the rows to be in (a goal trigger reads its row from the state). */
  private readonly waiters: (() => void)[] = [];
  /** Bumped by clear(): a slice scheduled before it does nothing. */
  private generation = 0;

  /** `applied`: each patch is fully in (the list may show its order). */
  constructor(private readonly model: RowModel, private readonly applied: () => void, private readonly schedule: Schedule = nextTask) {}

  /** True while a big patch is being written (its order not in yet). */
  get busy(): boolean {
    return this.sliced !== null;
  }

  push(patch: DecodedViewPatch): void {
    if (patch.reset) {
      this.queue.length = 0; // what waited is replaced by the reset, and so is a reset being written
      this.cancelSlicing();
    }
    this.queue.push(patch);
    if (!this.sliced) this.drain();
  }

  /** Runs `task` once every patch pushed so far is in the state: now, or after the big patch and what follows it. */
  afterApplied(task: () => void): void {
    if (this.sliced) this.waiters.push(task);
    else task();
  }

  /** Drops what waits and stops a reset being written (the store starts over). */
  clear(): void {
    this.queue.length = 0;
    this.waiters.length = 0;
    this.cancelSlicing();
  }

  private cancelSlicing(): void {
    this.sliced = null;
    this.generation++;
  }

  private drain(): void {
    while (this.queue.length > 0) {
      const patch = this.queue.shift()!;
      if (patch.rows.length > SLICED_ROWS) {
        // Plain rows: whole ones for new rows, the changed fields for rows already in the state.
        const plain: RowModel = { order: patch.reset ? [] : this.model.order, rows: {} };
        applyViewPatch(plain, patch);
        const moved = patch.reset || patch.splices.length > 0;
        this.sliced = { rows: plain.rows, ids: Object.keys(plain.rows).map(Number), order: moved ? plain.order : null };
        this.next(() => this.writeSlice());
        return;
      }
      applyViewPatch(this.model, patch);
      this.applied();
    }
  }

  private next(task: () => void): void {
    const generation = this.generation;
    this.schedule(() => { if (generation === this.generation) task(); });
  }

  private writeSlice(): void {
    const work = this.sliced;
    if (!work) return;
    const end = performance.now() + SLICE_BUDGET_MS;
    const rows = this.model.rows;
    while (work.ids.length > 0 && performance.now() < end) {
      for (const id of work.ids.splice(-50)) {
        const row = rows[id];
        if (row) Object.assign(row, work.rows[id]); // a row the list may be showing keeps its proxy (and its other fields)
        else rows[id] = work.rows[id];
      }
    }
    this.next(() => (work.ids.length > 0 ? this.writeSlice() : this.finishSlices()));
  }

  /** The order last, on its own: the list's render of it is this task's work. */
  private finishSlices(): void {
    const work = this.sliced;
    if (!work) return;
    this.sliced = null;
    if (work.order) {
      // Rows that left the order go, as applyViewPatch does: the worker sends all their fields should they come back.
      const listed = new Set<number>();
      for (const r of work.order) if (r.kind === 'match') listed.add(r.id);
      for (const id of Object.keys(this.model.rows)) if (!listed.has(Number(id))) delete this.model.rows[Number(id)];
      this.model.order = work.order;
    }
    this.applied();
    this.drain();
    if (!this.sliced) for (const task of this.waiters.splice(0)) task();
  }
}
