// Which section a listed match sits in [LS-1] [LS-2] [LS-3]. Depends on the status group and, for matches not yet
// started, on the local day boundary the caller passes in — never on the machine's timezone.
import { unreachable } from '../events';
import type { Match } from '../model';
import { DAY_MS } from '../time/beijing-day';
import { statusGroup } from '../status';
import type { Section } from './view-spec';

// [LS-2] tomorrow = next local midnight to +86 400 s.

/**
 * going → going; finish → finished; other → other; not started: before the end of today → notStarted (a match
 * whose kick-off is already past but has not started stays there), tomorrow → tomorrow, later → other [LS-3].
 */
export function sectionOf(m: Pick<Match, 'sport' | 'statusId' | 'matchTime'>, dayStart: number): Section {
  const group = statusGroup(m.sport, m.statusId);
  switch (group) {
    case 'going': return 'going';
    case 'finish': return 'finished';
    case 'other': return 'other';
    case 'no_start': {
      const kickOff = m.matchTime * 1000;
      const tomorrow = dayStart + DAY_MS;
      if (kickOff < tomorrow) return 'notStarted';
      return kickOff < tomorrow + DAY_MS ? 'tomorrow' : 'other';
    }
    default: return unreachable(group);
  }
}
