// /liveRoom's element (SPEC.md §2): ?roomId= is a stream room (this folder), ?detail=&SportType= the match
// centre (ui/pages/match-centre); anything else is not found.
import { useLocation } from 'react-router-dom';
import { MatchCentrePage } from '../match-centre/match-centre-page';
import { parseLiveRoomQuery } from '../match-centre/match-centre-query';
import { NotFoundPage } from '../not-found/not-found-page';
import { LiveRoomPage } from './live-room-page';

/** A room id of the query: a positive integer of at most 10 digits, else null. */
export function roomIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get('roomId');
  return value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export function LiveRoomRoute() {
  const { search } = useLocation();
  const roomId = roomIdOf(search);
  if (roomId !== null) return <LiveRoomPage key={roomId} roomId={roomId} />;
  const query = parseLiveRoomQuery(search);
  if (query.kind !== 'detail') return <NotFoundPage />;
  return <MatchCentrePage key={`${query.sport}:${query.matchId}`} sport={query.sport} matchId={query.matchId} initialTab={query.tab} />;
}
