// Patches reach the page by two ports — a subscription's first patch in subscribe()'s answer, the rest through
// the onPatch callback — and two ports keep no order between them. The sequencer hands each ViewPatch to its
// subscription's store, which applies them in version order; patches for a subscription whose answer is still
// on its way wait here for it.
import type { Patch, Trigger, ViewPatch } from '../../engine/core/patch';
import { headerOf } from '../../engine/core/patch';
import type { ViewStore } from './view-store';

export interface SequencerEvents {
  /** A subscription's patch carried goal, retraction or VAR triggers (the page shows them for that list [GN-2]). */
  readonly triggers: (triggers: readonly Trigger[], subscription: number) => void;
  /** A store could not read a patch: the client subscribes again. */
  readonly broken: (subscription: number, reason: string) => void;
}

export class PatchSequencer {
  private readonly stores = new Map<number, ViewStore>();
  private readonly waiting = new Map<number, ViewPatch[]>();
  /** subscribe() calls whose answer has not come yet: until then, unknown subscriptions' patches are kept. */
  private expecting = 0;

  constructor(private readonly events: SequencerEvents) {}

  expect(): void {
    this.expecting++;
  }

  /** A subscribe() answered (or failed): `attach` follows when it answered. */
  answered(): void {
    this.expecting = Math.max(0, this.expecting - 1);
    if (this.expecting === 0) this.waiting.clear(); // nobody is coming for the rest: other pages' or old ones
  }

  attach(id: number, store: ViewStore, first: Patch): void {
    this.stores.set(id, store);
    const held = this.waiting.get(id) ?? [];
    this.waiting.delete(id);
    for (const view of [...first.views, ...held]) this.offer(id, store, view);
  }

  detach(id: number): void {
    this.stores.delete(id);
    this.waiting.delete(id);
  }

  readonly onPatch = (patch: Patch): void => {
    for (const view of patch.views) {
      const { subscription } = headerOf(view);
      const store = this.stores.get(subscription);
      if (store) this.offer(subscription, store, view);
      else if (this.expecting > 0) this.waiting.set(subscription, [...(this.waiting.get(subscription) ?? []), view]);
    }
  };

  private offer(id: number, store: ViewStore, view: ViewPatch): void {
    const { fromVersion, reset } = headerOf(view);
    const offered = store.offer(view, fromVersion, reset);
    if (!offered.ok) this.events.broken(id, `${offered.reason}: ${offered.detail}`);
    // Handed on once the patch's rows are in the store: the pop-up reads its row there [GN-2].
    else if (offered.triggers.length > 0) store.afterApplied(() => this.events.triggers(offered.triggers, id));
  }
}
