// One contract call's answer as a page state: loading, ready, missing (40007: the thing asked for does not exist),
// failed (anything else; retry asks again). Asked silently: a page shows its own error state rather than a toast
// [HT-3]. A newer ask replaces an older one's answer; a body equal to the last one asks nothing new.
import { useCallback, useEffect, useState } from 'react';
import type { CallAt, DataOf, JsonPath, RequestOf } from '../api';
import { callJson } from '../api';
import { useAccounts } from '../accounts/use-accounts';

/** The thing asked for does not exist (an article, channel, competition, team …). */
export const NOT_FOUND_CODE = 40007;

export type Load<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'missing' }
  | { readonly status: 'failed' };

export interface LoadHandle<T> {
  readonly load: Load<T>;
  readonly retry: () => void;
}

/** `body` null: nothing to ask (the route's id is not one) — the state is 'missing'. */
export function useCall<P extends JsonPath>(path: P, body: RequestOf<CallAt<P>> | null): LoadHandle<DataOf<CallAt<P>>> {
  const accounts = useAccounts();
  const [attempt, setAttempt] = useState(0);
  const key = body === null ? null : JSON.stringify(body);
  const [load, setLoad] = useState<Load<DataOf<CallAt<P>>>>({ status: key === null ? 'missing' : 'loading' });
  useEffect(() => {
    if (key === null) {
      setLoad({ status: 'missing' });
      return;
    }
    let live = true;
    setLoad((was) => (was.status === 'loading' ? was : { status: 'loading' }));
    void callJson(accounts.api, path, JSON.parse(key) as RequestOf<CallAt<P>>, { silent: true }).then((answer) => {
      if (!live) return;
      if (answer.ok) setLoad({ status: 'ready', data: answer.data });
      else setLoad({ status: answer.code === NOT_FOUND_CODE ? 'missing' : 'failed' });
    });
    return () => { live = false; };
  }, [accounts, path, key, attempt]);
  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
