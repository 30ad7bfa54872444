// The views the page subscribed to, kept in the worker (DESIGN.md "Engine"): one update per folded batch for
// every subscription and ONE patch posted for all of them (STYLE.md item 4), plus the clock's own refreshes —
// live minutes every 15 s [MN-4], VAR flags [RT-3] and goal highlights [GN-5] when they run out, every row when
// the day turns [LS-2]. Time comes from the injected scheduler (through the session's view clock) and goes
// into core as a value. The day is the Beijing day whatever the browser's zone [LS-2]; the browser's zone itself
// (for the local-time setting) comes in from the edge.
import type {
  Changes, LiveState, MatchDetailPatch, Patch, RoomWatchPatch, PatcherUpdate, Projection, RowSignal, Settings, Sport, ViewContext, ViewPatch, ViewSpec,
} from '../../core';
import {
  batchSignals, DAY_MS, EMPTY_STATE, HighlightBook, MINUTE_REFRESH_MS, rowOf, shanghaiMidnight, SPORTS, ViewPatcher,
} from '../../core';
import type { ZoneOffset } from '../../core/time/zone';
import type { Batch } from '../ingest/feed-ingest';
import { coveringChanges } from '../ingest/covering-changes';
import type { LocalItems } from '../persist/local-items';
import type { Scheduler, TimerId } from '../../core/time/scheduler';
import type { CheckedSubscription, SubscribeOptions, SubscribeRefusal } from './subscribe-options';
import { checkSubscribeOptions } from './subscribe-options';
import type { ViewClock } from './view-clock';
import { schedulerClock } from './view-clock';
import { DayContexts } from './day-context';
import { DayLists } from './day-lists';
import { ChangeTimes } from './change-times';
import type { DetailMoment } from './detail-watches';
import { DetailWatches } from './detail-watches';
import { RoomWatches } from './room-watches';

/** Clock refreshes never come closer than one flush window: a replay at 1000× would otherwise refresh nonstop. */
export const MIN_REFRESH_MS = 50;

export interface ViewHubDeps {
  readonly scheduler: Scheduler;
  /** The browser's zone, for kick-off times when the fan chose local time; Beijing time without it. */
  readonly localZone?: ZoneOffset;
  /** The locally kept items when the hub starts (settings, pins); changes come through localChanged. */
  readonly local: LocalItems;
  /**
   * `unpaced`: the patch answers the user's own change (pins, settings, follows) or brings a list snapshot: not to be
   * paced.
   */
  readonly post: (patch: Patch, unpaced: boolean) => void;
}

export type SubscribeAnswer =
  /** `rest`: the list past the first screen (SubscribeOptions.firstRows), to go out right after `patch`. */
  | { readonly ok: true; readonly id: number; readonly patch: Patch; readonly rest?: Patch }
  | SubscribeRefusal
  | { readonly ok: false; readonly reason: 'badId' | 'internal'; readonly detail: string };

/** watchRoom()'s answer: the watch's first, full room part, to go out on the patch port ahead of its next. */
export type WatchRoomAnswer =
  | { readonly ok: true; readonly id: number; readonly patch: Patch }
  | { readonly ok: false; readonly reason: 'badRoom' | 'badId'; readonly detail: string };

/** watchMatch()'s answer: the watch's first, full detail patch, to go out on the patch port ahead of its next. */
export type WatchAnswer =
  | { readonly ok: true; readonly id: number; readonly patch: Patch }
  | { readonly ok: false; readonly reason: 'badSport' | 'badMatch' | 'badId'; readonly detail: string };

interface Subscription {
  readonly checked: CheckedSubscription;
  readonly patcher: ViewPatcher;
}

/** What every subscription's update of one emit shares. */
interface Moment {
  readonly now: number;
  readonly dayStart: number;
  /** The view clock went back (a replay seeked backwards, another session): held minutes start afresh [MN-4]. */
  readonly clockWentBack: boolean;
}

const sameSpec = (a: ViewSpec, b: ViewSpec) => a.sortDirection === b.sortDirection && JSON.stringify(a.display) === JSON.stringify(b.display);

/**
 * A list snapshot (connect, resync, warm start) is not a goal: only frames folded into a known list signal — except
 * a snapshot that repaired a gap (`repairs`), whose goals the client missed: where exactly one side's score rose
 * against the state before it [GN-1], the goal is signalled, marked late.
 */
function liveSignals(signals: readonly RowSignal[], changes: Changes, repairs: ReadonlySet<Sport> | undefined): RowSignal[] {
  if (changes.replaced.size === 0) return [...signals];
  const out: RowSignal[] = [];
  for (const s of signals) {
    if (!changes.replaced.has(s.sport)) out.push(s);
    else if (s.kind === 'goal' && repairs?.has(s.sport)) out.push({ ...s, late: true });
  }
  return out;
}

export class ViewHub {
  private state: LiveState = EMPTY_STATE;
  private clock: ViewClock;
  private readonly subs = new Map<number, Subscription>();
  /** The match centre's subscriptions (issue #13); their ids share the page's one id space with `subs`. */
  private readonly watches = new DetailWatches();
  /** The live room page's subscriptions (issue #14); same id space. */
  private readonly rooms = new RoomWatches();
  private readonly changeTimes = new ChangeTimes();
  private nextId = 1;
  private readonly book = new HighlightBook();
  private settings: Settings;
  private pinned: LocalItems['pinned'];
  private followed: Record<Sport, ReadonlySet<number>> = { football: new Set(), basketball: new Set() };
  private readonly contexts: Partial<Record<Sport, ViewContext>> = {};
  private readonly dayContexts = new DayContexts();
  /** Other days' lists the page loaded, for 'day' views [LS-9]. */
  readonly days = new DayLists();
  /** The next batch starts a new session: it replaces the whole state, and is no moment for goals. */
  private covering = false;
  private timer: TimerId | undefined;
  private lastClockRefresh = -Infinity;
  private lastNow = -Infinity;

  constructor(private readonly deps: ViewHubDeps) {
    this.clock = schedulerClock(deps.scheduler);
    this.settings = deps.local.settings;
    this.pinned = deps.local.pinned;
  }

  get subscriptions(): number {
    return this.subs.size + this.watches.size + this.rooms.size;
  }

  /**
   * `id`: the page's own name for the subscription (so it can place the first patch, which comes on the patch port
   * like every other [engine/worker/api.ts]); a positive integer not in use. Omitted: the hub names it.
   */
  subscribe(options: SubscribeOptions, id: number = this.freeId()): SubscribeAnswer {
    const checked = checkSubscribeOptions(options, this.days);
    if (!checked.ok) return checked;
    if (!this.freeIdOk(id)) return { ok: false, reason: 'badId', detail: `subscription id ${String(id)} is not a free positive integer` };
    try {
      this.nextId = Math.max(this.nextId, id + 1);
      const m = this.moment();
      const patcher = new ViewPatcher(id, checked.specFor(this.settings), this.state, this.contextOf(checked, m.dayStart), checked.firstRows);
      this.subs.set(id, { checked, patcher });
      this.lastClockRefresh = Math.max(this.lastClockRefresh, m.now); // its rows are fresh: the next minute is due in 15 s
      const projection = this.projection(checked.sport, m.now);
      const patch: Patch = { now: m.now, dayStart: m.dayStart, views: [patcher.initial(projection)] };
      const rest = patcher.takeRest(projection);
      this.reschedule();
      return { ok: true, id, patch, ...(rest && { rest: { now: m.now, dayStart: m.dayStart, views: [rest] } }) };
    } catch (error) {
      return { ok: false, reason: 'internal', detail: error instanceof Error ? error.message : String(error) };
    }
  }

  private freeId(): number {
    while (this.subs.has(this.nextId) || this.watches.has(this.nextId) || this.rooms.has(this.nextId)) this.nextId++;
    return this.nextId;
  }

  private freeIdOk(id: number): boolean {
    return Number.isSafeInteger(id) && id > 0 && !this.subs.has(id) && !this.watches.has(id) && !this.rooms.has(id);
  }

  unsubscribe(id: number): boolean {
    const had = this.subs.delete(id);
    this.reschedule();
    return had;
  }

  /**
   * The match centre (issue #13): one match's header row and detail lists, followed at the same moments as the
   * list views and posted in the same patch (Patch.details). A match the state lacks answers 'loading' or
   * 'unknown' in its view and turns 'live' when it comes.
   */
  watchMatch(id: number, sport: Sport, matchId: number): WatchAnswer {
    if (!SPORTS.includes(sport)) return { ok: false, reason: 'badSport', detail: `no sport ${String(sport)}` };
    if (!Number.isSafeInteger(matchId) || matchId <= 0) return { ok: false, reason: 'badMatch', detail: `match id ${String(matchId)} is not a positive integer` };
    if (!this.freeIdOk(id)) return { ok: false, reason: 'badId', detail: `subscription id ${String(id)} is not a free positive integer` };
    this.nextId = Math.max(this.nextId, id + 1);
    const m = this.moment();
    this.lastClockRefresh = Math.max(this.lastClockRefresh, m.now); // its row is fresh: the next minute is due in 15 s
    const details: MatchDetailPatch[] = [this.watches.watch(id, sport, matchId, this.detailMoment(m.now, m.dayStart))];
    this.reschedule();
    return { ok: true, id, patch: { now: m.now, dayStart: m.dayStart, views: [], details } };
  }

  /** False when there was no such watch. */
  unwatch(id: number): boolean {
    const had = this.watches.unwatch(id);
    this.reschedule();
    return had;
  }

  /**
   * The live room page (issue #14): one room's record as the feed state has it, and its match's goal pop-ups,
   * posted in the same patch as the lists (Patch.rooms) when the room changed or a pop-up is due. A room the state
   * lacks answers 'loading' or 'unknown' and turns 'live' when its first stream frame comes.
   */
  watchRoom(id: number, roomId: number): WatchRoomAnswer {
    if (!Number.isSafeInteger(roomId) || roomId <= 0) return { ok: false, reason: 'badRoom', detail: `room id ${String(roomId)} is not a positive integer` };
    if (!this.freeIdOk(id)) return { ok: false, reason: 'badId', detail: `subscription id ${String(id)} is not a free positive integer` };
    this.nextId = Math.max(this.nextId, id + 1);
    const m = this.moment();
    const rooms: RoomWatchPatch[] = [this.rooms.watch(id, roomId, this.state)];
    return { ok: true, id, patch: { now: m.now, dayStart: m.dayStart, views: [], rooms } };
  }

  /** False when there was no such room watch. */
  unwatchRoom(id: number): boolean {
    return this.rooms.unwatch(id);
  }

  /** A new session starts: its first batch replaces the state, and its clock is the views' from now on. */
  sessionStarted(clock: ViewClock): void {
    this.clock = clock;
    this.covering = true;
    this.book.clear();
    this.changeTimes.clear();
    this.reschedule();
  }

  /** One folded batch: every subscription updated once, one patch for all of them. */
  batch(batch: Batch): void {
    const covering = this.covering;
    this.covering = false;
    const changes = covering ? coveringChanges(this.state, batch.changes) : batch.changes;
    const previous = this.state;
    this.state = batch.state;
    const now = this.clock.now();
    // A replay seeked back: the stamps of the later frames are of a time that has not come yet.
    if (now < this.lastNow) this.changeTimes.clear();
    this.changeTimes.note(changes, now);
    const signals = covering ? [] : liveSignals(batchSignals(previous, batch.state, batch.changes, now, this.settings), batch.changes, batch.repairs);
    this.book.apply(signals);
    // A list snapshot (connect, resync, warm start) is what an opening page waits for: its rows go at once.
    this.emit((u) => ({ ...u, changes, signals }), changes.replaced.size > 0, signals);
  }

  /** Pins and settings as the user just changed them. */
  localChanged(items: LocalItems): void {
    const before = this.settings;
    const pinsMoved = items.pinned !== this.pinned;
    this.settings = items.settings;
    this.pinned = items.pinned;
    if (!pinsMoved && before === items.settings) return;
    const allRows = before.rankingShow !== items.settings.rankingShow || before.cardShow !== items.settings.cardShow
      || before.localTime !== items.settings.localTime;
    this.emit((u, sub) => {
      const spec = sub.checked.followsSettings ? sub.checked.specFor(items.settings) : undefined;
      return { ...u, allRows: allRows || u.allRows, spec: spec && !sameSpec(spec, sub.patcher.spec) ? spec : undefined };
    }, true);
  }

  /** The user's followed matches (the account's, as the page fetched them) [LS-9]. */
  setFollowed(sport: Sport, matchIds: readonly number[]): boolean {
    if (!SPORTS.includes(sport) || !Array.isArray(matchIds) || !matchIds.every((id) => Number.isSafeInteger(id))) return false;
    this.followed = { ...this.followed, [sport]: new Set(matchIds) };
    this.emit((u) => u, true);
    return true;
  }

  /** The view clock may have changed pace (a replay paused, resumed, sped up or seeked): plan the next refresh again. */
  reschedule(): void {
    this.cancelTimer();
    if (this.subs.size === 0 && this.watches.size === 0) return;
    const m = this.moment();
    // A refresh read on a clock that has since gone back (a subscription made before the feed's first pong read the
    // device's clock, days ahead of a replayed day's; a replay seeked back) is no later than now: the next minute
    // is due 15 s from the clock's present, not from that reading.
    this.lastClockRefresh = Math.min(this.lastClockRefresh, m.now);
    let due = m.dayStart + DAY_MS; // [LS-2] the day turns: dividers, sections and kick-off days move
    // A watched match being played: its minute [MN-4] and quiet flag move with the clock.
    if (this.watches.hasLiveMinutes()) due = Math.min(due, this.lastClockRefresh + MINUTE_REFRESH_MS);
    // A watched header's VAR flag [RT-3] or goal highlight [GN-5] ends: whatever the match's status, no frame needed.
    due = Math.min(due, this.watches.nextExpiry((sport, matchId) => this.book.of(sport, matchId), (sport, matchId) => this.book.retractedOf(sport, matchId)));
    for (const { checked, patcher } of this.subs.values()) {
      if (patcher.hasLiveMinutes()) due = Math.min(due, this.lastClockRefresh + MINUTE_REFRESH_MS); // [MN-4]
      due = Math.min(due, patcher.nextExpiry(this.projection(checked.sport, m.now))); // [RT-3] [GN-5]
    }
    const delay = this.clock.delayUntil(due);
    if (!Number.isFinite(delay)) return;
    this.timer = this.deps.scheduler.setTimeout(() => this.refresh(), Math.max(delay, MIN_REFRESH_MS));
  }

  stop(): void {
    this.cancelTimer();
  }

  private refresh(): void {
    this.timer = undefined;
    this.lastClockRefresh = this.clock.now();
    this.emit((u) => ({ ...u, clockRows: true }));
  }

  /** Updates every subscription at one moment and posts what changed as one patch. */
  private emit(build: (base: PatcherUpdate, sub: Subscription) => PatcherUpdate, unpaced = false, signals: readonly RowSignal[] = []): void {
    const m = this.moment();
    this.lastNow = m.now;
    this.book.prune(m.now);
    const views: ViewPatch[] = [];
    /** Lists this moment filled, past their first screen: a patch of their own, right after this one. */
    const rests: ViewPatch[] = [];
    for (const sub of this.subs.values()) {
      const sport = sub.checked.sport;
      const base: PatcherUpdate = {
        state: this.state, ctx: this.contextOf(sub.checked, m.dayStart), projection: this.projection(sport, m.now),
        allRows: m.clockWentBack, resetMinutes: m.clockWentBack,
      };
      const patch = sub.patcher.update(build(base, sub));
      if (patch) views.push(patch);
      const rest = sub.patcher.takeRest(base.projection);
      if (rest) rests.push(rest);
    }
    const detail = this.watches.size > 0 ? this.watches.update(this.detailMoment(m.now, m.dayStart, m.clockWentBack)) : undefined;
    const details = detail?.patches ?? [];
    const room = this.rooms.size > 0 ? this.rooms.update({ state: this.state, signals, followed: this.followed, settings: this.settings }) : undefined;
    const rooms = room?.patches ?? [];
    // One patch for all, so the page sees a goal in the list row, the match centre's header and the room at once.
    if (views.length > 0 || details.length > 0 || rooms.length > 0) {
      this.deps.post({
        now: m.now, dayStart: m.dayStart, views, ...(details.length > 0 ? { details } : {}), ...(rooms.length > 0 ? { rooms } : {}),
      }, unpaced || (detail?.urgent ?? false) || (room?.urgent ?? false));
    }
    // The page has the first screens; the rest follows at once (the outbox holds it until the page took those).
    if (rests.length > 0) this.deps.post({ now: m.now, dayStart: m.dayStart, views: rests }, true);
    this.reschedule();
  }

  /** The watches' view of this moment: rows projected as the lists project them, with the user's settings. */
  private detailMoment(now: number, dayStart: number, resetMinutes = false): DetailMoment {
    return {
      state: this.state, now,
      rowOf: (match, previous) => {
        const ctx = this.context(match.sport, dayStart);
        return rowOf(match, this.state, now, this.settings, { ...ctx, previous: resetMinutes ? undefined : previous, highlightUntil: this.book.of(match.sport, match.id),
          retractedUntil: this.book.retractedOf(match.sport, match.id) });
      },
      changedAt: (sport, matchId) => this.changeTimes.of(sport, matchId),
      context: (sport) => this.context(sport, dayStart),
      settings: this.settings,
      rewound: resetMinutes,
    };
  }

  private moment(): Moment {
    const now = this.clock.now();
    return { now, dayStart: shanghaiMidnight(now), clockWentBack: now < this.lastNow };
  }

  /** The same object while nothing in it changed: the view index tells pin and follow changes by identity. */
  private context(sport: Sport, dayStart: number): ViewContext {
    const c = this.contexts[sport];
    if (c && c.dayStart === dayStart && c.pinned === this.pinned[sport] && c.followed === this.followed[sport]) return c;
    const next: ViewContext = { dayStart, pinned: this.pinned[sport], followed: this.followed[sport], localZone: this.deps.localZone };
    this.contexts[sport] = next;
    return next;
  }

  /** A 'day' view sees its own day list beside the sport's context [LS-9]. */
  private contextOf(checked: CheckedSubscription, dayStart: number): ViewContext {
    const shared = this.context(checked.sport, dayStart);
    return checked.day ? this.dayContexts.of(shared, checked.day) : shared;
  }

  private projection(sport: Sport, now: number): Projection {
    return {
      now, settings: this.settings, highlightUntil: (id) => this.book.of(sport, id), retractedUntil: (id) => this.book.retractedOf(sport, id),
    };
  }

  private cancelTimer(): void {
    this.deps.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
