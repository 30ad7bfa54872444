// The hover card's data per match, fetched once and kept briefly [LS-14]: hovering along a list and back must
// not call the server for every row twice, while a live match's timeline still refreshes within seconds.
// Answers in flight are shared; failures are not kept (the next hover asks again).
import type { Sport } from '../../../engine/core';
import type { MatchDetailData } from './match-detail-types';

export const DETAIL_TTL_MS = 20_000;

export type DetailOutcome = { readonly ok: true; readonly data: MatchDetailData } | { readonly ok: false };

export interface MatchDetailCache {
  get(sport: Sport, matchId: number): Promise<DetailOutcome>;
  /** What is kept and still fresh, for a render without a loading flash. */
  peek(sport: Sport, matchId: number): MatchDetailData | undefined;
}

interface Kept {
  readonly at: number;
  readonly answer: Promise<DetailOutcome>;
  data?: MatchDetailData;
}

export function createMatchDetailCache(
  load: (sport: Sport, matchId: number) => Promise<DetailOutcome>,
  clock: { now(): number },
  ttlMs = DETAIL_TTL_MS,
): MatchDetailCache {
  const kept = new Map<string, Kept>();
  const fresh = (key: string): Kept | undefined => {
    const k = kept.get(key);
    if (k && clock.now() - k.at < ttlMs) return k;
    kept.delete(key);
    return undefined;
  };
  return {
    get(sport, matchId) {
      const key = `${sport}:${matchId}`;
      const hit = fresh(key);
      if (hit) return hit.answer;
      const entry: Kept = {
        at: clock.now(),
        answer: load(sport, matchId).then((outcome) => {
          if (outcome.ok) entry.data = outcome.data;
          else if (kept.get(key) === entry) kept.delete(key);
          return outcome;
        }),
      };
      kept.set(key, entry);
      return entry.answer;
    },
    peek(sport, matchId) {
      return fresh(`${sport}:${matchId}`)?.data;
    },
  };
}
