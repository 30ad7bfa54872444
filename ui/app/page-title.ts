// [SH-1] A page's own title from its data (a competition's, team's or player's name), over the route table's: the
// shell writes document.title from the route, so a page that names itself says so here and the shell shows
// '<name> - 球赛直播'. Cleared when the page goes (the next route's title holds again).
import { useEffect, useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null): void {
  if (current === title) return;
  current = title;
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

/** The title a page has set, or null. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => current, () => current);
}

/** A page names itself (null or '' while it does not know its name yet: the route's title holds). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    set(title || null);
    return () => set(null);
  }, [title]);
}
