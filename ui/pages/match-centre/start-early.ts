// What a match centre's load starts beside the start-up stages, before React's first render (ui/main.tsx): on
// /liveRoom?detail=…, the route's chunk (else fetched only once the first render has matched the route), the
// header's matchInfo call (early-header.ts) and the page's engine — the worker, its IndexedDB warm start and its
// socket, else started only when the page mounts. Anything else: nothing.
import { browserAccounts } from '../../accounts/browser-accounts';
import { liveEngine } from '../../live/live-engine';
import { askEarlyHeader } from './early-header';
import { parseLiveRoomQuery } from './match-centre-query';

export function startMatchCentreEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname !== '/liveRoom') return;
  const query = parseLiveRoomQuery(location.search);
  if (query.kind !== 'detail') return;
  void import('../live-room/live-room-route');
  void askEarlyHeader(browserAccounts().api, query.sport, query.matchId);
  liveEngine();
}
