// One gateway's room channel (proto/live.proto "Room channel"): which of its sockets are in which room, their
// requests (join, leave, send) and the delivery of the chat hub's events to them. Generic over the gateway's
// socket type: the gateway hands each socket's requests in and gets envelopes out through `deliver` (it writes
// them with its next tick's packet). A socket may be in several rooms at once (one socket per browser carries every
// tab's room): it holds one membership per room, each with its own user, join state and moderation, up to
// MAX_ROOMS_PER_SOCKET.
import type { RoomNoticeKind } from '../../engine/core/codes';
import type { RoomEvent, RoomRequest, RoomSelf } from '../../engine/core/room/types';
import { checkChatText } from '../../engine/core/room/types';
import type { Cancel, Scheduler } from '../../engine/core/time/scheduler';
import { after } from '../../engine/core/time/scheduler';
import { encodeChatMessage, encodeRoomEvent } from '../../engine/wire';
import type { StoredChatMessage } from '../db/repositories/chat-messages';
import { TokenBucket } from '../gateway/token-bucket';
import type { BucketLimits } from '../gateway/token-bucket';
import type { AudiencePerson, ChatBusEvent } from './chat-bus';
import type { ChatHub, ChatUser } from './chat-hub';
import { PRESENCE_REFRESH_MS } from './chat-hub';

export interface RoomChannelOptions<S> {
  readonly hub: ChatHub;
  readonly timers: Scheduler;
  /** Queues an envelope for the socket's next write. */
  readonly deliver: (socket: S, envelope: Uint8Array) => void;
  /** A user's messages: 3 at once, then 1 a second (per gateway; the bucket follows the user, not the socket). */
  readonly userRate?: BucketLimits;
  /** Members' audience counts and this gateway's presence go out at most this often per room. */
  readonly audienceMs?: number;
}

export const USER_CHAT_RATE: BucketLimits = { burst: 3, perSecond: 1 };
const MAX_CLIENT_MSG_ID = 64;
/**
 * Rooms one socket may be in at once: a browser's tabs share one socket, and a fan rarely watches more than a few
 * rooms; the cap bounds what one socket costs the rooms' fan-out, and a reconnect's rejoins with its list requests
 * stay within the socket's request burst (WS_REQUEST_BURST, 20). A join past it: notice TOO_MANY_ROOMS.
 */
export const MAX_ROOMS_PER_SOCKET = 8;

export interface RoomChannelStats {
  joins: number;
  messagesDelivered: number;
  refused: number;
}

/** One socket on this gateway. */
interface Member<S> {
  readonly socket: S;
  readonly id: number;
  /** The socket's rooms: one membership each. */
  readonly rooms: Map<number, Membership<S>>;
  /** The socket closed: a join still reading the database must not put it in a room. */
  gone: boolean;
  /** The socket's requests run one after the other (a send must not overtake the join before it). */
  queue: Promise<void>;
}

/** One socket in one room. */
interface Membership<S> {
  readonly member: Member<S>;
  readonly roomId: number;
  /** Who the socket is in this room: the join's token (or a later send's); none for a guest. */
  user: ChatUser | undefined;
  /** Events arriving while the join reads the history: sent after it, those already in it dropped. */
  pending: RoomEvent[] | undefined;
}

interface Room<S> {
  readonly members: Set<Membership<S>>;
  /** The coalesced audience count / presence update, when one is due. */
  update: Cancel | undefined;
  /** Our own members changed since the last announcement (another gateway's change only moves the count). */
  announce: boolean;
  refresh: Cancel | undefined;
}

export interface RoomChannel<S> {
  /** A socket's room request; the answers come through `deliver`. */
  request(socket: S, request: RoomRequest): void;
  /** The socket is gone: it leaves every room it is in. */
  closed(socket: S): void;
  close(): void;
  readonly stats: Readonly<RoomChannelStats>;
}

export function createRoomChannel<S extends object>(o: RoomChannelOptions<S>): RoomChannel<S> {
  const { hub, timers } = o;
  const audienceMs = o.audienceMs ?? 1_000;
  const members = new WeakMap<S, Member<S>>();
  const rooms = new Map<number, Room<S>>();
  const buckets = new Map<number, TokenBucket>();
  const stats: RoomChannelStats = { joins: 0, messagesDelivered: 0, refused: 0 };
  let nextId = 1;
  let closing = false;

  const send = (m: Member<S>, event: RoomEvent) => o.deliver(m.socket, encodeRoomEvent(event, timers.now()));
  const notice = (m: Member<S>, roomId: number, kind: RoomNoticeKind, extra: { until?: number; clientMsgId?: string; self?: RoomSelf } = {}) => {
    if (kind !== 'muted' && kind !== 'unmuted' && kind !== 'role') stats.refused++;
    send(m, { type: 'notice', roomId, kind, until: extra.until ?? 0, clientMsgId: extra.clientMsgId ?? '', ...(extra.self && { self: extra.self }) });
  };

  function memberOf(socket: S): Member<S> {
    let m = members.get(socket);
    if (!m) members.set(socket, (m = { socket, id: nextId++, rooms: new Map(), gone: false, queue: Promise.resolve() }));
    return m;
  }

  const local = {
    sockets: (roomId: number) => rooms.get(roomId)?.members.size ?? 0,
    users: (roomId: number): AudiencePerson[] => {
      const users = new Map<number, AudiencePerson>();
      for (const { user } of rooms.get(roomId)?.members ?? []) {
        if (user) users.set(user.userId, { customerId: user.userId, nickname: user.nickname, level: user.level });
      }
      return [...users.values()];
    },
  };
  const removeLocal = hub.addLocal(local);

  /**
   * The room's count to its members and, when our own members changed, our presence to the other gateways,
   * coalesced per room. Another gateway's presence never makes us announce (two gateways would answer each other
   * for ever).
   */
  function changed(roomId: number, ours: boolean): void {
    const room = rooms.get(roomId);
    if (!room || closing) return;
    if (ours) room.announce = true;
    if (room.update) return;
    room.update = after(timers, audienceMs, () => {
      room.update = undefined;
      if (room.announce) {
        room.announce = false;
        void hub.announce(roomId, local.sockets(roomId), local.users(roomId));
      }
      const count = hub.audience(roomId).sockets;
      for (const ms of room.members) if (!ms.pending) send(ms.member, { type: 'audience', roomId, count });
      if (room.members.size === 0) forgetRoom(roomId);
    });
  }

  function forgetRoom(roomId: number): void {
    const room = rooms.get(roomId);
    if (!room || room.members.size > 0 || room.update) return;
    room.refresh?.();
    rooms.delete(roomId);
  }

  /** While not empty, the presence is repeated so other gateways do not expire it. */
  function keepAnnouncing(roomId: number, room: Room<S>): void {
    room.refresh = after(timers, PRESENCE_REFRESH_MS, () => {
      if (room.members.size === 0 || closing) return;
      void hub.announce(roomId, local.sockets(roomId), local.users(roomId));
      keepAnnouncing(roomId, room);
    });
  }

  /** The membership ends (a leave, a kick, the socket closing); a membership already ended is left alone. */
  function leave(ms: Membership<S>): void {
    const { member, roomId } = ms;
    if (member.rooms.get(roomId) !== ms) return;
    member.rooms.delete(roomId);
    ms.pending = undefined;
    rooms.get(roomId)?.members.delete(ms);
    changed(roomId, true);
  }

  function enter(m: Member<S>, roomId: number, user: ChatUser | undefined): Membership<S> {
    let room = rooms.get(roomId);
    if (!room) {
      rooms.set(roomId, (room = { members: new Set(), update: undefined, refresh: undefined, announce: false }));
      keepAnnouncing(roomId, room);
    }
    // In the room before the history is read: what is sent meanwhile waits in `pending`, so nothing falls between.
    const ms: Membership<S> = { member: m, roomId, user, pending: [] };
    room.members.add(ms);
    m.rooms.set(roomId, ms);
    changed(roomId, true);
    return ms;
  }

  /** The membership is still the socket's for its room (not left, kicked or replaced by a rejoin meanwhile). */
  const current = (ms: Membership<S>) => ms.member.rooms.get(ms.roomId) === ms;

  const selfOf = async (roomId: number, user: ChatUser | undefined): Promise<RoomSelf> => {
    if (!user) return { customerId: 0, admin: false, owner: false, mutedUntil: 0 };
    const [role, muted] = await Promise.all([hub.role(roomId, user.userId), hub.mutedUntil(roomId, user.userId)]);
    return { customerId: user.userId, admin: role.admin, owner: role.owner, mutedUntil: muted ?? 0 };
  };

  async function join(m: Member<S>, roomId: number, token: string): Promise<void> {
    // Joining a room the socket is in joins it again (fresh history and self); the socket's other rooms stay.
    const before = m.rooms.get(roomId);
    if (before) leave(before);
    else if (m.rooms.size >= MAX_ROOMS_PER_SOCKET) return notice(m, roomId, 'tooManyRooms');
    // A room that does not exist has no members, no history and no owner to moderate it: nothing is joined.
    if (!(await hub.exists(roomId))) return notice(m, roomId, 'notFound');
    let user: ChatUser | undefined;
    if (token) {
      const who = await hub.identify(token);
      if (who.ok) user = who.user;
      else notice(m, roomId, 'tokenRefused');
    }
    if (user && await hub.kickOf(roomId, user.userId)) {
      notice(m, roomId, 'kicked');
      return;
    }
    if (m.gone || closing) return;
    const ms = enter(m, roomId, user);
    stats.joins++;
    const [history, self] = await Promise.all([hub.history(roomId), selfOf(roomId, user)]).catch((e: unknown) => {
      leave(ms); // no membership left waiting for a history that is not coming
      throw e;
    });
    if (!current(ms) || !ms.pending) return; // kicked or left meanwhile
    const pending = ms.pending;
    ms.pending = undefined;
    const seen = new Set(history.map((h) => h.msgId));
    send(m, { type: 'joined', roomId, history: history.map((h) => ({ ...h, clientMsgId: '' })), audience: hub.audience(roomId).sockets, self });
    for (const e of pending) if (e.type !== 'message' || !seen.has(e.message.msgId)) send(m, e);
  }

  async function chat(m: Member<S>, req: Extract<RoomRequest, { kind: 'chatSend' }>): Promise<void> {
    const { roomId } = req;
    const clientMsgId = req.clientMsgId.slice(0, MAX_CLIENT_MSG_ID);
    const ms = m.rooms.get(roomId);
    if (!ms) return notice(m, roomId, 'notJoined', { clientMsgId });
    if (req.accessToken) {
      const who = await hub.identify(req.accessToken);
      if (!who.ok) return notice(m, roomId, 'tokenRefused', { clientMsgId });
      ms.user = who.user;
    }
    const user = ms.user;
    if (!user) return notice(m, roomId, 'loginRequired', { clientMsgId });
    const text = checkChatText(req.text);
    if (!text.ok) return notice(m, roomId, text.kind, { clientMsgId });
    let bucket = buckets.get(user.userId);
    if (!bucket) buckets.set(user.userId, (bucket = new TokenBucket(o.userRate ?? USER_CHAT_RATE, () => timers.now())));
    if (!bucket.take()) return notice(m, roomId, 'rateLimited', { clientMsgId });
    const posted = await hub.post(roomId, user, text.text, { gateway: hub.id, socket: m.id, clientMsgId });
    if (posted.ok) return;
    if (posted.reason === 'notFound') {
      notice(m, roomId, 'notFound', { clientMsgId });
      return leave(ms);
    }
    if (posted.reason === 'muted') return notice(m, roomId, 'muted', { until: posted.until, clientMsgId });
    notice(m, roomId, 'kicked');
    leave(ms);
  }

  /** One envelope per event for the whole room; the sender's socket gets its own copy with its clientMsgId. */
  function broadcast(roomId: number, message: StoredChatMessage, origin: { gateway: string; socket: number; clientMsgId: string }): void {
    const room = rooms.get(roomId);
    if (!room) return;
    const now = timers.now();
    const shared = encodeChatMessage({ ...message, clientMsgId: '' }, now);
    for (const ms of room.members) {
      if (ms.pending) { ms.pending.push({ type: 'message', message: { ...message, clientMsgId: '' } }); continue; }
      const own = origin.gateway === hub.id && origin.socket === ms.member.id;
      o.deliver(ms.member.socket, own ? encodeChatMessage({ ...message, clientMsgId: origin.clientMsgId }, now) : shared);
      stats.messagesDelivered++;
    }
  }

  function toRoom(roomId: number, event: RoomEvent): void {
    const room = rooms.get(roomId);
    if (!room) return;
    const bytes = encodeRoomEvent(event, timers.now());
    for (const ms of room.members) {
      if (ms.pending) ms.pending.push(event);
      else o.deliver(ms.member.socket, bytes);
    }
  }

  /** The memberships of `roomId` held as `userId`: moderation acts on those, not on the sockets' other rooms. */
  const usersIn = (roomId: number, userId: number) => [...rooms.get(roomId)?.members ?? []].filter((ms) => ms.user?.userId === userId);

  const stopEvents = hub.onEvent((event: ChatBusEvent) => {
    switch (event.type) {
      case 'message':
        return broadcast(event.message.roomId, event.message, event.origin);
      case 'removed':
        return toRoom(event.roomId, { type: 'removed', roomId: event.roomId, msgId: event.msgId });
      case 'kick':
        for (const ms of usersIn(event.roomId, event.userId)) {
          notice(ms.member, event.roomId, 'kicked', { until: event.until });
          leave(ms);
        }
        return;
      case 'mute':
        for (const ms of usersIn(event.roomId, event.userId)) notice(ms.member, event.roomId, event.until > 0 ? 'muted' : 'unmuted', { until: event.until });
        return;
      case 'role':
        for (const ms of usersIn(event.roomId, event.userId)) {
          void selfOf(event.roomId, ms.user).then((self) => { if (current(ms)) notice(ms.member, event.roomId, 'role', { self }); });
        }
        return;
      case 'presence':
        return changed(event.roomId, false);
      default:
        return undefined;
    }
  });

  function run(m: Member<S>, roomId: number, task: () => Promise<void>): void {
    // A failing database answers the request with notice UNAVAILABLE for its room rather than taking the gateway
    // down; the socket can ask again.
    m.queue = m.queue.then(task).catch(() => { if (!m.gone && !closing) notice(m, roomId, 'unavailable'); });
  }

  return {
    stats,
    request(socket, req) {
      if (closing) return;
      const m = memberOf(socket);
      switch (req.kind) {
        case 'roomJoin': return run(m, req.roomId, () => join(m, req.roomId, req.accessToken));
        case 'roomLeave': return run(m, req.roomId, async () => { const ms = m.rooms.get(req.roomId); if (ms) leave(ms); });
        case 'chatSend': return run(m, req.roomId, () => chat(m, req));
      }
    },
    closed(socket) {
      const m = members.get(socket);
      if (!m) return;
      m.gone = true;
      for (const ms of [...m.rooms.values()]) leave(ms);
      members.delete(socket);
    },
    close() {
      closing = true;
      stopEvents();
      removeLocal();
      for (const [roomId, room] of rooms) {
        room.update?.();
        room.refresh?.();
        void hub.announce(roomId, 0, []);
      }
      rooms.clear();
    },
  };
}
