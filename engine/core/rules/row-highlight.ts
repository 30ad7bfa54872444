// How long a row stays highlighted after a goal [GN-5]. The worker clears it when `now` reaches the expiry.
import type { Sport } from '../sport';
import type { Settings } from './settings';

export const FOOTBALL_HIGHLIGHT_MS = 10_000; // [GN-5]
export const BASKETBALL_HIGHLIGHT_MS = 5_000; // [GN-5], only with basketballGoalTip on

/** Expiry (ms) of the highlight a goal at `ts` starts, or 0 when the row is not highlighted. */
export function highlightUntil(sport: Sport, ts: number, settings: Pick<Settings, 'basketballGoalTip'>): number {
  if (sport === 'football') return ts + FOOTBALL_HIGHLIGHT_MS;
  return settings.basketballGoalTip ? ts + BASKETBALL_HIGHLIGHT_MS : 0;
}

export function isHighlighted(until: number, now: number): boolean {
  return now < until;
}
