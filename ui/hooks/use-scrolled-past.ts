// Whether the window has scrolled at least `px` down; re-renders only when that flips.
import { useSyncExternalStore } from 'react';
import { subscribeWindowScroll } from './window-scroll';

export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribeWindowScroll, () => window.scrollY >= px, () => false);
}
