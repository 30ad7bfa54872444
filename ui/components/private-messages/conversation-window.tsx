// The private-message window (私信), docked at the bottom right like 斗鱼/虎牙's: my conversations on the left
// (avatar, name, last line, unread count), the open conversation on the right. Not modal: the page stays usable
// (the stream plays on). The personal centre will list conversations with the same pieces when it is built.
import { useEffect, useRef } from 'react';
import type { Accounts } from '../../accounts/accounts';
import { UserAvatar } from '../avatar/user-avatar';
import { Icon } from '../icon/icon';
import { ConversationPane } from './conversation-pane';
import { messageTime } from './message-time';
import type { MessagesStore } from './messages-store';
import { UnreadCount } from './unread-count';
import { useConversationList } from './use-conversation-list';
import { useScheduler } from '../../time/scheduler-context';
import styles from './private-messages.module.css';

export interface ConversationWindowProps {
  readonly accounts: Accounts;
  readonly store: MessagesStore;
  readonly me: number;
  /** The open conversation's other party, or none (the list only). */
  readonly peerId: number | undefined;
  readonly onPick: (customerId: number) => void;
  readonly onClose: () => void;
}

export function ConversationWindow({ accounts, store, me, peerId, onPick, onClose }: ConversationWindowProps) {
  const list = useConversationList(accounts, store);
  const root = useRef<HTMLElement>(null);
  const clock = useScheduler();

  // Focus goes to the window when it opens (the composer takes it once a conversation has loaded); Esc closes.
  useEffect(() => { root.current?.focus(); }, []);

  const now = clock.now();
  return (
    <section className={styles.window} ref={root} role="dialog" aria-modal="false" aria-labelledby="pm-title" tabIndex={-1}
      data-testid="pm-window" onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      <header className={styles.titleBar}>
        <h2 id="pm-title" className={styles.title}><Icon name="message" size={18} />私信</h2>
        <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}><Icon name="close" size={18} /></button>
      </header>
      <div className={styles.body}>
        <nav className={styles.list} aria-label="会话列表">
          {list && list.length === 0 && <p className={styles.listEmpty}>暂无私信</p>}
          <ul>
            {list?.map((c) => (
              <li key={c.peer.customerId}>
                <button type="button" className={styles.item} aria-current={c.peer.customerId === peerId ? 'true' : undefined}
                  onClick={() => onPick(c.peer.customerId)} data-testid="pm-conversation-item">
                  <UserAvatar nickname={c.peer.nickname} avatar={c.peer.avatar} size="md" />
                  <span className={styles.itemText}>
                    <span className={styles.itemTop}>
                      <span className={styles.itemName}>{c.peer.nickname}</span>
                      <time className={styles.itemTime}>{messageTime(c.last.ts, now)}</time>
                    </span>
                    <span className={styles.itemLast}>{c.last.fromId === me ? '我：' : ''}{c.last.text}</span>
                  </span>
                  <UnreadCount count={c.unread} label={`${c.unread}条未读`} />
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {peerId !== undefined
          ? <ConversationPane key={peerId} accounts={accounts} store={store} me={me} peerId={peerId} />
          : <div className={styles.placeholder}>选择一个会话开始聊天</div>}
      </div>
    </section>
  );
}
