// Tokens and the web id in shared storage (localStorage in the browser): every tab reads the same values, so a
// refresh made by one tab is seen by the others at once (SPEC.md §3 "Locally kept": tokens).
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export const STORAGE_KEY = {
  access: 'accessToken',
  refresh: 'refreshToken',
  userInfo: 'userInfo',
  webId: 'webId',
} as const;

export interface TokenStore {
  access(): string | undefined;
  refresh(): string | undefined;
  save(tokens: Tokens): void;
  /** [HT-5] clear tokens and user info. */
  clear(): void;
  /** The random web id header [HT-1], created on first use and kept. */
  webId(): string;
}

export function createTokenStore(storage: StorageLike, newId: () => string): TokenStore {
  const read = (key: string) => storage.getItem(key) || undefined;
  return {
    access: () => read(STORAGE_KEY.access),
    refresh: () => read(STORAGE_KEY.refresh),
    save(tokens) {
      storage.setItem(STORAGE_KEY.access, tokens.accessToken);
      storage.setItem(STORAGE_KEY.refresh, tokens.refreshToken);
    },
    clear() {
      storage.removeItem(STORAGE_KEY.access);
      storage.removeItem(STORAGE_KEY.refresh);
      storage.removeItem(STORAGE_KEY.userInfo);
    },
    webId() {
      let id = read(STORAGE_KEY.webId);
      if (!id) {
        id = newId();
        storage.setItem(STORAGE_KEY.webId, id);
      }
      return id;
    },
  };
}

/** A Map-backed storage (tests; tabs of one test share one). */
export class MemoryStorage implements StorageLike {
  private readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}
