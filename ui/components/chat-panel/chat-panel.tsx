// <ChatPanel roomId={…} />: a live room's chat over the engine's socket (proto/live.proto "Room channel"). Guests
// read and get a login prompt (the shell's login dialog); logged-in users write (300 characters, counted as the user
// sees them); the room's owner and admins get a menu on others' messages: kick, mute 10 minutes, remove. Every
// message is React text — never markup — whatever it holds. The list keeps the newest 200 (engine/core
// CHAT_LIST_CAP), so rendering stays bounded without a virtualiser.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { chatLength, CHAT_TEXT_MAX } from '../../../engine/core/room/types';
import type { ChatMessage } from '../../../engine/worker/api';
import { callJson } from '../../api/calls';
import { useAccounts } from '../../accounts/use-accounts';
import { requestShell } from '../../app/shell-requests';
import { liveEngine } from '../../live/live-engine';
import { useBefore } from '../../time/use-clock';
import { useSession } from '../../session/use-session';
import { CHAT_COPY, joinRefusedText } from './chat-copy';
import type { ChatRoomPort } from './chat-room-port';
import { enginePort } from './chat-room-port';
import styles from './chat-panel.module.css';
import { useChatRoom } from './use-chat-room';
import { useScheduler } from '../../time/scheduler-context';

export interface ChatPanelProps {
  /** The live room (LiveRoom.roomId; the spec's hxRoomId is the same room on our gateway). */
  readonly roomId: number;
  /** The engine's room API; the page's engine by default (tests pass their own). */
  readonly port?: ChatRoomPort;
}

export function ChatPanel({ roomId, port }: ChatPanelProps): ReactElement {
  const accounts = useAccounts();
  const session = useSession(accounts.session);
  const room = useMemo<ChatRoomPort | null>(() => port ?? (() => { const c = liveEngine(); return c ? enginePort(c) : null; })(), [port]);
  const { list, notice, send } = useChatRoom(room, roomId, accounts, session.isLoggedIn);
  const [draft, setDraft] = useState('');
  const [menuFor, setMenuFor] = useState<number | null>(null);
  const scroller = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const length = chatLength(draft);
  // The mute's placeholder lasts until its end on the app's clock, and goes then with no room event needed.
  const scheduler = useScheduler();
  const muted = useBefore(list.self.mutedUntil, scheduler, scheduler);

  // Follow the newest message unless the user scrolled up to read.
  useEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [list.messages]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!session.isLoggedIn) return requestShell({ type: 'login' });
    if (length === 0 || length > CHAT_TEXT_MAX) return;
    if (await send(draft)) setDraft('');
  };

  const act = async (kind: 'kick' | 'mute' | 'remove', m: ChatMessage) => {
    setMenuFor(null);
    const r = kind === 'kick'
      ? await callJson(accounts.api, '/v1/living/kickCustomer', { roomId, customerId: m.customerId })
      : kind === 'mute'
        ? await callJson(accounts.api, '/v1/living/muteCustomer', { roomId, customerId: m.customerId, minutes: 10 })
        : await callJson(accounts.api, '/v1/living/removeChatMessage', { roomId, msgId: m.msgId });
    // Failures are toasted by the HTTP client with the server's message [HT-3].
    if (r.ok) accounts.toast.success(kind === 'kick' ? CHAT_COPY.kickDone : kind === 'mute' ? CHAT_COPY.muteDone : CHAT_COPY.removeDone);
  };

  return (
    <section className={styles.panel} aria-label={CHAT_COPY.title} data-testid="chat-panel">
      <header className={styles.header}>
        <h2 className={styles.title}>{CHAT_COPY.title}</h2>
        {list.joined && <span className={styles.audience} data-testid="chat-audience">{CHAT_COPY.audience(list.audience)}</span>}
      </header>
      <ol
        className={styles.messages} ref={scroller} data-testid="chat-messages" aria-live="polite"
        onScroll={(e) => { const el = e.currentTarget; stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40; }}
      >
        {!list.kicked && !list.joined && !list.joinRefused && <li className={styles.system}>{CHAT_COPY.connecting}</li>}
        {list.joinRefused && <li className={styles.system} data-testid="chat-refused">{joinRefusedText(list.joinRefused)}</li>}
        {list.joined && list.messages.length === 0 && <li className={styles.system}>{CHAT_COPY.empty}</li>}
        {list.messages.map((m) => {
          const mine = m.customerId === list.self.customerId && m.customerId !== 0;
          const canModerate = list.self.admin && !mine;
          return (
            <li key={m.msgId} className={styles.message} data-testid="chat-message" data-msg-id={m.msgId}>
              <span className={styles.level}>Lv{m.level}</span>
              <span className={mine ? styles.mine : styles.nickname}>{mine ? CHAT_COPY.you : m.nickname}</span>
              <span className={styles.text} data-testid="chat-text">{m.text}</span>
              {canModerate && (
                <button
                  type="button" className={styles.menuButton} aria-haspopup="menu" aria-expanded={menuFor === m.msgId}
                  onClick={() => setMenuFor(menuFor === m.msgId ? null : m.msgId)}
                >{CHAT_COPY.actions}</button>
              )}
              {canModerate && menuFor === m.msgId && (
                // In the message's own row, not a pop-over: the list scrolls, and a pop-over at its bottom was cut off.
                <div role="menu" className={styles.menu}>
                  <button type="button" role="menuitem" onClick={() => void act('kick', m)}>{CHAT_COPY.kick}</button>
                  <button type="button" role="menuitem" onClick={() => void act('mute', m)}>{CHAT_COPY.mute}</button>
                  <button type="button" role="menuitem" onClick={() => void act('remove', m)}>{CHAT_COPY.remove}</button>
                </div>
              )}
            </li>
          );
        })}
        {list.kicked && <li className={styles.system}>{CHAT_COPY.kicked}</li>}
      </ol>
      {notice && !list.kicked && !list.joinRefused && <p className={styles.notice} role="status" data-testid="chat-notice">{notice}</p>}
      {session.isLoggedIn ? (
        <form className={styles.composer} onSubmit={(e) => void submit(e)}>
          <input
            className={styles.input} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="chat-input"
            placeholder={muted ? CHAT_COPY.mutedInput : CHAT_COPY.placeholder} disabled={list.kicked || list.joinRefused !== undefined} aria-label={CHAT_COPY.placeholder}
            aria-invalid={length > CHAT_TEXT_MAX}
          />
          <span className={length > CHAT_TEXT_MAX ? styles.counterOver : styles.counter} data-testid="chat-counter">{CHAT_COPY.counter(length)}</span>
          <button type="submit" className={styles.send} disabled={length === 0 || length > CHAT_TEXT_MAX || list.kicked || list.joinRefused !== undefined}>{CHAT_COPY.send}</button>
        </form>
      ) : (
        <div className={styles.guest}>
          <span>{CHAT_COPY.guestPrompt}</span>
          <button type="button" className={styles.send} onClick={() => requestShell({ type: 'login' })}>{CHAT_COPY.login}</button>
        </div>
      )}
    </section>
  );
}
