// One open conversation: its history from /v1/message/history (newest page first, older pages on demand), live
// messages from the user channel appended (each once: the send's answer and the push carry the same msgId), and
// the conversation marked read while it is open, so the badge follows.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataOf, CallAt } from '../../../contract';
import { callJson } from '../../api/calls';
import type { Accounts } from '../../accounts/accounts';
import type { PrivateMessage } from '../../../engine/worker/api';
import type { MessagesStore } from './messages-store';

export type MessagePeer = DataOf<CallAt<'/v1/message/history'>>['peer'];

export interface Conversation {
  readonly peer: MessagePeer | undefined;
  /** Oldest first. */
  readonly messages: readonly PrivateMessage[];
  readonly hasMore: boolean;
  readonly canSend: boolean;
  readonly loading: boolean;
  /** The first page could not be read (the client toasted why). */
  readonly failed: boolean;
  loadOlder(): Promise<void>;
  send(text: string): Promise<boolean>;
}

/** Merges by msgId, oldest first. */
export function mergeMessages(held: readonly PrivateMessage[], more: readonly PrivateMessage[]): PrivateMessage[] {
  const byId = new Map(held.map((m) => [m.msgId, m]));
  for (const m of more) byId.set(m.msgId, m);
  return [...byId.values()].sort((a, b) => a.msgId - b.msgId);
}

export function useConversation(accounts: Accounts, store: MessagesStore, me: number, peerId: number): Conversation {
  const [peer, setPeer] = useState<MessagePeer | undefined>(undefined);
  const [messages, setMessages] = useState<readonly PrivateMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [canSend, setCanSend] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const held = useRef<readonly PrivateMessage[]>([]);
  held.current = messages;

  const markRead = useCallback(async () => {
    const r = await callJson(accounts.api, '/v1/message/read', { customerId: peerId });
    if (r.ok) store.setUnread(r.data.unread);
  }, [accounts, store, peerId]);

  useEffect(() => {
    let gone = false;
    setPeer(undefined);
    setMessages([]);
    setLoading(true);
    setFailed(false);
    // Live messages are listened to before the first page is asked for: one arriving meanwhile is merged in.
    const off = store.onEvent((event) => {
      if (event.type !== 'message') return;
      const m = event.message;
      const ours = (m.fromId === peerId && m.toId === me) || (m.fromId === me && m.toId === peerId);
      if (!ours) return;
      setMessages((list) => mergeMessages(list, [m]));
      if (m.fromId === peerId && document.visibilityState === 'visible') void markRead();
    });
    void callJson(accounts.api, '/v1/message/history', { customerId: peerId }).then((r) => {
      if (gone) return;
      setLoading(false);
      if (!r.ok) return setFailed(true);
      setPeer(r.data.peer);
      setMessages((list) => mergeMessages(list, r.data.messages));
      setHasMore(r.data.hasMore);
      setCanSend(r.data.canSend);
      void markRead();
    });
    return () => {
      gone = true;
      off();
    };
  }, [accounts, store, me, peerId, markRead]);

  const loadOlder = useCallback(async () => {
    const first = held.current[0];
    if (!first) return;
    const r = await callJson(accounts.api, '/v1/message/history', { customerId: peerId, beforeId: first.msgId });
    if (!r.ok) return;
    setMessages((list) => mergeMessages(list, r.data.messages));
    setHasMore(r.data.hasMore);
  }, [accounts, peerId]);

  const send = useCallback(async (text: string) => {
    const r = await callJson(accounts.api, '/v1/message/send', { customerId: peerId, text });
    if (!r.ok) return false; // toasted by the client with the server's message [HT-3]
    setMessages((list) => mergeMessages(list, [r.data]));
    setCanSend(true);
    return true;
  }, [accounts, peerId]);

  return { peer, messages, hasMore, canSend, loading, failed, loadOlder, send };
}
