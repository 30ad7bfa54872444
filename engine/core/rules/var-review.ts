// The VAR review flag [RT-3]: a VAR incident (48) marks its match under review for 3 minutes. The fold sets
// match.varUntil to the frame's time + VAR_FLAG_MS (fold/apply-detail.ts); a row shows the flag (varActive)
// until then, and the worker re-projects the row when it runs out (patch/view-patcher.ts nextExpiry). A VAR
// check is the row's flag, not a pop-up: it passes on no trigger.
import type { Match } from '../model';

/** [RT-3] SPEC.md §9: VAR flag 3 min. */
export const VAR_FLAG_MS = 3 * 60_000;

export function varActive(m: Pick<Match, 'varUntil'>, now: number): boolean {
  return now < m.varUntil;
}
