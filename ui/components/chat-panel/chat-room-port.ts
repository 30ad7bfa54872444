// What the chat panel needs of the engine: the worker's room API (engine/worker/api.ts joinRoom / sendChat) over
// Comlink. A port, so tests hand the panel their own.
import * as Comlink from 'comlink';
import type { ChatSendAnswer, RoomEvent } from '../../../engine/worker/api';
import type { EngineClient } from '../../engine-client';

export interface ChatRoomPort {
  /** Joins (the worker rejoins on every reconnect); resolves to the leave. */
  joinRoom(roomId: number, accessToken: string, onEvent: (event: RoomEvent) => void): Promise<() => void>;
  /** A message to `roomId`, the room this panel joined (one engine may hold several tabs' rooms). */
  sendChat(roomId: number, text: string, accessToken: string): Promise<ChatSendAnswer>;
}

export function enginePort(client: EngineClient): ChatRoomPort {
  return {
    async joinRoom(roomId, accessToken, onEvent) {
      const leave = await client.api.joinRoom(roomId, accessToken, Comlink.proxy(onEvent));
      return () => { void leave(); };
    },
    sendChat: (roomId, text, accessToken) => client.api.sendChat(roomId, text, accessToken),
  };
}
