// One row's fields for its row component (valtio's useSnapshot, itself on useSyncExternalStore): the component
// re-renders only when a field it read changes — another row's goal leaves it alone.
import { proxy, useSnapshot } from 'valtio';
import type { MatchRow } from '../../engine/core';
import type { ViewStore } from './view-store';

/** Stands in while the row is gone (a hook cannot be skipped). */
const NO_ROW = proxy({});

export function useViewRow(store: ViewStore, id: number): MatchRow | undefined {
  const row = store.state.rows[id];
  const snapshot = useSnapshot(row ?? NO_ROW);
  return row ? (snapshot as MatchRow) : undefined;
}
