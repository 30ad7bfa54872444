// Issue #14 "Every room event reaches lists and rooms live", on the real server (ROLE=all: replay, event log,
// gateway, /api on PGlite): a real anchor's stream arriving at the ingest's lifecycle is a 200 frame for a
// subscribed socket and a live room in the lists' answers (getMatchLiving, recommend); a process without the log
// appends over the bus; a new day's lists keep the live room; and a recorded day with anchors' events replays.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent, ListSnapshot } from '../../engine/core';
import { CODE, SPORT_TYPE, shanghaiDate, statusGroup } from '../../engine/core';
import { readFixture } from '../../engine/wire';
import type { AccountsRuntime } from '../api/runtime';
import { createAccountsRuntime } from '../api/runtime';
import { openData } from '../api/envelope';
import { DEMO_ANCHORS } from '../db/demo-people';
import { saveDraft } from '../db/repositories/broadcasts';
import { createReplaySource } from '../feed/replay-source';
import type { Runtime } from '../runtime';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { signedWsUrl } from '../test-support/signed-url';
import { startTestServer } from '../test-support/test-server';
import { TestClient, waitFor } from '../test-support/ws-client';
import { busRoomEventSink } from './room-event-sink';

const ANCHOR = DEMO_ANCHORS[0];
const dir = mkdtempSync(join(tmpdir(), 'anchor-feed-'));
const recording = join(dir, 'recorded.lsfx');
let server: Runtime;
let client: TestClient;
let accounts: AccountsRuntime;

beforeAll(async () => {
  accounts = await createAccountsRuntime({ DATA_DIR: dir });
  server = await startTestServer({ accounts, config: { recordTo: recording } });
  client = await TestClient.connect(signedWsUrl(server.wsUrl));
  client.requestLists();
  await waitFor('both lists', () => client.lists().length === 2);
}, 60_000);

afterAll(async () => {
  client?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** An open football match of the feed's day. */
function openMatch() {
  const m = Object.values(server.log.state.football.matches).find((x) => {
    const group = statusGroup('football', x.statusId);
    return (group === 'going' || group === 'no_start') && x.living.length === 0;
  });
  if (!m) throw new Error('the small day has no open football match now');
  return m;
}

async function sealedCall<T>(path: string, body: object): Promise<T> {
  const keyRes = await fetch(`${server.url}/api/v1/common/clientKey`);
  const { data: k } = await keyRes.json() as { data: { encKey: string; macKey: string } };
  const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const env = await res.json() as { code: number; data: string };
  if (env.code !== 0) throw new Error(`${path}: ${JSON.stringify(env)}`);
  const opened = openData(env.data, { encKey: Buffer.from(k.encKey, 'base64'), macKey: Buffer.from(k.macKey, 'base64') });
  if (env.code !== 0 || !opened.ok) throw new Error(`${path}: ${JSON.stringify(env)}`);
  return opened.value as T;
}

const startsOf = (events: readonly FeedEvent[]) => events.filter((e) => e.type === 'streamStart' && e.room.roomId === ANCHOR.roomId);

describe('room events from real anchors', () => {
  let matchId = 0;

  it('[RT-4] a prepared broadcast whose stream arrives is a 200 frame on the socket and a live room in the lists', async () => {
    const m = openMatch();
    matchId = m.id;
    // The draft as /anchor/prepare saves it (the route tests go through HTTP; here the feed side is the point).
    await saveDraft(accounts.db, ANCHOR.customerId, ANCHOR.roomId, {
      date: shanghaiDate(m.matchTime * 1000), roomName: '真主播的直播间', competitionId: m.competitionId, matchId: m.id,
      sportType: SPORT_TYPE.football, notification: '', coverPicture: `/covers/r${ANCHOR.roomId}.jpg`,
    }, new Date());
    server.anchorStreams!.lifecycle.published(ANCHOR.roomId);
    await waitFor('the 200 frame', () => startsOf(client.deltas()).length === 1);
    const frame = client.packets.flatMap((p) => p.events).find((e) => e.type === 'streamStart' && e.room.roomId === ANCHOR.roomId)!;
    expect(frame).toMatchObject({ room: { matchId: m.id, roomName: '真主播的直播间', anchor: { customId: ANCHOR.customerId, name: ANCHOR.nickname } } });
    expect(CODE.streamStart).toBe(200);

    const livings = await sealedCall<{ livings: { roomId: number; anchorCustomId: number }[] }>('/v1/match/getMatchLiving', { matchId: m.id, sportType: 1 });
    expect(livings.livings.map((l) => l.roomId)).toContain(ANCHOR.roomId);
    const recommend = await sealedCall<{ livings: { roomId: number }[] }>('/v1/living/recommend', { sportType: 1, showCount: 50 });
    expect(recommend.livings.map((l) => l.roomId)).toContain(ANCHOR.roomId);
  });

  it('a process without the log appends over the bus (live.request.room-events): a 230 reaches the socket', async () => {
    const before = client.deltas().length;
    await busRoomEventSink(server.bus).append([{ type: 'roomInfo', roomId: ANCHOR.roomId, patch: { notice: '今晚加更' } }]);
    await waitFor('the 230 frame', () => client.deltas().slice(before).some((e) => e.type === 'roomInfo' && e.roomId === ANCHOR.roomId));
    expect(server.log.state.rooms[ANCHOR.roomId].notice).toBe('今晚加更');
  });

  it('a new day\'s lists (a snapshot without the room) get the live room back', async () => {
    const wiped = (sport: 'football' | 'basketball'): ListSnapshot => {
      const s = server.log.snapshot(sport, server.source.now());
      return { ...s, rooms: [], matches: s.matches.map((x) => ({ ...x, living: [] })) };
    };
    server.log.push([wiped('football'), wiped('basketball')], true);
    expect(server.log.state.football.matches[matchId].living).toEqual([]);
    await waitFor('the room restored', () => server.log.state.football.matches[matchId].living.some((a) => a.roomId === ANCHOR.roomId));
  });

  it('[RT-5] the stream stopping is a 210 frame', async () => {
    server.anchorStreams!.lifecycle.unpublished(ANCHOR.roomId);
    await waitFor('the 210 frame', () => client.deltas().some((e) => e.type === 'streamClose' && e.roomId === ANCHOR.roomId));
    expect(server.log.state.football.matches[matchId].living.some((a) => a.roomId === ANCHOR.roomId)).toBe(false);
  });

  it('the recorder keeps the anchors\' events and the recorded day replays them in place', async () => {
    server.anchorStreams!.lifecycle.published(ANCHOR.roomId);
    await waitFor('live again', () => server.log.state.rooms[ANCHOR.roomId]?.living === true);
    await server.recorder!.flush();
    const fixture = readFixture(new Uint8Array(readFileSync(recording)));
    const replay = createReplaySource({ fixture, timers: SYSTEM_SCHEDULER, speed: 1, loop: false });
    const again = await startTestServer({ source: replay });
    try {
      expect(again.log.state.rooms[ANCHOR.roomId]).toEqual(server.log.state.rooms[ANCHOR.roomId]);
      expect(again.log.state.rooms[ANCHOR.roomId]).toMatchObject({ living: true, roomName: '真主播的直播间' });
      expect(again.log.state.football.matches[matchId].living.map((a) => a.roomId)).toContain(ANCHOR.roomId);
    } finally {
      await again.stop();
    }
  });
});
