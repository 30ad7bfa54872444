// One engine for every tab of the browser (DESIGN.md "One engine per browser"): the SharedWorker entry
// (engine.shared-worker.ts) builds one Engine and one SharedEngineHost, and gives each connecting port (a tab) the
// EngineApi of its own `connect()`. What is the browser's is shared — the socket and the session it feeds, the
// folded state, IndexedDB, the locally kept items (settings, pins, filters), the followed ids, other days' lists.
// What is the tab's is its own (tab-api.ts): its subscriptions, match and room watches under ids of its own, its
// patch port and its listeners. A tab leaves by saying so (pagehide → leave()) or by falling silent: SharedWorker
// ports have no close event, so each tab sends a heartbeat and one not heard from for TAB_SILENCE_MS is dropped.
// When the last tab has gone the session is stopped after LAST_TAB_GRACE_MS, so a reload (which closes the only
// tab and opens it again) finds the socket still open. Time comes from the engine's scheduler.
import type { Scheduler, TimerId } from '../core/time/scheduler';
import type { EngineApi, StartOptions, StartResult } from './api';
import { createEngineApi } from './api';
import type { Engine } from './engine';
import { openMarkClock } from './perf/open-marks';
import { SessionStarts } from './session-starts';
import { createTabApi } from './tab-api';

/**
 * A tab not heard from for this long is gone (crashed, killed, frozen). The page beats every TAB_HEARTBEAT_MS
 * (ui/engine-client/tab-heartbeat.ts, 10 s); a hidden tab's timers may run only once a minute (Chrome's intensive
 * throttling of background pages), so the silence allowed is well over a minute.
 */
export const TAB_SILENCE_MS = 150_000;
/** How often the host looks for silent tabs. */
export const TAB_CHECK_MS = 15_000;
/** The session outlives its last tab this long: a reload, or the next tab opened at once, keeps the socket. */
export const LAST_TAB_GRACE_MS = 10_000;

/** One tab's connection: its API, and what the host calls when the tab is gone. */
export interface TabConnection {
  readonly api: EngineApi;
  /** Ends the tab's subscriptions and listeners; true the first time. */
  drop(): boolean;
}

interface Tab {
  readonly connection: TabConnection;
  heardAt: number;
}

export class SharedEngineHost {
  /** The API every tab's is built over: one, so its own listeners on the engine are registered once. */
  readonly base: EngineApi;
  private readonly tabs = new Set<Tab>();
  private readonly starts: SessionStarts;
  private check: TimerId | undefined;
  private grace: TimerId | undefined;
  private connections = 0;

  constructor(readonly engine: Engine, private readonly scheduler: Scheduler) {
    this.base = createEngineApi(engine);
    this.starts = new SessionStarts((options) => engine.start(options));
  }

  /** Tabs connected and not yet gone. */
  get size(): number {
    return this.tabs.size;
  }

  /** A new tab: its own API over the shared engine. */
  connect(): TabConnection {
    this.scheduler.clearTimeout(this.grace);
    this.grace = undefined;
    // The first tab's open includes the engine's boot; a later tab's, what the engine did from its connection on.
    const openedAt = this.connections++ === 0 ? -Infinity : openMarkClock();
    const self: { tab?: Tab } = {}; // the tab's hooks run only once it is in
    const connection = createTabApi(this, {
      openedAt,
      heard: () => {
        const tab = self.tab;
        if (!tab || !this.tabs.has(tab)) return false;
        tab.heardAt = this.scheduler.now();
        return true;
      },
      left: () => { if (self.tab) this.remove(self.tab); },
    });
    const tab: Tab = { connection, heardAt: this.scheduler.now() };
    self.tab = tab;
    this.tabs.add(tab);
    this.check ??= this.scheduler.setInterval(() => this.dropSilent(), TAB_CHECK_MS);
    return connection;
  }

  /**
   * A tab's start(): the first starts the session; one naming the session that runs (or is starting) joins it —
   * the socket is not restarted for a second tab. Other options start a new session for every tab (the last
   * start wins, as on one page).
   */
  start(options: StartOptions): Promise<StartResult> {
    return this.starts.start(options);
  }

  /** Stops the session for every tab (what a tab's stop() does: the feed is the browser's). */
  async stop(): Promise<void> {
    this.starts.stopped();
    await this.engine.stop();
  }

  private remove(tab: Tab): void {
    if (!this.tabs.delete(tab)) return;
    tab.connection.drop();
    if (this.tabs.size > 0) return;
    this.scheduler.clearInterval(this.check);
    this.check = undefined;
    this.scheduler.clearTimeout(this.grace);
    this.grace = this.scheduler.setTimeout(() => {
      this.grace = undefined;
      if (this.tabs.size === 0) void this.stop();
    }, LAST_TAB_GRACE_MS);
  }

  private dropSilent(): void {
    const now = this.scheduler.now();
    for (const tab of [...this.tabs]) if (now - tab.heardAt > TAB_SILENCE_MS) this.remove(tab);
  }
}
