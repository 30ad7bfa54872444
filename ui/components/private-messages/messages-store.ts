// The page's private-message state outside React: the logged-in user's unread total (the badge) and the user
// channel's live events for whichever conversation is open. One per page (`messagesStore`); the host feeds it.
import type { UserEvent } from '../../../engine/worker/api';

export interface MessagesSnapshot {
  /** The subscribed user, 0 while none. */
  readonly customerId: number;
  readonly unread: number;
}

const NONE: MessagesSnapshot = { customerId: 0, unread: 0 };

export class MessagesStore {
  private snapshot: MessagesSnapshot = NONE;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: UserEvent) => void>();

  readonly getSnapshot = (): MessagesSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  /** Live messages and reads (the open conversation appends, the list refreshes). */
  onEvent(listener: (event: UserEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => { this.eventListeners.delete(listener); };
  }

  /** An event of the user channel. */
  received(event: UserEvent): void {
    if (event.type === 'subscribed') this.set({ customerId: event.customerId, unread: event.unread });
    else if (event.type !== 'anchorLive') this.set({ ...this.snapshot, unread: event.unread });
    for (const l of [...this.eventListeners]) l(event);
  }

  /** An HTTP answer's unread total (reading, opening a history). */
  setUnread(unread: number): void {
    this.set({ ...this.snapshot, unread });
  }

  reset(): void {
    this.set(NONE);
  }

  private set(next: MessagesSnapshot): void {
    if (next.customerId === this.snapshot.customerId && next.unread === this.snapshot.unread) return;
    this.snapshot = next;
    for (const l of [...this.listeners]) l();
  }
}

export const messagesStore = new MessagesStore();
