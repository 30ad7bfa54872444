// Private messages (私信) and the staff account — ours (issue #14): SPEC.md names /v1/staff/info and says logged-in
// users message (§1, §6: viewers message the anchors they follow; guests need login) but gives no calls, so these
// paths are picked in the spec's style under /v1/message/. Live delivery is on the WebSocket's user channel
// (proto/live.proto "User channel", 310–312); server/messages/README.md has the rules.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { defaulted, jsonCall, NO_BODY } from './call';
import { int, NO_CONTROL_CHARACTERS, nullable, page } from './fields';
import { PRIVATE_HISTORY_PAGE_SIZE } from './limits';

const customerId = () => int(1);

/** The other party of a conversation. isStaff: customer service (the side panel's 客服). */
export const MessagePeer = Type.Object({
  customerId: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  isAnchor: Type.Integer({ minimum: 0, maximum: 1 }),
  isStaff: Type.Integer({ minimum: 0, maximum: 1 }),
});
export type MessagePeer = Static<typeof MessagePeer>;

export const PrivateMessage = Type.Object({
  msgId: Type.Integer(),
  fromId: Type.Integer(),
  toId: Type.Integer(),
  /** As sent: the page shows it as text, never markup. */
  text: Type.String(),
  /** ms */
  ts: Type.Integer(),
});
export type PrivateMessage = Static<typeof PrivateMessage>;

export const ConversationItem = Type.Object({
  peer: MessagePeer,
  last: PrivateMessage,
  /** My messages from the peer not read yet. */
  unread: Type.Integer(),
});
export type ConversationItem = Static<typeof ConversationItem>;

export const PRIVATE_MESSAGES = {
  /** The customer-service staff account (SPEC.md §7 "Common and content"); 40007 when none is set up. */
  staffInfo: jsonCall({ path: '/v1/staff/info', methods: ['GET', 'POST'], auth: 'none', body: NO_BODY, data: MessagePeer }),
  /** My conversations, the latest first, and my unread total (the header's badge). */
  conversations: jsonCall({
    path: '/v1/message/conversations', auth: 'required', body: Type.Object({ ...page(20, 50) }),
    data: Type.Object({ total: Type.Integer(), unread: Type.Integer(), list: Type.Array(ConversationItem) }),
  }),
  /**
   * A page of my conversation with customerId, oldest first: the newest without beforeId, older ones with the
   * first msgId held. canSend: whether I may write to them (a followed anchor, staff, or someone who wrote to me).
   */
  history: jsonCall({
    path: '/v1/message/history', auth: 'required',
    body: Type.Object({
      customerId: customerId(), beforeId: Type.Optional(int(1, Number.MAX_SAFE_INTEGER)),
      pageSize: defaulted(Type.Integer({ minimum: 1, maximum: 50 }), PRIVATE_HISTORY_PAGE_SIZE),
    }),
    data: Type.Object({ peer: MessagePeer, messages: Type.Array(PrivateMessage), hasMore: Type.Boolean(), canSend: Type.Boolean(), unread: Type.Integer() }),
  }),
  /** Sends; 41501 not allowed (not a followed anchor, not staff, not a reply), 41502 too long, 40001 empty / control characters. */
  send: jsonCall({
    path: '/v1/message/send', auth: 'required',
    // Control characters are refused here (40001, as every text field); 1–300 characters as the user counts them
    // (code points, after trimming) is the server's check, with its own codes.
    body: Type.Object({ customerId: customerId(), text: Type.String({ maxLength: 1200, pattern: NO_CONTROL_CHARACTERS }) }),
    data: PrivateMessage,
  }),
  /** Marks my conversation with customerId read (up to upToId, default its last message); my unread total after. */
  read: jsonCall({
    path: '/v1/message/read', auth: 'required',
    body: Type.Object({ customerId: customerId(), upToId: Type.Optional(int(1, Number.MAX_SAFE_INTEGER)) }),
    data: Type.Object({ unread: Type.Integer(), lastReadId: nullable(Type.Integer()) }),
  }),
} as const;
