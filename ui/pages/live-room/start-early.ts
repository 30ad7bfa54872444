// What a /liveRoom load starts beside the start-up stages, before React's first render (ui/main.tsx). The match
// centre (?detail=): its page's chunk and the header's matchInfo call (match-centre/early-header.ts). A stream room
// (?roomId=): its page's chunk and liveInfo (early-room-info.ts), whose answer names the player (FLV or Agora),
// whose chunk is then asked for at once — the stream can start as soon as the page mounts the player. Anything
// else: nothing. The engine (worker, socket) is not started here: started this early it took cores from the
// boot and made the open slower, not faster (bench/README.md `detail`); the page starts it when it mounts.
import { browserAccounts } from '../../accounts/browser-accounts';
import { preloadProvider } from '../../components/live-player/load-provider';
import { askEarlyHeader } from '../match-centre/early-header';
import { parseLiveRoomQuery } from '../match-centre/match-centre-query';
import { askEarlyRoomInfo } from './early-room-info';
import { liveRoomPageModule, matchCentrePageModule } from './page-modules';
import { roomIdOf } from './room-query';

export function startLiveRoomEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname !== '/liveRoom') return;
  const roomId = roomIdOf(location.search);
  if (roomId !== null) {
    void askEarlyRoomInfo(browserAccounts().api, roomId).then((info) => {
      if (info.ok && info.data.playback.kind !== 'off') void preloadProvider(info.data.playback.kind).catch(() => {});
    });
    void liveRoomPageModule();
    return;
  }
  const query = parseLiveRoomQuery(location.search);
  if (query.kind !== 'detail') return;
  void matchCentrePageModule();
  void askEarlyHeader(browserAccounts().api, query.sport, query.matchId);
}
