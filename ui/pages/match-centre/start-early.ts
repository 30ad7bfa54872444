// What a match centre's load starts beside the start-up stages, before React's first render (ui/main.tsx): on
// /liveRoom?detail=…, the route's chunk (else fetched only once the first render has matched the route) and the
// header's matchInfo call (early-header.ts). Anything else: nothing. The engine (worker, warm start, socket) is
// not started here: started this early it took cores from the boot and made the open slower, not faster
// (bench/README.md `detail`); the page starts it when it mounts, as before.
import { browserAccounts } from '../../accounts/browser-accounts';
import { askEarlyHeader } from './early-header';
import { parseLiveRoomQuery } from './match-centre-query';

export function startMatchCentreEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname !== '/liveRoom') return;
  const query = parseLiveRoomQuery(location.search);
  if (query.kind !== 'detail') return;
  void import('../live-room/live-room-route');
  void askEarlyHeader(browserAccounts().api, query.sport, query.matchId);
}
