// One conversation: the other party (avatar, name, 客服 / 主播 tag), the history with paging up (a button at the
// top, and scrolling to the top), live messages, and the composer — or, when I may not write to them (an anchor I
// do not follow), why. Every message is React text, never markup.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Accounts } from '../../accounts/accounts';
import { API_MESSAGE } from '../../../contract/codes';
import { UserAvatar } from '../avatar/user-avatar';
import { MessageComposer } from './message-composer';
import { messageTime } from './message-time';
import type { MessagesStore } from './messages-store';
import { useConversation } from './use-conversation';
import { useScheduler } from '../../time/scheduler-context';
import styles from './private-messages.module.css';

export function ConversationPane({ accounts, store, me, peerId }: {
  readonly accounts: Accounts; readonly store: MessagesStore; readonly me: number; readonly peerId: number;
}) {
  const c = useConversation(accounts, store, me, peerId);
  const clock = useScheduler();
  const scroller = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const pagingFrom = useRef<number | undefined>(undefined);
  const last = c.messages.at(-1)?.msgId;

  // New messages at the bottom follow unless the user scrolled up to read; a page above keeps the view still.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (pagingFrom.current !== undefined) {
      el.scrollTop = el.scrollHeight - pagingFrom.current;
      pagingFrom.current = undefined;
    } else if (stick.current) el.scrollTop = el.scrollHeight;
  }, [c.messages]);
  useEffect(() => { stick.current = true; }, [peerId]);

  const older = async () => {
    const el = scroller.current;
    pagingFrom.current = el ? el.scrollHeight - el.scrollTop : undefined;
    await c.loadOlder();
  };

  if (c.failed) return <div className={styles.placeholder}>会话加载失败，请稍后重试</div>;
  const now = clock.now();
  return (
    <section className={styles.conversation} aria-label={c.peer ? `与${c.peer.nickname}的私信` : '私信'} data-testid="pm-conversation">
      <header className={styles.peerBar}>
        {c.peer && <UserAvatar nickname={c.peer.nickname} avatar={c.peer.avatar} size="sm" />}
        <span className={styles.peerName} data-testid="pm-peer-name">{c.peer?.nickname ?? ''}</span>
        {c.peer?.isStaff === 1 && <span className={styles.tag}>官方客服</span>}
        {c.peer?.isAnchor === 1 && <span className={styles.tag}>主播</span>}
      </header>
      <ol className={styles.history} ref={scroller} data-testid="pm-history" aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          if (el.scrollTop === 0 && c.hasMore) void older();
        }}>
        {c.hasMore && (
          <li className={styles.more}><button type="button" className={styles.moreButton} onClick={() => void older()}>查看更早的消息</button></li>
        )}
        {!c.loading && c.messages.length === 0 && <li className={styles.empty}>还没有消息，打个招呼吧～</li>}
        {c.messages.map((m) => {
          const mine = m.fromId === me;
          return (
            <li key={m.msgId} className={mine ? styles.mine : styles.theirs} data-testid="pm-message" data-mine={mine} data-last={m.msgId === last}>
              {!mine && c.peer && <UserAvatar nickname={c.peer.nickname} avatar={c.peer.avatar} size="sm" />}
              <div className={styles.bubbleWrap}>
                <p className={styles.bubble}>{m.text}</p>
                <time className={styles.time} dateTime={new Date(m.ts).toISOString()}>{messageTime(m.ts, now)}</time>
              </div>
            </li>
          );
        })}
      </ol>
      {c.loading ? null : c.canSend
        ? <MessageComposer onSend={c.send} />
        : <p className={styles.locked} data-testid="pm-locked">{API_MESSAGE.messageNotAllowed}</p>}
    </section>
  );
}
