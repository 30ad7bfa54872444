// Per-user notices: what the server tells one user wherever they are (their open pages). The delivery is not the
// anchors' to build: the private messages' hub (server/messages/message-hub.ts) implements UserNotices over the
// user channel (proto/live.proto 312 kind 3), wired in server/runtime.ts. MemoryUserNotices keeps what was published, for the tests
// and for a process without that channel.

import type { AnchorLiveNotice } from '../../engine/core/room/user-channel';

/** An anchor the user follows (or asked to be reminded of) went live: the user channel's kind 3 (proto/live.proto). */
export type { AnchorLiveNotice };

export type UserNotice = AnchorLiveNotice;

export interface UserNotices {
  /** Delivers (or queues) the notice for the user; resolves once it is handed over. */
  publish(userId: number, notice: UserNotice): Promise<void>;
}

/** In memory: every published notice, in order, the latest `cap` kept. */
export class MemoryUserNotices implements UserNotices {
  private readonly kept: { readonly userId: number; readonly notice: UserNotice }[] = [];

  constructor(private readonly cap = 10_000) {}

  async publish(userId: number, notice: UserNotice): Promise<void> {
    this.kept.push({ userId, notice });
    if (this.kept.length > this.cap) this.kept.splice(0, this.kept.length - this.cap);
  }

  /** What one user was sent, oldest first. */
  of(userId: number): UserNotice[] {
    return this.kept.filter((k) => k.userId === userId).map((k) => k.notice);
  }

  all(): readonly { readonly userId: number; readonly notice: UserNotice }[] {
    return this.kept;
  }
}
