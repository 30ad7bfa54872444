// Lists, heartbeat and the broadcast, against the real server with real `ws` clients [SK-2] [SK-4] [SK-5].
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedEvent, ListSnapshot } from '../../engine/core';
import { EMPTY_STATE, fold } from '../../engine/core';
import { shanghaiDate } from '../../engine/core/time/beijing-day';
import { PROTOCOL_VERSION } from '../../proto/version';
import type { Runtime } from '../runtime';
import { ManualSource } from '../test-support/manual-source';
import { sampleDay } from '../test-support/sample-day';
import { signedWsUrl } from '../test-support/signed-url';
import { startTestServer } from '../test-support/test-server';
import { TestClient, waitFor } from '../test-support/ws-client';

let server: Runtime | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const listsOf = (c: TestClient) => c.events().filter((e): e is ListSnapshot => e.type === 'listSnapshot');

/** A sample day split into what happened before start (snapshots, room) and viewer-count updates after. */
function manualDay() {
  const day = sampleDay(shanghaiDate(Date.now()));
  const catchUp = day.events.filter((e) => e.type === 'listSnapshot' || e.type === 'streamStart');
  const updates = day.events.filter((e): e is Extract<FeedEvent, { type: 'roomInfo' }> => e.type === 'roomInfo')
    .map((e) => ({ ...e, ts: Date.now() }));
  return { catchUp, updates };
}

describe('gateway feed', () => {
  it('[SK-2] answers a ping with a pong carrying the protocol version and the feed\'s pace (FEED_SPEED)', async () => {
    server = await startTestServer({ speed: 2 });
    const client = await TestClient.connect(signedWsUrl(server.wsUrl));
    client.ping(12345);
    await waitFor('pong', () => client.controls().length === 1);
    expect(client.controls()[0]).toMatchObject({ kind: 'pong', clientTs: 12345, protocolVersion: PROTOCOL_VERSION, feedSpeed: 2 });
    expect(client.events()).toEqual([]); // no list asked for, no deltas
    client.close();
  });

  it('[SK-4] [SK-5] both list requests get both snapshots, then deltas with consecutive seqs and good checksums', async () => {
    // The recorded small day at 1 virtual hour a second: frames flow at any time of day.
    server = await startTestServer({ speed: 3600 });
    const client = await TestClient.connect(signedWsUrl(server.wsUrl));
    client.requestLists();
    await waitFor('both lists and 5 deltas', () => listsOf(client).length === 2 && client.deltas().length >= 5);
    const lists = listsOf(client);
    expect(lists.map((l) => l.sport).sort()).toEqual(['basketball', 'football']);
    expect(lists.every((l) => l.stream === server!.log.stream)).toBe(true);
    const deltas = client.deltas();
    // Each list holds the state's matches as of its seq: the state read now may hold more, each one brought by a
    // frame after the list (the feed runs at an hour a second meanwhile).
    const later = new Set(deltas.flatMap((e) => ('matchId' in e ? [e.matchId] : [])));
    for (const l of lists) {
      const listed = new Set(l.matches.map((m) => m.id));
      const held = Object.keys(server.log.state[l.sport].matches).map(Number);
      expect(listed.size).toBeGreaterThan(0);
      for (const id of listed) expect(held).toContain(id);
      for (const id of held) if (!listed.has(id)) expect(later.has(id), `match ${id} is neither listed nor framed later`).toBe(true);
    }
    const from = Math.max(...lists.map((l) => l.seq));
    expect(deltas[0].seq).toBe(from + 1);
    deltas.forEach((e, i) => expect(e.seq).toBe(from + 1 + i));
    expect(client.errors()).toBe(0); // every envelope's CRC checked out [RT-11]
    client.close();
  });

  it('[SK-4] the first list asked for comes at once in a packet of its own (with the pong); the other next, at the same seq, ahead of later frames', async () => {
    server = await startTestServer({ speed: 3600 });
    const client = await TestClient.connect(signedWsUrl(server.wsUrl));
    client.requestLists(['basketball', 'football'], undefined, 777);
    await waitFor('both lists and some deltas', () => listsOf(client).length === 2 && client.deltas().length >= 3);
    const [first, second] = client.packets;
    expect(first.controls).toMatchObject([{ kind: 'pong', clientTs: 777 }]);
    expect(first.events.map((e) => e.type === 'listSnapshot' && e.sport)).toEqual(['basketball']);
    const [football] = second.events;
    expect(football).toMatchObject({ type: 'listSnapshot', sport: 'football', seq: first.events[0]!.seq });
    const deltas = client.deltas();
    expect(deltas[0]!.seq).toBe(football!.seq + 1);
    expect(client.errors()).toBe(0);
    client.close();
  });

  it('[SK-4] a client folding what it received holds the server state', async () => {
    server = await startTestServer({ speed: 3600 });
    const client = await TestClient.connect(signedWsUrl(server.wsUrl));
    client.requestLists();
    await waitFor('some deltas', () => client.deltas().length >= 20);
    server.source.stop();
    const seq = server.log.seq;
    await waitFor('the last frame', () => client.events().at(-1)?.seq === seq);
    const { state, gaps } = fold(EMPTY_STATE, client.events());
    expect(gaps).toEqual([]);
    expect(state.seq).toBe(seq);
    expect(state.football.matches).toEqual(server.log.state.football.matches);
    expect(state.basketball.matches).toEqual(server.log.state.basketball.matches);
    // Rooms are not in the lists (a match carries its living anchors), so only matches are compared.
    client.close();
  });

  it('makes one socket write per client per tick, the frames of the tick in one packet', async () => {
    const { catchUp, updates } = manualDay();
    const source = new ManualSource(catchUp);
    server = await startTestServer({ source, gateway: { tickMs: 50 } });
    const clients = await Promise.all([1, 2, 3].map(() => TestClient.connect(signedWsUrl(server!.wsUrl))));
    clients.forEach((c) => c.requestLists());
    await waitFor('lists', () => clients.every((c) => listsOf(c).length === 2));
    // The first list at once, the other with the tick: two writes (list-requests.ts).
    expect(clients.every((c) => c.packets.length === 2)).toBe(true);
    // 100 frames in 10 pushes inside one tick.
    for (let i = 0; i < 10; i++) source.emit(updates.slice(i * 10, i * 10 + 10));
    await waitFor('100 deltas each', () => clients.every((c) => c.deltas().length === 100));
    for (const c of clients) {
      expect(c.packets).toHaveLength(3);
      expect(c.packets[2].events).toHaveLength(100);
    }
    expect(server.gateway.stats.packetsSent).toBe(9);
  });
});
