// A list snapshot of one sport taken from the state (what the server answers a list request with).
import type { ListSnapshot } from './events';
import type { LiveState } from './model';
import type { Sport } from './sport';

export function snapshotOf(state: LiveState, sport: Sport, ts: number): ListSnapshot {
  const s = state[sport];
  return {
    type: 'listSnapshot', seq: state.seq, ts, sport, stream: state.stream,
    competitions: Object.values(s.competitions),
    teams: Object.values(s.teams),
    matches: Object.values(s.matches),
    rooms: Object.values(state.rooms).filter((r) => r.sport === sport),
  };
}
