// The page's locally kept items in React (STYLE.md item 12): one store per engine client, one hook.
import * as Comlink from 'comlink';
import { useSyncExternalStore } from 'react';
import type { LocalItems } from '../../../engine/worker/api';
import type { EngineClient } from '../../engine-client';
import type { LocalItemsStore } from './local-items-store';
import { createLocalItemsStore } from './local-items-store';

const stores = new WeakMap<EngineClient, LocalItemsStore>();

export function localItemsStoreOf(client: EngineClient): LocalItemsStore {
  let store = stores.get(client);
  if (!store) {
    store = createLocalItemsStore({
      read: () => client.api.localItems(),
      watch: (listener) => client.api.onLocalItems(Comlink.proxy(listener)),
    });
    stores.set(client, store);
  }
  return store;
}

/** null until the worker answered. */
export function useLocalItems(client: EngineClient): LocalItems | null {
  const store = localItemsStoreOf(client);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
