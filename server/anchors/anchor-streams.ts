// The anchors' side of the RTMP ingest (server/media/stream-ports.ts): who may publish (the room's push key, while
// the room has an open broadcast) and what a stream starting or stopping does — 200 stream start into the feed
// when a prepared broadcast's stream arrives, 210 when it stops (the broadcast goes back to prepared, so OBS
// reconnecting resumes it). Stateless past the database: any process holding the database and a RoomEventSink
// can run it.
import { timingSafeEqual } from 'node:crypto';
import type { LiveState, StreamStart, Unstamped } from '../../engine/core';
import type { Clock } from '../../engine/core/time/scheduler';
import type { Database } from '../db/database';
import type { BroadcastRow } from '../db/repositories/broadcasts';
import { liveBroadcasts, markLive, markUnpublished, notePeakViewers, openBroadcastInRoom, resetLiveBroadcasts } from '../db/repositories/broadcasts';
import { followCounts } from '../db/repositories/customer-follows';
import { findPushKey } from '../db/repositories/push-keys';
import { findUserById } from '../db/repositories/users';
import type { StreamAuthorizer, StreamGrant, StreamLifecycle } from '../media/stream-ports';
import { remindFollowers } from './reminders';
import type { RoomEvent, RoomEventSink } from './room-event-sink';
import type { UserNotices } from './user-notices';
import { roomInitOf, sportOf } from './room-records';

export const RTMP_APP = 'live';
const STREAM_KEY = /^(\d{1,10})-([A-Za-z0-9_-]{16,128})$/;

export interface AnchorStreamsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly roomEvents: RoomEventSink;
  readonly liveState: () => LiveState;
  readonly log?: (line: string) => void;
  /** Where the go-live reminders go (remindFollowers); none: no reminders sent. */
  readonly notices?: UserNotices;
}

export interface AnchorStreams {
  readonly authorizer: StreamAuthorizer;
  readonly lifecycle: StreamLifecycle;
  /** Resolves once every published/unpublished reported so far has been handled (tests, shutdown). */
  settled(): Promise<void>;
  /** The 200 of a live broadcast (also after a match switch or a new day's lists). */
  streamStart(b: BroadcastRow): Promise<Unstamped<StreamStart> | undefined>;
  /** A 200 for each live broadcast whose match the lists hold: a new day's snapshot replaced the rooms. */
  restoreLiveRooms(): Promise<void>;
}

export function createAnchorStreams(deps: AnchorStreamsDeps): AnchorStreams {
  const { db, clock, roomEvents } = deps;
  const log = deps.log ?? (() => {});
  // The ingest reports in order; handling them in order keeps 200 before 210 for a quick reconnect.
  let chain: Promise<void> = Promise.resolve();
  const inOrder = (what: string, step: () => Promise<void>) => {
    chain = chain.then(step).catch((err: unknown) => log(`anchors: ${what} failed: ${err instanceof Error ? err.message : String(err)}`));
  };

  const streamStart = async (b: BroadcastRow): Promise<Unstamped<StreamStart> | undefined> => {
    const anchor = await findUserById(db, b.anchorId);
    if (!anchor) return undefined;
    const fans = (await followCounts(db, anchor.id)).followFrom;
    return { type: 'streamStart', room: roomInitOf(b, anchor, fans, deps.liveState()) };
  };

  const authorizer: StreamAuthorizer = {
    async authorize(app, streamName): Promise<StreamGrant | null> {
      if (app !== RTMP_APP) return null;
      const m = STREAM_KEY.exec(streamName);
      if (!m) return null;
      const roomId = Number(m[1]);
      const key = await findPushKey(db, roomId);
      if (!key) return null;
      const [given, held] = [Buffer.from(m[2]), Buffer.from(key.secret)];
      if (given.length !== held.length || !timingSafeEqual(given, held)) return null;
      // A stream belongs to a broadcast: without a prepared (or live) one there is no match to show it on.
      const open = await openBroadcastInRoom(db, roomId);
      return open && open.anchorId === key.anchorId ? { roomId } : null;
    },
  };

  const lifecycle: StreamLifecycle = {
    published(roomId) {
      inOrder(`published ${roomId}`, async () => {
        const b = await markLive(db, roomId, new Date(clock.now()));
        if (!b) return; // already live, or nothing prepared (the authorizer refuses those)
        const start = await streamStart(b);
        if (start) await roomEvents.append([start]);
        // Followers and those who asked hear of it once per broadcast (an OBS reconnect tells nobody again).
        if (start && deps.notices) await remindFollowers({ db, notices: deps.notices, now: () => clock.now() }, b.anchorId, b);
      });
    },
    unpublished(roomId) {
      inOrder(`unpublished ${roomId}`, async () => {
        const b = await markUnpublished(db, roomId);
        if (!b) return; // closed by the anchor already (close sent its 210)
        await notePeakViewers(db, b.id, deps.liveState().rooms[roomId]?.viewCount ?? 0);
        await roomEvents.append([{ type: 'streamClose', sport: sportOf(b), matchId: b.matchId, roomId }]);
      });
    },
  };

  return {
    authorizer, lifecycle, streamStart,
    settled: () => chain,
    async restoreLiveRooms() {
      const state = deps.liveState();
      const events: RoomEvent[] = [];
      for (const b of await liveBroadcasts(db)) {
        if (!state[sportOf(b)].matches[b.matchId]) continue;
        const start = await streamStart(b);
        if (start) events.push(start);
      }
      await roomEvents.append(events);
    },
  };
}

/** On start: no stream survives a restart of the ingest, so live broadcasts wait for their stream again. */
export async function forgetLiveStreams(db: Database): Promise<number> {
  return resetLiveBroadcasts(db);
}
