// What the hover card's calls answer [LS-14] (contract/football.ts, basketball.ts): football
// /v1/football/matchTliveAndIncidentsData → {incidents, stats, tlive}; basketball /v1/basketball/matchStatAndTlive
// → {stats, tlive}. The shapes are the contract's, which are engine/core's Incident, Stat and TextLiveEntry.
import type { Sport } from '../../../engine/core';
import type { CallAt, DataOf } from '../../api';

type FootballDetail = DataOf<CallAt<'/v1/football/matchTliveAndIncidentsData'>>;

export type MatchDetailData = FootballDetail;

export const DETAIL_PATH = {
  football: '/v1/football/matchTliveAndIncidentsData',
  basketball: '/v1/basketball/matchStatAndTlive',
} as const satisfies Readonly<Record<Sport, string>>;

/** An answer's data as the card shows it: a basketball answer has no incidents. */
export function detailOf(data: Partial<MatchDetailData>): MatchDetailData {
  return { incidents: data.incidents ?? [], stats: data.stats ?? [], tlive: data.tlive ?? [] };
}
