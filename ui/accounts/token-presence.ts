// Whether an access token is kept (SPEC.md §4: "the presence timer starts/stops with access token presence").
// The token store is plain storage, so whoever changes tokens calls check(): login, logout, the expiry hook
// [HT-5], and a 'storage' event from another tab.
import type { TokenStore } from '../api';

export interface TokenPresence {
  getSnapshot(): boolean;
  subscribe(listener: () => void): () => void;
  /** Reads the store again and notifies when presence changed. */
  check(): void;
}

export function createTokenPresence(tokens: Pick<TokenStore, 'access'>): TokenPresence {
  let present = tokens.access() !== undefined;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => present,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check() {
      const now = tokens.access() !== undefined;
      if (now === present) return;
      present = now;
      listeners.forEach((listener) => listener());
    },
  };
}
