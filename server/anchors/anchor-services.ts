// What the anchor routes share: settings, the identity provider, the ID-number hasher, the room-event sink and the
// stream side (anchor-streams.ts). Built once per /api plugin from what app.ts / the tests hand it.
import type { LiveState } from '../../engine/core';
import type { Clock } from '../../engine/core/time/scheduler';
import type { Database } from '../db/database';
import type { AnchorsConfig } from './anchors-config';
import { pushServerOf } from './anchors-config';
import type { AnchorStreams } from './anchor-streams';
import { createAnchorStreams } from './anchor-streams';
import { createDemoIdentityProvider } from './identity/demo-identity';
import type { IdNumberHasher } from './identity/id-number-hash';
import { idNumberHasher } from './identity/id-number-hash';
import type { IdentityProvider } from './identity/identity-provider';
import type { RoomEventSink } from './room-event-sink';
import type { UserNotices } from './user-notices';
import type { PushPolicy } from '../media/push-policy';
import { pushPolicy } from '../media/push-policy';

export interface AnchorDeps {
  readonly config?: AnchorsConfig;
  readonly identity?: IdentityProvider;
  /** Where room events go: the feed's log (server/runtime.ts). None: they are logged as dropped — an /api without
   *  a feed (tests of the audit alone). */
  readonly roomEvents?: RoomEventSink;
  /** The process's one AnchorStreams (runtime.ts shares it with the ingest); made from roomEvents when absent. */
  readonly streams?: AnchorStreams;
  /** The running ingest's port (RTMP_PORT=0 picks one at start); default: config.rtmpPort. The host stays the
   *  config's (RTMP_PUBLIC_HOST: the name anchors reach, not the address the ingest binds). */
  readonly pushPort?: () => number;
  /** The per-user notices the go-live reminders go through (remindFollowers); none: reminders are not sent. */
  readonly notices?: UserNotices;
  /** Where the encoder pushes (server/media/push-policy.ts); default: Agora's Media Gateway when the env has its
   *  app and customer credentials, else our own ingest. */
  readonly push?: PushPolicy;
}

export interface AnchorServices {
  readonly config: AnchorsConfig;
  readonly identity: IdentityProvider;
  readonly hashIdNumber: IdNumberHasher;
  readonly roomEvents: RoomEventSink;
  readonly streams: AnchorStreams;
  /** rtmp://<host>:<port>/live */
  readonly pushServer: () => string;
  /** Our key and server, or Agora's in their place (push-policy.ts). */
  readonly push: PushPolicy;
}

/** Tests' default: instant review, the default RTMP port. */
export const TEST_ANCHORS_CONFIG: AnchorsConfig = { rtmpHost: '127.0.0.1', rtmpPort: 1935, autoReviewMs: 0 };

export function createAnchorServices(deps: AnchorDeps | undefined, base: {
  db: Database; clock: Clock; liveState: () => LiveState; log: (line: string) => void; hashKey: Uint8Array;
}): AnchorServices {
  const roomEvents = deps?.roomEvents ?? {
    async append(events) {
      if (events.length) base.log(`anchors: ${events.length} room event(s) dropped: this /api has no feed`);
    },
  } satisfies RoomEventSink;
  const config = deps?.config ?? TEST_ANCHORS_CONFIG;
  return {
    config, pushServer: () => pushServerOf({ rtmpHost: config.rtmpHost, rtmpPort: deps?.pushPort?.() ?? config.rtmpPort }),
    push: deps?.push ?? pushPolicy(process.env, { now: () => base.clock.now(), log: base.log }),
    identity: deps?.identity ?? createDemoIdentityProvider(base.clock),
    hashIdNumber: idNumberHasher(base.hashKey),
    roomEvents,
    streams: deps?.streams ?? createAnchorStreams({
      db: base.db, clock: base.clock, roomEvents, liveState: base.liveState, log: base.log, ...(deps?.notices && { notices: deps.notices }),
    }),
  };
}
