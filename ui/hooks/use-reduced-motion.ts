// Whether the user asks for reduced motion (`prefers-reduced-motion: reduce`), followed while the page is open: a
// carousel that was turning stops the moment the setting is switched on, and turns again when it is off.
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const query = (): MediaQueryList | undefined => (typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION_QUERY));

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

export const prefersReducedMotion = (): boolean => query()?.matches ?? false;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
