// One forecast call's answer as a page state (the data pages' DataLoad: loading, ready, missing on 40007, failed),
// asked again when the body, `refresh` or 重新加载 changes; a newer ask replaces an older one's answer. Silent: the
// page shows what went wrong itself.
import { useCallback, useEffect, useState } from 'react';
import { API_CODE } from '../../../contract/codes';
import type { CallAt, DataOf, JsonPath, RequestOf } from '../../api';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import type { DataLoad } from '../match-data/use-data-load';

export interface CallHandle<T> {
  readonly load: DataLoad<T>;
  readonly retry: () => void;
}

/** `body` null: nothing to ask (no id in the URL) — 'missing'. */
export function useForecastCall<P extends JsonPath>(path: P, body: RequestOf<CallAt<P>> | null, refresh: unknown = 0): CallHandle<DataOf<CallAt<P>>> {
  const { api } = useAccounts();
  const [attempt, setAttempt] = useState(0);
  const key = body === null ? null : JSON.stringify(body);
  const [load, setLoad] = useState<DataLoad<DataOf<CallAt<P>>>>({ status: key === null ? 'missing' : 'loading' });
  useEffect(() => {
    if (key === null) {
      setLoad({ status: 'missing' });
      return undefined;
    }
    let live = true;
    setLoad((was) => (was.status === 'ready' ? was : { status: 'loading' }));
    void callJson(api, path, JSON.parse(key) as RequestOf<CallAt<P>>, { silent: true }).then((answer) => {
      if (!live) return;
      if (answer.ok) setLoad({ status: 'ready', data: answer.data });
      else setLoad({ status: answer.code === API_CODE.notFound ? 'missing' : 'failed' });
    });
    return () => { live = false; };
  }, [api, path, key, attempt, refresh]);
  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
