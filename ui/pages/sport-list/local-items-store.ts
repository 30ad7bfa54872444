// The engine's locally kept items (pins, filters, settings — SPEC.md §3) as the page's external store (STYLE.md
// item 12): read once, then every change the worker announces. A change heard before the first read answers is
// newer than that answer, so the late answer is dropped. Framework-free; use-local-items.ts is the React side.
import type { LocalItems } from '../../../engine/worker/api';

export interface LocalItemsSource {
  read(): Promise<LocalItems>;
  /** Registers the listener for every later change (the worker's onLocalItems). */
  watch(listener: (items: LocalItems) => void): unknown;
}

export interface LocalItemsStore {
  /** null until the worker answered. */
  getSnapshot(): LocalItems | null;
  subscribe(listener: () => void): () => void;
}

export function createLocalItemsStore(source: LocalItemsSource): LocalItemsStore {
  let items: LocalItems | null = null;
  let heardChange = false;
  const listeners = new Set<() => void>();
  const set = (next: LocalItems) => {
    items = next;
    listeners.forEach((listener) => listener());
  };
  source.watch((next) => {
    heardChange = true;
    set(next);
  });
  void source.read().then((first) => {
    if (!heardChange) set(first);
  }, () => { /* the worker is gone: the lists show their own error */ });
  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
