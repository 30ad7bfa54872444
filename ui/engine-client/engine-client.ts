// The page's side of the engine, framework-free: it registers for patches, subscribes views and keeps each in a
// ViewStore, feeds goal and VAR triggers to one queue, and resubscribes a view whose patches stopped reading.
// React sits on top through the hooks beside this file; the engine itself is only a Comlink Remote here.
import * as Comlink from 'comlink';
import type { Sport } from '../../engine/core';
import type { EngineApi, Patch, SubscribeAnswer, SubscribeOptions } from '../../engine/worker/api';
import { PatchSequencer } from './patch-sequencer';
import { TriggerQueue } from './trigger-queue';
import { ViewStore } from './view-store';

/** A view whose patches keep failing to read is given up on after this many fresh starts. */
export const MAX_RESUBSCRIBES = 3;

export type SubscribeRefusal = Extract<SubscribeAnswer, { ok: false }>;

export interface EngineView {
  readonly store: ViewStore;
  readonly options: SubscribeOptions;
  /** Ends the subscription; the store keeps what it had. */
  close(): void;
}

/** What the page learns with every patch: the view clock the rows read at, and how long applying took. */
export interface PatchApplied {
  /** View clock (ms) and local midnight the rows were projected at. */
  readonly now: number;
  readonly dayStart: number;
  readonly views: number;
  readonly applyMs: number;
}

export class EngineClient {
  readonly triggers = new TriggerQueue();
  /** The latest patch's clock, null before the first. */
  moment: { readonly now: number; readonly dayStart: number } | null = null;
  private readonly applied = new Set<(info: PatchApplied) => void>();
  private readonly sequencer: PatchSequencer;
  private readonly registered: Promise<unknown>;
  /** Subscription id → the view using it (it changes when a view resubscribes). */
  private readonly views = new Map<number, { view: EngineView; id: number }>();
  private readonly retries = new WeakMap<EngineView, number>();
  private readonly closed = new WeakSet<EngineView>();

  constructor(readonly api: Comlink.Remote<EngineApi>, private readonly terminate: () => void = () => {}) {
    this.sequencer = new PatchSequencer({
      triggers: (t, subscription) => this.triggers.push(t, subscription),
      broken: (id) => { void this.resubscribe(id); },
    });
    // Registered before any subscribe(), so no patch of a subscription can be missed.
    this.registered = api.onPatch(Comlink.proxy((patch: Patch) => this.take(patch, () => this.sequencer.onPatch(patch))));
  }

  /** Hears of every patch applied (diagnostics, benches). */
  onPatchApplied(listener: (info: PatchApplied) => void): () => void {
    this.applied.add(listener);
    return () => { this.applied.delete(listener); };
  }

  /** `answer`: a subscription's first patch, which may arrive after later ones of the onPatch stream. */
  private take(patch: Patch, apply: () => void, answer = false): void {
    const t0 = performance.now();
    apply();
    if (!answer || !this.moment) this.moment = { now: patch.now, dayStart: patch.dayStart };
    const info = { now: patch.now, dayStart: patch.dayStart, views: patch.views.length, applyMs: performance.now() - t0 };
    this.applied.forEach((l) => l(info));
  }

  async subscribe(options: SubscribeOptions): Promise<EngineView | SubscribeRefusal> {
    const store = new ViewStore(options.sport);
    const view: EngineView = {
      store, options,
      close: () => {
        this.closed.add(view);
        const entry = [...this.views.values()].find((e) => e.view === view);
        if (!entry) return;
        this.views.delete(entry.id);
        this.sequencer.detach(entry.id);
        void this.api.unsubscribe(entry.id);
      },
    };
    const refusal = await this.attach(view);
    return refusal ?? view;
  }

  /** The open view behind a subscription id, undefined once it closed: the list a trigger came from [GN-2]. */
  viewOf(subscription: number): EngineView | undefined {
    return this.views.get(subscription)?.view;
  }

  /** The account's followed matches (the page fetches them from the server) [LS-9]. */
  setFollowed(sport: Sport, matchIds: readonly number[]): Promise<boolean> {
    return this.api.setFollowed(sport, [...matchIds]);
  }

  /** The same from /v1/{sport}/follow/list_b's binary pages, decoded by the worker: the ids set, or false [FL-5]. */
  followedFromList(sport: Sport, pages: readonly ArrayBuffer[]): Promise<number[] | false> {
    return this.api.followedFromList(sport, [...pages]);
  }

  /** Stops the worker. */
  close(): void {
    this.terminate();
  }

  private async attach(view: EngineView): Promise<SubscribeRefusal | undefined> {
    await this.registered;
    this.sequencer.expect();
    let answer: SubscribeAnswer;
    try {
      answer = await this.api.subscribe(view.options);
    } catch (error) {
      answer = { ok: false, reason: 'internal', detail: error instanceof Error ? error.message : String(error) };
    }
    try {
      if (!answer.ok) return answer;
      if (this.closed.has(view)) {
        void this.api.unsubscribe(answer.id);
        return undefined;
      }
      this.views.set(answer.id, { view, id: answer.id });
      const patch = answer.patch;
      this.take(patch, () => this.sequencer.attach(answer.id, view.store, patch), true);
      return undefined;
    } finally {
      this.sequencer.answered();
    }
  }

  private async resubscribe(id: number): Promise<void> {
    const entry = this.views.get(id);
    if (!entry) return;
    const tries = (this.retries.get(entry.view) ?? 0) + 1;
    this.retries.set(entry.view, tries);
    if (tries > MAX_RESUBSCRIBES) return; // the store keeps its error for the UI to show
    this.views.delete(id);
    this.sequencer.detach(id);
    void this.api.unsubscribe(id);
    entry.view.store.restart();
    await this.attach(entry.view);
  }
}
