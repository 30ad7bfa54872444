// Type 6: my messages — the private-message conversations (/v1/message/conversations: the latest first, each with
// its unread count, and my unread total), the open one's history and composer (the conversation window's
// ConversationPane, live over the user channel). With customerId it is that user's centre: their card (follow,
// 私信 here) and my conversation with them; 客服 is one of these (the staff account's id).
import { useEffect, useState } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import { UserAvatar } from '../../components/avatar/user-avatar';
import { ConversationPane } from '../../components/private-messages/conversation-pane';
import { messageTime } from '../../components/private-messages/message-time';
import { messagesStore } from '../../components/private-messages/messages-store';
import { useSession } from '../../session/use-session';
import { useScheduler } from '../../time/scheduler-context';
import { LoadView } from './load-view';
import { UserCard } from './user-card';
import { useCentreCall } from './use-centre-call';
import styles from './individual-center.module.css';

export function MessagesSection({ customerId }: { readonly customerId: number | undefined }) {
  const accounts = useAccounts();
  const session = useSession(accounts.session);
  const me = session.user ? session.user.customerId ?? session.user.id : undefined;
  if (me === undefined) return null;
  if (customerId !== undefined && customerId !== me) {
    return (
      <>
        <UserCard customerId={customerId} />
        <div className={styles.pane}><ConversationPane accounts={accounts} store={messagesStore} me={me} peerId={customerId} /></div>
      </>
    );
  }
  return <Conversations me={me} />;
}

function Conversations({ me }: { readonly me: number }) {
  const accounts = useAccounts();
  const list = useCentreCall('/v1/message/conversations', { pageNum: 1, pageSize: 50 });
  const [open, setOpen] = useState<number | undefined>(undefined);
  const now = useScheduler().now();
  const { retry } = list;
  // A message coming or going, or a conversation read, changes the last lines and unread counts: ask again.
  useEffect(() => messagesStore.onEvent((event) => { if (event.type !== 'subscribed' && event.type !== 'anchorLive') retry(); }), [retry]);
  return (
    <LoadView load={list.load} retry={list.retry} empty="暂无私信" isEmpty={(d) => d.list.length === 0}>
      {(d) => {
        const peer = open ?? d.list[0]?.peer.customerId;
        return (
          <>
            <p className={styles.muted} data-testid="unread-total">未读消息 {d.unread} 条</p>
            <div className={styles.split}>
              <ul className={`${styles.list} ${styles.conversationList}`} aria-label="会话列表">
                {d.list.map((c) => (
                  <li key={c.peer.customerId}>
                    <button type="button" className={styles.conversation} aria-current={c.peer.customerId === peer ? 'true' : undefined}
                      onClick={() => setOpen(c.peer.customerId)} data-testid="centre-conversation">
                      <UserAvatar nickname={c.peer.nickname} avatar={c.peer.avatar} size="md" />
                      <span className={styles.rowMain}>
                        <span className={styles.rowTitle}>{c.peer.nickname}{c.peer.isStaff === 1 ? '（官方客服）' : ''}</span>
                        <span className={styles.muted}>{c.last.fromId === me ? '我：' : ''}{c.last.text}</span>
                        <time className={styles.muted}>{messageTime(c.last.ts, now)}</time>
                      </span>
                      {c.unread > 0 && <span className={styles.unread} aria-label={`${c.unread}条未读`}>{c.unread > 99 ? '99+' : c.unread}</span>}
                    </button>
                  </li>
                ))}
              </ul>
              {peer !== undefined && (
                <div className={styles.pane}><ConversationPane key={peer} accounts={accounts} store={messagesStore} me={me} peerId={peer} /></div>
              )}
            </div>
          </>
        );
      }}
    </LoadView>
  );
}
