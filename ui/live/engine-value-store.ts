// A value the engine pushes (its status, the local items), held on the page for useSyncExternalStore. It attaches
// to the engine with its first subscriber and then lives as long as the page: StrictMode's subscribe, unsubscribe,
// subscribe must not open a second listener, and one listener per page is what the worker wants.
import type { EngineClient } from '../engine-client';
import { liveEngine } from './live-engine';

export interface EngineValueStore<T> {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => T;
}

export function engineValueStore<T>(
  initial: T,
  attach: (client: EngineClient, set: (value: T) => void) => void,
  engine: () => EngineClient | null = liveEngine,
): EngineValueStore<T> {
  let value = initial;
  let attached = false;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    value = next;
    listeners.forEach((l) => l());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!attached) {
        const client = engine();
        if (client) {
          attached = true;
          attach(client, set);
        }
      }
      return () => { listeners.delete(listener); };
    },
    getSnapshot: () => value,
  };
}
