// The page's accounts, over the real browser: fetch, localStorage, the page's clock and timers (ui/time), Web Locks (or BroadcastChannel)
// for one refresh across tabs [HT-6], location.reload [HT-5], the toast store, the session store. Made on first use;
// startAccounts() (ui/app/start/start-app.tsx, before the first render) restores the login so the route guard [AU-11] sees it, starts
// the presence timer [AU-10] and follows logins and logouts of other tabs.
import { delay } from '../../engine/core/time/scheduler';
import { pickCrossTabLock, STORAGE_KEY } from '../api';
import { toastStore } from '../components/toast/toast-store';
import { sessionStore } from '../session/session-store';
import type { Accounts } from './accounts';
import { createAccounts } from './accounts';
import { requestCompetitionReload } from './competition-reload';
import { createPresenceReporter, reportWhileTokenPresent } from './presence-reporter';
import { PAGE_SCHEDULER } from '../time/page-scheduler';

/** The bk header [HT-1]: the client build. */
export const CLIENT_BUILD = '0.1.0';

let instance: Accounts | undefined;

function createBrowserAccounts(): Accounts {
  const timers = PAGE_SCHEDULER;
  const newId = () => crypto.randomUUID();
  const lock = pickCrossTabLock({
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined,
    makeChannel: typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name),
    tabId: newId(),
    now: () => timers.now(),
    delay: (ms) => delay(timers, ms),
  });
  return createAccounts({
    fetch: (url, init) => window.fetch(url, init),
    storage: window.localStorage,
    clock: timers,
    timers,
    lock,
    newId,
    bk: CLIENT_BUILD,
    toast: toastStore,
    session: sessionStore,
    reload: () => window.location.reload(),
    reloadCompetitions: (sports) => requestCompetitionReload(sports),
    pathname: () => window.location.pathname,
  });
}

export function browserAccounts(): Accounts {
  instance ??= createBrowserAccounts();
  return instance;
}

let started = false;

export function startAccounts(): void {
  if (started) return;
  started = true;
  const accounts = browserAccounts();
  void accounts.auth.restore();
  reportWhileTokenPresent(accounts.presence, createPresenceReporter(() => void accounts.calls.reportOnline(), accounts.scheduler));
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEY.access) accounts.auth.syncWithStorage();
  });
}
