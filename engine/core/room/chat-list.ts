// The chat panel's message list as a reducer of room events: what the page shows after any sequence of joins,
// messages, removals and notices. Pure, so it is property-tested (chat-list.property.test.ts).
// - A join replaces the list with its history (a rejoin after a reconnect must not duplicate anything).
// - Messages are kept in msgId order (the server's order), each id once, the newest `cap` only.
// - A removal drops the message and remembers its id, so a copy arriving later (a join's history read before the
//   removal) does not bring it back.
// - A join the server refused — the room does not exist, chat is off on this server, or the socket is in as many rooms
//   as it may be — is remembered until a join succeeds, so the page says so instead of waiting for a join that is not
//   coming.
import type { ChatMessage, RoomEvent, RoomSelf } from './types';

/** Messages the panel keeps (and renders). */
export const CHAT_LIST_CAP = 200;

export interface ChatList {
  readonly roomId: number;
  readonly messages: readonly ChatMessage[];
  readonly audience: number;
  readonly self: RoomSelf;
  readonly joined: boolean;
  readonly kicked: boolean;
  /** Why the room could not be joined (until a join succeeds). */
  readonly joinRefused: JoinRefusal | undefined;
  /** Ids removed by moderators (bounded, like the list). */
  readonly removed: readonly number[];
}

/** Why a join was refused: the RoomNotice kinds that answer a join in place of 'joined'. */
export type JoinRefusal = 'notFound' | 'unavailable' | 'tooManyRooms';

export const GUEST_SELF: RoomSelf = { customerId: 0, admin: false, owner: false, mutedUntil: 0 };

export function emptyChatList(roomId: number): ChatList {
  return { roomId, messages: [], audience: 0, self: GUEST_SELF, joined: false, kicked: false, joinRefused: undefined, removed: [] };
}

function insert(messages: readonly ChatMessage[], m: ChatMessage, cap: number): readonly ChatMessage[] {
  const last = messages.at(-1);
  let next: ChatMessage[];
  if (!last || last.msgId < m.msgId) next = [...messages, m]; // the usual case: the newest message
  else {
    if (messages.some((x) => x.msgId === m.msgId)) return messages;
    next = [...messages, m].sort((a, b) => a.msgId - b.msgId);
  }
  return next.length > cap ? next.slice(next.length - cap) : next;
}

export function reduceChat(list: ChatList, event: RoomEvent, cap = CHAT_LIST_CAP): ChatList {
  switch (event.type) {
    case 'joined': {
      if (event.roomId !== list.roomId) return list;
      const removed = new Set(list.removed);
      let messages: readonly ChatMessage[] = [];
      for (const m of event.history) if (!removed.has(m.msgId)) messages = insert(messages, m, cap);
      return { ...list, messages, audience: event.audience, self: event.self, joined: true, kicked: false, joinRefused: undefined };
    }
    case 'message':
      if (event.message.roomId !== list.roomId || list.removed.includes(event.message.msgId)) return list;
      return { ...list, messages: insert(list.messages, event.message, cap) };
    case 'removed': {
      if (event.roomId !== list.roomId) return list;
      const removed = [...list.removed, event.msgId].slice(-cap);
      return { ...list, removed, messages: list.messages.filter((m) => m.msgId !== event.msgId) };
    }
    case 'audience':
      return event.roomId === list.roomId ? { ...list, audience: event.count } : list;
    case 'notice':
      if (event.roomId !== list.roomId) return list;
      if (event.kind === 'kicked') return { ...list, joined: false, kicked: true };
      if (event.kind === 'notFound' || event.kind === 'tooManyRooms') return { ...list, joined: false, joinRefused: event.kind };
      if (event.kind === 'unavailable' && !list.joined) return { ...list, joinRefused: 'unavailable' };
      if (event.kind === 'muted') return { ...list, self: { ...list.self, mutedUntil: event.until } };
      if (event.kind === 'unmuted') return { ...list, self: { ...list.self, mutedUntil: 0 } };
      if (event.kind === 'role' && event.self) return { ...list, self: event.self };
      return list;
    default:
      return list;
  }
}
