// One run of the engine between start() and stop(): a frame source, the ingest behind it, and for the live feed
// the write-behind that persists what it folds (a replay is not persisted: it must not overwrite the live warm
// state with a recorded day).
import { FeedIngest } from './ingest/feed-ingest';
import type { LiveState, Sport } from '../core';
import type { MatchRepository } from './persist/match-repository';
import type { ProblemListener } from './persist/storage-problem';
import { WriteBehind } from './persist/write-behind';
import type { FetchLike, Recording } from './source/replay-source';
import { ReplaySource } from './source/replay-source';
import { SocketSource } from './source/socket-source';
import type { SocketFactory } from './source/socket-port';
import type { Wakeups } from './source/wakeups';
import type { Scheduler } from '../core/time/scheduler';
import type { Random } from './random';
import { FeedClock } from './views/feed-clock';

export interface SessionDeps {
  readonly scheduler: Scheduler;
  readonly random: Random;
  readonly connectSocket: SocketFactory;
  readonly fetch: FetchLike;
  readonly wakeups: Wakeups;
}

export interface Session {
  readonly ingest: FeedIngest;
  /** The live socket (the room channel sends on it); none in a replay. */
  readonly socket?: SocketSource;
  readonly replay: ReplaySource | undefined;
  readonly writer: WriteBehind | undefined;
  /** The live feed's time (pongs and frames), the views' clock; undefined for a replay (its playhead is). */
  readonly feedClock?: FeedClock;
}

export function liveSession(
  deps: SessionDeps, feed: { readonly url: string; readonly firstSport?: Sport }, repository: MatchRepository, warm: LiveState | undefined, onProblem: ProblemListener,
): Session {
  const source = new SocketSource({
    url: feed.url, firstSport: feed.firstSport, connect: deps.connectSocket, scheduler: deps.scheduler, random: deps.random, wakeups: deps.wakeups,
  });
  const feedClock = new FeedClock(deps.scheduler);
  const ingest = new FeedIngest({ source, scheduler: deps.scheduler, initial: warm, feedTime: (ts, server, at, speed) => feedClock.observe(ts, server, at, speed) });
  const writer = new WriteBehind({ repository, scheduler: deps.scheduler, stored: warm, onProblem });
  ingest.onBatch((batch) => writer.track(batch));
  return { ingest, replay: undefined, writer, socket: source, feedClock };
}

export function replaySession(deps: SessionDeps, recording: Recording, speed: number): Session {
  const replay = new ReplaySource({ recording, speed, scheduler: deps.scheduler, fetch: deps.fetch });
  return { ingest: new FeedIngest({ source: replay, scheduler: deps.scheduler }), replay, writer: undefined };
}

/** Stops the source, then writes what is still dirty. */
export async function endSession(session: Session): Promise<void> {
  session.ingest.stop();
  await session.writer?.flush();
  session.writer?.stop();
}
