// /liveRoom's element (SPEC.md §2): ?roomId= is a stream room (this folder), ?detail=&SportType= the match
// centre (ui/pages/match-centre); anything else is not found. Each page is a chunk of its own, so a match centre
// loads no player or chat and a room no match centre tabs; both chunks are asked for before React's first render
// by the route's early start (start-early.ts), so the lazy boundary waits for no fetch of its own on an open.
import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { parseLiveRoomQuery } from '../match-centre/match-centre-query';
import { NotFoundPage } from '../not-found/not-found-page';
import { roomIdOf } from './room-query';
import { liveRoomPageModule, matchCentrePageModule } from './page-modules';

export { roomIdOf } from './room-query';

const LiveRoomPage = lazy(() => liveRoomPageModule().then((m) => ({ default: m.LiveRoomPage })));
const MatchCentrePage = lazy(() => matchCentrePageModule().then((m) => ({ default: m.MatchCentrePage })));

export function LiveRoomRoute() {
  const { search } = useLocation();
  const roomId = roomIdOf(search);
  if (roomId !== null) return <LiveRoomPage key={roomId} roomId={roomId} />;
  const query = parseLiveRoomQuery(search);
  if (query.kind !== 'detail') return <NotFoundPage />;
  return <MatchCentrePage key={`${query.sport}:${query.matchId}`} sport={query.sport} matchId={query.matchId} initialTab={query.tab} />;
}
