// /liveRoom's element (SPEC.md §2): ?roomId= is a stream room (this folder), ?detail=&SportType= the match
// centre (ui/pages/match-centre); anything else is not found. Each page is a chunk of its own, so a match centre
// loads no player or chat and a room no match centre tabs; both are lazyPages, and the route's own preload
// (LiveRoomRoute.preload, run by the route table's lazyPage before the first render) loads the one the query names,
// so neither this route nor the page below it suspends on an open. The early start (start-early.ts) has usually
// asked for that chunk already.
import { useLocation } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import type { PageLocation } from '../../app/lazy-page';
import { parseLiveRoomQuery } from '../match-centre/match-centre-query';
import { NotFoundPage } from '../not-found/not-found-page';
import { roomIdOf } from './room-query';
import { liveRoomPageModule, matchCentrePageModule } from './page-modules';

export { roomIdOf } from './room-query';

const LiveRoomPage = lazyPage(() => liveRoomPageModule().then((m) => ({ default: m.LiveRoomPage })));
const MatchCentrePage = lazyPage(() => matchCentrePageModule().then((m) => ({ default: m.MatchCentrePage })));

export function LiveRoomRoute() {
  const { search } = useLocation();
  const roomId = roomIdOf(search);
  if (roomId !== null) return <LiveRoomPage key={roomId} roomId={roomId} />;
  const query = parseLiveRoomQuery(search);
  if (query.kind !== 'detail') return <NotFoundPage />;
  return <MatchCentrePage key={`${query.sport}:${query.matchId}`} sport={query.sport} matchId={query.matchId} initialTab={query.tab} />;
}

/** The page the query names, loaded before the first render. */
LiveRoomRoute.preload = (location: PageLocation): Promise<void> => {
  if (roomIdOf(location.search) !== null) return LiveRoomPage.preload(location);
  return parseLiveRoomQuery(location.search).kind === 'detail' ? MatchCentrePage.preload(location) : Promise.resolve();
};
