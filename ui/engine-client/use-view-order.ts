// The ordered rows of a view (match ids and dividers) for the list component: it re-renders only when rows are
// added, removed or moved — the order array is replaced then, and only then.
import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { ViewRow } from '../../engine/core';
import type { ViewStore } from './view-store';

export function useViewOrder(store: ViewStore): readonly ViewRow[] {
  return useSyncExternalStore(
    (onChange) => subscribe(store.state, onChange),
    () => store.state.order,
  );
}
