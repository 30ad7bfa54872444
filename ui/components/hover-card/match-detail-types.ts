// What the hover card's calls answer [LS-14] (server/api/routes/match-detail.ts): football
// /v1/football/matchTliveAndIncidentsData → {incidents, stats, tlive}; basketball /v1/basketball/matchStatAndTlive
// → {stats, tlive}. The shapes are engine/core's Incident, Stat and TextLiveEntry.
import type { Incident, Sport, Stat, TextLiveEntry } from '../../../engine/core';

export interface MatchDetailData {
  readonly incidents: readonly Incident[];
  readonly stats: readonly Stat[];
  readonly tlive: readonly TextLiveEntry[];
}

export const DETAIL_PATH: Readonly<Record<Sport, string>> = {
  football: '/v1/football/matchTliveAndIncidentsData',
  basketball: '/v1/basketball/matchStatAndTlive',
};

/** An answer's data as the card can trust it: missing lists become empty ones. */
export function detailOf(data: unknown): MatchDetailData {
  const d = (data ?? {}) as Partial<Record<keyof MatchDetailData, unknown>>;
  const list = <T,>(v: unknown): readonly T[] => (Array.isArray(v) ? (v as T[]) : []);
  return { incidents: list<Incident>(d.incidents), stats: list<Stat>(d.stats), tlive: list<TextLiveEntry>(d.tlive) };
}
