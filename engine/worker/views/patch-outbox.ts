// Patches on their way to the page, one in flight per listener (STYLE.md item 5): while the page has not finished
// with the last one (a Comlink callback answers when the page's handler returns), the next flushes are merged
// into one, so a busy or backgrounded page catches up with one patch instead of a queue. Given a scheduler, a
// listener also gets at most one patch every PAGE_PATCH_INTERVAL_MS: what comes sooner waits, merged (below).
import type { Patch } from '../../core';
import { isMergeError, mergePatches } from '../../core';
import { HEADER } from '../../core/patch/view-patch';
import { Listeners } from '../listeners';
import type { Scheduler, TimerId } from '../../core/time/scheduler';
import { markPatchDelivered } from '../perf/open-marks';

/**
 * The least time (ms) between two patches delivered to one page. At 30× replay (or a busy live evening) the engine
 * folds a batch every ~100 ms, and every patch costs the page a message, a React commit and a frame — about as much
 * main-thread time as the engine's own work (issue #4 §4). A live-score page showing a changed score within a
 * second is normal, so flushes closer than this are merged (the same merge as for a busy page): same rows, same
 * triggers. The first patch after a quiet spell goes at once — a pin or a follow star answers without waiting —
 * and so do one carrying a goal or retraction trigger (carriesTriggers: a pop-up late is not normal) and one
 * bringing a list snapshot (a page that just subscribed shows its rows the moment they are folded).
 */
export const PAGE_PATCH_INTERVAL_MS = 1_000;

export type PatchListener = (patch: Patch) => unknown;

export type PacingScheduler = Pick<Scheduler, 'now' | 'setTimeout' | 'clearTimeout'>;

interface Slot {
  busy: boolean;
  /** Not yet delivered, in order; merged into one whenever the merge reads (it always should). */
  waiting: Patch[];
  /** When the last patch went out (scheduler ms). */
  lastDelivery: number;
  /** The pacing timer that will deliver what waits, when one is set. */
  timer: TimerId | undefined;
  /** What waits answers a user's action or carries a trigger: it goes as soon as the slot is free. */
  urgent: boolean;
}

/**
 * A patch with a goal or retraction trigger in any view is not paced: its pop-up is due 100 ms after the goal
 * [GN-4] and its row highlight [GN-5] with it, so it goes as soon as the page is free, taking with it whatever
 * waited (merged). Only the one-in-flight rule still holds it, for as long as the page is on the last patch.
 */
export function carriesTriggers(patch: Patch): boolean {
  return patch.views.some((view) => view.ints[HEADER.triggers] > 0);
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** A copy whose buffers are its own: a transferred patch leaves the sender's buffers detached. */
function copyOf(patch: Patch): Patch {
  return { ...patch, views: patch.views.map((v) => ({ ints: v.ints.slice(), floats: v.floats.slice(), strings: v.strings })) };
}

export class PatchOutbox {
  private readonly slots = new Map<PatchListener, Slot>();
  /** Listener failures, and merges that did not read (a bug: the patches then go one by one). */
  readonly problems = new Listeners<string>();
  /** Patches posted, delivered and merged away, for the status and the benches. */
  readonly counts = { posted: 0, delivered: 0, merged: 0 };

  /** Without a scheduler, patches are not paced: each goes as soon as the page is free. */
  constructor(private readonly pacing?: PacingScheduler, private readonly intervalMs = PAGE_PATCH_INTERVAL_MS) {}

  add(listener: PatchListener): () => void {
    this.slots.set(listener, { busy: false, waiting: [], lastDelivery: -Infinity, timer: undefined, urgent: false });
    return () => {
      const slot = this.slots.get(listener);
      if (slot) this.pacing?.clearTimeout(slot.timer);
      this.slots.delete(listener);
    };
  }

  get size(): number {
    return this.slots.size;
  }

  /**
   * `unpaced`: the patch answers something the user just did (a pin, a setting, a follow) or brings a list
   * snapshot an opening page waits for: like one carrying a trigger, it is not held back by the pacing — the user
   * is watching for it.
   */
  post(patch: Patch, unpaced = false): void {
    this.counts.posted++;
    const urgent = unpaced || carriesTriggers(patch);
    const slots = [...this.slots];
    slots.forEach(([listener, slot], i) => {
      const own = i === slots.length - 1 ? patch : copyOf(patch);
      if (!slot.busy && slot.waiting.length === 0 && (urgent || this.due(slot) <= 0)) return this.deliver(listener, slot, own);
      const last = slot.waiting.at(-1);
      const merged = last ? mergePatches(last, own) : own;
      if (urgent) slot.urgent = true;
      if (isMergeError(merged)) {
        this.problems.emit(`patch merge failed (${merged.reason}: ${merged.detail}); sent one by one`);
        slot.waiting.push(own);
      } else if (last) {
        slot.waiting[slot.waiting.length - 1] = merged;
        this.counts.merged++;
      } else {
        slot.waiting.push(merged);
      }
      if (!slot.busy) this.wait(listener, slot);
    });
  }

  /** ms until the slot may have its next patch (≤ 0: now). */
  private due(slot: Slot): number {
    return this.pacing ? slot.lastDelivery + this.intervalMs - this.pacing.now() : 0;
  }

  /** Delivers what waits once the slot is free and due (or carries a trigger): now, or when the pacing timer fires. */
  private wait(listener: PatchListener, slot: Slot): void {
    if (slot.busy || slot.waiting.length === 0) return;
    const delay = slot.urgent ? 0 : this.due(slot);
    if (delay <= 0 || !this.pacing) {
      this.pacing?.clearTimeout(slot.timer);
      slot.timer = undefined;
      this.deliver(listener, slot, slot.waiting.shift()!);
      return;
    }
    if (slot.timer !== undefined) return;
    slot.timer = this.pacing.setTimeout(() => {
      slot.timer = undefined;
      if (this.slots.get(listener) === slot) this.wait(listener, slot);
    }, delay);
  }

  private deliver(listener: PatchListener, slot: Slot, patch: Patch): void {
    slot.busy = true;
    if (slot.waiting.length === 0) slot.urgent = false;
    slot.lastDelivery = this.pacing?.now() ?? 0;
    this.counts.delivered++;
    if (patch.views.length > 0 || (patch.details?.length ?? 0) > 0 || (patch.rooms?.length ?? 0) > 0) markPatchDelivered();
    const done = () => {
      slot.busy = false;
      if (this.slots.get(listener) === slot) this.wait(listener, slot);
    };
    try {
      const answer = listener(patch);
      if (isThenable(answer)) answer.then(done, (error) => { this.problems.emit(`patch listener failed: ${String(error)}`); done(); });
      else done();
    } catch (error) {
      this.problems.emit(`patch listener threw: ${String(error)}`);
      done();
    }
  }
}
