// The page's user channel on the engine's socket (proto/live.proto "User channel", 310–312): one subscription (the
// logged-in user's), sent again whenever the socket (re)connects, its events handed to the page's listeners. The
// socket is the live session's; with none the subscription waits for one.
import type { UserEvent, UserRequest } from '../../core/room/user-channel';
import type { Clock } from '../../core/time/scheduler';
import { encodeUserRequest, packetOf } from '../../wire';
import type { RoomPort } from './room-client';

interface Subscription {
  readonly accessToken: string;
  readonly listener: (event: UserEvent) => void;
}

export class UserClient {
  private current: Subscription | undefined;
  private port: RoomPort | undefined;

  constructor(private readonly clock: Clock) {}

  attach(port: RoomPort | undefined): void {
    this.port = port;
  }

  /** The socket opened (again): subscribe on it. */
  connected(): void {
    if (this.current) this.request({ kind: 'userSubscribe', accessToken: this.current.accessToken });
  }

  /** Subscribes with `accessToken` (replacing the subscription before); answers the unsubscribe. */
  subscribe(accessToken: string, listener: (event: UserEvent) => void): () => void {
    const sub: Subscription = { accessToken, listener };
    this.current = sub;
    this.request({ kind: 'userSubscribe', accessToken });
    return () => {
      if (this.current !== sub) return;
      this.current = undefined;
      this.request({ kind: 'userUnsubscribe' });
    };
  }

  received(event: UserEvent): void {
    this.current?.listener(event);
  }

  private request(r: UserRequest): boolean {
    return this.port?.sendUp(packetOf([encodeUserRequest(r, this.clock.now())])) ?? false;
  }
}
