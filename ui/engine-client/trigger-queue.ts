// Goal pop-ups and retraction notices waiting to be shown [GN-1] [GN-4]. Every subscription
// listing a match passes on its goal, so one goal may come twice: the queue keeps it once, with the subscription
// it came first from (the page shows it only while that list is on screen [GN-2]). A retraction takes back the
// pop-ups of its match's goals that are still queued, and is queued itself (the page says the goal was taken
// back instead of changing the score silently). How long each shows (after 100 ms, for 9 s [GN-4]) is the UI's.
import type { MatchRow, Trigger } from '../../engine/core';

/** A trigger and the subscription (the list) that passed it on; -1 when unknown. */
export interface QueuedTrigger extends Trigger {
  readonly subscription: number;
  /** The row to tell it with, when no list of the page holds it (the live room's match panel, issue #14). */
  readonly row?: MatchRow;
}

/** Enough for a busy evening; the oldest go first. */
export const MAX_QUEUED = 50;
/** Keys remembered to drop a goal's second copy (the copies come in the same patch, or the next). */
const REMEMBERED_KEYS = 200;

const keyOf = (t: Trigger) => `${t.kind}:${t.sport}:${t.matchId}:${t.at}:${t.sides.join('+')}`;

export class TriggerQueue {
  private items: readonly QueuedTrigger[] = [];
  private readonly keys = new Set<string>();
  private readonly keyOrder: string[] = [];
  private readonly listeners = new Set<() => void>();

  /** The queue as it is (a new array after every change: a useSyncExternalStore snapshot). */
  readonly snapshot = (): readonly QueuedTrigger[] => this.items;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  push(triggers: readonly Trigger[], subscription = -1, row?: MatchRow): void {
    let items = this.items;
    for (const t of triggers) {
      const key = keyOf(t);
      if (this.keys.has(key)) continue;
      this.remember(key);
      if (t.kind === 'retraction') {
        items = items.filter((q) => !(q.kind === 'goal' && q.sport === t.sport && q.matchId === t.matchId && t.sides.includes(q.sides[0])));
      }
      items = [...items, { ...t, subscription, ...(row && { row }) }];
    }
    if (items === this.items) return;
    this.items = items.slice(-MAX_QUEUED);
    this.listeners.forEach((l) => l());
  }

  private remember(key: string): void {
    this.keys.add(key);
    this.keyOrder.push(key);
    if (this.keyOrder.length > REMEMBERED_KEYS) this.keys.delete(this.keyOrder.shift()!);
  }

  /** The UI has shown (or dropped) it. */
  dismiss(trigger: QueuedTrigger): void {
    const items = this.items.filter((t) => t !== trigger);
    if (items.length === this.items.length) return;
    this.items = items;
    this.listeners.forEach((l) => l());
  }

  /** Takes every queued item at once (the pop-up stack moves them into its own timeline). */
  drain(): readonly QueuedTrigger[] {
    const items = this.items;
    if (items.length === 0) return items;
    this.items = [];
    this.listeners.forEach((l) => l());
    return items;
  }
}
