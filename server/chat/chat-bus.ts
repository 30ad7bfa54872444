// The chat's pub/sub between processes (STYLE.md 6: a small port, two implementations, one contract —
// chat-bus.contract.ts): every message, removal, kick, mute, role change and room presence goes to every process
// holding sockets (its own included), which delivers it to its members of the room. Fire and forget: chat is live
// talk, the database holds the history a joiner reads, and a process that missed an event while away reads the
// room's state back from the database at its sockets' next join.
import type { StoredChatMessage } from '../db/repositories/chat-messages';
import type { EventBus } from '../bus/event-bus';

/** A logged-in member as the audience list shows them. */
export interface AudiencePerson {
  readonly customerId: number;
  readonly nickname: string;
  readonly level: number;
}

/** Where a message came from: the sender's own socket gets its clientMsgId back. */
export interface MessageOrigin {
  readonly gateway: string;
  readonly socket: number;
  readonly clientMsgId: string;
}

export type ChatBusEvent =
  | { readonly type: 'message'; readonly message: StoredChatMessage; readonly origin: MessageOrigin }
  | { readonly type: 'removed'; readonly roomId: number; readonly msgId: number }
  | { readonly type: 'kick'; readonly roomId: number; readonly userId: number; readonly until: number }
  | { readonly type: 'mute'; readonly roomId: number; readonly userId: number; readonly until: number }
  | { readonly type: 'role'; readonly roomId: number; readonly userId: number; readonly admin: boolean }
  /** One gateway's members of a room (sent on change, and again every PRESENCE_REFRESH_MS while not empty). */
  | {
      readonly type: 'presence'; readonly gateway: string; readonly roomId: number; readonly sockets: number;
      readonly users: readonly AudiencePerson[]; readonly at: number;
    };

/** The pub/sub port (server/bus/event-bus.ts: in process, or NATS). */
export type ChatBus = EventBus<ChatBusEvent>;
