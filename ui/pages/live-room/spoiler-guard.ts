// The spoiler guard (issue #14): the room's match panel and its goal pop-ups held back by the stream's latency, so
// a goal never shows before the video does. One delay line (delay-line.ts) over the match's live view and its
// pop-ups, in the order they came (the worker posts a goal's view and pop-up in one patch, the view first), so a
// pop-up is let out with the view that has its goal. Framework-free: the page feeds it and reads `current`.
import type { Trigger } from '../../../engine/core';
import type { Scheduler, TimerId } from '../../../engine/core/time/scheduler';
import type { DelayLine } from './delay-line';
import { delayLine, nextDue, push, release } from './delay-line';

type Item<V> = { readonly kind: 'view'; readonly view: V } | { readonly kind: 'triggers'; readonly triggers: readonly Trigger[] };

export class SpoilerGuard<V> {
  private line: DelayLine<Item<V>>;
  private shown: V;
  private delay = 0;
  private timer: TimerId | undefined;
  private readonly listeners = new Set<() => void>();

  /** `popUp`: pop-ups let out, with the view let out with (or before) them. */
  constructor(
    private readonly scheduler: Scheduler, initial: V,
    private readonly popUp: (triggers: readonly Trigger[], view: V) => void,
  ) {
    this.shown = initial;
    this.line = delayLine<Item<V>>({ kind: 'view', view: initial });
  }

  /** The view as the panel shows it now. */
  readonly current = (): V => this.shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  get delayMs(): number {
    return this.delay;
  }

  view(view: V): void {
    this.line = push(this.line, this.scheduler.now(), { kind: 'view', view });
    this.flush();
  }

  triggers(triggers: readonly Trigger[]): void {
    if (triggers.length === 0) return;
    this.line = push(this.line, this.scheduler.now(), { kind: 'triggers', triggers });
    this.flush();
  }

  /** The stream's latency as the player measures it (0 until there is a player). */
  setDelay(ms: number): void {
    const next = Number.isFinite(ms) && ms > 0 ? ms : 0;
    if (next === this.delay) return;
    this.delay = next;
    this.flush();
    this.listeners.forEach((l) => l());
  }

  dispose(): void {
    this.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
    this.listeners.clear();
  }

  private flush(): void {
    this.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
    const { line, released } = release(this.line, this.scheduler.now(), this.delay);
    this.line = line;
    let view = this.shown;
    for (const item of released) {
      if (item.kind === 'view') view = item.view;
      else this.popUp(item.triggers, view);
    }
    if (view !== this.shown) {
      this.shown = view;
      this.listeners.forEach((l) => l());
    }
    const due = nextDue(this.line, this.delay);
    if (due !== undefined) this.timer = this.scheduler.setTimeout(() => this.flush(), due - this.scheduler.now());
  }
}
