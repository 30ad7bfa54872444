// Display settings [LS-10]. Decision: allDisplayed on shows every match; off, each flag shows its status group —
// InProgress going, noStart not started (today, tomorrow and later days), completed finished — and the 'other'
// group (postponed, interrupted, cancelled, abnormal …), which has no flag of its own, is hidden.
import type { Settings } from '../rules/settings';
import type { Sport } from '../sport';
import type { StatusGroup } from '../status';
import { unreachable } from '../events';
import type { DisplayFlags } from './view-spec';

export const ALL_DISPLAYED: DisplayFlags = { allDisplayed: true, completed: true, inProgress: true, noStart: true };

/** The sport's flags out of the user settings (basketball reads its own variants). */
export function displayFlagsOf(settings: Settings, sport: Sport): DisplayFlags {
  return sport === 'football'
    ? { allDisplayed: settings.allDisplayed, completed: settings.completed, inProgress: settings.InProgress, noStart: settings.noStart }
    : {
      allDisplayed: settings.basketballAllDisplayed, completed: settings.basketballCompleted,
      inProgress: settings.basketballInProgress, noStart: settings.basketballNoStart,
    };
}

export function groupDisplayed(group: StatusGroup, flags: DisplayFlags): boolean {
  if (flags.allDisplayed) return true;
  switch (group) {
    case 'going': return flags.inProgress;
    case 'no_start': return flags.noStart;
    case 'finish': return flags.completed;
    case 'other': return false;
    default: return unreachable(group);
  }
}
