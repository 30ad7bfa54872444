// Private messages' pub/sub between processes (STYLE.md 6: a small port, two implementations, one contract —
// message-bus.contract.test.ts), the chat bus's pattern (server/chat/chat-bus.ts): every message sent and every
// conversation read goes to every process, which hands it to its gateways' user channels. Fire and forget: the
// database holds the truth, and a socket subscribing again reads its unread total from it.
import type { AnchorLiveNotice } from '../../engine/core/room/user-channel';
import type { StoredPrivateMessage } from './message-repository';
import type { EventBus } from '../bus/event-bus';

export type MessageBusEvent =
  /** unread: the recipient's and the sender's unread totals after it. */
  | { readonly type: 'message'; readonly message: StoredPrivateMessage; readonly unread: { readonly to: number; readonly from: number } }
  | { readonly type: 'read'; readonly userId: number; readonly peerId: number; readonly unread: number }
  /** A notice for one user that is not a message (an anchor they follow went live: server/anchors/reminders.ts). */
  | { readonly type: 'notice'; readonly userId: number; readonly notice: AnchorLiveNotice };

/** The pub/sub port (server/bus/event-bus.ts: in process, or NATS). */
export type MessageBus = EventBus<MessageBusEvent>;
