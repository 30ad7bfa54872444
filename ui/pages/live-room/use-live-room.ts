// The room page's data (issue #14): liveInfo, and for a logged-in user the entry check [LR-1] (status, then the
// kick check [LR-2]) — guests pass. Asked again on retry and when the login state changes; the first liveInfo is
// the one the room's early start asked (early-room-info.ts).
import { useEffect, useState } from 'react';
import type { HttpClient } from '../../api';
import type { CheckKick, LiveRoomData } from './live-room-api';
import { checkRoomStatus, loadRoom } from './live-room-api';
import { takeEarlyRoomInfo } from './early-room-info';
import type { Entry } from './room-entry';
import { entryFromKick, entryFromStatus } from './room-entry';

export type RoomLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly data: LiveRoomData; readonly entry: Entry };

const NOT_FOUND = 40007;

async function entryOf(api: Pick<HttpClient, 'post'>, roomId: number, checkKick: CheckKick): Promise<Entry> {
  const status = entryFromStatus(await checkRoomStatus(api, roomId));
  return status.kind === 'enter' ? entryFromKick(await checkKick(api, roomId)) : status;
}

export function useLiveRoom(api: Pick<HttpClient, 'post'>, roomId: number, loggedIn: boolean, checkKick: CheckKick, attempt: number): RoomLoad {
  const [load, setLoad] = useState<RoomLoad>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    void (async () => {
      const [info, entry] = await Promise.all([
        // The answer asked before the first render (start-early.ts), on the page's first load; else a fresh ask.
        (attempt === 0 ? takeEarlyRoomInfo(roomId) : undefined) ?? loadRoom(api, roomId),
        loggedIn ? entryOf(api, roomId, checkKick) : Promise.resolve<Entry>({ kind: 'enter' }),
      ]);
      if (!live) return;
      if (!info.ok) setLoad({ kind: info.code === NOT_FOUND ? 'missing' : 'failed' });
      else setLoad({ kind: 'ready', data: info.data, entry });
    })();
    return () => { live = false; };
  }, [api, roomId, loggedIn, checkKick, attempt]);
  return load;
}
