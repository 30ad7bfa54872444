// The page's side of the engine, framework-free: it registers for patches, subscribes views and keeps each in a
// ViewStore, feeds goal triggers to one queue, and resubscribes a view whose patches stopped reading. Every patch
// comes on the one onPatch port, a subscription's first one included, in the order the worker made them; a view
// is registered under its id before it is asked for, so each patch is applied as it comes — nothing to reorder.
// React sits on top through the hooks beside this file; the engine itself is only a Comlink Remote here.
import * as Comlink from 'comlink';
import type { Sport } from '../../engine/core';
import type { Clock } from '../../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { headerOf } from '../../engine/core/patch';
import type { EngineApi, Patch, SubscribeAnswer, SubscribeOptions } from '../../engine/worker/api';
import { TriggerQueue } from './trigger-queue';
import { MatchDetailStore } from './match-detail-store';
import { RoomStore } from './room-store';
import { ViewStore } from './view-store';
import { markOpen } from '../perf/open-marks';

/** A view whose patches keep failing to read is given up on after this many fresh starts. */
export const MAX_RESUBSCRIBES = 3;

export type SubscribeRefusal = Extract<SubscribeAnswer, { ok: false }>;

export interface EngineView {
  readonly store: ViewStore;
  readonly options: SubscribeOptions;
  /** Ends the subscription; the store keeps what it had. */
  close(): void;
}

/** One open match centre (watchMatch): its store, and how to end it. */
export interface MatchWatch {
  readonly store: MatchDetailStore;
  close(): void;
}

/** One open live room (watchRoom): its store, and how to end it. */
export interface RoomWatch {
  readonly store: RoomStore;
  close(): void;
}

/** What the page learns with every patch: the view clock the rows read at, and how long applying took. */
/** Subscription ids are the page's own, unique on the page (one worker may serve more than one client). */
let nextSubscription = 1;

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
  private readonly registered: Promise<unknown>;
  /** Subscription id → the view using it (it changes when a view resubscribes). */
  private readonly views = new Map<number, EngineView>();
  private readonly retries = new WeakMap<EngineView, number>();
  private readonly closed = new WeakSet<EngineView>();
  /** Match-centre subscription id → its store. */
  private readonly details = new Map<number, MatchDetailStore>();
  /** Live room subscription id → its store. */
  private readonly rooms = new Map<number, RoomStore>();

  /**
   * The feed's time as the engine's patches tell it (each patch says when, on the feed's clock, it was made), run on
   * from the last patch by the page's clock; never backwards. What the page counts against a kick-off or another
   * time of the feed's (距开赛 [MN-5]) reads this, not the device's clock, which a replayed or sped-up feed leaves.
   * Until the first patch it reads the device's.
   */
  readonly feedClock: Clock = {
    now: () => {
      const local = this.local.now();
      if (!this.feedAnchor) return local; // a guess that binds nothing
      const t = this.feedAnchor.now + (local - this.feedAnchor.at);
      if (t > this.feedRead) this.feedRead = t;
      return this.feedRead;
    },
  };
  private feedAnchor: { readonly now: number; readonly at: number } | undefined;
  private feedRead = -Infinity;

  constructor(
    readonly api: Comlink.Remote<EngineApi>, private readonly terminate: () => void = () => {}, private readonly local: Clock = SYSTEM_SCHEDULER,
  ) {
    // Registered before any subscribe(), so no patch of a subscription can be missed.
    this.registered = api.onPatch(Comlink.proxy((patch: Patch) => this.take(patch)));
    void this.registered.then(() => markOpen('engine-answered'), () => {});
  }

  /** Hears of every patch applied (diagnostics, benches). */
  onPatchApplied(listener: (info: PatchApplied) => void): () => void {
    this.applied.add(listener);
    return () => { this.applied.delete(listener); };
  }

  /** One patch, as it comes: each view's part to its store; parts of views closed (or another client's) are dropped. */
  private take(patch: Patch): void {
    // How long the main thread spent applying it (the bench's figure): its own work time, not a time of the world.
    const t0 = performance.now();
    for (const part of patch.views) {
      const id = headerOf(part).subscription;
      const view = this.views.get(id);
      if (!view) continue;
      const offered = view.store.offer(part);
      if (!offered.ok) void this.resubscribe(id);
      // Handed on once the patch's rows are in the store: the pop-up reads its row there.
      else if (offered.triggers.length > 0) view.store.afterApplied(() => this.triggers.push(offered.triggers, id));
    }
    for (const part of patch.details ?? []) this.details.get(part.subscription)?.apply(part);
    for (const part of patch.rooms ?? []) this.rooms.get(part.subscription)?.apply(part);
    if (patch.views.length > 0 || (patch.details?.length ?? 0) > 0 || (patch.rooms?.length ?? 0) > 0) markOpen('first-patch');
    this.moment = { now: patch.now, dayStart: patch.dayStart };
    // A patch older than the anchor by more than a minute is a feed started again further back: anchored anew.
    const restarted = this.feedAnchor !== undefined && patch.now < this.feedAnchor.now - 60_000;
    if (restarted) this.feedRead = -Infinity;
    if (!this.feedAnchor || restarted || patch.now >= this.feedAnchor.now) this.feedAnchor = { now: patch.now, at: this.local.now() };
    const info = { now: patch.now, dayStart: patch.dayStart, views: patch.views.length, applyMs: performance.now() - t0 };
    this.applied.forEach((l) => l(info));
  }

  async subscribe(options: SubscribeOptions): Promise<EngineView | SubscribeRefusal> {
    const store = new ViewStore(options.sport);
    const view: EngineView = {
      store, options,
      close: () => {
        this.closed.add(view);
        const id = this.idOf(view);
        if (id === undefined) return;
        this.views.delete(id);
        void this.api.unsubscribe(id);
      },
    };
    const refusal = await this.attach(view);
    return refusal ?? view;
  }

  /**
   * Follows one match live (the match centre, issue #13): the store takes the worker's detail patches; it reads
   * 'loading' until the first. A refusal (a bad sport or id) leaves it 'unknown', so the page asks the server.
   */
  watchMatch(sport: Sport, matchId: number): MatchWatch {
    const store = new MatchDetailStore(sport, matchId);
    const id = nextSubscription++;
    let open = true;
    this.details.set(id, store); // before asking: the first patch may come before the answer does
    void (async () => {
      await this.registered;
      if (!open) return;
      const answer = await this.api.watchMatch(id, sport, matchId).catch(() => null);
      if (answer?.ok) {
        if (!open) void this.api.unwatch(id); // closed while the worker was still subscribing
        return;
      }
      this.details.delete(id);
      if (open) store.apply({ subscription: id, kind: 'change', change: { status: 'unknown' } });
    })();
    return {
      store,
      close: () => {
        if (!open) return;
        open = false;
        if (this.details.delete(id)) void this.api.unwatch(id);
      },
    };
  }

  /**
   * Follows one live room (issue #14): the store takes the worker's room parts; it reads 'loading' until the first.
   * A refusal (a bad id) leaves it 'unknown'.
   */
  watchRoom(roomId: number): RoomWatch {
    const store = new RoomStore(roomId);
    const id = nextSubscription++;
    let open = true;
    this.rooms.set(id, store); // before asking: the first part may come before the answer does
    void (async () => {
      await this.registered;
      if (!open) return;
      const answer = await this.api.watchRoom(id, roomId).catch(() => null);
      if (answer?.ok) {
        if (!open) void this.api.unwatchRoom(id);
        return;
      }
      this.rooms.delete(id);
      if (open) store.apply({ status: 'unknown', room: null, triggers: [] });
    })();
    return {
      store,
      close: () => {
        if (!open) return;
        open = false;
        if (this.rooms.delete(id)) void this.api.unwatchRoom(id);
      },
    };
  }

  /** The open view behind a subscription id, undefined once it closed: the list a trigger came from. */
  viewOf(subscription: number): EngineView | undefined {
    return this.views.get(subscription);
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

  private idOf(view: EngineView): number | undefined {
    for (const [id, v] of this.views) if (v === view) return id;
    return undefined;
  }

  private async attach(view: EngineView): Promise<SubscribeRefusal | undefined> {
    await this.registered;
    if (this.closed.has(view)) return undefined;
    const id = nextSubscription++;
    this.views.set(id, view); // before asking: its first patch may come before the answer does
    let answer: SubscribeAnswer;
    try {
      answer = await this.api.subscribe(id, view.options);
    } catch (error) {
      answer = { ok: false, reason: 'internal', detail: error instanceof Error ? error.message : String(error) };
    }
    if (!answer.ok) {
      this.views.delete(id);
      return answer;
    }
    // Closed while the worker was still subscribing (its unsubscribe may have come first): end it now.
    if (this.closed.has(view)) {
      this.views.delete(id);
      void this.api.unsubscribe(id);
    }
    return undefined;
  }

  private async resubscribe(id: number): Promise<void> {
    const view = this.views.get(id);
    if (!view) return;
    const tries = (this.retries.get(view) ?? 0) + 1;
    this.retries.set(view, tries);
    this.views.delete(id);
    void this.api.unsubscribe(id);
    if (tries > MAX_RESUBSCRIBES) return; // the store keeps its error for the UI to show
    view.store.restart();
    await this.attach(view);
  }
}
