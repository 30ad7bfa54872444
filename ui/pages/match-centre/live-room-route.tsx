// /liveRoom's element: the match centre for the detail variant (?detail=&SportType=, SPEC.md §2); a stream room
// (?roomId=) is the live-room issue's page, so until then it keeps the not-found page every unbuilt route shows.
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../not-found/not-found-page';
import { MatchCentrePage } from './match-centre-page';
import { parseLiveRoomQuery } from './match-centre-query';

export function LiveRoomRoute() {
  const query = parseLiveRoomQuery(useLocation().search);
  if (query.kind !== 'detail') return <NotFoundPage />;
  return <MatchCentrePage key={`${query.sport}:${query.matchId}`} sport={query.sport} matchId={query.matchId} initialTab={query.tab} />;
}
