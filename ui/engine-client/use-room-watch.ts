// The live room page's live room record (issue #14): the worker's room while the component is mounted —
// 'loading' until the worker answers, 'unknown' without an engine (client null) or for a room the feed has not
// described (the page then keeps what the server's liveInfo said). The store also hands on the room's match's
// goal pop-ups (RoomStore.onTriggers), which the page holds back by the stream's latency.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EngineClient } from './engine-client';
import type { RoomStore, RoomView } from './room-store';
import { LOADING_ROOM } from './room-store';

const UNKNOWN: RoomView = { status: 'unknown', room: null };
const noSubscribe = () => () => {};

export function useRoomWatch(client: EngineClient | null, roomId: number): { readonly view: RoomView; readonly store: RoomStore | null } {
  const [store, setStore] = useState<RoomStore | null>(null);
  useEffect(() => {
    if (client === null) return;
    const watch = client.watchRoom(roomId);
    setStore(watch.store);
    return () => {
      watch.close();
      setStore(null);
    };
  }, [client, roomId]);
  const view = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.current ?? (() => LOADING_ROOM));
  if (client === null) return { view: UNKNOWN, store: null };
  return store?.roomId === roomId ? { view, store } : { view: LOADING_ROOM, store: null };
}
