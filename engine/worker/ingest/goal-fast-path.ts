// A football goal does not wait for the flush window: the packet that carries it is folded at once, so the
// pop-up and the score reach the page one window sooner (issue #12 §6: a goal painted within 100 ms of a bare
// client's arrival; the 50 ms window was the largest fixed cost on that path, bench/README.md "latency").
// Basketball scores change every few seconds in hundreds of matches: they keep the window, or batching would go.
import type { FeedEvent, LiveState } from '../../core';
import { goalSide } from '../../core';

/** True when `event` raises exactly one side's football score over the folded state's [GN-1]. */
export function carriesFootballGoal(state: LiveState, event: FeedEvent): boolean {
  if (event.type !== 'score' || event.sport !== 'football') return false;
  const previous = state.football.matches[event.matchId];
  return previous !== undefined && goalSide(previous, { sport: 'football', homeScores: event.homeScores, awayScores: event.awayScores }) !== null;
}
