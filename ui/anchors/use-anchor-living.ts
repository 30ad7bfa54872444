// [AN-7] The header's 开播中: whether the logged-in anchor's room is streaming (/anchor/checkLiving), asked on
// login, every 30 s and when the tab comes back — the broadcast runs from /anchorStart in another tab, and the
// stream's state comes from the ingest. The answer goes to the session (anchorLiving), which the logout's
// confirmation [AU-9] reads too.
import { useEffect } from 'react';
import type { Accounts } from '../accounts/accounts';
import { anchorCalls } from './anchor-calls';
import { useScheduler } from '../time/scheduler-context';

export const LIVING_POLL_MS = 30_000;

export function useAnchorLiving(accounts: Accounts, anchorId: number | undefined): void {
  const scheduler = useScheduler();
  useEffect(() => {
    if (anchorId === undefined) return undefined;
    const calls = anchorCalls(accounts.api);
    const check = () => {
      void calls.checkLiving().then((a) => { if (a.ok) accounts.session.setAnchorLiving(a.data.status === 1); });
    };
    check();
    const timer = scheduler.setInterval(check, LIVING_POLL_MS);
    const onVisible = () => { if (document.visibilityState === 'visible') check(); };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      scheduler.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [accounts, anchorId, scheduler]);
}
