// What /liveRoom's query asks for (SPEC.md §2): detail={matchId}&SportType={football|basketball} is the match centre;
// roomId={roomId} is a stream room (the live-room issue). *Decision*: the lineup variant is the detail URL with
// &tab=lineup — it opens the 阵容 tab; any other tab id in the query opens that tab when the sport has it. Pure.
import type { Sport } from '../../../engine/core';

export type MatchCentreTab = 'overview' | 'lineup' | 'odds' | 'analysis' | 'text' | 'players';

export type LiveRoomQuery =
  | { readonly kind: 'detail'; readonly matchId: number; readonly sport: Sport; readonly tab: MatchCentreTab }
  | { readonly kind: 'other' };

export const FOOTBALL_TABS: readonly MatchCentreTab[] = ['overview', 'lineup', 'odds', 'analysis', 'text'];
export const BASKETBALL_TABS: readonly MatchCentreTab[] = ['overview', 'players', 'text', 'odds', 'analysis'];

export const tabsOf = (sport: Sport): readonly MatchCentreTab[] => (sport === 'football' ? FOOTBALL_TABS : BASKETBALL_TABS);

function isSport(value: string | null): value is Sport {
  return value === 'football' || value === 'basketball';
}

export function parseLiveRoomQuery(search: string): LiveRoomQuery {
  const params = new URLSearchParams(search);
  const detail = params.get('detail');
  const sport = params.get('SportType');
  if (detail === null || !/^[1-9]\d{0,15}$/.test(detail) || !isSport(sport)) return { kind: 'other' };
  const asked = params.get('tab');
  const tab = tabsOf(sport).find((t) => t === asked) ?? 'overview';
  return { kind: 'detail', matchId: Number(detail), sport, tab };
}

/** The lineup variant's URL (SPEC.md §2): the match centre opened on 阵容. */
export const lineupUrl = (matchId: number): string => `/liveRoom?detail=${matchId}&SportType=football&tab=lineup`;
