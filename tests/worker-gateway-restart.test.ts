// A gateway restart under a real worker client [SK-3]: the scaled shape (DESIGN.md "Scale-out": the feed publishing
// on the bus, a gateway process in front of the clients), SocketSource + FeedIngest on Node's ws, the client's
// timers a ManualScheduler so its staleness is measured in its own clock. The gateway stops, frames go on, a new
// gateway starts on the same port; the client is back after its first retry's wait (0–2 s), resumed from its seq —
// the missed frames only, no snapshot, no resync — and its lists equal the feed's. The gap is printed, in the
// client's clock and on the wall (the restart itself included); only the client's clock is asserted on.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { shanghaiDate } from '../engine/core/time/beijing-day';
import { ManualScheduler } from '../engine/time/manual-scheduler';
import { FeedIngest } from '../engine/worker/ingest/feed-ingest';
import { browserSocketFactory } from '../engine/worker/source/browser-socket';
import type { WebSocketConstructor } from '../engine/worker/source/browser-socket';
import { SocketSource } from '../engine/worker/source/socket-source';
import { listProjection } from '../engine/worker/test-support/recording-sink';
import { MEMORY_BUS_LIMITS, MemoryFrameBus } from '../server/bus/memory-bus';
import type { Role, ServerConfig } from '../server/config';
import { DEFAULTS } from '../server/config';
import type { FeedRuntime, GatewayRuntime } from '../server/runtime';
import { startFeedRuntime, startGatewayRuntime } from '../server/runtime';
import { ManualSource } from '../server/test-support/manual-source';
import { sampleDay } from '../server/test-support/sample-day';
import { waitFor } from '../server/test-support/ws-client';

const quiet = () => {};
/** The client's one random draw: its first retry waits 70 % of the 0–2 s window. */
const DRAW = 0.7;
const running: { stop(): Promise<void> }[] = [];
let bus: MemoryFrameBus | undefined;
let ingest: FeedIngest | undefined;

afterEach(async () => {
  ingest?.stop();
  for (const r of running.splice(0).reverse()) await r.stop();
  await bus?.close();
  ingest = bus = undefined;
});

const config = (role: Role, port = 0): ServerConfig => ({ ...DEFAULTS, port, host: '127.0.0.1', distDir: '.no-ui', role });

async function startGateway(port = 0): Promise<GatewayRuntime> {
  const g = await startGatewayRuntime(config('gateway', port), { bus, warn: quiet, retryMs: 50, gateway: { tickMs: 10 } });
  running.push(g);
  return g;
}

/** Everything the feed has is folded in, and no resync is waiting. */
async function caughtUp(feed: FeedRuntime, client: FeedIngest): Promise<void> {
  await waitFor('the client at the feed\'s seq', () => {
    client.flush();
    const status = client.status();
    return status.connected && !status.resyncInFlight && status.seq === feed.log.seq && status.stream === feed.log.stream;
  });
}

describe('a gateway restart under a worker client', () => {
  it('[SK-3] [SK-4] the client is back after its first retry (under 3 s of its own clock), resumed from its seq without a resync', async () => {
    bus = new MemoryFrameBus(MEMORY_BUS_LIMITS);
    const day = sampleDay(shanghaiDate(Date.now()));
    const source = new ManualSource(day.events.filter((e) => e.type === 'listSnapshot' || e.type === 'streamStart'));
    const deltas = day.events.filter((e) => e.type !== 'listSnapshot' && e.type !== 'streamStart');
    let next = 0;
    const emit = (count: number) => {
      source.emit(deltas.slice(next, next + count).map((e) => ({ ...e, ts: Date.now() })));
      next += count;
    };
    const feed = await startFeedRuntime(config('feed'), { source, bus, warn: quiet });
    running.push(feed);
    const first = await startGateway();
    const port = Number(new URL(first.url).port);

    const scheduler = new ManualScheduler(Date.now());
    const socket = new SocketSource({
      url: first.wsUrl, connect: browserSocketFactory(WebSocket as unknown as WebSocketConstructor), scheduler, random: () => DRAW,
    });
    const client = (ingest = new FeedIngest({ source: socket, scheduler }));
    client.start();
    await caughtUp(feed, client);
    emit(6);
    await caughtUp(feed, client);

    const wallStart = performance.now();
    await first.stop(); // the redeploy: the gateway goes, its sockets with it
    await waitFor('the client to see its gateway go', () => client.status().connection.state === 'closed');
    const closedAt = scheduler.now();
    const lost = client.status().connection;
    if (lost.state !== 'closed' || lost.retryAt === null) throw new Error(`not waiting to retry: ${JSON.stringify(lost)}`);
    emit(9); // missed while no gateway is up
    const second = await startGateway(port);
    await waitFor('the second gateway to hold the feed\'s seq', () => second.follower.state.seq === feed.log.seq);

    scheduler.advance(lost.retryAt - scheduler.now()); // the client's clock reaches its retry
    await caughtUp(feed, client);
    const gap = client.status().lastFrameAt! - closedAt;
    const wall = performance.now() - wallStart;
    console.log(`gateway restart: the client was stale for ${gap} ms of its own clock (its first retry's wait), `
      + `${Math.round(wall)} ms on the wall with the restart itself`);

    expect(gap).toBeLessThan(3_000);
    expect(second.gateway.stats).toMatchObject({ resumes: 1, resumesRefused: 0, snapshotsSent: 0, framesReplayed: 9 });
    expect(client.status()).toMatchObject({ gaps: 0, resyncs: 0, badFrames: 0 });
    expect(listProjection(client.current)).toEqual(listProjection(feed.log.state));
    emit(3); // and it follows the new gateway
    await caughtUp(feed, client);
    expect(listProjection(client.current)).toEqual(listProjection(feed.log.state));
  });
});
