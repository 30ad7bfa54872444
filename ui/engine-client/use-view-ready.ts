// Whether a view's first patch is in, for the list component. Read straight off the store, not through valtio's
// useSnapshot(store.state): that would snapshot the whole state — every row of the view — at each patch, only for
// this one flag (issue #4 §4: main-thread time while the list is live).
import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { ViewStore } from './view-store';

export function useViewReady(store: ViewStore): boolean {
  return useSyncExternalStore(
    (onChange) => subscribe(store.state, onChange),
    () => store.state.ready,
  );
}
