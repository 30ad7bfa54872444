// What the hover card reads of one match [LS-14]: its incident timeline, statistics and text live, straight from
// the feed state's detail (engine/core MatchDetail, read back from its logs by engine/wire's matchDetail). A known match without
// detail frames yet answers empty lists;
// an unknown match answers undefined (the route's 40007).
import type { Incident, LiveState, PlayerStat, Sport, Stat, TextLiveEntry } from '../../../engine/core';
import { matchDetail } from '../../../engine/wire';

export interface MatchDetailData {
  /** In feed order (by minute), as the detail frames built them. */
  readonly incidents: readonly Incident[];
  /** Football: 2 corners, 3 yellow, 4 red, 21/22 shots, 25 possession …; basketball: its own types. */
  readonly stats: readonly Stat[];
  readonly tlive: readonly TextLiveEntry[];
  /** Basketball's box score (code 150); empty for football. */
  readonly players: readonly PlayerStat[];
}

export function matchDetailData(state: LiveState, sport: Sport, matchId: number): MatchDetailData | undefined {
  const s = state[sport];
  if (!s.matches[matchId]) return undefined;
  const detail = matchDetail(s.details[matchId]);
  return { incidents: detail.incidents, stats: detail.stats, tlive: detail.textLive, players: detail.playerStats };
}
