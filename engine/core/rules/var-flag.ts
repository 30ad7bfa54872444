// The VAR review flag [RT-3]: the fold sets match.varUntil (frame time + VAR_FLAG_MS); the flag shows until then.
import type { Match } from '../model';

export function varActive(m: Pick<Match, 'varUntil'>, now: number): boolean {
  return now < m.varUntil;
}
