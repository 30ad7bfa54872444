// A `prefers-reduced-motion` the test switches, for component tests in happy-dom: window.matchMedia answers the
// reduce query with the current setting and tells its change listeners when the test flips it, as a browser does
// when the user changes the system setting with the page open.
import { act } from 'react';
import { vi } from 'vitest';

export interface MotionPreference {
  set(reduce: boolean): void;
}

export function fakeMotionPreference(reduce: boolean): MotionPreference {
  let current = reduce;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    media: query,
    get matches() { return query.includes('prefers-reduced-motion: reduce') && current; },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }) as unknown as MediaQueryList);
  return {
    set(next) {
      current = next;
      act(() => { for (const l of [...listeners]) l(); });
    },
  };
}
