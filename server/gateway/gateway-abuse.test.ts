// The gateway under abuse (issue #11 §1), each driven against the real server with real `ws` clients:
// amplification (many requests in one message, request floods, clients that do not read) and hoarding (idle
// sockets, many sockets from one address, too many sockets in all). Time-based limits run on a ManualScheduler clock.
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sport } from '../../engine/core';
import { encodeListRequest, packetOf } from '../../engine/wire';
import type { Runtime } from '../runtime';
import { ManualScheduler } from '../../engine/time';
import { signedWsUrl } from '../test-support/signed-url';
import type { TestServerOptions } from '../test-support/test-server';
import { startTestServer } from '../test-support/test-server';
import { TestClient, waitFor } from '../test-support/ws-client';
import { CLOSE } from './close-codes';

let server: Runtime | undefined;
const opened: TestClient[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) c.ws.terminate();
  await server?.stop();
  server = undefined;
});

async function start(options: TestServerOptions = {}): Promise<Runtime> {
  return (server = await startTestServer(options));
}

async function connect(headers?: Record<string, string>): Promise<TestClient> {
  const c = await TestClient.connect(signedWsUrl(server!.wsUrl), headers);
  opened.push(c);
  return c;
}

/** The probe: 2 970 list requests (both sports in turn) in one message of 65 340 bytes. */
function manyRequests(count = 2_970): Buffer {
  const sports: Sport[] = ['football', 'basketball'];
  return Buffer.from(packetOf(Array.from({ length: count }, (_, i) => encodeListRequest(sports[i % 2], 1_700_000_000_000))));
}

/** Bytes of every message a client receives. */
function countBytes(c: TestClient): () => number {
  let bytes = 0;
  c.ws.on('message', (data: Buffer) => { bytes += data.length; });
  return () => bytes;
}

/** Stops a client's socket from reading: the server's writes pile up in its queue. */
const stopReading = (c: TestClient) => (c.ws as unknown as { _socket: Socket })._socket.pause();

/** Polls until `ok()`, moving the fake clock one tick each time so queued replies go out. */
async function ticking(timers: ManualScheduler, what: string, ok: () => boolean): Promise<void> {
  await waitFor(what, () => {
    if (ok()) return true;
    timers.advance(25);
    return false;
  });
}

describe('gateway abuse', () => {
  it('answers a 65 KB message of 2 970 list requests with one snapshot per list', async () => {
    await start();
    const message = manyRequests();
    expect(message.length).toBe(65_340);
    const c = await connect();
    const received = countBytes(c);
    c.ws.send(message);
    c.ping(1); // answered after the requests: once its pong is in, every answer to the message is
    await waitFor('pong', () => c.controls().length === 1, 30_000);
    expect(c.lists().map((l) => l.sport).sort()).toEqual(['basketball', 'football']);
    const lists = c.packets.flatMap((p) => p.events).length;
    expect(lists).toBeLessThanOrEqual(2 + 64); // the two snapshots, and perhaps a few feed frames
    expect(server!.gateway.stats.snapshotsSent).toBe(2);
    console.log(`65 340-byte message of 2 970 list requests → ${received()} bytes back (2 snapshots)`);
  }, 60_000);

  it('closes a client that asks faster than its token bucket allows (4429, with the reason)', async () => {
    const timers = new ManualScheduler(Date.now());
    await start({ timers, gateway: { requestBurst: 5, requestsPerSecond: 1 } });
    const c = await connect();
    for (let i = 0; i < 5; i++) c.requestLists(['football']);
    await waitFor('the burst answered', () => server!.gateway.stats.snapshotsSent === 5);
    timers.advance(1_000); // one token back
    c.requestLists(['football']);
    await waitFor('the refilled token used', () => server!.gateway.stats.snapshotsSent === 6);
    c.requestLists(['football']);
    const closed = await c.closed;
    expect(closed.code).toBe(CLOSE.tooManyRequests);
    expect(closed.code).toBe(4429);
    expect(closed.reason).toBe('too many requests: over 5 at once or 1/s');
    expect(server!.gateway.stats.closedTooManyRequests).toBe(1);
  });

  it('closes a client that does not read (1013) before a packet would take its queue past the cap', async () => {
    await start({ gateway: { sendBufferLimit: 2_048 } });
    const reader = await connect();
    reader.ping(1); // small replies fit
    await waitFor('pong', () => reader.controls().length === 1);
    const sleeper = await connect();
    stopReading(sleeper);
    sleeper.requestLists(); // both lists: bigger than the cap, with nothing queued yet
    await waitFor('dropped', () => server!.gateway.stats.droppedSlow === 1);
    expect(server!.gateway.stats.peakQueuedBytes).toBeLessThanOrEqual(2_048);
    (sleeper.ws as unknown as { _socket: Socket })._socket.resume();
    const closed = await sleeper.closed;
    expect(closed.code).toBe(1013);
    expect(closed.reason).toMatch(/^send queue would pass 2048 bytes \(0 queued \+ \d+\): client too slow$/);
    expect(sleeper.lists()).toEqual([]); // the packet was never written
  });

  it('[SK-2] closes a socket that has sent nothing for 2.5 heartbeats (4408); a pinging one stays', async () => {
    const timers = new ManualScheduler(Date.now());
    await start({ timers });
    const quiet = await connect();
    const beating = await connect();
    let pongs = 0;
    const heartbeat = async () => {
      beating.ping(++pongs);
      await ticking(timers, 'pong', () => beating.controls().length === pongs);
    };
    const started = timers.now();
    timers.advance(60_000);
    await heartbeat();
    timers.advance(started + 150_000 - 1 - timers.now());
    expect(server!.gateway.stats.closedIdle).toBe(0);
    timers.advance(1);
    expect(server!.gateway.stats.closedIdle).toBe(1);
    expect(await quiet.closed).toEqual({ code: CLOSE.idle, reason: 'nothing received for 150 s' });
    for (let minute = 3; minute <= 5; minute++) {
      timers.advance(started + minute * 60_000 - timers.now());
      await heartbeat();
    }
    expect(server!.gateway.stats.clients).toBe(1);
    timers.advance(150_000); // its last ping now 2.5 heartbeats old
    expect((await beating.closed).code).toBe(4408);
  });

  it('refuses a socket past the per-address cap (4430), counting the proxy-aware address only with TRUST_PROXY', async () => {
    await start({ gateway: { maxConnectionsPerIp: 3 } });
    // Without TRUST_PROXY the header is the client's word: ignored.
    for (let i = 0; i < 3; i++) await connect({ 'x-forwarded-for': `198.51.100.${i}` });
    const fourth = await connect({ 'x-forwarded-for': '198.51.100.9' });
    expect(await fourth.closed).toEqual({ code: CLOSE.tooManyFromAddress, reason: 'too many sockets from 127.0.0.1: 3 open' });
    await server!.stop();

    await start({ config: { trustProxy: ['loopback'] }, gateway: { maxConnectionsPerIp: 3 } });
    const viaProxy = (address: string) => connect({ 'x-forwarded-for': `${address}, 127.0.0.1` });
    const first = await Promise.all([0, 1, 2].map(() => viaProxy('203.0.113.7')));
    const over = await viaProxy('203.0.113.7');
    expect(await over.closed).toEqual({ code: 4430, reason: 'too many sockets from 203.0.113.7: 3 open' });
    const neighbour = await viaProxy('203.0.113.8');
    neighbour.ping(5);
    await waitFor('the other address served', () => neighbour.controls().length === 1);
    // A socket closing frees its place.
    first[0].close();
    await waitFor('freed', () => server!.gateway.stats.sockets === 3);
    const again = await viaProxy('203.0.113.7');
    again.ping(6);
    await waitFor('served again', () => again.controls().length === 1);
    expect(server!.gateway.stats.refusedPerAddress).toBe(1);
  });

  it('refuses new sockets past the total cap (4503) and serves again once one closes', async () => {
    await start({ gateway: { maxConnections: 4 } });
    const held = await Promise.all([0, 1, 2, 3].map(() => connect()));
    const fifth = await connect();
    expect(await fifth.closed).toEqual({ code: CLOSE.serverFull, reason: 'server full: 4 sockets open, try again later' });
    expect(fifth.packets).toEqual([]);
    held[0].close();
    await waitFor('freed', () => server!.gateway.stats.sockets === 3);
    const next = await connect();
    next.ping(1);
    await waitFor('served', () => next.controls().length === 1);
    expect(server!.gateway.stats.refusedFull).toBe(1);
  });

  it('keeps a bystander answered while the abuse runs (pong p99 printed, at rest and under abuse)', async () => {
    await start({ gateway: { sendBufferLimit: 256 * 1024 } });
    const bystander = await connect();
    bystander.requestLists();
    await waitFor('lists', () => bystander.lists().length === 2);
    const rtts = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const before = bystander.controls().length;
        const t0 = performance.now();
        const pong = new Promise<void>((resolve) => {
          const seen = () => {
            if (bystander.controls().length === before) return; // a feed packet, not the pong
            bystander.ws.off('message', seen);
            resolve();
          };
          bystander.ws.on('message', seen);
        });
        bystander.ping(i);
        await pong;
        times.push(performance.now() - t0);
      }
      return times;
    };
    const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];
    const rest = await rtts(40);

    // The abuse: amplifying messages, a request flood, eight clients that never read, a crowd of idle sockets.
    const message = manyRequests();
    const abusers = await Promise.all(Array.from({ length: 8 }, () => connect()));
    for (const c of abusers) stopReading(c);
    const flooder = await connect();
    const hoard = await Promise.all(Array.from({ length: 100 }, () => connect()));
    let running = true;
    const abuse = (async () => {
      while (running) {
        for (const c of abusers) if (c.ws.readyState === c.ws.OPEN) c.ws.send(message);
        if (flooder.ws.readyState === flooder.ws.OPEN) for (let i = 0; i < 10; i++) flooder.requestLists();
        await new Promise((r) => setImmediate(r));
      }
    })();
    const underAbuse = await rtts(60);
    running = false;
    await abuse;
    console.log(`bystander pong p99: ${p99(rest).toFixed(1)} ms at rest, ${p99(underAbuse).toFixed(1)} ms under abuse `
      + `(8 non-reading clients sending 65 KB request messages, a request flood, ${hoard.length} idle sockets)`);
    expect((await flooder.closed).code).toBe(4429);
    expect(underAbuse).toHaveLength(60);
    expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);
  }, 60_000);
});
