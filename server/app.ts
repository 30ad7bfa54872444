// buildApp(deps): the Fastify instance with every part registered. Each part is its own module. /api is one plugin
// (server/api/plugin.ts): every call of the contract with the accounts part, the feed's lists alone without it.
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { LiveState } from '../engine/core';
import type { Scheduler } from '../engine/core/time/scheduler';
import type { FrameBus } from './bus/frame-bus';
import type { Gateway } from './gateway/gateway';
import type { TrustProxy } from './http/client-address';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/errors';
import type { FeedControlDeps } from './http/feed-control';
import { feedControlRoutes } from './http/feed-control';
import { healthRoutes } from './http/health';
import { RequestLog, answerRequestIds, newRequestId } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticUi } from './http/static-ui';
import { documentRoutes } from './docs/document-routes';
import type { AccountsRuntime } from './api/runtime';
import type { ChatHub } from './chat/chat-hub';
import type { MessageHub } from './messages/message-hub';
import { listsPlugin } from './api/plugin';
import { filteredSnapshot } from './state/list-views';
import type { OtherDaySpec } from './days/other-day-lists';
import { OtherDays } from './days/other-days';
import type { MediaRuntime } from './media/media-runtime';
import { playbackPolicy } from './media/playback-policy';
import type { AgoraNotifyEnv } from './media/agora-notify-route';
import { agoraNotifyRoutes } from './media/agora-notify-route';
import type { AnchorDeps } from './anchors/anchor-services';
import { uploadFileRoutes } from './uploads/upload-files';
import { SHARED_SCHEMA_CONTROLLER } from './http/validators';

export interface AppDeps {
  /** The authoritative state (the event log's; a ROLE=gateway process's own copy, folded from the bus). */
  readonly state: () => LiveState;
  /** The feed's virtual time: the matches' and the days' (server/time/clocks.ts). */
  readonly feedNow: () => number;
  /** The routes' timers; the system's by default. */
  readonly timers?: Scheduler;
  /** The WebSocket gateway at /ws; none in a ROLE=feed process. */
  readonly gateway?: Gateway;
  /** The built UI; served when it holds an index.html. */
  readonly distDir: string;
  /** The server log (server/log/logger.ts); none: Fastify logs nothing (tests). */
  readonly logger?: FastifyBaseLogger;
  /** The bus the process feeds or follows, for /readyz (NATS connected). */
  readonly bus?: FrameBus;
  /** The accounts part: the whole /api (accounts, follows, the lists …), answers sealed with its keys [HT-2];
   *  none: /api serves the feed's lists only. */
  readonly accounts?: AccountsRuntime;
  /** How the feed's other days are generated [LS-9] (FeedSource.otherDays); none: other days are empty. */
  readonly otherDays?: OtherDaySpec;
  /** Live-room chat's hub (server/chat/), for the moderation routes; none: the routes use a hub of their own. */
  readonly chat?: ChatHub;
  /** Private messages' hub (server/messages/), shared with the gateway's user channel; none: one of its own. */
  readonly messages?: MessageHub;
  /** TRUST_PROXY: whose X-Forwarded-For makes `request.ip` (the SMS limits key on it). */
  readonly trustProxy?: TrustProxy;
  /** The video part (RTMP ingest, HTTP-FLV /live/<roomId>.flv, demo rooms); none: no /live routes. */
  readonly media?: MediaRuntime;
  /** Room events into the feed and the stream side of the anchors (issue #14; server/runtime.ts builds them). */
  readonly anchors?: Pick<AnchorDeps, 'roomEvents' | 'streams' | 'pushPort'>;
  /** FEED_CONTROL: the feed's test control (POST /__test/feed/skip); none: no such route. */
  readonly feedControl?: FeedControlDeps;
  /** Where POST /agora/notify reads AGORA_NCS_SECRET (default process.env; tests pass their own). */
  readonly agoraNotify?: { readonly env?: AgoraNotifyEnv };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    genReqId: newRequestId, logController: new RequestLog(), bodyLimit: 64 * 1024,
    trustProxy: deps.trustProxy ?? false, schemaController: SHARED_SCHEMA_CONTROLLER,
  });
  registerErrorHandler(app);
  answerRequestIds(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  healthRoutes(app, { state: deps.state, db: deps.accounts?.db, bus: deps.bus });
  if (deps.feedControl) feedControlRoutes(app, deps.feedControl);
  const { accounts } = deps;
  const otherDays = deps.otherDays && new OtherDays({ spec: deps.otherDays });
  if (otherDays) app.addHook('onClose', async () => otherDays.close());
  if (!accounts) await app.register(listsPlugin({ liveState: deps.state, feedNow: deps.feedNow, otherDays }), { prefix: '/api' });
  if (accounts) {
    await app.register(accounts.plugin({
      // Follow lists answer with the followed matches as the feed has them now [FL-5].
      matchLookup: (sport, ids) => {
        const wanted = new Set(ids);
        return filteredSnapshot(deps.state(), sport, deps.feedNow(), (m) => wanted.has(m.id));
      },
      // Match details, rooms and anchors for the hover card, streams popup and carousel [LS-13, LS-14, AN-1].
      liveState: deps.state,
      feedNow: deps.feedNow,
      otherDays,
      timers: deps.timers,
      // The seasons of the data pages and the match centre's past: the generator's, for the feed's own seed and day.
      matchCentre: deps.otherDays && {
        seed: deps.otherDays.seed, football: deps.otherDays.football, basketball: deps.otherDays.basketball, recordedDate: deps.otherDays.recordedDate,
      },
      log: (line) => app.log.warn(line),
      chat: deps.chat,
      messages: deps.messages,
      playback: playbackPolicy(deps.media),
      anchors: deps.anchors,
    }), { prefix: '/api' });
    uploadFileRoutes(app, accounts.uploads); // GET /uploads/<key>: what /api/v1/file/batch/upload stored
  }
  deps.media?.routes(app);
  const streams = deps.anchors?.streams;
  if (streams) {
    // Agora's Media Gateway notifications: in Agora mode the stream's start and stop come from there (issue #14).
    await app.register(agoraNotifyRoutes({
      lifecycle: streams.lifecycle, settled: () => streams.settled(), env: deps.agoraNotify?.env,
      ...(accounts && { now: () => accounts.clock.now() }),
      log: { info: (line) => app.log.info(line), warn: (line) => app.log.warn(line) },
    }));
  }
  documentRoutes(app); // /docs/*.html: the footer's documents (issue #14)
  await registerStaticUi(app, deps.distDir);
  const { gateway } = deps;
  if (gateway) {
    gateway.attach(app.server);
    // Sockets first: an open WebSocket would otherwise keep the HTTP server from closing.
    app.addHook('preClose', async () => gateway.close());
  }
  return app;
}
