// `const follow = useFollowAnchor(); const next = await follow({ customerId, current })` [FL-1, FL-3].
import { useCallback } from 'react';
import type { AnchorFollowRequest } from './follow-anchor';
import { toggleAnchorFollow } from './follow-anchor';
import { useAccounts } from './use-accounts';

export function useFollowAnchor(): (request: AnchorFollowRequest) => Promise<1 | 2 | undefined> {
  const accounts = useAccounts();
  return useCallback((request) => toggleAnchorFollow({
    api: accounts.api, toast: accounts.toast,
    me: () => {
      const { isLoggedIn, user } = accounts.session.getSnapshot();
      return isLoggedIn && user ? user.customerId ?? user.id : undefined;
    },
  }, request), [accounts]);
}
