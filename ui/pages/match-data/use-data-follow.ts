// The follow button's state for one competition or team [FL-1]: read when logged in, toggled on click; logged out
// the click opens the login dialog (SPEC.md §5).
import { useCallback, useEffect, useState } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import { SUCCESS } from '../../accounts/account-messages';
import { requestShell } from '../../app/shell-requests';
import { useSession } from '../../session/use-session';
import type { FollowState, FollowTarget } from './data-follow';
import { followChanges, readFollow, toggleFollow } from './data-follow';

export interface DataFollow {
  /** null while not known (logged out, or not answered yet). */
  readonly state: FollowState | null;
  /** A request is out: the follow's state is being read (logged in) or changed. The button waits for it. */
  readonly busy: boolean;
  readonly toggle: () => void;
}

export function useDataFollow(target: FollowTarget | null): DataFollow {
  const accounts = useAccounts();
  const { isLoggedIn } = useSession(accounts.session);
  const [state, setState] = useState<FollowState | null>(null);
  const [busy, setBusy] = useState(false);
  const key = target ? `${target.sport}|${target.kind}|${target.id}` : '';

  useEffect(() => {
    setState(null);
    if (!target || !isLoggedIn) return;
    let live = true;
    // Unread, a click could follow what is followed already; a read that fails leaves it to the click (not followed).
    void readFollow(accounts.api, target).then((s) => { if (live) setState(s ?? { followed: false, followerId: null }); });
    return () => { live = false; };
  }, [accounts, key, isLoggedIn]); // `key` stands for the target

  const toggle = useCallback(() => {
    if (!target) return;
    if (!accounts.session.getSnapshot().isLoggedIn) return requestShell({ type: 'login' });
    if (busy) return;
    setBusy(true);
    void toggleFollow(accounts.api, target, state ?? { followed: false, followerId: null }).then((next) => {
      setBusy(false);
      if (!next) return;
      setState(next);
      accounts.toast.success(next.followed ? SUCCESS.followed : SUCCESS.unfollowed);
      followChanges.notify();
    });
  }, [accounts, key, state, busy]);

  return { state, busy: busy || (isLoggedIn && target !== null && state === null), toggle };
}
