// The engine's status on the page (connection, last frame, today's counts): the header pill and the count bands.
import { useSyncExternalStore } from 'react';
import * as Comlink from 'comlink';
import type { EngineStatus } from '../../engine/worker/api';
import { engineValueStore } from './engine-value-store';

export const engineStatusStore = engineValueStore<EngineStatus | null>(null, (client, set) => {
  void client.api.status().then(set, () => {});
  void client.api.onStatus(Comlink.proxy(set));
});

export function useEngineStatus(): EngineStatus | null {
  return useSyncExternalStore(engineStatusStore.subscribe, engineStatusStore.getSnapshot, () => null);
}
