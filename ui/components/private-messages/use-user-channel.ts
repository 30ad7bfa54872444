// Keeps the page's user channel subscription in step with the session: subscribed with the access token while
// logged in (again after a login, and after a refused token once a call has refreshed it), nothing for guests.
import { useEffect, useState } from 'react';
import type { Accounts } from '../../accounts/accounts';
import { callJson } from '../../api/calls';
import type { MessagesStore } from './messages-store';
import type { UserChannelPort } from './user-channel-port';

export function useUserChannel(port: UserChannelPort | null, accounts: Accounts, store: MessagesStore, userId: number | undefined): void {
  const [again, setAgain] = useState(0);
  useEffect(() => {
    if (!port || userId === undefined) {
      store.reset();
      return;
    }
    let gone = false;
    let off: (() => void) | undefined;
    let refreshed = false;
    void port.subscribeUser(accounts.api.tokens.access() ?? '', (event) => {
      if (gone) return; // ended: the engine may still hand on what came before the unsubscribe reached it
      if (event.type === 'subscribed' && event.customerId === 0) {
        // An expired access token: any authenticated call refreshes it (the client replays after 10050), then again.
        if (refreshed) return;
        refreshed = true;
        void callJson(accounts.api, '/v1/message/conversations', { pageSize: 1 }).then((r) => {
          if (r.ok && !gone) setAgain((n) => n + 1);
        });
        return;
      }
      store.received(event);
    }).then((unsubscribe) => { if (gone) unsubscribe(); else off = unsubscribe; });
    return () => {
      gone = true;
      off?.();
    };
  }, [port, accounts, store, userId, again]);
}
