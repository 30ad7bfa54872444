// The pages' user channel on the engine's socket (proto/live.proto "User channel", 310–312): one subscription on
// the socket (the logged-in user's, with the token of the latest subscriber), sent again whenever the socket
// (re)connects, its events handed to every subscriber — one engine may serve several tabs (shared-host.ts), each
// subscribing. The socket is the live session's; with none the subscription waits for one.
import type { UserEvent, UserRequest } from '../../core/room/user-channel';
import type { Clock } from '../../core/time/scheduler';
import { encodeUserRequest, packetOf } from '../../wire';
import type { RoomPort } from './room-client';

interface Subscription {
  readonly accessToken: string;
  readonly listener: (event: UserEvent) => void;
}

export class UserClient {
  /** Every subscription not yet ended, in the order made; the last one's token is the socket's. */
  private readonly subs: Subscription[] = [];
  private port: RoomPort | undefined;

  constructor(private readonly clock: Clock) {}

  attach(port: RoomPort | undefined): void {
    this.port = port;
  }

  /** The socket opened (again): subscribe on it. */
  connected(): void {
    const current = this.subs.at(-1);
    if (current) this.request({ kind: 'userSubscribe', accessToken: current.accessToken });
  }

  /**
   * Subscribes with `accessToken` (the socket's subscription from now on); answers the unsubscribe, which
   * unsubscribes the socket once no subscriber is left, or subscribes again with the latest one's token.
   */
  subscribe(accessToken: string, listener: (event: UserEvent) => void): () => void {
    const sub: Subscription = { accessToken, listener };
    this.subs.push(sub);
    this.request({ kind: 'userSubscribe', accessToken });
    return () => {
      const i = this.subs.indexOf(sub);
      if (i < 0) return;
      const latest = i === this.subs.length - 1;
      this.subs.splice(i, 1);
      const next = this.subs.at(-1);
      if (!next) this.request({ kind: 'userUnsubscribe' });
      else if (latest && next.accessToken !== accessToken) this.request({ kind: 'userSubscribe', accessToken: next.accessToken });
    };
  }

  received(event: UserEvent): void {
    for (const sub of [...this.subs]) sub.listener(event);
  }

  private request(r: UserRequest): boolean {
    return this.port?.sendUp(packetOf([encodeUserRequest(r, this.clock.now())])) ?? false;
  }
}
