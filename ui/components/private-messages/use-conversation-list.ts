// My conversations (/v1/message/conversations), read again whenever a message comes or goes on the user channel
// or a conversation is read, so the list's last lines and unread marks stay current without polling.
import { useEffect, useState } from 'react';
import type { CallAt, DataOf } from '../../../contract';
import { callJson } from '../../api/calls';
import type { Accounts } from '../../accounts/accounts';
import type { MessagesStore } from './messages-store';

export type ConversationItem = DataOf<CallAt<'/v1/message/conversations'>>['list'][number];

export function useConversationList(accounts: Accounts, store: MessagesStore): readonly ConversationItem[] | undefined {
  const [list, setList] = useState<readonly ConversationItem[] | undefined>(undefined);
  useEffect(() => {
    let gone = false;
    let asked = 0;
    const load = () => {
      const ask = ++asked;
      void callJson(accounts.api, '/v1/message/conversations', { pageNum: 1, pageSize: 50 }).then((r) => {
        if (gone || ask !== asked || !r.ok) return; // only the latest answer counts
        setList(r.data.list);
        store.setUnread(r.data.unread);
      });
    };
    load();
    const off = store.onEvent((event) => { if (event.type !== 'subscribed') load(); });
    return () => {
      gone = true;
      off();
    };
  }, [accounts, store]);
  return list;
}
