// React's view of the session store (STYLE.md item 12: one thin hook on useSyncExternalStore).
import { useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from './session-store';
import { sessionStore } from './session-store';

export function useSession(store: SessionStore = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
