// The interests step's data: /v1/customer/interest/info (hot competitions and teams per sport, the user's earlier
// choices checked).
import { useCallback, useEffect, useState } from 'react';
import type { InterestGroup } from '../../accounts/account-types';
import { useAccounts } from '../../accounts/use-accounts';

export type InterestGroupsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly groups: readonly InterestGroup[] };

export function useInterestGroups(): { readonly state: InterestGroupsState; readonly retry: () => void } {
  const { calls } = useAccounts();
  const [state, setState] = useState<InterestGroupsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void calls.interestInfo().then((answer) => {
      if (current) setState(answer.ok ? { status: 'ready', groups: answer.data } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [calls, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
