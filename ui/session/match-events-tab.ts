// [SH-5] The sport the score site (/matchEvents) opens on, kept for the browser session: home's 'more' button on
// today's focus matches stores the chosen sport, and the score site remembers the visitor's own switch.
import type { Sport } from '../../engine/core';

export const MATCH_EVENTS_TAB_KEY = 'matchEventsTab';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const sessionStore = (): StorageLike | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function readMatchEventsTab(storage: StorageLike | undefined = sessionStore()): Sport {
  try {
    return storage?.getItem(MATCH_EVENTS_TAB_KEY) === 'basketball' ? 'basketball' : 'football';
  } catch {
    return 'football'; // storage blocked (privacy settings): open on football
  }
}

export function writeMatchEventsTab(sport: Sport, storage: StorageLike | undefined = sessionStore()): void {
  try {
    storage?.setItem(MATCH_EVENTS_TAB_KEY, sport);
  } catch {
    // storage blocked or full: the choice just is not remembered
  }
}
