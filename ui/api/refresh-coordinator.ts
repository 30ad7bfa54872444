// [HT-6] One refresh for any number of requests answered 10050: one per tab through a shared promise, one across
// tabs through a CrossTabLock. Inside the lock the tab looks at shared storage first: if the access token is no
// longer the one its request was refused with, another tab (or an earlier refresh) already renewed it.
import type { CrossTabLock } from './cross-tab-lock';
import type { Tokens, TokenStore } from './token-store';

/** ok: fresh tokens are stored; refused: the server said no (log out); unreachable: it could not be asked. */
export type RefreshOutcome = 'ok' | 'refused' | 'unreachable';

/** POST /refresh [HT-9]: new tokens, 'refused' for an answer with a non-zero code, 'unreachable' otherwise. */
export type RefreshCall = (refreshToken: string) => Promise<Tokens | 'refused' | 'unreachable'>;

export interface RefreshCoordinator {
  /** `staleAccess`: the access token the refused request carried. */
  refresh(staleAccess: string | undefined): Promise<RefreshOutcome>;
  /** The refresh in flight in this tab, if any: new requests wait for it rather than collect a 10050 first. */
  pending(): Promise<RefreshOutcome> | undefined;
}

export function createRefreshCoordinator(store: TokenStore, lock: CrossTabLock, call: RefreshCall): RefreshCoordinator {
  let inFlight: Promise<RefreshOutcome> | undefined;

  const renewedElsewhere = (stale: string | undefined) => {
    const current = store.access();
    return current !== undefined && current !== stale;
  };

  async function run(stale: string | undefined): Promise<RefreshOutcome> {
    return lock(async () => {
      if (renewedElsewhere(stale)) return 'ok';
      const refreshToken = store.refresh();
      if (!refreshToken) return 'refused';
      const answer = await call(refreshToken);
      if (typeof answer === 'string') return answer;
      store.save(answer);
      return 'ok';
    });
  }

  return {
    refresh(stale) {
      if (inFlight) return inFlight;
      if (renewedElsewhere(stale)) return Promise.resolve('ok');
      const p = run(stale).catch((): RefreshOutcome => 'unreachable');
      inFlight = p;
      void p.finally(() => { if (inFlight === p) inFlight = undefined; });
      return p;
    },
    pending: () => inFlight,
  };
}
