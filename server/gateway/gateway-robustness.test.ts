// What the gateway does with clients that misbehave, and how it shuts down.
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedEvent, ListSnapshot } from '../../engine/core';
import { shanghaiDate } from '../../engine/core/time/beijing-day';
import { encodeEnvelope, encodeEventFrame, packetOf } from '../../engine/wire';
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

function catchUp(): FeedEvent[] {
  return sampleDay(shanghaiDate(Date.now())).events.filter((e) => e.type === 'listSnapshot');
}

/** A match re-sent with a long note: ~30 KB a frame, to fill socket buffers quickly. */
function bigUpserts(count: number): FeedEvent[] {
  const football = catchUp().find((e): e is ListSnapshot => e.type === 'listSnapshot' && e.sport === 'football')!;
  const match = football.matches[0];
  const competition = football.competitions.find((c) => c.id === match.competitionId)!;
  const team = (id: number) => football.teams.find((t) => t.id === id)!;
  return Array.from({ length: count }, (_, i) => ({
    type: 'matchUpsert' as const, seq: 0, ts: Date.now(), sport: 'football' as const,
    match: { ...match, note: `${i}`.padEnd(30_000, '注') }, competition, homeTeam: team(match.homeTeamId), awayTeam: team(match.awayTeamId),
  }));
}

async function connected(url: string): Promise<TestClient> {
  const c = await TestClient.connect(signedWsUrl(url));
  c.requestLists();
  await waitFor('lists', () => c.events().filter((e) => e.type === 'listSnapshot').length === 2);
  return c;
}

describe('gateway robustness', () => {
  it('drops a client that does not read (1013 before its queue would pass the limit) while a fast one keeps receiving', async () => {
    const source = new ManualSource(catchUp());
    server = await startTestServer({ source, gateway: { tickMs: 10, sendBufferLimit: 512 * 1024, closeGraceMs: 100 } });
    const fast = await connected(server.wsUrl);
    const slow = await connected(server.wsUrl);
    (slow.ws as unknown as { _socket: Socket })._socket.pause(); // never reads again
    let sent = 0;
    const until = Date.now() + 15_000;
    while (server.gateway.stats.droppedSlow === 0 && Date.now() < until) {
      // 2 × 30 KB at a time, well under the 512 KB cap even when a late tick gathers several (the cap counts the
      // packet: one bigger than the cap goes to no client at all).
      source.emit(bigUpserts(2));
      sent += 2;
      await new Promise((r) => setTimeout(r, 15));
    }
    expect(server.gateway.stats.droppedSlow).toBe(1);
    expect(server.gateway.stats.clients).toBe(1);
    expect(server.gateway.stats.peakQueuedBytes).toBeLessThanOrEqual(512 * 1024);
    source.emit(bigUpserts(2));
    sent += 2;
    await waitFor('every frame at the fast client', () => fast.deltas().length === sent, 15_000);
    const seqs = fast.events().map((e) => e.seq);
    expect(seqs.slice(2)).toEqual(seqs.slice(2).map((_, i) => seqs[1] + 1 + i));
    (slow.ws as unknown as { _socket: Socket })._socket.resume();
    await slow.closed;
    fast.close();
  });

  it('[RT-11] answers malformed bytes, foreign codes and bad checksums with nothing, and keeps serving', async () => {
    server = await startTestServer();
    const client = await TestClient.connect(signedWsUrl(server.wsUrl));
    client.ws.send(Buffer.from([0xff, 0xff, 0xff, 0x01, 0x02]));
    client.ws.send(packetOf([encodeEnvelope(1, 0, 0, new Uint8Array([8, 1]))].map((e) => { e[e.length - 1] ^= 0xff; return e; })));
    client.ws.send(packetOf([encodeEventFrame(catchUp()[0])])); // a list snapshot is the server's to send
    client.ws.send(packetOf([encodeEnvelope(999, 0, 0, new Uint8Array())]));
    client.ping(7);
    await waitFor('pong', () => client.controls().length === 1);
    expect(client.packets).toHaveLength(1);
    expect(server.gateway.stats.badFrames).toBe(4);
    client.close();
  });

  it('[SK-5] closes a client that sends text (1003), too much (1009) or keeps sending garbage (1008)', async () => {
    server = await startTestServer();
    const text = await TestClient.connect(signedWsUrl(server.wsUrl));
    text.ws.send('{"code":1}');
    expect((await text.closed).code).toBe(1003);
    const big = await TestClient.connect(signedWsUrl(server.wsUrl));
    big.ws.send(Buffer.alloc(65 * 1024));
    expect((await big.closed).code).toBe(1009);
    const garbage = await TestClient.connect(signedWsUrl(server.wsUrl));
    for (let i = 0; i < 10; i++) garbage.ws.send(Buffer.from([0xff, i]));
    const closed = await garbage.closed;
    expect(closed.code).toBe(1008);
    expect(closed.reason).toMatch(/did not decode/);
    // Still serving.
    const ok = await TestClient.connect(signedWsUrl(server.wsUrl));
    ok.ping(1);
    await waitFor('pong', () => ok.controls().length === 1);
    ok.close();
  });

  it('shuts down cleanly: clients are closed with 1001, then HTTP stops', async () => {
    server = await startTestServer({ speed: 600 });
    const clients = await Promise.all([connected(server.wsUrl), connected(server.wsUrl)]);
    const { url } = server;
    await server.stop();
    server = undefined;
    for (const c of clients) expect(await c.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    await expect(fetch(`${url}/api/v1/football/realtimeMatch_b`)).rejects.toThrow();
  });
});
