// The window's scroll position as an external store source: one passive listener per subscriber, for
// useSyncExternalStore-based hooks that derive small snapshots (a boolean, a rounded ratio) from it, so a
// scroll re-renders only when the derived value changes.

export function subscribeWindowScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  window.addEventListener('resize', listener, { passive: true });
  return () => {
    window.removeEventListener('scroll', listener);
    window.removeEventListener('resize', listener);
  };
}
