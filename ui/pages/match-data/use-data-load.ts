// One call's answer as a page state: loading, ready, missing (40007: 赛事不存在 / 球队不存在 / 球员不存在, or an id the
// route does not carry), failed (anything else; 重新加载 asks again). A newer ask replaces an older one's answer.
import { useCallback, useEffect, useState } from 'react';
import type { Sport } from '../../../engine/core';
import { useAccounts } from '../../accounts/use-accounts';
import type { DataAnswer, DataCallName, DataRequest } from './data-calls';
import { dataCall, NOT_FOUND_CODE } from './data-calls';

export type DataLoad<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'missing' }
  | { readonly status: 'failed' };

export interface DataLoadHandle<T> {
  readonly load: DataLoad<T>;
  readonly retry: () => void;
}

/** `body` null: nothing to ask (the route's id is not one) — the state is 'missing'. */
export function useDataLoad<N extends DataCallName>(sport: Sport, name: N, body: DataRequest<N> | null): DataLoadHandle<DataAnswer<N>> {
  const accounts = useAccounts();
  const [attempt, setAttempt] = useState(0);
  const key = body === null ? null : JSON.stringify(body);
  const [load, setLoad] = useState<DataLoad<DataAnswer<N>>>({ status: key === null ? 'missing' : 'loading' });
  useEffect(() => {
    if (key === null) {
      setLoad({ status: 'missing' });
      return;
    }
    let live = true;
    setLoad((was) => (was.status === 'loading' ? was : { status: 'loading' }));
    void dataCall(accounts.api, sport, name, JSON.parse(key) as DataRequest<N>).then((answer) => {
      if (!live) return;
      if (answer.ok) setLoad({ status: 'ready', data: answer.data });
      else setLoad({ status: answer.code === NOT_FOUND_CODE ? 'missing' : 'failed' });
    });
    return () => { live = false; };
  }, [accounts, sport, name, key, attempt]);
  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
