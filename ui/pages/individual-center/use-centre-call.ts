// One call of a centre section, as a load state: loading, loaded (its data), or failed (the message, to retry).
// The answer of a call started before the last one is dropped, so a retry or a new body shows only its own.
import { useCallback, useEffect, useState } from 'react';
import type { CallAt, DataOf, JsonPath, RequestOf } from '../../api/calls';
import { callJson } from '../../api/calls';
import { useAccounts } from '../../accounts/use-accounts';

export type Load<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly data: T }
  | { readonly kind: 'failed'; readonly msg: string; readonly code?: number };

export interface CentreCall<T> {
  readonly load: Load<T>;
  readonly retry: () => void;
  /** Replaces the data shown (after an unfollow, a saved change) without asking again. */
  readonly set: (data: T) => void;
}

export function useCentreCall<P extends JsonPath>(path: P, body: RequestOf<CallAt<P>>): CentreCall<DataOf<CallAt<P>>> {
  const { api } = useAccounts();
  const [load, setLoad] = useState<Load<DataOf<CallAt<P>>>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(body);
  useEffect(() => {
    let current = true;
    setLoad({ kind: 'loading' });
    // silent: the section shows what went wrong itself
    void callJson(api, path, JSON.parse(key) as RequestOf<CallAt<P>>, { silent: true }).then((answer) => {
      if (!current) return;
      setLoad(answer.ok ? { kind: 'loaded', data: answer.data } : { kind: 'failed', msg: answer.msg, code: answer.code });
    });
    return () => { current = false; };
  }, [api, path, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: DataOf<CallAt<P>>) => setLoad({ kind: 'loaded', data }), []);
  return { load, retry, set };
}
