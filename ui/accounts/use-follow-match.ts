// The match lists' follow action [FL-1, FL-2]: `const follow = useFollowMatch(); const next = await follow(request)`.
// The caller applies the returned status to its row (the engine's local follow action); undefined = unchanged.
import { useCallback } from 'react';
import type { FollowStatus } from './account-types';
import type { MatchFollowRequest } from './follow-match';
import { toggleMatchFollow } from './follow-match';
import { useAccounts } from './use-accounts';

export function useFollowMatch(): (request: MatchFollowRequest) => Promise<FollowStatus | undefined> {
  const accounts = useAccounts();
  return useCallback(
    (request) => toggleMatchFollow({ calls: accounts.calls, toast: accounts.toast, isLoggedIn: () => accounts.session.getSnapshot().isLoggedIn }, request),
    [accounts],
  );
}
