// A data provider's pushes as our event log's events. The server's FeedSource (server/feed/feed-source.ts) is where
// events enter the log; an adapter is the pure half of a provider-backed source: it maps what one provider sends
// onto engine/core's events, and the source around it does the I/O (connection, polling, clock) and stamps seq/ts.
//
// Score arrays. Chinese football data providers send one array per side in this common layout:
//
//   index  provider                                   our event log (scores.ts FOOTBALL_SCORE) [SC-1]
//   0      score after regular time (90 minutes)      the score as it stands (extra time included)
//   1      half-time score                            the same
//   2      red cards                                  the same
//   3      yellow cards                               the same
//   4      corners                                    the same
//   5      score after extra time (120 minutes,       the same (present once extra time starts)
//          regular time included), extra time only
//   6      penalty shoot-out (kicks scored only),     the same
//          shoot-outs only
//   7      —                                          the score after regular time (90 minutes): the provider's 0
//
// So ours[0] is the provider's 5 while extra time is on or over (a goal in extra time raises the score the rows
// show and the goal signal watches [GN-1]), and the provider's 0 moves to 7, so the 90- and the 120-minute
// scores are both kept. Any entry may be -1: the provider has no figure ("no data", corners most often); it is
// kept as NO_DATA and shown as '-', never a reason to drop the frame. Basketball arrays are per period, 4 the
// overtime total [SC-2]; their -1 entries count as 0 in the total.
//
// Going time and extra time (rules/extra-time.ts): in status 5 the going time is the kick-off of the extra-time
// half being played, and 0 while the clock stands before extra time or between its halves (加时中场). A provider
// that has no such pause keeps the first half's going time until the second half's kick-off, 15 minutes or more
// later; the fold tells the halves apart either way.
import type { ScoreChange, StatusChange, Unstamped } from '../events';
import type { Sport } from '../sport';
import { FOOTBALL_SCORE as I, FOOTBALL_SCORE_LENGTH, NO_DATA } from '../scores';

/** What a provider pushes about one match's score (its own field names mapped, its own array layout kept). */
export interface ProviderScore {
  readonly sport: Sport;
  readonly matchId: number;
  readonly statusId: number;
  /** Unix seconds, the start of the current period (0: the clock stands). */
  readonly goingTime: number;
  readonly homeScores: readonly number[];
  readonly awayScores: readonly number[];
  readonly homeOverTime?: readonly number[];
  readonly awayOverTime?: readonly number[];
  readonly note?: string;
  readonly clockSeconds?: number;
}

export type AdapterError = { readonly reason: 'malformed'; readonly detail: string };
export type AdapterResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AdapterError };

/**
 * One data provider. `Raw` is its message as parsed from its wire (JSON, usually). An adapter is pure: the same
 * message gives the same events; errors are values (a message it cannot read is reported and skipped [RT-11]).
 */
export interface ProviderAdapter<Raw> {
  /** For logs: 'nami', 'leisu' … */
  readonly provider: string;
  /** The events one message means, in feed order, before the log stamps them. */
  events(raw: Raw): AdapterResult<readonly Unstamped[]>;
}

const bad = (detail: string): AdapterResult<never> => ({ ok: false, error: { reason: 'malformed', detail } });

function entry(value: number | undefined): number {
  return value === undefined ? 0 : value < 0 ? NO_DATA : value;
}

/** One side's football array, the provider's layout → ours (the table above). */
export function footballScoresFromProvider(provider: readonly number[]): number[] {
  const base = [0, 1, 2, 3, 4].map((i) => entry(provider[i]));
  if (provider.length <= I.extraTime) return base;
  const regular = base[I.score];
  const extra = entry(provider[I.extraTime]);
  const shootout = entry(provider[I.penalties]);
  // Extra time not played yet (the provider sends the longer array with 0 or -1 there): the score is regular time's.
  const current = extra === NO_DATA || extra < regular ? regular : extra;
  return [current, base[1], base[2], base[3], base[4], current, shootout, regular];
}

/** Every entry an integer from -1 up: anything else is not a score array. */
function checkArray(scores: readonly number[], what: string): string | undefined {
  for (const s of scores) if (!Number.isInteger(s) || s < NO_DATA) return `${what}: ${s} is not a score`;
  return undefined;
}

/** A provider's score push as our 11/101 event [RT-1]. */
export function scoreFromProvider(p: ProviderScore): AdapterResult<Unstamped<ScoreChange>> {
  const problem = checkArray(p.homeScores, 'homeScores') ?? checkArray(p.awayScores, 'awayScores');
  if (problem) return bad(problem);
  if (p.sport === 'football' && (p.homeScores.length < FOOTBALL_SCORE_LENGTH || p.awayScores.length < FOOTBALL_SCORE_LENGTH)) {
    return bad(`football scores need ${FOOTBALL_SCORE_LENGTH} entries`);
  }
  const football = p.sport === 'football';
  return {
    ok: true,
    value: {
      type: 'score', sport: p.sport, matchId: p.matchId, statusId: p.statusId, goingTime: Math.max(0, p.goingTime),
      homeScores: football ? footballScoresFromProvider(p.homeScores) : p.homeScores.map(entry),
      awayScores: football ? footballScoresFromProvider(p.awayScores) : p.awayScores.map(entry),
      homeOverTime: p.homeOverTime ?? [], awayOverTime: p.awayOverTime ?? [], note: p.note ?? '',
      clockSeconds: football ? 0 : p.clockSeconds ?? 0,
    },
  };
}

/** A provider's status push as our 12/102 event [RT-2]. */
export function statusFromProvider(p: Pick<ProviderScore, 'sport' | 'matchId' | 'statusId' | 'goingTime' | 'clockSeconds'>): Unstamped<StatusChange> {
  return {
    type: 'status', sport: p.sport, matchId: p.matchId, statusId: p.statusId, goingTime: Math.max(0, p.goingTime),
    clockSeconds: p.sport === 'football' ? 0 : p.clockSeconds ?? 0,
  };
}
