// A room's Playback as the server decides it (liveInfo: FLV, Agora or off; server/media/playback-policy.ts), for
// a player outside the room page (home's hero). null while asking; 'not-live' when the answer fails, so the player
// says the anchor is not on rather than loading for ever. Asked again when the room changes.
import { useEffect, useState } from 'react';
import type { Playback } from '../../../contract';
import { useAccounts } from '../../accounts/use-accounts';
import { callJson } from '../../api';

/** What a player shows for a room that is not streaming (主播暂未开播). */
export const NOT_LIVE: Playback = { kind: 'off', reason: 'not-live' };

export function useRoomPlayback(roomId: number | undefined): Playback | null {
  const { api } = useAccounts();
  const [playback, setPlayback] = useState<Playback | null>(null);
  useEffect(() => {
    setPlayback(null);
    if (roomId === undefined) return;
    let on = true;
    void callJson(api, '/v1/living/liveInfo', { roomId }, { silent: true }).then((r) => {
      if (on) setPlayback(r.ok ? r.data.playback : NOT_LIVE);
    });
    return () => { on = false; };
  }, [api, roomId]);
  return playback;
}
