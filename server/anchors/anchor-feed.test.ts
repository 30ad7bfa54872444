// Issue #14 "Every room event reaches lists and rooms live", on the real server (ROLE=all: replay, event log,
// gateway, /api on PGlite): a real anchor's stream arriving at the ingest's lifecycle is a 200 frame for a
// subscribed socket and a live room in the lists' answers (getMatchLiving, recommend); a process without the log
// appends over the bus; a new day's lists keep the live room; and a recorded day with anchors' events replays.
// In Agora mode the stream's start and stop come from Agora's Media Gateway notifications instead (POST
// /agora/notify, signed with AGORA_NCS_SECRET): the same 200 / 210 and broadcast states.
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent, ListSnapshot } from '../../engine/core';
import { CODE, SPORT_TYPE, shanghaiDate, statusGroup } from '../../engine/core';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import { readFixture } from '../../engine/wire';
import type { AccountsRuntime } from '../api/runtime';
import { createAccountsRuntime } from '../api/runtime';
import { openData } from '../api/envelope';
import { DEMO_ANCHORS } from '../db/demo-people';
import { openBroadcastInRoom, saveDraft } from '../db/repositories/broadcasts';
import { MEDIA_GATEWAY_EVENT, MEDIA_GATEWAY_PRODUCT_ID } from '../media/agora-notice';
import { AGORA_NOTIFY_PATH } from '../media/agora-notify-route';
import { agoraChannelName } from '../media/agora-token';
import { AGORA_PUBLISHER_UID } from '../media/push-policy';
import { createReplaySource } from '../feed/replay-source';
import type { Runtime } from '../runtime';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { signedWsUrl } from '../test-support/signed-url';
import { startTestServer } from '../test-support/test-server';
import { TestClient, waitFor } from '../test-support/ws-client';
import { busRoomEventSink } from './room-event-sink';

const ANCHOR = DEMO_ANCHORS[0];
const NCS_SECRET = 'ncs-secret-for-tests';
const dir = mkdtempSync(join(tmpdir(), 'anchor-feed-'));
const recording = join(dir, 'recorded.lsfx');
let server: Runtime;
let client: TestClient;
let accounts: AccountsRuntime;

beforeAll(async () => {
  accounts = await createAccountsRuntime({ DATA_DIR: dir });
  server = await startTestServer({ accounts, config: { recordTo: recording, feedStart: undefined /* the feed at the wall clock: the anchors act in it */ }, agoraNotify: { env: { AGORA_NCS_SECRET: NCS_SECRET } } });
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

describe('Agora mode: Media Gateway notifications drive the room (POST /agora/notify)', () => {
  const AGORA_ANCHOR = DEMO_ANCHORS[1];
  const roomId = AGORA_ANCHOR.roomId;
  let matchId = 0;
  let n = 0;
  /** A notification as Agora's Notifications sends it (agora-notice.ts cites the documented shape). */
  const noticeBody = (eventType: number, sid: string, noticeId = `notice-${(n += 1)}`) => JSON.stringify({
    noticeId, productId: MEDIA_GATEWAY_PRODUCT_ID, eventType, notifyMs: Date.now(),
    payload: { sid, region: 'cn', streamKey: 'Zx***9k', rtcInfo: { channel: agoraChannelName(roomId), uid: AGORA_PUBLISHER_UID }, beginAt: new Date().toISOString() },
  });
  const sign = (body: string, secret = NCS_SECRET) => ({
    'agora-signature-v2': createHmac('sha256', secret).update(body).digest('hex'),
    'agora-signature': createHmac('sha1', secret).update(body).digest('hex'),
  });
  const post = async (body: string, headers: Record<string, string>) => {
    const res = await fetch(`${server.url}${AGORA_NOTIFY_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return { status: res.status, body: await res.json() as { code: number; msg: string; data: { result: string } | null } };
  };
  const broadcastState = async () => (await openBroadcastInRoom(accounts.db, roomId))?.state;
  const roomEvents: string[] = [];
  const isLive = () => server.log.state.rooms[roomId]?.living === true && server.log.state.football.matches[matchId].living.some((a) => a.roomId === roomId);

  beforeAll(async () => {
    server.log.subscribe((batch) => {
      for (const e of batch.events) {
        if (e.type === 'streamStart' && e.room.roomId === roomId) roomEvents.push(`200 ${e.room.matchId}`);
        if (e.type === 'streamClose' && e.roomId === roomId) roomEvents.push(`210 ${e.matchId}`);
      }
    });
    const m = openMatch();
    matchId = m.id;
    await saveDraft(accounts.db, AGORA_ANCHOR.customerId, roomId, {
      date: shanghaiDate(m.matchTime * 1000), roomName: '声网直播间', competitionId: m.competitionId, matchId: m.id,
      sportType: SPORT_TYPE.football, notification: '', coverPicture: `/covers/r${roomId}.jpg`,
    }, new Date());
  });

  it('a bad or missing signature is 401 {code: 40101} and changes nothing', async () => {
    const body = noticeBody(MEDIA_GATEWAY_EVENT.connected, 'session-1');
    const wrong = await post(body, sign(body, 'not-the-secret'));
    expect(wrong).toEqual({ status: 401, body: { code: API_CODE.notifySignature, msg: API_MESSAGE.notifySignature, data: null } });
    expect(await post(body, {})).toEqual({ status: 401, body: { code: API_CODE.notifySignature, msg: API_MESSAGE.notifySignature, data: null } });
    // Signed, then changed: the signature is over the bytes as sent.
    expect((await post(body.replace('session-1', 'session-9'), sign(body))).status).toBe(401);
    await server.anchorStreams!.settled();
    expect(await broadcastState()).toBe('prepared');
    expect(isLive()).toBe(false);
    expect(roomEvents).toEqual([]);
  });

  it('a signed body that is not a notification is 400 {code: 40001}', async () => {
    for (const body of ['{"noticeId": ', '{"noticeId":"x","productId":10}', '[]']) {
      const answer = await post(body, sign(body));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: API_CODE.validation, msg: API_MESSAGE.notifyMalformed });
    }
    expect(await broadcastState()).toBe('prepared');
  });

  it('[RT-4] live_stream_connected: the prepared broadcast goes live and a 200 reaches the feed; Agora\'s retry of it is handled once', async () => {
    const body = noticeBody(MEDIA_GATEWAY_EVENT.connected, 'session-1');
    expect(await post(body, sign(body))).toEqual({ status: 200, body: { code: 0, msg: '', data: { result: 'published' } } });
    expect(await broadcastState()).toBe('live');
    expect(isLive()).toBe(true);
    expect(roomEvents).toEqual([`200 ${matchId}`]);
    expect(server.log.state.rooms[roomId]).toMatchObject({ roomName: '声网直播间', living: true });

    expect(await post(body, sign(body))).toEqual({ status: 200, body: { code: 0, msg: '', data: { result: 'duplicate' } } });
    expect(roomEvents).toEqual([`200 ${matchId}`]);
  });

  it('a stream on a channel that is no room\'s is answered 200 and ignored', async () => {
    const body = noticeBody(MEDIA_GATEWAY_EVENT.connected, 'session-x').replace(agoraChannelName(roomId), 'somebody-else');
    expect(await post(body, sign(body))).toEqual({ status: 200, body: { code: 0, msg: '', data: { result: 'ignored' } } });
    expect(roomEvents).toEqual([`200 ${matchId}`]);
  });

  it('[RT-5] live_stream_disconnected: a 210 and the broadcast back to prepared (OBS reconnecting resumes it)', async () => {
    const body = noticeBody(MEDIA_GATEWAY_EVENT.disconnected, 'session-1');
    expect(await post(body, sign(body))).toEqual({ status: 200, body: { code: 0, msg: '', data: { result: 'unpublished' } } });
    expect(await broadcastState()).toBe('prepared');
    expect(isLive()).toBe(false);
    expect(roomEvents).toEqual([`200 ${matchId}`, `210 ${matchId}`]);

    const again = noticeBody(MEDIA_GATEWAY_EVENT.connected, 'session-2');
    expect((await post(again, sign(again))).body.data).toEqual({ result: 'published' });
    expect(await broadcastState()).toBe('live');
    expect(roomEvents).toEqual([`200 ${matchId}`, `210 ${matchId}`, `200 ${matchId}`]);
  });
});
