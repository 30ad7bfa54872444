// The app's one accounts object: the HTTP client built from ui/api, the typed calls, the login's session and token
// presence. Everything it touches comes in (fetch, storage, timers, reload …), so tests build one over a FakeApi
// and the browser builds one over window (browser-accounts.ts).
import type { Scheduler } from '../../engine/core/time/scheduler';
import type { CipherFactory, CrossTabLock, FetchLike, HttpClient, StorageLike } from '../api';
import { createHttpClient } from '../api';
import type { Sport } from '../../engine/core';
import type { Toaster } from '../components/toast/toast-store';
import type { SessionStore } from '../session/session-store';
import { createUserCache } from '../session/user-cache';
import type { AccountCalls } from './account-calls';
import { createAccountCalls } from './account-calls';
import type { AuthSession } from './auth-session';
import { createAuthSession } from './auth-session';
import type { TokenPresence } from './token-presence';
import { createTokenPresence } from './token-presence';

export interface Accounts {
  readonly api: HttpClient;
  readonly calls: AccountCalls;
  readonly auth: AuthSession;
  readonly session: SessionStore;
  readonly toast: Toaster;
  readonly presence: TokenPresence;
  /** The page's timers: the presence timer [AU-10], the dialog's countdown ticks [AU-7], what lasts until a moment. */
  readonly scheduler: Scheduler;
  readonly clock: { now(): number };
}

export interface AccountsDeps {
  readonly fetch: FetchLike;
  readonly storage: StorageLike;
  readonly clock: { now(): number };
  readonly timers: Scheduler;
  readonly toast: Toaster;
  readonly session: SessionStore;
  /** location.reload() [HT-5]. */
  readonly reload: () => void;
  readonly newId: () => string;
  readonly lock?: CrossTabLock;
  readonly bk?: string;
  readonly base?: string;
  readonly reloadCompetitions: (sports: readonly Sport[]) => void;
  readonly pathname: () => string;
  /** The envelope's cipher (HttpClientDeps.cipher): the environment's unless a test names one. */
  readonly cipher?: CipherFactory;
}

export function createAccounts(deps: AccountsDeps): Accounts {
  // The client's expiry hook needs the session, and the session needs the client: bound once both exist.
  const late: { auth?: AuthSession } = {};
  const api = createHttpClient({
    fetch: deps.fetch, storage: deps.storage, clock: deps.clock, timers: deps.timers, lock: deps.lock, newId: deps.newId,
    bk: deps.bk, base: deps.base, cipher: deps.cipher,
    notify: { error: deps.toast.error, warning: deps.toast.warning }, // [HT-3, HT-4, HT-5, HT-7]
    session: { logout: () => late.auth?.forget(), reload: deps.reload }, // [HT-5, HT-6]
  });
  const calls = createAccountCalls(api);
  const presence = createTokenPresence(api.tokens);
  const auth = createAuthSession({
    api, calls, presence, session: deps.session, cache: createUserCache(deps.storage), toast: deps.toast,
    reloadCompetitions: deps.reloadCompetitions, pathname: deps.pathname,
  });
  late.auth = auth;
  return { api, calls, auth, session: deps.session, toast: deps.toast, presence, scheduler: deps.timers, clock: deps.clock };
}
