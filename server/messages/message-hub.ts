// One process's private messages (server/messages/README.md): who may write to whom, storing and reading, and the
// live side — every message and read mark goes on the message bus, and each process hands what arrives to the
// subscribers of the users concerned (its gateways' user channels). The HTTP routes and the gateways share one hub
// per process; the operator's staff CLI makes one of its own.
import { checkChatText } from '../../engine/core/room/types';
import type { AnchorLiveNotice } from '../../engine/core/room/user-channel';
import type { Clock } from '../../engine/core/time/scheduler';
import type { AccessTokens } from '../auth/tokens';
import type { Queryable } from '../db/database';
import { followedAmong } from '../db/repositories/customer-follows';
import { sessionState } from '../db/repositories/users';
import type { MessageBus, MessageBusEvent } from './message-bus';
import type { ConversationPeer, HistoryPage, StoredPrivateMessage } from './message-repository';
import {
  conversationsOf, hasWrittenTo, historyPage, insertPrivateMessage, markRead, peerOf, staffOnDuty, unreadTotal,
} from './message-repository';

/** The staff duty the side panel's 客服 opens a conversation with. */
export const CUSTOMER_SERVICE = 'customer-service';

export type SendRefusal = 'self' | 'noUser' | 'notAllowed' | 'badText' | 'tooLong';
export type SendResult = { readonly ok: true; readonly message: StoredPrivateMessage } | { readonly ok: false; readonly reason: SendRefusal };

/** What a user channel gets for its user: the bus events that concern them, with their own unread total. */
export type UserDelivery =
  | { readonly type: 'message'; readonly message: StoredPrivateMessage; readonly unread: number }
  | { readonly type: 'read'; readonly peerId: number; readonly unread: number }
  | AnchorLiveNotice;

export interface MessageHubDeps {
  readonly db: Queryable;
  readonly clock: Clock;
  readonly bus: MessageBus;
  /** Verifies a user channel's token (none: every subscribe is refused — the CLI's hub). */
  readonly tokens?: AccessTokens;
  readonly log?: (line: string) => void;
}

export class MessageHub {
  private readonly subscribers = new Map<number, Set<(d: UserDelivery) => void>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: MessageHubDeps) {
    this.unsubscribe = deps.bus.subscribe((event) => this.received(event));
  }

  /** The access token's user id, checked as the HTTP API checks it (signature, expiry, session); undefined if not. */
  async identify(token: string): Promise<number | undefined> {
    const check = this.deps.tokens?.verify(token);
    if (!check?.ok) return undefined;
    const { userId, familyId, tokenVersion } = check.claims;
    const state = await sessionState(this.deps.db, userId, familyId);
    return state && !state.familyRevoked && state.tokenVersion === tokenVersion ? userId : undefined;
  }

  /** Deliveries for `userId` from now on (any process's messages and reads). */
  subscribe(userId: number, listener: (d: UserDelivery) => void): () => void {
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
  }

  staff(): Promise<ConversationPeer | undefined> {
    return staffOnDuty(this.deps.db, CUSTOMER_SERVICE);
  }

  peer(userId: number): Promise<ConversationPeer | undefined> {
    return peerOf(this.deps.db, userId);
  }

  /**
   * [PM-5] SPEC.md §6: viewers message the anchors they follow; anyone may write to staff, and anyone may answer
   * someone who wrote to them (an anchor replying to a fan, staff answering a user).
   */
  async maySend(fromId: number, to: ConversationPeer): Promise<boolean> {
    if (fromId === to.customerId) return false;
    if (to.isStaff) return true;
    if (to.isAnchor && (await followedAmong(this.deps.db, fromId, [to.customerId])).has(to.customerId)) return true;
    return hasWrittenTo(this.deps.db, to.customerId, fromId);
  }

  /** Checks the text (as live-room chat does) and the rules, stores, and publishes to both sides. */
  async send(fromId: number, toId: number, rawText: string): Promise<SendResult> {
    if (fromId === toId) return { ok: false, reason: 'self' };
    const text = checkChatText(rawText);
    if (!text.ok) return { ok: false, reason: text.kind };
    const to = await this.peer(toId);
    if (!to) return { ok: false, reason: 'noUser' };
    if (!(await this.maySend(fromId, to))) return { ok: false, reason: 'notAllowed' };
    const { db, clock } = this.deps;
    const message = await insertPrivateMessage(db, { fromId, toId, text: text.text }, new Date(clock.now()));
    const [unreadTo, unreadFrom] = await Promise.all([unreadTotal(db, toId), unreadTotal(db, fromId)]);
    await this.deps.bus.publish({ type: 'message', message, unread: { to: unreadTo, from: unreadFrom } });
    return { ok: true, message };
  }

  history(me: number, peer: number, limit: number, beforeId?: number): Promise<HistoryPage> {
    return historyPage(this.deps.db, me, peer, limit, beforeId);
  }

  conversations(me: number, limit: number, offset: number) {
    return conversationsOf(this.deps.db, me, limit, offset);
  }

  unread(me: number): Promise<number> {
    return unreadTotal(this.deps.db, me);
  }

  /** Marks read and tells the user's other sockets; the unread total after, or undefined without a conversation. */
  async read(me: number, peer: number, upToId?: number): Promise<number | undefined> {
    if (!(await markRead(this.deps.db, me, peer, new Date(this.deps.clock.now()), upToId))) return undefined;
    const unread = await unreadTotal(this.deps.db, me);
    await this.deps.bus.publish({ type: 'read', userId: me, peerId: peer, unread });
    return unread;
  }

  /**
   * The user's subscribed sockets on every process get the notice (kind 3 ANCHOR_LIVE); none subscribed: it is
   * dropped (a notice is of the moment, not stored). This makes the hub the anchors' UserNotices (reminders.ts).
   */
  async publish(userId: number, notice: AnchorLiveNotice): Promise<void> {
    await this.deps.bus.publish({ type: 'notice', userId, notice });
  }

  close(): void {
    this.unsubscribe();
    this.subscribers.clear();
  }

  private received(event: MessageBusEvent): void {
    if (event.type === 'read') return this.deliver(event.userId, { type: 'read', peerId: event.peerId, unread: event.unread });
    if (event.type === 'notice') return this.deliver(event.userId, event.notice);
    const { message, unread } = event;
    this.deliver(message.toId, { type: 'message', message, unread: unread.to });
    this.deliver(message.fromId, { type: 'message', message, unread: unread.from });
  }

  private deliver(userId: number, d: UserDelivery): void {
    for (const l of [...(this.subscribers.get(userId) ?? [])]) {
      // A bus listener runs in a microtask or a NATS callback: one socket's failure must not end the process.
      try {
        l(d);
      } catch (err) {
        this.deps.log?.(`private messages: a delivery to user ${userId} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}
