// When each pop-up is on screen [GN-4]: it appears NOTICE_DELAY_MS after its trigger and goes NOTICE_VISIBLE_MS
// later, or when closed. The stack holds at most MAX_VISIBLE (a burst of goals would run off the screen): a new
// one pushes the oldest out early. A notice may replace others (a retraction replaces its goal's pop-up).
// Framework-free with injected timers, so the timing is tested in virtual time.
import type { Scheduler, TimerId } from '../../engine/core/time/scheduler';
import { NOTICE_DELAY_MS, NOTICE_VISIBLE_MS } from './goal-notice';

export const MAX_VISIBLE = 5;

export type Timers = Pick<Scheduler, 'setTimeout' | 'clearTimeout'>;

export class NoticeTimeline<T extends { readonly key: string }> {
  private visible: readonly T[] = [];
  private readonly pending = new Map<string, { handle: TimerId; item: T }>();
  private readonly expiries = new Map<string, TimerId>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly timers: Timers, private readonly onShow: (item: T) => void = () => {}) {}

  /** Oldest first (index 0 at the top of the stack); a new array after every change. */
  readonly snapshot = (): readonly T[] => this.visible;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  /** Shows `item` after the delay; `replaces` picks the visible items it takes the place of. */
  add(item: T, replaces: (other: T) => boolean = () => false): void {
    if (this.pending.has(item.key) || this.visible.some((v) => v.key === item.key)) return;
    const handle = this.timers.setTimeout(() => {
      item = this.pending.get(item.key)?.item ?? item;
      this.pending.delete(item.key);
      const kept = this.visible.filter((v) => !replaces(v));
      this.visible.filter((v) => !kept.includes(v)).forEach((v) => this.forget(v.key));
      const room = kept.slice(Math.max(0, kept.length - (MAX_VISIBLE - 1)));
      kept.filter((v) => !room.includes(v)).forEach((v) => this.forget(v.key));
      this.visible = [...room, item];
      this.expiries.set(item.key, this.timers.setTimeout(() => this.close(item.key), NOTICE_VISIBLE_MS));
      this.emit();
      this.onShow(item);
    }, NOTICE_DELAY_MS);
    this.pending.set(item.key, { handle, item });
  }

  /** Changes an item waiting or on screen (its link, once the live room is known); nothing once it has gone. */
  update(key: string, change: (item: T) => T): void {
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.item = change(waiting.item);
      return;
    }
    if (!this.visible.some((v) => v.key === key)) return;
    this.visible = this.visible.map((v) => (v.key === key ? change(v) : v));
    this.emit();
  }

  close(key: string): void {
    const visible = this.visible.filter((v) => v.key !== key);
    if (visible.length === this.visible.length) return;
    this.forget(key);
    this.visible = visible;
    this.emit();
  }

  /** Cancels everything (the stack unmounts). */
  dispose(): void {
    for (const handle of [...[...this.pending.values()].map((p) => p.handle), ...this.expiries.values()]) this.timers.clearTimeout(handle);
    this.pending.clear();
    this.expiries.clear();
    this.visible = [];
  }

  private forget(key: string): void {
    const handle = this.expiries.get(key);
    if (handle !== undefined) this.timers.clearTimeout(handle);
    this.expiries.delete(key);
  }

  private emit(): void {
    this.listeners.forEach((l) => l());
  }
}
