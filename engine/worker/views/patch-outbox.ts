// Patches on their way to the page, one in flight per listener (STYLE.md item 5): while the page has not finished
// with the last one (a Comlink callback answers when the page's handler returns), the next flushes are merged
// into one, so a busy or backgrounded page catches up with one patch instead of a queue.
import type { Patch } from '../../core';
import { isMergeError, mergePatches } from '../../core';
import { Listeners } from '../listeners';

export type PatchListener = (patch: Patch) => unknown;

interface Slot {
  busy: boolean;
  /** Not yet delivered, in order; merged into one whenever the merge reads (it always should). */
  waiting: Patch[];
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

  add(listener: PatchListener): () => void {
    this.slots.set(listener, { busy: false, waiting: [] });
    return () => { this.slots.delete(listener); };
  }

  get size(): number {
    return this.slots.size;
  }

  post(patch: Patch): void {
    this.counts.posted++;
    const slots = [...this.slots];
    slots.forEach(([listener, slot], i) => {
      const own = i === slots.length - 1 ? patch : copyOf(patch);
      if (!slot.busy) return this.deliver(listener, slot, own);
      const last = slot.waiting.at(-1);
      const merged = last ? mergePatches(last, own) : own;
      if (isMergeError(merged)) {
        this.problems.emit(`patch merge failed (${merged.reason}: ${merged.detail}); sent one by one`);
        slot.waiting.push(own);
      } else if (last) {
        slot.waiting[slot.waiting.length - 1] = merged;
        this.counts.merged++;
      } else {
        slot.waiting.push(merged);
      }
    });
  }

  private deliver(listener: PatchListener, slot: Slot, patch: Patch): void {
    slot.busy = true;
    this.counts.delivered++;
    const done = () => {
      slot.busy = false;
      const next = slot.waiting.shift();
      if (next && this.slots.get(listener) === slot) this.deliver(listener, slot, next);
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
