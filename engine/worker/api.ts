// The worker's API as the page sees it through Comlink. The page imports the type only:
//   const engine = Comlink.wrap<EngineApi>(new Worker(new URL('…/engine.worker.ts', import.meta.url), { type: 'module' }));
//   const off = await engine.onStatus(Comlink.proxy((s) => store.status = s));   … later: await off();
// Everything that crosses is structured-cloneable data; callbacks go in as Comlink.proxy(fn), and every
// subscription comes back as a proxied unsubscribe function. Nothing throws across: refusals are values
// ({ ok: false, reason }), problems arrive through onBadFrame / onStorageProblem / onStatus.
//
// Views: register onPatch first, then subscribe(id, options) → { ok, id } or a refusal; the id is the page's own
// (unique on the page), so every patch can be placed as it comes. Every patch comes on the onPatch port, the
// subscription's first, full one included, in the order the worker made them: each folded batch (and each clock
// refresh: minutes, VAR, highlights) posts ONE Patch holding a ViewPatch per subscription that changed — typed
// arrays, transferred, not cloned (engine/core/patch). While the page is busy with one, the worker merges the next
// ones into one (views/patch-outbox.ts), so the page applies what comes in arrival order and nothing overtakes.
import * as Comlink from 'comlink';
import type { MatchDetailPatch, MatchDetailView, Patch, Sport } from '../core';
import { transferablesOf } from '../core';
import { EMPTY_STATE } from '../core/model';
import { filterCompetitionsAnswer } from '../core/filter';
import type { FilterCompetitionsAnswer, FilterTab } from '../core/filter';
import { decodeListResponse } from '../wire/list-response';
import type { Settings } from '../core/rules/settings';
import type { EngineStatus, ReplayControl, StartResult } from './engine';
import { Engine } from './engine';
import type { BadFrame } from './ingest/bad-frame';
import type { FilterChoice, LocalItems } from './persist/local-items';
import type { StorageProblem } from './persist/storage-problem';
import type { StartOptions } from './start-options';
import { SessionStarts } from './session-starts';
import type { OpenMark } from './perf/open-marks';
import { engineOpenMarks } from './perf/open-marks';
import type { SubscribeOptions } from './views/subscribe-options';
import type { SubscribeAnswer as HubAnswer } from './views/view-hub';
import type { LoadDayAnswer } from './views/day-lists';
import type { ChatMessage, RoomEvent, RoomSelf } from '../core/room/types';
import type { AnchorLiveNotice, PrivateMessage, UserEvent } from '../core/room/user-channel';
import type { ChatSendAnswer } from './room/room-client';

export type {
  BadFrame, EngineStatus, FilterChoice, FilterCompetitionsAnswer, FilterTab, LocalItems, Patch, ReplayControl, StartOptions, StartResult, StorageProblem,
  SubscribeOptions, LoadDayAnswer, MatchDetailPatch, MatchDetailView,
};
export type { ViewsStatus } from './engine';
export type { AnchorLiveNotice, ChatMessage, ChatSendAnswer, PrivateMessage, RoomEvent, RoomSelf, UserEvent };
export type { LiveCounts, SportCounts } from './live-counts';

/** subscribe()'s answer: the subscription's first patch follows on the onPatch port. */
export type SubscribeAnswer = { readonly ok: true; readonly id: number } | Extract<HubAnswer, { ok: false }>;

/**
 * watchMatch()'s answer: the match-centre subscription's first, full MatchDetailView follows on the onPatch port
 * (Patch.details). Refused for a bad sport, a match id that is not a positive safe integer, or an id in use.
 */
export type WatchMatchAnswer =
  | { readonly ok: true; readonly id: number }
  | { readonly ok: false; readonly reason: 'badSport' | 'badMatch' | 'badId'; readonly detail: string };

/** watchRoom()'s answer: the room's first part (Patch.rooms) follows on the onPatch port. */
export type WatchRoomAnswer =
  | { readonly ok: true; readonly id: number }
  | { readonly ok: false; readonly reason: 'badRoom' | 'badId'; readonly detail: string };

/** Call it (through Comlink) to end the subscription. */
export type Unsubscribe = (() => void) & Comlink.ProxyMarked;

export interface EngineApi {
  /**
   * Starts the live feed or a replay (stopping what ran before). A start naming the session that runs joins it
   * (session-starts.ts): a page's second start, or a second tab's on the shared engine (shared-host.ts, where the
   * session is every tab's), does not reconnect the socket.
   */
  start(options: StartOptions): Promise<StartResult>;
  /** Stops the feed (on the shared engine, every tab's); what was folded and not yet written is written first. */
  stop(): Promise<void>;
  status(): EngineStatus;

  pauseReplay(): ReplayControl;
  resumeReplay(): ReplayControl;
  /** Recorded time, ms since the epoch; backwards replays the day from its start. */
  seekReplay(ts: number): ReplayControl;
  setReplaySpeed(speed: number): ReplayControl;

  /** SPEC.md §3 "Locally kept"; each action answers the items as they are now. */
  localItems(): Promise<LocalItems>;
  /** [LS-6] The page offers pinning only when showTop is on. */
  pin(sport: Sport, matchId: number): Promise<LocalItems>;
  unpin(sport: Sport, matchId: number): Promise<LocalItems>;
  setFilter(sport: Sport, choice: FilterChoice | null): Promise<LocalItems>;
  /**
   * [FT-1] [FT-2] The competitions the filter dialog lists under one of its tabs: those of the sport's today list
   * with matches under the tab, each with its match count (refusal value for a bad sport or tab).
   */
  filterCompetitions(sport: Sport, tab: FilterTab): FilterCompetitionsAnswer;
  setSettings(patch: Partial<Settings>): Promise<LocalItems>;
  setTab(screen: string, tab: string): Promise<LocalItems>;
  setHomeNotice(text: string): Promise<LocalItems>;

  /** The page became visible / the browser came back online: a waiting socket retries at once, a new cycle [SK-3]. */
  pageVisible(): void;
  browserOnline(): void;

  onStatus(listener: (status: EngineStatus) => unknown): Unsubscribe;
  /** [RT-11] Every dropped frame, with its typed reason. */
  onBadFrame(listener: (bad: BadFrame) => unknown): Unsubscribe;
  onStorageProblem(listener: (problem: StorageProblem) => unknown): Unsubscribe;
  onLocalItems(listener: (items: LocalItems) => unknown): Unsubscribe;

  /**
   * A view of the live lists: today's list, the home focus list or today's followed matches, under a tab and a
   * filter [LS-1]…[LS-11] — or another day's (list 'day', `day` a date given to loadDay first [LS-9]).
   * `id` is the page's name for it (a positive integer it has not used). Answers the id (or a refusal value); the
   * first, full patch goes to the onPatch listeners, ahead of every later patch of the subscription (with
   * `firstRows`, the patch that fills the list holds the first screen's entries and the next one the rest). Waits for
   * the locally kept items to be read, so pins and settings are in from the first patch.
   */
  subscribe(id: number, options: SubscribeOptions): Promise<SubscribeAnswer>;
  /**
   * [LS-9] Another day's list for 'day' views: the page fetches /v1/{sport}/futureMatch_b or historyMatch_b
   * {matchDate} and hands the response's bytes over, decoded and kept here (ui/ may not import engine/wire).
   * Answers the match count, or a refusal value when the bytes are not the sport's list [HT-8].
   */
  loadDay(sport: Sport, date: string, response: ArrayBuffer): LoadDayAnswer;
  /** False when there was no such subscription. */
  unsubscribe(id: number): boolean;
  /**
   * The match centre's live detail (issue #13): one match's header row and detail lists, as MatchDetailPatch parts
   * of the patches on the onPatch port (Patch.details, applied with applyDetailPatch from engine/core): first a
   * full value, then per flush only what changed, in the same patch as the lists' rows. `id` is the page's, from
   * the same space as subscribe()'s ids. A match not in the state says so (status 'loading' before the lists came,
   * 'unknown' after), and turns 'live' by itself if it comes.
   */
  watchMatch(id: number, sport: Sport, matchId: number): Promise<WatchMatchAnswer>;
  /** False when there was no such match-centre subscription. */
  unwatch(id: number): boolean;
  /**
   * The live room page (issue #14): one room's record (stream start/close, match switch, room info) and its
   * match's goal pop-ups, as RoomWatchPatch parts of the patches on the onPatch port (Patch.rooms): first the room
   * as it is, then a part whenever it changed or a pop-up is due. `id` from the same space as subscribe()'s.
   */
  watchRoom(id: number, roomId: number): Promise<WatchRoomAnswer>;
  /** False when there was no such room subscription. */
  unwatchRoom(id: number): boolean;
  /** Every patch of every subscription, first ones included, in order; the worker waits for the answer before the next. */
  onPatch(listener: (patch: Patch) => unknown): Unsubscribe;
  /** The account's followed matches of a sport (the page fetches them) — the followed list and row stars [LS-9]. False: not ids. */
  setFollowed(sport: Sport, matchIds: readonly number[]): boolean;
  /**
   * The same from the server's own answer: the pages of /v1/{sport}/follow/list_b (binary MatchListResponse [FL-5]),
   * decoded here since the page may not import engine/wire. Answers the followed ids it set, or false when a page
   * does not decode (nothing is changed then).
   */
  followedFromList(sport: Sport, pages: readonly ArrayBuffer[]): number[] | false;

  /**
   * Live-room chat (proto/live.proto "Room channel"), on the live feed's socket: joins `roomId` with the page's
   * access token ('' for a guest: reads only), beside any other room joined (every tab of a shared engine has its
   * own), and joins again on every reconnect. The join's answer (RoomEvent 'joined': history, audience, self) and
   * every later event of the room go to `onEvent`. Answers the leave; the room is left on the socket when no page
   * watches it any more. A room id that is not a positive safe integer joins nothing.
   */
  joinRoom(roomId: number, accessToken: string, onEvent: (event: RoomEvent) => unknown): Unsubscribe;
  /**
   * A message to `roomId`, a room this page joined with joinRoom (the token: the page's current one, so a login after
   * the join can write). Its refusals come back here (not joined, socket not open, text) or as a RoomEvent notice
   * with the answered clientMsgId (login required, muted, rate limited, kicked).
   */
  sendChat(roomId: number, text: string, accessToken: string): ChatSendAnswer;
  /**
   * Private messages' user channel (proto/live.proto "User channel"), on the live feed's socket: subscribes with the
   * page's access token (again on every reconnect); the answer (UserEvent 'subscribed': customerId, 0 when refused,
   * and the unread total) and every later message or read go to `onEvent`. Answers the unsubscribe.
   */
  subscribeUser(accessToken: string, onEvent: (event: UserEvent) => unknown): Unsubscribe;
  /** When this engine first reached each start-up stage (perf/open-marks.ts): the open's breakdown, for benches. */
  openMarks(): OpenMark[];

  /**
   * The page is still there (shared-host.ts: a tab of a shared engine not heard from for a while is dropped, as
   * SharedWorker ports have no close event). False: the engine has dropped this page (frozen, or back from the
   * back-forward cache), its subscriptions are gone and it should load again. A dedicated worker lives and dies
   * with its page: always true.
   */
  heartbeat(): boolean;
  /** The page is going away (pagehide): its subscriptions and listeners end now. Nothing for a dedicated worker. */
  leave(): void;
}

/** The match ids of list_b pages, or false when one of them is not a MatchListResponse. */
export function followedIdsOf(sport: Sport, pages: readonly ArrayBuffer[]): number[] | false {
  const ids = new Set<number>();
  for (const page of pages) {
    const list = decodeListResponse(sport, new Uint8Array(page));
    if (!list) return false;
    for (const m of list.matches) ids.add(m.id);
  }
  return [...ids];
}

export function createEngineApi(engine: Engine): EngineApi {
  let latest = EMPTY_STATE; // the last folded state, which the views show too (the filter dialog's competitions)
  engine.onBatch((batch) => { latest = batch.state; });
  const local = async () => {
    await engine.repository();
    return engine.local;
  };
  const starts = new SessionStarts((options) => engine.start(options));
  return {
    start: (options) => starts.start(options),
    stop: () => {
      starts.stopped();
      return engine.stop();
    },
    status: () => engine.status(),
    pauseReplay: () => engine.pauseReplay(),
    resumeReplay: () => engine.resumeReplay(),
    seekReplay: (ts) => engine.seekReplay(ts),
    setReplaySpeed: (speed) => engine.setReplaySpeed(speed),
    localItems: async () => (await local()).current,
    pin: async (sport, matchId) => (await local()).act({ type: 'pin', sport, matchId }),
    unpin: async (sport, matchId) => (await local()).act({ type: 'unpin', sport, matchId }),
    setFilter: async (sport, choice) => (await local()).act({ type: 'setFilter', sport, choice }),
    filterCompetitions: (sport, tab) => filterCompetitionsAnswer(latest, sport, tab),
    setSettings: async (patch) => (await local()).act({ type: 'setSettings', patch }),
    setTab: async (screen, tab) => (await local()).act({ type: 'setTab', screen, tab }),
    setHomeNotice: async (text) => (await local()).act({ type: 'setHomeNotice', text }),
    pageVisible: () => engine.pageVisible(),
    browserOnline: () => engine.browserOnline(),
    onStatus: (listener) => Comlink.proxy(engine.onStatus(listener)),
    onBadFrame: (listener) => Comlink.proxy(engine.onBadFrame(listener)),
    onStorageProblem: (listener) => Comlink.proxy(engine.onStorageProblem(listener)),
    onLocalItems: (listener) => Comlink.proxy(engine.local.onChange(listener)),
    subscribe: async (id, options) => {
      await engine.repository();
      const answer = engine.views.subscribe(options, id);
      if (!answer.ok) return answer;
      engine.patches.post(answer.patch, true); // one port: the first patch goes ahead of the later ones, in order
      if (answer.rest) engine.patches.post(answer.rest, true); // the list past the page's first screen, next
      return { ok: true, id: answer.id };
    },
    loadDay: (sport, date, response) => engine.views.days.load(sport, date, response),
    unsubscribe: (id) => engine.views.unsubscribe(id),
    watchMatch: async (id, sport, matchId) => {
      await engine.repository(); // the settings the header row is projected with are read first
      const answer = engine.views.watchMatch(id, sport, matchId);
      if (!answer.ok) return answer;
      engine.patches.post(answer.patch, true); // one port: the full value goes ahead of the changes, in order
      return { ok: true, id: answer.id };
    },
    unwatch: (id) => engine.views.unwatch(id),
    watchRoom: async (id, roomId) => {
      await engine.repository(); // the settings the pop-ups are decided with are read first
      const answer = engine.views.watchRoom(id, roomId);
      if (!answer.ok) return answer;
      engine.patches.post(answer.patch, true);
      return { ok: true, id: answer.id };
    },
    unwatchRoom: (id) => engine.views.unwatchRoom(id),
    // Each patch's buffers move to the page (Comlink.transfer marks them for the call's postMessage).
    onPatch: (listener) => Comlink.proxy(engine.patches.add((patch) => listener(Comlink.transfer(patch, transferablesOf(patch))))),
    setFollowed: (sport, matchIds) => engine.views.setFollowed(sport, matchIds),
    joinRoom: (roomId, accessToken, onEvent) => {
      if (!Number.isSafeInteger(roomId) || roomId <= 0) return Comlink.proxy(() => {});
      return Comlink.proxy(engine.rooms.join(roomId, accessToken, (event) => { void onEvent(event); }));
    },
    sendChat: (roomId, text, accessToken) => engine.rooms.send(roomId, text, accessToken),
    subscribeUser: (accessToken, onEvent) => Comlink.proxy(engine.users.subscribe(accessToken, (event) => { void onEvent(event); })),
    followedFromList: (sport, pages) => {
      const ids = followedIdsOf(sport, pages);
      return ids && engine.views.setFollowed(sport, ids) ? ids : false;
    },
    openMarks: () => engineOpenMarks(),
    heartbeat: () => true,
    leave: () => {},
  };
}
