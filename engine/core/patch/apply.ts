// A page's model of one subscription and how a decoded patch changes it: fields assigned in place (so a row
// object — a valtio proxy on the page — changes only in the fields that changed), the order spliced, and rows
// that left the order dropped. The reference the patch property tests compare against a fresh render.
import type { MatchRow } from '../views/row-types';
import { applySplices } from '../views/row-splices';
import type { ViewRow } from '../views/view-spec';
import type { DecodedViewPatch } from './view-patch';

export interface RowModel {
  /** Replaced (never mutated) when rows move, so whoever holds the old order keeps a consistent one. */
  order: readonly ViewRow[];
  readonly rows: Record<number, MatchRow>;
}

export function emptyRowModel(): RowModel {
  return { order: [], rows: {} };
}

export function applyViewPatch(model: RowModel, patch: DecodedViewPatch): void {
  if (patch.reset) {
    model.order = [];
    for (const id of Object.keys(model.rows)) delete model.rows[Number(id)];
  }
  for (const { id, fields } of patch.rows) {
    const row = model.rows[id];
    if (row) Object.assign(row, fields);
    else model.rows[id] = { id, sport: patch.sport, ...fields } as MatchRow; // a new row carries every field
  }
  if (patch.splices.length === 0) return;
  model.order = applySplices(model.order, patch.splices);
  // Rows that left the order: the worker forgot them too, and sends all their fields should they come back.
  const listed = new Set<number>();
  for (const r of model.order) if (r.kind === 'match') listed.add(r.id);
  for (const id of Object.keys(model.rows)) if (!listed.has(Number(id))) delete model.rows[Number(id)];
}
