// A view from scratch: place every match, sort each section, assemble [LS-1]…[LS-11]. The reference that
// ViewIndex is checked against.
import type { LiveState } from '../model';
import { assembleRows, pinOrder } from './assemble-rows';
import { listSource } from './list-source';
import { placementOf } from './placement';
import type { SortKey } from './sort-order';
import { keyOrder } from './sort-order';
import { limitsOf } from './trimming';
import type { Section, View, ViewContext, ViewSpec } from './view-spec';

export function emptySections(): Record<Section, SortKey[]> {
  return { going: [], notStarted: [], tomorrow: [], other: [], finished: [] };
}

export function computeView(state: LiveState, spec: ViewSpec, ctx: ViewContext): View {
  const source = listSource(state, spec, ctx);
  const pins = pinOrder(ctx.pinned);
  const pinnedSet = new Set(pins);
  const listedPins = new Set<number>();
  const sections = emptySections();
  for (const id of source.ids()) {
    const p = placementOf(source.match(id), source, spec, ctx, pinnedSet);
    if (!p) continue;
    if (p.pinned) listedPins.add(id);
    else sections[p.section].push(p.key);
  }
  const order = keyOrder(spec.sortDirection);
  for (const keys of Object.values(sections)) keys.sort(order);
  const rows = assembleRows(pins.filter((id) => listedPins.has(id)), sections, limitsOf(spec.list));
  return { rows, empty: rows.length === 0 };
}
