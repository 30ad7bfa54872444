// DESIGN.md "Scale-out": one feed process (ROLE=feed), gateway processes (ROLE=gateway) following it over the
// bus, real `ws` clients. The same cases run on the in-process bus (the processes share one bus object) and on
// NATS JetStream when TEST_NATS_URL is set (each process its own connection; a stream per case, deleted after).
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedEvent, ListSnapshot, Sport } from '../engine/core';
import { EMPTY_STATE, SPORTS, fold } from '../engine/core';
import { shanghaiDate } from '../engine/core/time/beijing-day';
import { decodeListResponse } from '../engine/wire';
import type { BusLimits, FrameBus } from './bus/frame-bus';
import { MEMORY_BUS_LIMITS, MemoryFrameBus } from './bus/memory-bus';
import type { Role, ServerConfig } from './config';
import { DEFAULTS } from './config';
import type { FeedRuntime, GatewayOverrides, GatewayRuntime } from './runtime';
import { startFeedRuntime, startGatewayRuntime } from './runtime';
import { ManualSource } from './test-support/manual-source';
import { NATS_SKIP_REASON, TEST_NATS_URL, deleteNatsStream, testNatsNames } from './test-support/nats';
import { sampleDay } from './test-support/sample-day';
import { signedWsUrl } from './test-support/signed-url';
import { TestClient, waitFor } from './test-support/ws-client';

interface BusEnv {
  config(role: Role): ServerConfig;
  /** The in-process bus the processes share; undefined over NATS (each opens its own). */
  readonly shared: FrameBus | undefined;
  dispose(): Promise<void>;
}

type MakeEnv = (limits: Partial<BusLimits>) => BusEnv;

const base = (role: Role): ServerConfig => ({ ...DEFAULTS, port: 0, host: '127.0.0.1', distDir: '.no-ui', role });

const inProcess: MakeEnv = (limits) => {
  const shared = new MemoryFrameBus({ ...MEMORY_BUS_LIMITS, ...limits });
  return { config: base, shared, dispose: () => shared.close() };
};

const overNats: MakeEnv = (limits) => {
  const names = testNatsNames();
  return {
    config: (role) => ({
      ...base(role),
      bus: {
        natsUrl: TEST_NATS_URL, stream: names.stream, subjectPrefix: names.prefix,
        maxAgeMs: limits.maxAgeMs, maxBytes: limits.maxBytes, maxFrames: limits.maxFrames,
      },
    }),
    shared: undefined,
    dispose: () => deleteNatsStream(names),
  };
};

function manualDay() {
  const day = sampleDay(shanghaiDate(Date.now()));
  return {
    catchUp: day.events.filter((e) => e.type === 'listSnapshot' || e.type === 'streamStart'),
    updates: day.events.filter((e) => e.type === 'roomInfo' || e.type === 'status').map((e) => ({ ...e, ts: Date.now() })),
  };
}

const quiet = () => {};
const seqs = (events: readonly FeedEvent[]) => events.map((e) => e.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** A list as the feed has it; ts aside (each process stamps its own feed time). */
const list = (l: ListSnapshot) => ({ ...l, ts: 0 });

function scaleOut(name: string, makeEnv: MakeEnv, skipReason?: string): void {
  describe.skipIf(skipReason !== undefined)(`scale-out: ${name}${skipReason ? ` (${skipReason})` : ''}`, () => {
    let env: BusEnv | undefined;
    const running: { stop(): Promise<void> }[] = [];
    const clients: TestClient[] = [];
    afterEach(async () => {
      for (const c of clients.splice(0)) c.close();
      for (const r of running.splice(0).reverse()) await r.stop();
      await env?.dispose();
      env = undefined;
    });

    async function startFeed(source: ManualSource): Promise<FeedRuntime> {
      const feed = await startFeedRuntime(env!.config('feed'), { source, bus: env!.shared, warn: quiet });
      running.push(feed);
      return feed;
    }

    async function startGateway(overrides: GatewayOverrides = {}): Promise<GatewayRuntime> {
      const gateway = await startGatewayRuntime(env!.config('gateway'), {
        bus: env!.shared, warn: quiet, retryMs: 50, gateway: { tickMs: 10, ...overrides },
      });
      running.push(gateway);
      return gateway;
    }

    /** A feed with the sample day's lists, and `emit(n)` for the next n frames. */
    async function cluster(limits: Partial<BusLimits> = {}) {
      env = makeEnv(limits);
      const { catchUp, updates } = manualDay();
      const source = new ManualSource(catchUp);
      const feed = await startFeed(source);
      let next = 0;
      const emit = (count: number) => {
        source.emit(updates.slice(next, next + count));
        next += count;
      };
      return { feed, emit, catchUp, updates };
    }

    async function connect(g: GatewayRuntime): Promise<TestClient> {
      const c = await TestClient.connect(signedWsUrl(g.wsUrl));
      clients.push(c);
      return c;
    }

    async function listening(g: GatewayRuntime): Promise<TestClient> {
      const c = await connect(g);
      c.requestLists();
      await waitFor('both lists', () => c.lists().length === 2);
      return c;
    }

    const caughtUp = (g: GatewayRuntime, feed: FeedRuntime) => waitFor('the gateway to catch up', () => g.follower.state.seq === feed.log.seq);

    it('clients on two gateways get the same lists, then the same frames with the same seqs', async () => {
      const { feed, emit } = await cluster();
      const [a, b] = await Promise.all([startGateway(), startGateway()]);
      const [ca, cb] = await Promise.all([listening(a), listening(b)]);
      for (const c of [ca, cb]) {
        expect(c.lists().map(list)).toEqual(c.lists().map((l) => list(feed.log.snapshot(l.sport, 0))));
      }
      for (let i = 0; i < 5; i++) emit(8);
      await waitFor('40 frames at each client', () => ca.deltas().length === 40 && cb.deltas().length === 40);
      expect(ca.deltas()).toEqual(cb.deltas());
      const from = feed.log.seq - 40;
      expect(seqs(ca.deltas())).toEqual(range(from + 1, from + 40));
      const { state, gaps } = fold(EMPTY_STATE, cb.events());
      expect(gaps).toEqual([]);
      for (const sport of SPORTS) expect(state[sport].matches).toEqual(feed.log.state[sport].matches);
      expect(state.rooms).toEqual(feed.log.state.rooms);
    });

    it('a client back on the other gateway with its last seq gets exactly the missed frames, no lists', async () => {
      const { feed, emit } = await cluster();
      const [a, b] = await Promise.all([startGateway(), startGateway({ recentFrames: 5 })]);
      const first = await listening(a);
      emit(4);
      await waitFor('its frames', () => first.deltas().length === 4);
      const position = first.position()!;
      first.close();
      emit(25);
      await caughtUp(b, feed);
      const back = await connect(b);
      back.requestLists(SPORTS, position);
      await waitFor('the missed frames', () => back.events().length === 25);
      expect(back.lists()).toEqual([]);
      expect(seqs(back.events())).toEqual(range(position.afterSeq + 1, position.afterSeq + 25));
      // b keeps 5 recent frames: the rest came back from the bus.
      expect(b.gateway.stats).toMatchObject({ resumes: 1, resumesFromBus: 1, framesReplayed: 25, snapshotsSent: 0 });
      emit(2);
      await waitFor('the feed goes on', () => back.events().length === 27);
      expect(seqs(back.events())).toEqual(range(position.afterSeq + 1, position.afterSeq + 27));
      // And on a, whose recent frames reach back far enough.
      const again = await connect(a);
      again.requestLists(SPORTS, position);
      await waitFor('the missed frames on a', () => again.events().length === 27);
      expect(again.events()).toEqual(back.events());
      expect(a.gateway.stats).toMatchObject({ resumes: 1, resumesFromBus: 0 });
    });

    it('a client whose seq fell out of the stream gets both lists instead', async () => {
      const { feed, emit } = await cluster({ maxFrames: 10 });
      const g = await startGateway({ recentFrames: 5 });
      const first = await listening(g);
      emit(2);
      await waitFor('its frames', () => first.deltas().length === 2);
      const position = first.position()!;
      first.close();
      emit(20);
      await caughtUp(g, feed);
      const back = await connect(g);
      back.requestLists(SPORTS, position);
      await waitFor('both lists', () => back.lists().length === 2);
      expect(back.lists().map(list)).toEqual(back.lists().map((l) => list(feed.log.snapshot(l.sport, 0))));
      expect(back.deltas()).toEqual([]);
      expect(g.gateway.stats).toMatchObject({ resumes: 0, resumesRefused: 1 });
    });

    it('a gateway started late serves the lists the feed has: folded from the stream, or from the feed\'s snapshot', async () => {
      const { feed, emit } = await cluster();
      emit(30);
      await feed.publisher.flush();
      const fromStream = await startGateway();
      expect(fromStream.follower.stats).toMatchObject({ loadsFromStart: 1, loadsFromSnapshot: 0 });
      await caughtUp(fromStream, feed);
      const c = await listening(fromStream);
      expect(c.lists().map(list)).toEqual(c.lists().map((l) => list(feed.log.snapshot(l.sport, 0))));
      const http = await fetch(`${fromStream.url}/api/v1/basketball/realtimeMatch_b`);
      expect(list(decodeListResponse('basketball', new Uint8Array(await http.arrayBuffer()))!)).toEqual(list(feed.log.snapshot('basketball', 0)));
    });

    it('a gateway started after the stream\'s first frames went takes the feed\'s snapshot, then follows', async () => {
      const { feed, emit } = await cluster({ maxFrames: 10 });
      emit(30);
      await feed.publisher.flush(); // the first frames are gone from the bus by now
      const late = await startGateway();
      expect(late.follower.stats).toMatchObject({ loadsFromStart: 0, loadsFromSnapshot: 1 });
      await caughtUp(late, feed);
      const c = await listening(late);
      expect(c.lists().map(list)).toEqual(c.lists().map((l) => list(feed.log.snapshot(l.sport, 0))));
      emit(5);
      await waitFor('the next frames', () => c.deltas().length === 5);
      expect(seqs(c.deltas())).toEqual(range(feed.log.seq - 4, feed.log.seq));
      const { state, gaps } = fold(EMPTY_STATE, c.events());
      expect(gaps).toEqual([]);
      for (const sport of SPORTS) expect(state[sport].matches).toEqual(feed.log.state[sport].matches);
    });

    it('the feed restarting (a new stream): every client of every gateway gets the new lists, then its frames', async () => {
      const { feed, emit, catchUp, updates } = await cluster();
      const [a, b] = await Promise.all([startGateway(), startGateway()]);
      const [ca, cb] = await Promise.all([listening(a), listening(b)]);
      emit(3);
      await waitFor('frames', () => ca.deltas().length === 3 && cb.deltas().length === 3);
      await feed.stop();
      const source = new ManualSource(catchUp);
      const restarted = await startFeed(source);
      expect(restarted.log.stream).not.toBe(feed.log.stream);
      const newLists = (c: TestClient) => c.lists().filter((l) => l.stream === restarted.log.stream);
      await waitFor('the new lists at both', () => newLists(ca).length === 2 && newLists(cb).length === 2);
      source.emit(updates.slice(40, 42));
      await waitFor('frames of the new stream', () => ca.events().at(-1)?.seq === restarted.log.seq && cb.events().at(-1)?.seq === restarted.log.seq);
      for (const c of [ca, cb]) {
        const sports = newLists(c).map((l) => l.sport).sort();
        expect(sports).toEqual<Sport[]>(['basketball', 'football']);
        const { state, gaps } = fold(EMPTY_STATE, c.events());
        expect(gaps).toEqual([]);
        expect(state.stream).toBe(restarted.log.stream);
        for (const sport of SPORTS) expect(state[sport].matches).toEqual(restarted.log.state[sport].matches);
      }
      expect(a.follower.stats.streams).toBe(1);
    });
  });
}

scaleOut('in-process bus', inProcess);
scaleOut('NATS JetStream', overNats, TEST_NATS_URL ? undefined : NATS_SKIP_REASON);
