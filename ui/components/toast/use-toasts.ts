// React's view of the toast store (STYLE.md item 12: one thin hook on useSyncExternalStore).
import { useSyncExternalStore } from 'react';
import type { Toast, ToastStore } from './toast-store';
import { toastStore } from './toast-store';

export function useToasts(store: ToastStore = toastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
