// One gateway's user channel (proto/live.proto "User channel", 310–312): which of its sockets hold which logged-in
// user, and the hub's deliveries to them. Generic over the gateway's socket type, as the room channel is: the
// gateway hands requests in and gets envelopes out through `deliver`. A socket holds at most one user.
import type { UserRequest } from '../../engine/core/room/user-channel';
import type { Clock } from '../../engine/core/time/scheduler';
import { encodeUserEvent } from '../../engine/wire';
import type { MessageHub, UserDelivery } from './message-hub';

export interface UserChannelOptions<S> {
  readonly hub: MessageHub;
  readonly clock: Clock;
  /** Queues an envelope for the socket's next write. */
  readonly deliver: (socket: S, envelope: Uint8Array) => void;
}

export interface UserChannel<S> {
  request(socket: S, request: UserRequest): void;
  /** The socket is gone. */
  closed(socket: S): void;
  close(): void;
  readonly stats: Readonly<{ subscribed: number; refused: number; delivered: number }>;
}

interface Holder {
  off: (() => void) | undefined;
  /** Requests run one after the other (an unsubscribe must not overtake the subscribe before it). */
  queue: Promise<void>;
  gone: boolean;
}

export function createUserChannel<S extends object>(o: UserChannelOptions<S>): UserChannel<S> {
  const holders = new WeakMap<S, Holder>();
  const live = new Set<Holder>();
  const stats = { subscribed: 0, refused: 0, delivered: 0 };
  let closing = false;

  const holderOf = (socket: S): Holder => {
    let h = holders.get(socket);
    if (!h) holders.set(socket, (h = { off: undefined, queue: Promise.resolve(), gone: false }));
    return h;
  };
  const drop = (h: Holder) => {
    h.off?.();
    h.off = undefined;
    live.delete(h);
  };

  async function subscribe(socket: S, h: Holder, token: string): Promise<void> {
    drop(h);
    const userId = token ? await o.hub.identify(token) : undefined;
    if (h.gone || closing) return;
    if (userId === undefined) {
      stats.refused++;
      return o.deliver(socket, encodeUserEvent({ type: 'subscribed', customerId: 0, unread: 0 }, o.clock.now()));
    }
    // Subscribed before the unread total is read: a message arriving meanwhile is delivered, never lost.
    h.off = o.hub.subscribe(userId, (d: UserDelivery) => {
      stats.delivered++;
      o.deliver(socket, encodeUserEvent(d, o.clock.now()));
    });
    live.add(h);
    const unread = await o.hub.unread(userId);
    if (h.gone || closing) return drop(h);
    stats.subscribed++;
    o.deliver(socket, encodeUserEvent({ type: 'subscribed', customerId: userId, unread }, o.clock.now()));
  }

  return {
    stats,
    request(socket, r) {
      const h = holderOf(socket);
      const run = r.kind === 'userSubscribe' ? () => subscribe(socket, h, r.accessToken) : async () => drop(h);
      // A database failure refuses this request only (logged by nobody here: the socket gets customerId 0).
      h.queue = h.queue.then(run).catch(() => {
        if (!h.gone && !closing) o.deliver(socket, encodeUserEvent({ type: 'subscribed', customerId: 0, unread: 0 }, o.clock.now()));
      });
    },
    closed(socket) {
      const h = holders.get(socket);
      if (!h) return;
      h.gone = true;
      drop(h);
    },
    close() {
      closing = true;
      for (const h of [...live]) drop(h);
    },
  };
}
