// Model-based test of the live path (STYLE.md items 9, 11): a fake feed server publishes a generated day over an
// in-memory socket to SocketSource + FeedIngest, while random commands deliver, duplicate, drop, delay, reorder
// and corrupt packets in flight, cut the connection, move virtual time (pings, flushes, reconnects, stale links),
// wake the socket and resync, and turn the server's resumes on and off. However the run went, once the feed
// has finished the client's lists equal the fold of the whole day — by themselves when the last frame got
// through, and after one final resync always. A reconnect resumes (missed frames, no snapshot) when it can.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../engine/core';
import { EMPTY_STATE, fold } from '../engine/core';
import { feedArb, stamp } from '../engine/core/test-support/world';
import { FLUSH_MS, FeedIngest } from '../engine/worker/ingest/feed-ingest';
import { RESYNC_TIMEOUT_MS } from '../engine/worker/ingest/resync-gate';
import { SocketSource } from '../engine/worker/source/socket-source';
import { WakeupHub } from '../engine/worker/source/wakeups';
import { FakeFeedServer } from '../engine/worker/test-support/fake-feed-server';
import { ManualScheduler } from '../engine/time/manual-scheduler';
import { listProjection } from '../engine/worker/test-support/recording-sink';
import type { InFlight } from '../engine/worker/test-support/test-socket';
import { TestSocketNetwork } from '../engine/worker/test-support/test-socket';

interface World {
  readonly scheduler: ManualScheduler;
  readonly network: TestSocketNetwork;
  readonly server: FakeFeedServer;
  readonly ingest: FeedIngest;
  readonly wakeups: WakeupHub;
}

/** The model keeps nothing: the oracle is the fold of the whole day, checked at the end. */
type Model = Record<string, never>;
type Cmd = fc.Command<Model, World>;

/** Several generated days joined into one: both lists of the first, then every delta, consecutive seqs. */
const dayArb: fc.Arbitrary<FeedEvent[]> = fc.array(feedArb, { minLength: 1, maxLength: 4 })
  .map((days) => stamp([...days[0].slice(0, 2), ...days.flatMap((d) => d.slice(2))]));

/** The server's side of a moment: it accepts new sockets and answers what clients sent. */
function serve(w: World): void {
  w.network.pairs.forEach((p) => w.server.accept(p));
  w.server.serve();
}

/** The `pick`-th message (modulo their number) in flight to the client on the newest socket. */
function inFlight(w: World, pick: number): { queue: InFlight[]; index: number } | undefined {
  const queue = w.network.last?.toClient ?? [];
  const messages = queue.flatMap((item, index) => (item.kind === 'message' ? [index] : []));
  return messages.length === 0 ? undefined : { queue, index: messages[pick % messages.length] };
}

function command(name: string, run: (w: World) => void): Cmd {
  return { check: () => true, run: (_m, w) => run(w), toString: () => name };
}

const publish = fc.integer({ min: 1, max: 6 }).map((n) => command(`publish(${n})`, (w) => {
  serve(w);
  w.server.publish(n);
}));

const deliver = fc.integer({ min: 1, max: 3 }).map((n) => command(`deliver(${n})`, (w) => {
  serve(w);
  w.network.pairs.forEach((p) => p.flushToClient(n));
}));

const faults: fc.Arbitrary<Cmd>[] = [
  fc.nat().map((pick) => command(`duplicate(${pick})`, (w) => {
    const hit = inFlight(w, pick);
    if (hit) hit.queue.splice(hit.index + 1, 0, hit.queue[hit.index]);
  })),
  fc.nat().map((pick) => command(`drop(${pick})`, (w) => {
    const hit = inFlight(w, pick);
    if (hit) hit.queue.splice(hit.index, 1);
  })),
  fc.nat().map((pick) => command(`delay(${pick})`, (w) => {
    const hit = inFlight(w, pick);
    if (hit) hit.queue.push(...hit.queue.splice(hit.index, 1));
  })),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => command(`reorder(${a}, ${b})`, (w) => {
    const x = inFlight(w, a);
    const y = inFlight(w, b);
    if (x && y) [x.queue[x.index], x.queue[y.index]] = [x.queue[y.index], x.queue[x.index]];
  })),
  fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 255 })).map(([pick, offset, xor]) => command(`corrupt(${pick}, ${offset}, ${xor})`, (w) => {
    const hit = inFlight(w, pick);
    const item = hit?.queue[hit.index];
    if (!hit || item?.kind !== 'message' || typeof item.data === 'string') return;
    const bytes = new Uint8Array(item.data.slice(0));
    bytes[offset % bytes.length] ^= xor;
    hit.queue[hit.index] = { kind: 'message', data: bytes.buffer };
  })),
];

const connection: fc.Arbitrary<Cmd>[] = [
  fc.boolean().map((orderly) => command(orderly ? 'server closes' : 'link drops', (w) => {
    if (orderly) w.network.last?.serverClose(1001, 'going away');
    else w.network.last?.drop();
  })),
  fc.constantFrom(FLUSH_MS, 1_000, 61_000).map((ms) => command(`tick(${ms})`, (w) => w.scheduler.advance(ms))),
  fc.constant(command('resync', (w) => { w.ingest.resync(); })),
  fc.constant(command('online', (w) => w.wakeups.notify('online'))),
  fc.boolean().map((on) => command(`resumable(${on})`, (w) => { w.server.resumable = on; })),
];

/** Publishing and delivering weigh more, and faults twice, so faults find packets in flight to hit. */
const commands: fc.Arbitrary<Cmd>[] = [publish, publish, publish, deliver, deliver, ...faults, ...faults, ...connection];

function setup(day: readonly FeedEvent[]): World {
  const scheduler = new ManualScheduler(day[0].ts);
  const network = new TestSocketNetwork();
  const server = new FakeFeedServer(day, scheduler);
  server.publish(2); // the day's lists exist before the client connects
  const wakeups = new WakeupHub();
  const source = new SocketSource({ url: 'wss://feed.test/ws', connect: network.connect, scheduler, random: () => 0.37, wakeups });
  const ingest = new FeedIngest({ source, scheduler });
  ingest.start();
  const world = { scheduler, network, server, ingest, wakeups };
  serve(world); // the socket opens and asks for both lists
  return world;
}

/** Lets everything in flight arrive and be folded. */
function drain(w: World): void {
  for (let i = 0; i < 10; i++) {
    serve(w);
    w.network.pairs.forEach((p) => p.flushToClient());
    w.scheduler.advance(FLUSH_MS);
  }
}

/**
 * The feed finishes and the network turns clean; time moves on until the client is connected with no resync
 * pending (a silent link goes stale and reconnects, an unanswered or stale resync is asked for again).
 */
function quieten(w: World): void {
  w.server.publishAll();
  for (let round = 0; round < 60; round++) {
    drain(w);
    w.scheduler.advance(RESYNC_TIMEOUT_MS);
    drain(w);
    const { connected, resyncInFlight } = w.ingest.status();
    if (connected && !resyncInFlight) return;
    w.scheduler.advance(30_000);
  }
  throw new Error('the client never settled');
}

describe('socket + ingest against a fake feed server (model-based)', () => {
  it('[SK-3] [SK-4] [RT-11] whatever the network did, the lists converge on the fold of the whole day', () => {
    fc.assert(fc.property(dayArb, fc.commands(commands, { maxCommands: 80 }), (day, cmds) => {
      const world = setup(day);
      fc.modelRun(() => ({ model: {}, real: world }), cmds);
      // The client never runs ahead of the server within one stream.
      expect(world.ingest.current.seq).toBeLessThanOrEqual(world.server.state.seq);
      quieten(world);
      const oracle = listProjection(fold(EMPTY_STATE, day).state);
      // Gaps heal by themselves: once the last frame has arrived, nothing before it is missing. (A lost last
      // frame cannot be noticed until a later one comes: that is what the final resync is for.)
      if (world.ingest.current.seq === world.server.state.seq) expect(listProjection(world.ingest.current)).toEqual(oracle);
      expect(world.ingest.resync()).toBe(true);
      drain(world);
      expect(listProjection(world.ingest.current)).toEqual(oracle);
      expect(world.ingest.status().resyncInFlight).toBe(false);
    }), { numRuns: 300 });
  });

  it('with a clean network, the client follows the feed frame by frame with no resync', () => {
    fc.assert(fc.property(dayArb, (day) => {
      const world = setup(day);
      drain(world);
      while (!world.server.finished) {
        world.server.publish(3);
        drain(world);
      }
      const status = world.ingest.status();
      expect(status).toMatchObject({ gaps: 0, duplicates: 0, resyncs: 0, badFrames: 0, seq: day.length });
      expect(listProjection(world.ingest.current)).toEqual(listProjection(fold(EMPTY_STATE, day).state));
    }), { numRuns: 30 });
  });

  it('[SK-3] [SK-4] with a clean network, each reconnect resumes: the missed frames only, no snapshot, no resync', () => {
    fc.assert(fc.property(dayArb, fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 }), (day, cuts) => {
      const world = setup(day);
      drain(world);
      expect(world.server.stats.snapshotsSent).toBe(2);
      for (const missed of cuts) {
        world.network.last?.drop();
        world.server.publish(missed); // published while the client is away
        world.scheduler.advance(65_000); // the retry (60 s and jitter)
        drain(world);
        expect(world.ingest.status().connected).toBe(true);
      }
      world.server.publishAll();
      drain(world);
      expect(world.server.stats).toMatchObject({ snapshotsSent: 2, resumes: cuts.length, resumesRefused: 0 });
      expect(world.ingest.status()).toMatchObject({ gaps: 0, resyncs: 0, resyncInFlight: false, seq: day.length });
      expect(listProjection(world.ingest.current)).toEqual(listProjection(fold(EMPTY_STATE, day).state));
    }), { numRuns: 30 });
  });

  it('[SK-4] a refused resume is answered with snapshots, and the client follows on from them', () => {
    fc.assert(fc.property(dayArb, fc.integer({ min: 1, max: 8 }), (day, missed) => {
      const world = setup(day);
      drain(world);
      world.server.resumable = false;
      world.network.last?.drop();
      world.server.publish(missed);
      world.scheduler.advance(65_000);
      drain(world);
      world.server.publishAll();
      drain(world);
      expect(world.server.stats).toMatchObject({ snapshotsSent: 4, resumes: 0, resumesRefused: 1 });
      expect(world.ingest.status()).toMatchObject({ gaps: 0, resyncs: 0, resyncInFlight: false, seq: day.length });
      expect(listProjection(world.ingest.current)).toEqual(listProjection(fold(EMPTY_STATE, day).state));
    }), { numRuns: 30 });
  });
});
