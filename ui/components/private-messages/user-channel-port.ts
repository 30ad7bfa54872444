// What private messages need of the engine: the worker's user channel (engine/worker/api.ts subscribeUser) over
// Comlink. A port, so tests hand their own.
import * as Comlink from 'comlink';
import type { UserEvent } from '../../../engine/worker/api';
import type { EngineClient } from '../../engine-client';

export interface UserChannelPort {
  /** Subscribes (the worker subscribes again on every reconnect); resolves to the unsubscribe. */
  subscribeUser(accessToken: string, onEvent: (event: UserEvent) => void): Promise<() => void>;
}

export function engineUserPort(client: EngineClient): UserChannelPort {
  return {
    async subscribeUser(accessToken, onEvent) {
      const off = await client.api.subscribeUser(accessToken, Comlink.proxy(onEvent));
      return () => { void off(); };
    },
  };
}
