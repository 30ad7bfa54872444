// Rows out of the pinned block and the sorted sections: pinned rows first, then each non-empty section behind
// its divider, in SECTIONS order [LS-1] [LS-2] [LS-6], cut to the list's limits [LS-4].
import type { Limits } from './trimming';
import type { Section, ViewRow } from './view-spec';
import { SECTIONS } from './view-spec';

export type SectionIds = Readonly<Record<Section, readonly { readonly id: number }[]>>;

export function assembleRows(pinned: readonly number[], sections: SectionIds, limits: Limits): ViewRow[] {
  const rows: ViewRow[] = [];
  for (const id of pinned.slice(0, limits.lead)) rows.push({ kind: 'match', id });
  for (const section of SECTIONS) {
    const entries = sections[section];
    if (entries.length === 0) continue;
    rows.push({ kind: 'divider', section });
    const n = Math.min(entries.length, limits.section);
    for (let i = 0; i < n; i++) rows.push({ kind: 'match', id: entries[i].id });
  }
  return rows;
}

/** Pin order with repeats dropped (pinnedArr is user-kept data). */
export function pinOrder(pinned: readonly number[]): number[] {
  return [...new Set(pinned)];
}
