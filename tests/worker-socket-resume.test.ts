// The worker's live path against the real gateway over a real WebSocket (Node's `ws`): SocketSource + FeedIngest
// get the lists, follow the feed, lose the link mid-day and reconnect. The reconnect resumes (proto/live.proto
// steps 2–3): the gateway counts a resume and sends no snapshot, and the client's lists end equal to the
// server's. When the gateway cannot resume, snapshots come instead and the client still ends equal.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { shanghaiDate } from '../engine/core/time/beijing-day';
import { FeedIngest } from '../engine/worker/ingest/feed-ingest';
import { browserSocketFactory } from '../engine/worker/source/browser-socket';
import type { WebSocketConstructor } from '../engine/worker/source/browser-socket';
import { SocketSource } from '../engine/worker/source/socket-source';
import { SOCKET_TIMING } from '../engine/worker/source/socket-timing';
import { listProjection } from '../engine/worker/test-support/recording-sink';
import { systemScheduler } from '../engine/time/system-scheduler';
import type { Runtime } from '../server/runtime';
import { ManualSource } from '../server/test-support/manual-source';
import { sampleDay } from '../server/test-support/sample-day';
import type { TestServerOptions } from '../server/test-support/test-server';
import { startTestServer } from '../server/test-support/test-server';
import { waitFor } from '../server/test-support/ws-client';

let server: Runtime | undefined;
let ingest: FeedIngest | undefined;
afterEach(async () => {
  ingest?.stop();
  await server?.stop();
  server = ingest = undefined;
});

/** Today's sample day: its lists (and room) before the client comes, then its deltas one call at a time. */
async function start(gateway: TestServerOptions['gateway'] = {}) {
  const day = sampleDay(shanghaiDate(Date.now()));
  const catchUp = day.events.filter((e) => e.type === 'listSnapshot' || e.type === 'streamStart');
  const deltas = day.events.filter((e) => e.type !== 'listSnapshot' && e.type !== 'streamStart');
  const source = new ManualSource(catchUp);
  server = await startTestServer({ source, gateway: { tickMs: 10, ...gateway } });
  let next = 0;
  const emit = (count: number) => {
    source.emit(deltas.slice(next, next + count).map((e) => ({ ...e, ts: Date.now() })));
    next += count;
  };
  return { server, emit };
}

/** The worker's socket source and ingest, on Node's ws; `sockets` keeps each connection so a test can cut it. */
function connectWorker(s: Runtime) {
  const sockets: WebSocket[] = [];
  class RecordedSocket extends WebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  const scheduler = systemScheduler();
  const source = new SocketSource({
    url: s.wsUrl, connect: browserSocketFactory(RecordedSocket as unknown as WebSocketConstructor), scheduler,
    random: Math.random, timing: { ...SOCKET_TIMING, firstRetryMs: 50, retryMs: 50, jitterMs: 0 },
  });
  ingest = new FeedIngest({ source, scheduler });
  ingest.start();
  return { ingest, sockets };
}

/** Everything the server has is folded in, and no resync is waiting. */
async function caughtUp(s: Runtime, client: FeedIngest): Promise<void> {
  await waitFor('the client at the server\'s seq', () => {
    client.flush();
    const status = client.status();
    return status.connected && !status.resyncInFlight && status.seq === s.log.seq && status.stream === s.log.stream;
  });
}

describe('worker socket resume against the real gateway', () => {
  it('[SK-3] [SK-4] a reconnect mid-day resumes: one resume, no snapshot, the lists equal the server\'s', async () => {
    const { server: s, emit } = await start();
    const { ingest: client, sockets } = connectWorker(s);
    await caughtUp(s, client);
    emit(6);
    await caughtUp(s, client);
    expect(s.gateway.stats.snapshotsSent).toBe(2);

    sockets.at(-1)!.terminate(); // the link dies mid-day
    emit(9); // missed while away
    await waitFor('a second connection', () => sockets.length === 2);
    await caughtUp(s, client);
    emit(4);
    await caughtUp(s, client);

    expect(s.gateway.stats).toMatchObject({ resumes: 1, resumesRefused: 0, snapshotsSent: 2 });
    expect(s.gateway.stats.framesReplayed).toBe(9);
    expect(client.status()).toMatchObject({ gaps: 0, resyncs: 0, badFrames: 0 });
    expect(listProjection(client.current)).toEqual(listProjection(s.log.state));
    expect(client.current.rooms).toEqual(s.log.state.rooms);
  });

  it('[SK-4] a gateway that cannot resume sends snapshots, and the lists still end equal', async () => {
    const { server: s, emit } = await start({ maxResumeFrames: 2 });
    const { ingest: client, sockets } = connectWorker(s);
    await caughtUp(s, client);
    sockets.at(-1)!.terminate();
    emit(5); // more than maxResumeFrames
    await waitFor('a second connection', () => sockets.length === 2);
    await caughtUp(s, client);
    emit(3);
    await caughtUp(s, client);
    expect(s.gateway.stats).toMatchObject({ resumes: 0, resumesRefused: 1, snapshotsSent: 4 });
    expect(client.status()).toMatchObject({ gaps: 0, resyncs: 0 });
    expect(listProjection(client.current)).toEqual(listProjection(s.log.state));
  });
});
