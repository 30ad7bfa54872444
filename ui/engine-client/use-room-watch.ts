// The live room page's live room record (issue #14): the worker's room while the component is mounted —
// 'loading' until the worker answers, 'unknown' without an engine (client null) or for a room the feed has not
// described (the page then keeps what the server's liveInfo said). `onTriggers` hears the room's match's goal
// pop-ups as they come (the page holds them back by the stream's latency).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Trigger } from '../../engine/core';
import type { EngineClient } from './engine-client';
import type { RoomStore, RoomView } from './room-store';
import { LOADING_ROOM } from './room-store';

const UNKNOWN: RoomView = { status: 'unknown', room: null };
const noSubscribe = () => () => {};

export function useRoomWatch(client: EngineClient | null, roomId: number, onTriggers?: (triggers: readonly Trigger[]) => void): RoomView {
  const [store, setStore] = useState<RoomStore | null>(null);
  const listener = useRef(onTriggers);
  listener.current = onTriggers;
  useEffect(() => {
    if (client === null) return;
    const watch = client.watchRoom(roomId);
    setStore(watch.store);
    const off = watch.store.onTriggers((t) => listener.current?.(t));
    return () => {
      off();
      watch.close();
    };
  }, [client, roomId]);
  const view = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.current ?? (() => LOADING_ROOM));
  if (client === null) return UNKNOWN;
  return store?.roomId === roomId ? view : LOADING_ROOM;
}
