// A client wired to fakes, with everything it reported recorded.
import type { CrossTabLock } from '../cross-tab-lock';
import { cryptoJsCipher } from '../envelope-crypto-js';
import type { FetchLike, HttpClient } from '../http-client';
import { createHttpClient } from '../http-client';
import type { StorageLike } from '../token-store';
import { MemoryStorage } from '../token-store';
import { ManualScheduler } from '../../../engine/time';

export interface Harness {
  readonly client: HttpClient;
  readonly storage: StorageLike;
  readonly timers: ManualScheduler;
  readonly errors: string[];
  readonly warnings: string[];
  readonly logouts: { count: number };
  readonly reloads: { count: number };
  readonly decryptions: { count: number };
}

export interface HarnessOptions {
  readonly fetch: FetchLike;
  readonly base: string;
  readonly storage?: StorageLike;
  readonly lock?: CrossTabLock;
  readonly timers?: ManualScheduler;
}

let ids = 0;

export function harness(o: HarnessOptions): Harness {
  const storage = o.storage ?? new MemoryStorage();
  const timers = o.timers ?? new ManualScheduler(1_700_000_000_000);
  const errors: string[] = [];
  const warnings: string[] = [];
  const logouts = { count: 0 };
  const reloads = { count: 0 };
  const decryptions = { count: 0 };
  const client = createHttpClient({
    fetch: o.fetch, base: o.base, storage, clock: timers, timers, lock: o.lock, bk: '0.1.0',
    notify: { error: (m) => errors.push(m), warning: (m) => warnings.push(m) },
    session: { logout: () => { logouts.count++; }, reload: () => { reloads.count++; } },
    newId: () => `web-${++ids}`,
    beforeDecrypt: () => { decryptions.count++; },
    cipher: cryptoJsCipher, // answers settle in the turn they come (HttpClientDeps.cipher)
  });
  return { client, storage, timers, errors, warnings, logouts, reloads, decryptions };
}
