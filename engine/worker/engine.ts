// The browser engine in the worker: storage opened once, the local items, and one session at a time — the live
// socket (persisted behind) or a replayed day. This is what the Comlink API (api.ts) exposes; it never throws
// across that boundary: refusals and failures come back as values or through the subscriptions.
import { Listeners } from './listeners';
import type { Listener } from './listeners';
import type { BadFrame } from './ingest/bad-frame';
import type { Batch } from './ingest/feed-ingest';
import type { IngestStatus } from './ingest/ingest-status';
import type { LiveCounts } from './live-counts';
import { liveCounts } from './live-counts';
import { LocalStore } from './local-store';
import type { MatchRepository, RepositoryKind } from './persist/match-repository';
import { MemoryRepository } from './persist/memory-repository';
import { describeStorageError } from './persist/storage-error';
import type { ProblemListener, StorageProblem } from './persist/storage-problem';
import { loadLocalItems, loadWarmState } from './persist/warm-start';
import type { Session, SessionDeps } from './session';
import { endSession, liveSession, replaySession } from './session';
import type { ReplayControlResult, ReplayStatus } from './source/replay-source';
import type { WakeupHub } from './source/wakeups';
import type { StartOptions, StartRefusal } from './start-options';
import { checkStartOptions } from './start-options';
import { markEngineOpen } from './perf/open-marks';
import type { ZoneOffset } from '../core/time/zone';
import { DayWatch } from './views/day-watch';
import { PatchOutbox } from './views/patch-outbox';
import { replayClock, schedulerClock } from './views/view-clock';
import { ViewHub } from './views/view-hub';
import { StatusThrottle } from './status-throttle';
import { RoomClient } from './room/room-client';
import { UserClient } from './room/user-client';

export interface EngineDeps extends SessionDeps {
  readonly wakeups: WakeupHub;
  /** Opens the repository, falling back to memory (and reporting why) when IndexedDB is unusable. */
  readonly openStorage: (onProblem: ProblemListener) => Promise<MatchRepository>;
  /** The browser's zone, for kick-off times when the fan chose local time (the day is Beijing's regardless). */
  readonly localZone?: ZoneOffset;
}

export type EngineMode = 'idle' | 'live' | 'replay';

export interface EngineStatus {
  readonly mode: EngineMode;
  readonly storage: RepositoryKind | 'opening';
  /** The feed as the ingest sees it; null while idle. */
  readonly feed: IngestStatus | null;
  readonly replay: ReplayStatus | null;
  /** Folded rows not yet written to storage. */
  readonly unsaved: boolean;
  readonly views: ViewsStatus;
  /** Today's matches and the going ones per sport (header pill, list pages' count band); null while idle. */
  readonly counts: LiveCounts | null;
  /** 'YYYY-MM-DD', the Beijing day of the view clock: the date strip's today [LS-2]. A status goes out when it turns. */
  readonly today: string;
}

export interface ViewsStatus {
  readonly subscriptions: number;
  /** Patches the views posted, and how many of them were merged into a later one while the page was busy. */
  readonly patches: number;
  readonly merged: number;
  /** Patch listeners that failed, merges that did not read. */
  readonly problems: number;
}

export type StartResult = { readonly ok: true; readonly mode: 'live' | 'replay'; readonly warm: boolean } | StartRefusal;

export type ReplayControl = ReplayControlResult | { readonly ok: false; readonly reason: 'notReplaying' };

const NOT_REPLAYING: ReplayControl = { ok: false, reason: 'notReplaying' };

export class Engine {
  readonly local: LocalStore;
  private storage: MatchRepository | undefined;
  private opening: Promise<MatchRepository> | undefined;
  private session: Session | undefined;
  private mode: EngineMode = 'idle';
  /** Bumped by every start() and stop(), so a start overtaken while it awaited gives up. */
  private generation = 0;
  private readonly batches = new Listeners<Batch>();
  private readonly badFrames = new Listeners<BadFrame>();
  private readonly statuses = new Listeners<EngineStatus>();
  /** Feed-driven statuses (one per folded batch) go out at most every STATUS_INTERVAL_MS; a connection change and
   *  the engine's own changes at once. */
  private readonly feedStatus: StatusThrottle;
  private readonly problems = new Listeners<StorageProblem>();
  /** Patches on their way to the page (api.ts onPatch), paced to PAGE_PATCH_INTERVAL_MS (patch-outbox.ts). */
  readonly patches: PatchOutbox;
  /** The subscribed views, fed once per folded batch. */
  readonly views: ViewHub;
  private viewProblems = 0;
  /** Which Beijing day it is on the view clock; a status when it turns. */
  private readonly day: DayWatch;
  /** The page's live room on the session's socket (room/room-client.ts). */
  readonly rooms: RoomClient;
  /** Private messages' user channel (proto/live.proto 310–312). */
  readonly users: UserClient;

  constructor(private readonly deps: EngineDeps) {
    this.feedStatus = new StatusThrottle(deps.scheduler, () => this.statuses.emit(this.status()));
    this.patches = new PatchOutbox(deps.scheduler);
    this.local = new LocalStore(() => this.repository(), (p) => this.problems.emit(p));
    this.views = new ViewHub({
      scheduler: deps.scheduler, localZone: deps.localZone, local: this.local.current,
      post: (patch, unpaced) => this.patches.post(patch, unpaced),
    });
    this.day = new DayWatch(deps.scheduler, () => this.statuses.emit(this.status()));
    this.rooms = new RoomClient(deps.scheduler);
    this.users = new UserClient(deps.scheduler);
    // The day first: a batch may carry the feed's first word of its time, and the status with the feed's day must
    // reach the page before the rows that batch brings, or a page showing them still has the device's day [LS-2].
    this.batches.add(() => this.day.recheck());
    this.batches.add((batch) => this.views.batch(batch));
    this.local.onChange((items) => this.views.localChanged(items));
    this.patches.problems.add(() => { this.viewProblems++; });
  }

  /** Opens storage and reads the local items back, once. Never rejects: at worst, memory. */
  repository(): Promise<MatchRepository> {
    const report = (p: StorageProblem) => this.problems.emit(p);
    this.opening ??= (async () => {
      let repository: MatchRepository;
      try {
        repository = await this.deps.openStorage(report);
      } catch (error) {
        report({ kind: 'openFailed', detail: describeStorageError(error), fallback: 'memory' });
        repository = new MemoryRepository();
      }
      markEngineOpen('storage-open', repository.kind);
      this.local.load(await loadLocalItems(repository, report));
      markEngineOpen('local-read');
      this.views.localChanged(this.local.current);
      this.storage = repository;
      return repository;
    })();
    return this.opening;
  }

  async start(options: StartOptions): Promise<StartResult> {
    markEngineOpen('start');
    const checked = checkStartOptions(options);
    if (!checked.ok) return checked;
    const generation = ++this.generation;
    await this.endSession();
    const repository = await this.repository();
    const report = (p: StorageProblem) => this.problems.emit(p);
    let session: Session;
    let warm = false;
    if (checked.mode === 'live') {
      const stored = await loadWarmState(repository, report);
      warm = stored.warm;
      markEngineOpen('warm-read', warm ? 'warm' : 'cold');
      session = liveSession(this.deps, checked, repository, stored.warm ? stored.state : undefined, report);
    } else {
      session = replaySession(this.deps, checked.recording, checked.speed);
    }
    if (generation !== this.generation) return { ok: false, reason: 'superseded', detail: 'a later start() or stop() came first' };
    this.session = session;
    this.mode = checked.mode;
    // The live feed's own time (FEED_SPEED may not be 1), or the replay's playhead: one clock for every view.
    const clock = session.replay ? replayClock(session.replay, this.deps.scheduler) : session.feedClock ?? schedulerClock(this.deps.scheduler);
    this.views.sessionStarted(clock);
    this.day.follow(clock);
    session.ingest.onBatch((batch) => this.batches.emit(batch));
    session.ingest.onBadFrame((bad) => this.badFrames.emit(bad));
    this.rooms.attach(session.socket);
    session.ingest.onRoomEvent((event) => this.rooms.received(event));
    this.users.attach(session.socket);
    session.ingest.onUserEvent((event) => this.users.received(event));
    let connected: boolean | undefined;
    session.ingest.onStatus((feed) => {
      if (feed.connected && connected !== true) {
        this.rooms.connected(); // every room is joined on every new connection
        this.users.connected(); // and the user subscribed again
      }
      // The pill's 实时 ⇄ 重连中… goes at once; the feed's progress (lastFrameAt, seq) is paced.
      this.feedStatus.changed(feed.connected !== connected);
      connected = feed.connected;
    });
    session.ingest.start();
    return { ok: true, mode: checked.mode, warm };
  }

  /** Stops the feed and writes what is still unsaved. */
  async stop(): Promise<void> {
    this.generation++;
    await this.endSession();
    this.feedStatus.flush();
  }

  status(): EngineStatus {
    return {
      mode: this.mode,
      storage: this.storage?.kind ?? 'opening',
      feed: this.session?.ingest.status() ?? null,
      replay: this.session?.replay?.status() ?? null,
      unsaved: this.session?.writer?.pending ?? false,
      views: {
        subscriptions: this.views.subscriptions, patches: this.patches.counts.posted, merged: this.patches.counts.merged,
        problems: this.viewProblems + this.batches.failures,
      },
      counts: this.session ? liveCounts(this.session.ingest.current, this.day.dayStart) : null,
      today: this.day.today,
    };
  }

  pauseReplay(): ReplayControl { return this.controlReplay((r) => r.pause()); }
  resumeReplay(): ReplayControl { return this.controlReplay((r) => r.resume()); }
  seekReplay(ts: number): ReplayControl { return this.controlReplay((r) => r.seek(ts)); }
  setReplaySpeed(speed: number): ReplayControl { return this.controlReplay((r) => r.setSpeed(speed)); }

  /** The page became visible (workers have no document: the page tells us) — a waiting socket retries now. */
  pageVisible(): void { this.deps.wakeups.notify('visible'); }
  browserOnline(): void { this.deps.wakeups.notify('online'); }

  /** Every folded batch (the views are fed from here, once per batch). */
  onBatch(listener: Listener<Batch>): () => void { return this.batches.add(listener); }
  onBadFrame(listener: Listener<BadFrame>): () => void { return this.badFrames.add(listener); }
  onStatus(listener: Listener<EngineStatus>): () => void { return this.statuses.add(listener); }
  onStorageProblem(listener: Listener<StorageProblem>): () => void { return this.problems.add(listener); }

  private controlReplay(control: (replay: NonNullable<Session['replay']>) => ReplayControlResult): ReplayControl {
    const replay = this.session?.replay;
    if (!replay) return NOT_REPLAYING;
    const result = control(replay);
    this.views.reschedule(); // the view clock follows the playhead: paused, faster, elsewhere
    this.day.follow(replayClock(replay, this.deps.scheduler));
    this.statuses.emit(this.status());
    return result;
  }

  private async endSession(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    this.mode = 'idle';
    this.day.stop();
    this.rooms.attach(undefined);
    this.users.attach(undefined);
    if (session) await endSession(session);
    this.feedStatus.cancel(); // what the ended session reported is in the status the caller posts next
  }
}
