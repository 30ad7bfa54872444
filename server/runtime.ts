// One running server process, in one of three roles (config.role, DESIGN.md "Scale-out"):
//   all     — feed source, event log, state and gateway in one process (npm start); the frames also go to the
//             bus (in-process by default), which backs resumes reaching further back than the gateway's own.
//   feed    — feed source, event log and state, publishing every frame to the bus and answering snapshot
//             requests; HTTP lists. No /ws.
//   gateway — follows the bus into a state of its own (server/bus/follower.ts); /ws and HTTP lists.
// main.ts and the integration tests start them the same way; stop() is the clean shutdown (feed, sockets with
// 1001, HTTP, recorder, bus).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AccountsRuntime } from './api/runtime';
import type { AppDeps } from './app';
import { buildApp } from './app';
import { busFromConfig } from './bus/bus-from-config';
import { FeedClock } from './bus/feed-clock';
import type { FeedPublisher } from './bus/feed-publisher';
import { publishFeed } from './bus/feed-publisher';
import { BusFollower } from './bus/follower';
import type { FrameBus } from './bus/frame-bus';
import { busHistory } from './bus/frame-history';
import type { ServerConfig } from './config';
import { EventLog } from './feed/event-log';
import type { FeedSource } from './feed/feed-source';
import type { Recorder } from './feed/recorder';
import { recordTo } from './feed/recorder';
import { newStreamId } from './feed/stream-id';
import { logView } from './gateway/feed-view';
import type { Gateway, GatewayOptions } from './gateway/gateway';
import { createGateway } from './gateway/gateway';
import type { Scheduler } from '../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../engine/time';
import type { ChatBus } from './chat/chat-bus';
import type { ChatRuntime } from './chat/chat-runtime';
import { startChat } from './chat/chat-runtime';
import type { MessageBus } from './messages/message-bus';
import { startMessages } from './messages/messages-runtime';
import type { Logger } from './log/logger';
import { lineTo, silentLogger } from './log/logger';
import type { MediaOptions } from './media/media-runtime';
import { MediaRuntime } from './media/media-runtime';
import type { AnchorStreams } from './anchors/anchor-streams';
import { createAnchorStreams, forgetLiveStreams } from './anchors/anchor-streams';
import type { RoomEventSink } from './anchors/room-event-sink';
import { logRoomEventSink, serveRoomEvents } from './anchors/room-event-sink';
import type { UserNotices } from './anchors/user-notices';

/** Overrides of the gateway's limits (tick, buffers, recent frames), for tests and the bench. */
export type GatewayOverrides = Partial<Omit<GatewayOptions, 'feed' | 'history' | 'feedNow' | 'timers'>>;

interface CommonDeps {
  readonly timers?: Scheduler;
  /** A bus to use instead of the one config.bus names (tests share one between runtimes); stop() leaves it open. */
  readonly bus?: FrameBus;
  /** The server log (Fastify's requests and errors, bus trouble); silent by default, so tests print nothing. */
  readonly logger?: Logger;
  /** Bus trouble; the logger at warn by default. */
  readonly warn?: (line: string) => void;
}

export interface RuntimeDeps extends CommonDeps {
  readonly source: FeedSource;
  readonly gateway?: GatewayOverrides;
  /** The accounts part (/api auth, follows); main.ts opens it, feed-only tests leave it out. Closed by stop(). */
  readonly accounts?: AccountsRuntime;
  /**
   * Live-room chat (server/chat/): on whenever there are accounts. A chat bus to share (tests), limits, and the
   * room channel's own timers (its rate buckets and audience updates: a test's ManualScheduler; the runtime's by
   * default).
   */
  readonly chat?: { readonly bus?: ChatBus; readonly channel?: Parameters<typeof startChat>[0]['channel']; readonly timers?: Scheduler };
  /** Private messages (server/messages/): on whenever there are accounts. A message bus to share (tests). */
  readonly messages?: { readonly bus?: MessageBus };
  /**
   * The video part (ROLE=all only): RTMP ingest on config.media.rtmpPort, /live/<roomId>.flv, demo rooms. main.ts
   * passes it (the anchors' authorizer and lifecycle go in here, or later through runtime.media); tests opt in.
   */
  readonly media?: MediaOptions;
  /** Where POST /agora/notify reads AGORA_NCS_SECRET (default process.env). */
  readonly agoraNotify?: AppDeps['agoraNotify'];
}

export interface GatewayRuntimeDeps extends CommonDeps {
  readonly gateway?: GatewayOverrides;
  /** Between attempts to load the feed's state while neither the bus nor the feed can give it. */
  readonly retryMs?: number;
}

interface Listening {
  readonly app: FastifyInstance;
  readonly url: string;
  stop(): Promise<void>;
}

/** ROLE=feed. */
export interface FeedRuntime extends Listening {
  readonly log: EventLog;
  readonly source: FeedSource;
  readonly recorder: Recorder | undefined;
  readonly bus: FrameBus;
  /** For the start-up line. */
  readonly busDescription: string;
  /** What puts the log's frames on the bus; `publisher.flush()` resolves once every frame so far is there. */
  readonly publisher: FeedPublisher;
  /** Room events into this process's log (also served on the bus: live.request.room-events). */
  readonly roomEvents: RoomEventSink;
  /**
   * The anchors' StreamAuthorizer and StreamLifecycle (server/media/stream-ports.ts) for the RTMP ingest: push keys
   * from the database, 200/210 into the feed. Only with the accounts part (it needs the database).
   */
  readonly anchorStreams: AnchorStreams | undefined;
}

/** ROLE=all. */
export interface Runtime extends FeedRuntime {
  readonly wsUrl: string;
  readonly gateway: Gateway;
  /** Live-room chat; none without accounts. */
  readonly chat: ChatRuntime | undefined;
  /** Present when deps.media was given: playbackFor, setAuthorizer, setLifecycle, pushUrl (media/media-runtime.ts). */
  readonly media: MediaRuntime | undefined;
}

/** ROLE=gateway. */
export interface GatewayRuntime extends Listening {
  readonly wsUrl: string;
  readonly follower: BusFollower;
  readonly gateway: Gateway;
  readonly bus: FrameBus;
  readonly busDescription: string;
}

async function openBus(config: ServerConfig, deps: CommonDeps, timers: Scheduler, warn: (line: string) => void) {
  if (deps.bus) return { bus: deps.bus, description: `${deps.bus.kind} bus (shared)`, owned: false };
  return { ...await busFromConfig(config.bus, timers, `live-${config.role}`, warn), owned: true };
}

async function listen(app: FastifyInstance, config: ServerConfig): Promise<{ url: string; wsUrl: string }> {
  await app.listen({ port: config.port, host: config.host });
  const { address, port } = app.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return { url: `http://${host}:${port}`, wsUrl: `ws://${host}:${port}/ws` };
}

interface FeedSide {
  readonly log: EventLog;
  readonly recorder: Recorder | undefined;
  readonly publisher: FeedPublisher;
}

/** Event log, recorder and publisher, listening before the source starts, so the catch-up is published too. */
function startFeedSide(config: ServerConfig, source: FeedSource, bus: FrameBus, timers: Scheduler, warn: (line: string) => void): FeedSide {
  const log = new EventLog(newStreamId(timers.now()));
  const recorder = config.recordTo ? recordTo(log, config.recordTo, config.seed) : undefined;
  const publisher = publishFeed(log, bus, () => source.now(), warn);
  return { log, recorder, publisher };
}

async function startFeedProcess(config: ServerConfig, deps: RuntimeDeps, withGateway: boolean): Promise<Runtime | FeedRuntime> {
  const timers = deps.timers ?? SYSTEM_SCHEDULER;
  const logger = deps.logger ?? silentLogger;
  const warn = deps.warn ?? lineTo(logger, 'warn');
  const { source } = deps;
  const opened = await openBus(config, deps, timers, warn);
  const { bus } = opened;
  const { log, recorder, publisher } = startFeedSide(config, source, bus, timers, warn);
  // Chat needs the accounts (the database and the token keys); the HTTP moderation routes share its hub.
  const chat = deps.accounts ? await startChat({
    accounts: deps.accounts, busConfig: config.bus, timers: deps.chat?.timers ?? timers, state: () => log.state, bus: deps.chat?.bus, channel: deps.chat?.channel, log: warn,
  }) : undefined;
  const messages = deps.accounts ? await startMessages({ accounts: deps.accounts, busConfig: config.bus, timers, bus: deps.messages?.bus, log: warn }) : undefined;
  const gateway = withGateway ? createGateway({
    feed: logView(log), history: busHistory(bus, timers), feedNow: () => source.now(), feedSpeed: source.speed ?? 1, timers,
    signMaxSkewMs: config.signMaxSkewMs, ...config.gateway, trustProxy: config.trustProxy, ...deps.gateway, rooms: chat?.rooms, users: messages?.users,
  }) : undefined;
  // Room events from anchors go into this log: from this process's /api and ingest, and from other processes over
  // the bus (server/README.md "Scale-out").
  const roomEvents = logRoomEventSink(log, () => source.now());
  const roomEventServer = serveRoomEvents(bus, roomEvents);
  const anchorStreams = await startAnchorStreams(deps.accounts, roomEvents, log, warn, messages?.hub);
  // The state is caught up before the first client can ask for a list.
  source.start(log);
  const media = withGateway && deps.media ? await MediaRuntime.start({
    config: config.media, host: config.host, state: () => log.state, feedNow: () => source.now(),
    log: { info: lineTo(logger, 'info'), warn },
    // Who may push and what a push starts: the anchors' keys and room events (server/anchors/anchor-streams.ts).
    options: {
      ...deps.media, authorizer: deps.media.authorizer ?? anchorStreams?.authorizer, lifecycle: deps.media.lifecycle ?? anchorStreams?.lifecycle,
      timers: deps.media.timers ?? timers,
    },
  }) : undefined;
  const app = await buildApp({
    state: () => log.state, feedNow: () => source.now(), timers, gateway, distDir: config.distDir, accounts: deps.accounts, chat: chat?.hub, messages: messages?.hub,
    otherDays: source.otherDays, trustProxy: config.trustProxy, logger, bus, media,
    ...(config.feedControl && source.skip && { feedControl: { skip: (ms: number) => source.skip!(ms), now: () => source.now() } }),
    // The anchors' push address has the running ingest's port (RTMP_PORT=0 picks one).
    anchors: { roomEvents, ...(anchorStreams && { streams: anchorStreams }), ...(media && { pushPort: () => media.rtmpPort }) },
    agoraNotify: deps.agoraNotify,
  });
  let listening: { url: string; wsUrl: string };
  try {
    listening = await listen(app, config);
  } catch (err) {
    await media?.stop();
    throw err;
  }
  const { url, wsUrl } = listening;
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= (async () => {
    source.stop();
    roomEventServer.stop();
    // Before HTTP: ending the publishers ends the viewers' open /live streams, which would hold app.close().
    await media?.stop();
    await app.close();
    await anchorStreams?.settled();
    await chat?.close();
    await messages?.close();
    await deps.accounts?.close();
    await recorder?.flush();
    publisher.stop();
    await (opened.owned ? bus.close() : publisher.flush());
  })());
  const common = { app, log, source, recorder, bus, busDescription: opened.description, publisher, url, stop, roomEvents, anchorStreams };
  return gateway ? { ...common, wsUrl, gateway, chat, media } : common;
}

/**
 * The anchors' stream side, when this process has the database. A new day's lists replace the rooms (the replay's
 * and the simulator's day snapshots), so live anchors' rooms are put back after each; and no stream outlives a
 * restart, so broadcasts left live wait for their stream again.
 */
async function startAnchorStreams(accounts: AccountsRuntime | undefined, roomEvents: RoomEventSink, log: EventLog,
  warn: (line: string) => void, notices: UserNotices | undefined): Promise<AnchorStreams | undefined> {
  if (!accounts) return undefined;
  // The go-live reminders go to the users' sockets over the private messages' bus (the hub is a UserNotices).
  const streams = createAnchorStreams({ db: accounts.db, clock: accounts.clock, roomEvents, liveState: () => log.state, log: warn, ...(notices && { notices }) });
  const reset = await forgetLiveStreams(accounts.db);
  if (reset) warn(`anchors: ${reset} broadcast(s) were live before the restart; waiting for their streams again`);
  log.subscribe((batch) => {
    if (batch.live && batch.events.some((e) => e.type === 'listSnapshot')) {
      streams.restoreLiveRooms().catch((err: unknown) => warn(`anchors: restoring live rooms failed: ${err instanceof Error ? err.message : String(err)}`));
    }
  });
  return streams;
}

/** ROLE=all: everything in one process. */
export function startRuntime(config: ServerConfig, deps: RuntimeDeps): Promise<Runtime> {
  return startFeedProcess(config, deps, true) as Promise<Runtime>;
}

/** ROLE=feed: the feed and HTTP lists, publishing to the bus. */
export function startFeedRuntime(config: ServerConfig, deps: RuntimeDeps): Promise<FeedRuntime> {
  return startFeedProcess(config, deps, false);
}

/** ROLE=gateway: waits until it holds the feed's state (from the bus, or the feed's snapshot), then listens. */
export async function startGatewayRuntime(config: ServerConfig, deps: GatewayRuntimeDeps = {}): Promise<GatewayRuntime> {
  const timers = deps.timers ?? SYSTEM_SCHEDULER;
  const logger = deps.logger ?? silentLogger;
  const warn = deps.warn ?? lineTo(logger, 'warn');
  const opened = await openBus(config, deps, timers, warn);
  const { bus } = opened;
  // The feed's virtual time runs FEED_SPEED times faster: set the feed's FEED_SPEED on gateways too.
  const clock = new FeedClock(timers, config.speed, config.feedStart);
  const follower = new BusFollower({ bus, timers, clock, log: warn, retryMs: deps.retryMs });
  try {
    await follower.start();
  } catch (err) {
    if (opened.owned) await bus.close();
    throw err;
  }
  const gateway = createGateway({
    feed: follower, history: busHistory(bus, timers), feedNow: () => clock.now(), feedSpeed: config.speed, timers,
    signMaxSkewMs: config.signMaxSkewMs, ...config.gateway, trustProxy: config.trustProxy, ...deps.gateway,
  });
  const app = await buildApp({
    state: () => follower.state, feedNow: () => clock.now(), timers, gateway, distDir: config.distDir, trustProxy: config.trustProxy,
    logger, bus,
  });
  const { url, wsUrl } = await listen(app, config);
  let stopping: Promise<void> | undefined;
  return {
    app, url, wsUrl, follower, gateway, bus, busDescription: opened.description,
    stop: () => (stopping ??= (async () => {
      follower.stop();
      await app.close();
      if (opened.owned) await bus.close();
    })()),
  };
}
