// Live-room chat against the real server: the gateway's room channel, the chat hub on PGlite, the HTTP moderation
// calls. Real `ws` clients, real logins (SMS codes from the console provider's log). The room channel's timers — the
// users' rate buckets and the coalesced audience counts — run on a ManualScheduler: a bucket refills and a count
// goes out when the test moves that time, never by sleeping.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_HISTORY_SIZE } from '../../engine/core/room/types';
import { encodeRoomRequest, packetOf } from '../../engine/wire';
import { ManualScheduler } from '../../engine/time';
import type { AccountsRuntime } from '../api/runtime';
import { createAccountsRuntime } from '../api/runtime';
import { DEMO_ANCHORS, DEMO_VIEWER_FIRST_ID } from '../db/demo-people';
import type { Runtime } from '../runtime';
import { startTestServer } from '../test-support/test-server';
import { waitFor } from '../test-support/ws-client';
import type { Api } from './test-support/chat-kit';
import { apiClient, ChatClient } from './test-support/chat-kit';
import { MAX_ROOMS_PER_SOCKET } from './room-channel';

const dir = mkdtempSync(join(tmpdir(), 'chat-'));
const smsLog: string[] = [];
let server: Runtime;
let accounts: AccountsRuntime;
let api: Api;
const tokens: Record<'owner' | 'a' | 'b' | 'c' | 'd', string> = { owner: '', a: '', b: '', c: '', d: '' };
const OWNED = DEMO_ANCHORS[0].roomId; // the first demo anchor's room
/** Rooms that exist (other demo anchors' rooms), one per case so their chats do not meet. */
const ROOMS = DEMO_ANCHORS.slice(1).map((a) => a.roomId);
const viewer = (i: number) => `19900010${String(i + 1).padStart(3, '0')}`; // demo viewers' phones (demo-people.ts)
const clients: ChatClient[] = [];
const connect = async () => { const c = await ChatClient.connect(server.wsUrl); clients.push(c); return c; };
const AUDIENCE_MS = 20;
/** The room channel's time: a user's bucket gains a token per 1 000 ms of it [USER_CHAT_RATE]. */
const chatTime = new ManualScheduler(Date.UTC(2026, 10, 26, 12));
/** Polls until `ok()`, moving the chat's time one audience window per poll so coalesced counts go out. */
const ticking = (what: string, ok: () => boolean) => waitFor(what, () => ok() || (chatTime.advance(AUDIENCE_MS), false));
/**
 * The feed's virtual start: 20:00 Beijing, when the recorded small day has its evening rooms on air. From the
 * wall clock's hour instead, a run at 02:00 Beijing found one room in the feed and the several-rooms cases had none
 * to join.
 */
const FEED_START = Date.UTC(2026, 10, 26, 12);
/** The feed's own rooms (not the demo anchors'), in the state's order. */
const feedRooms = () => Object.values(server.log.state.rooms).map((r) => r.roomId).filter((id) => !DEMO_ANCHORS.some((a) => a.roomId === id));

beforeAll(async () => {
  accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: (line) => smsLog.push(line) });
  server = await startTestServer({ accounts, config: { feedStart: FEED_START }, chat: { channel: { audienceMs: AUDIENCE_MS }, timers: chatTime } });
  expect(feedRooms().length).toBeGreaterThanOrEqual(4); // the several-rooms cases take four of them
  api = await apiClient(server.url, smsLog);
  tokens.owner = await api.login('19900000001');
  for (const [i, k] of (['a', 'b', 'c', 'd'] as const).entries()) tokens[k] = await api.login(viewer(i));
}, 60_000);
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('room channel', () => {
  it('one writes, another reads: the message as sent (markup is text), the sender\'s copy carries its clientMsgId', async () => {
    const [writer, reader] = [await connect(), await connect()];
    reader.join(ROOMS[0]);
    writer.join(ROOMS[0], tokens.a);
    const self = (await writer.joined()).self;
    expect(self).toMatchObject({ customerId: DEMO_VIEWER_FIRST_ID, admin: false, owner: false, mutedUntil: 0 });
    expect((await reader.joined()).self.customerId).toBe(0); // a guest reads
    const text = '<img src=x onerror=alert(1)> <script>alert(2)</script> 好球！⚽';
    writer.send(ROOMS[0], `  ${text}  `, 'm1');
    await waitFor('the message on both', () => reader.texts().length === 1 && writer.texts().length === 1);
    const [got] = reader.of('message');
    expect(got.message).toMatchObject({ roomId: ROOMS[0], customerId: DEMO_VIEWER_FIRST_ID, nickname: '快乐球迷', text, clientMsgId: '' });
    expect(got.message.msgId).toBeGreaterThan(0);
    expect(writer.of('message')[0].message).toMatchObject({ msgId: got.message.msgId, clientMsgId: 'm1' });
  });

  it('a guest cannot write; a token that does not verify joins as a guest and is told so', async () => {
    const guest = await connect();
    guest.join(ROOMS[1], 'v1.forged.token');
    expect((await guest.joined()).self.customerId).toBe(0);
    guest.send(ROOMS[1], '我是游客', 'g1');
    await waitFor('login required', () => guest.notices().includes('loginRequired'));
    expect(guest.notices()).toEqual(['tokenRefused', 'loginRequired']);
    expect(guest.of('notice').at(-1)?.clientMsgId).toBe('g1');
    expect(guest.texts()).toEqual([]);
  });

  it('a logged-in user who joined as a guest writes with the token in the send', async () => {
    const c = await connect();
    c.join(ROOMS[2]);
    await c.joined();
    c.send(ROOMS[2], '登录后发言', 'x1', tokens.d);
    await waitFor('the message', () => c.texts().length === 1);
    expect(c.of('message')[0].message.clientMsgId).toBe('x1');
  });

  it('per-user rate: 3 at once, then refused with a notice (a second socket of the same user shares the bucket)', async () => {
    const [one, two] = [await connect(), await connect()];
    one.join(ROOMS[3], tokens.b);
    two.join(ROOMS[3], tokens.b);
    await one.joined();
    await two.joined();
    for (let i = 1; i <= 3; i++) one.send(ROOMS[3], `第${i}条`, `r${i}`);
    two.send(ROOMS[3], '第4条', 'r4');
    await waitFor('3 messages and a refusal', () => one.texts().length === 3 && two.notices().includes('rateLimited'));
    expect(one.texts()).toEqual(['第1条', '第2条', '第3条']);
    expect(two.of('notice')[0]).toMatchObject({ kind: 'rateLimited', clientMsgId: 'r4' });
  });

  it('text: control characters and empty text refused, 300 characters pass, 301 are too long', async () => {
    const c = await connect();
    c.join(ROOMS[4], tokens.c);
    await c.joined();
    c.send(ROOMS[4], 'a\u0000b', 't1');
    c.send(ROOMS[4], '   ', 't2');
    c.send(ROOMS[4], '球'.repeat(301), 't3');
    await waitFor('3 refusals', () => c.notices().length === 3);
    expect(c.of('notice').map((n) => [n.kind, n.clientMsgId])).toEqual([['badText', 't1'], ['badText', 't2'], ['tooLong', 't3']]);
    c.send(ROOMS[4], '😀'.repeat(300), 't4'); // 300 characters, 600 UTF-16 units
    await waitFor('the message', () => c.texts().length === 1);
  });

  it('a send to a room the socket has not joined is refused', async () => {
    const c = await connect();
    c.send(ROOMS[5], '你好', 'n1', tokens.d);
    await waitFor('not joined', () => c.notices().includes('notJoined'));
  });

  it('history on join: the last 50 messages, oldest first, from the database', async () => {
    const room = ROOMS[6];
    for (let i = 1; i <= CHAT_HISTORY_SIZE + 5; i++) {
      const r = await server.chat!.hub.post(room, { userId: DEMO_VIEWER_FIRST_ID + 5, nickname: '凌晨三点看球', level: 2 }, `历史${i}`, { gateway: '-', socket: 0, clientMsgId: '' });
      expect(r.ok).toBe(true);
    }
    const c = await connect();
    c.join(room);
    const joined = await c.joined();
    expect(joined.history.map((m) => m.text)).toEqual(Array.from({ length: CHAT_HISTORY_SIZE }, (_, i) => `历史${i + 6}`));
    expect(joined.audience).toBe(1);
  });

  it('audience: the count follows joins and leaves; the audience list names the logged-in ones', async () => {
    const room = ROOMS[7];
    const [x, y] = [await connect(), await connect()];
    x.join(room, tokens.a);
    await x.joined();
    y.join(room);
    await ticking('count 2', () => x.of('audience').at(-1)?.count === 2);
    const list = await api.call<{ total: number; list: { customerId: number; nickname: string }[] }>('/v1/living/findLiveAudienceList', { roomId: room });
    expect(list.data.total).toBe(2);
    expect(list.data.list.map((p) => p.nickname)).toEqual(['快乐球迷']);
    y.leave(room);
    await ticking('count 1', () => x.of('audience').at(-1)?.count === 1);
    y.close();
  });
});

describe('room channel limits', () => {
  it('joins, leaves and sends cost request tokens like list requests: 21 in one message close the socket (4429)', async () => {
    const c = await connect();
    c.socket.ws.send(packetOf(Array.from({ length: 21 }, () => encodeRoomRequest({ kind: 'roomLeave', roomId: 1 }, Date.now()))));
    expect((await c.socket.closed).code).toBe(4429);
  });

  it('a server without accounts (no database) answers room requests with notice UNAVAILABLE', async () => {
    const bare = await startTestServer();
    try {
      const c = await ChatClient.connect(bare.wsUrl);
      c.join(990_100);
      await waitFor('unavailable', () => c.notices().includes('unavailable'));
      c.close();
    } finally {
      await bare.stop();
    }
  });
});

/** A room no feed describes and no anchor account owns. */
const NO_ROOM = 987_654_321;
const storedIn = async (roomId: number) =>
  (await accounts.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE room_id = $1', [roomId]))[0].n;

describe('rooms that exist', () => {
  it('a room that does not exist: the join answers NOT_FOUND and joins nothing; a send there is refused and nothing is stored', async () => {
    const c = await connect();
    c.join(NO_ROOM, tokens.d);
    await waitFor('not found', () => c.notices().includes('notFound'));
    expect(c.of('joined')).toEqual([]);
    expect(c.of('notice')[0]).toMatchObject({ roomId: NO_ROOM, kind: 'notFound' });
    c.send(NO_ROOM, '没人管的房间', 'nf1', tokens.d);
    await waitFor('not joined', () => c.notices().includes('notJoined'));
    expect(c.of('notice').at(-1)).toMatchObject({ kind: 'notJoined', clientMsgId: 'nf1' });
    // The hub refuses it too, whoever calls it.
    const posted = await server.chat!.hub.post(NO_ROOM, { userId: DEMO_VIEWER_FIRST_ID + 3, nickname: '巴萨小公主', level: 1 }, '直接写入', { gateway: '-', socket: 0, clientMsgId: '' });
    expect(posted).toEqual({ ok: false, reason: 'notFound' });
    expect(await storedIn(NO_ROOM)).toBe(0);
    expect(server.chat!.hub.audience(NO_ROOM).sockets).toBe(0);
    // Nobody moderates it: there is nobody's room to moderate.
    expect((await api.call('/v1/living/muteCustomer', { roomId: NO_ROOM, customerId: DEMO_VIEWER_FIRST_ID + 3 }, tokens.owner)).code).toBe(40020);
  });

  it('a refused join joins nothing and leaves the socket\'s other rooms as they were; joining a room held again is one membership', async () => {
    const c = await connect();
    c.join(ROOMS[8]);
    await c.joined();
    c.join(NO_ROOM);
    await waitFor('not found', () => c.notices().includes('notFound'));
    expect(server.chat!.hub.audience(ROOMS[8]).sockets).toBe(1);
    c.join(ROOMS[8]);
    await waitFor('joined again', () => c.of('joined').length === 2);
    expect(c.of('joined')[1].audience).toBe(1);
    expect(server.chat!.hub.audience(ROOMS[8]).sockets).toBe(1);
  });

  it('the feed\'s rooms and anchor accounts\' rooms exist: a room the feed describes joins, and so does a demo anchor\'s', async () => {
    const feedRoom = Object.values(server.log.state.rooms).find((r) => !DEMO_ANCHORS.some((a) => a.roomId === r.roomId));
    expect(feedRoom).toBeDefined();
    const c = await connect();
    c.join(feedRoom!.roomId);
    expect((await c.joined()).roomId).toBe(feedRoom!.roomId);
    const d = await connect();
    d.join(DEMO_ANCHORS.at(-1)!.roomId);
    expect((await d.joined()).roomId).toBe(DEMO_ANCHORS.at(-1)!.roomId);
  });
});

describe('moderation', () => {
  it('only the owner names admins; a fan cannot kick, mute or remove', async () => {
    const fanAdmin = await api.call('/v1/living/setLivingAdmin', { roomId: OWNED, customerId: DEMO_VIEWER_FIRST_ID + 1 }, tokens.a);
    expect(fanAdmin.code).toBe(40020);
    const notOwned = await api.call('/v1/living/setLivingAdmin', { roomId: ROOMS[0], customerId: DEMO_VIEWER_FIRST_ID + 1 }, tokens.owner);
    expect(notOwned.code).toBe(40020); // another anchor's room
    expect((await api.call('/v1/living/kickCustomer', { roomId: OWNED, customerId: DEMO_VIEWER_FIRST_ID + 2 }, tokens.a)).code).toBe(40020);
    expect((await api.call('/v1/living/muteCustomer', { roomId: OWNED, customerId: DEMO_VIEWER_FIRST_ID + 2 }, tokens.a)).code).toBe(40020);
    expect((await api.call('/v1/living/removeChatMessage', { roomId: OWNED, msgId: 1 }, tokens.a)).code).toBe(40020);
    expect((await api.call('/v1/living/kickCustomer', { roomId: OWNED, customerId: DEMO_ANCHORS[0].customerId }, tokens.owner)).code).toBe(40020);
  });

  it('an admin the owner named sees the menu (self.admin), removes a message: gone for every member and from history', async () => {
    const set = await api.call('/v1/living/setLivingAdmin', { roomId: OWNED, customerId: DEMO_VIEWER_FIRST_ID + 3, status: 1 }, tokens.owner);
    expect(set).toMatchObject({ code: 0, data: { admin: true } });
    const admins = await api.call<{ customerId: number }[]>('/v1/liveroom/liveRoomAdminList', { roomId: OWNED });
    expect(admins.data.map((a) => a.customerId)).toEqual([DEMO_VIEWER_FIRST_ID + 3]);
    const [admin, fan] = [await connect(), await connect()];
    admin.join(OWNED, tokens.d);
    fan.join(OWNED, tokens.c);
    expect((await admin.joined()).self).toMatchObject({ admin: true, owner: false });
    await fan.joined();
    fan.send(OWNED, '要删除的消息', 'rm1');
    await waitFor('the message', () => admin.texts().includes('要删除的消息'));
    const msgId = admin.of('message').at(-1)!.message.msgId;
    const removed = await api.call('/v1/living/removeChatMessage', { roomId: OWNED, msgId }, tokens.d);
    expect(removed.code).toBe(0);
    await waitFor('removed on both', () => fan.of('removed').length === 1 && admin.of('removed').length === 1);
    expect(fan.of('removed')[0]).toMatchObject({ roomId: OWNED, msgId });
    const late = await connect();
    late.join(OWNED);
    expect((await late.joined()).history.map((m) => m.msgId)).not.toContain(msgId);
    expect((await api.call('/v1/living/removeChatMessage', { roomId: OWNED, msgId: 999_999 }, tokens.d)).code).toBe(40007);
  });

  it('mute: the user is told until when, sends are refused; unmute lifts it', async () => {
    const c = await connect();
    c.join(OWNED, tokens.b);
    await c.joined();
    const muted = await api.call<{ mutedUntil: number }>('/v1/living/muteCustomer', { roomId: OWNED, customerId: DEMO_VIEWER_FIRST_ID + 1, minutes: 10 }, tokens.owner);
    expect(muted.code).toBe(0);
    await waitFor('muted notice', () => c.notices().includes('muted'));
    expect(c.of('notice')[0].until).toBe(muted.data.mutedUntil);
    const standing = await api.call('/v1/liveroom/customStatusForLiveRoomList', { roomId: OWNED }, tokens.b);
    expect(standing.data).toMatchObject({ muted: true, mutedUntil: muted.data.mutedUntil, admin: false, kicked: false });
    chatTime.advance(1_000); // the rate bucket of b (emptied above) refills a token
    c.send(OWNED, '禁言中', 'mu1');
    await waitFor('refused', () => c.of('notice').filter((n) => n.kind === 'muted').length === 2);
    expect(c.of('notice')[1]).toMatchObject({ clientMsgId: 'mu1', until: muted.data.mutedUntil });
    expect(c.texts()).toEqual([]);
    await api.call('/v1/living/muteCustomer', { roomId: OWNED, customerId: DEMO_VIEWER_FIRST_ID + 1, minutes: 0 }, tokens.owner);
    await waitFor('unmuted', () => c.notices().includes('unmuted'));
    chatTime.advance(1_000); // the refused send took b's token
    c.send(OWNED, '解除禁言', 'mu2');
    await waitFor('the message', () => c.texts().includes('解除禁言'));
  });

  it('[LR-1] [LR-2] kick: at once, the kicked socket is told and leaves the room; rejoining is refused; the kick status says so', async () => {
    const [kicked, other] = [await connect(), await connect()];
    kicked.join(OWNED, tokens.a);
    other.join(OWNED, tokens.c);
    await kicked.joined();
    await other.joined();
    expect((await api.call('/v1/liveroom/checkCustomKickStatus', { roomId: OWNED }, tokens.a)).data).toEqual({ kicked: false });
    const r = await api.call('/v1/living/kickCustomer', { roomId: OWNED, customerId: DEMO_VIEWER_FIRST_ID }, tokens.owner);
    expect(r.code).toBe(0);
    await waitFor('kicked notice', () => kicked.notices().includes('kicked'));
    chatTime.advance(1_000); // c's rate bucket
    other.send(OWNED, '踢出之后', 'k1');
    await waitFor('the other sees it', () => other.texts().includes('踢出之后'));
    expect(kicked.texts()).not.toContain('踢出之后');
    kicked.join(OWNED, tokens.a);
    await waitFor('refused again', () => kicked.notices().filter((n) => n === 'kicked').length === 2);
    expect(kicked.of('joined')).toHaveLength(1);
    const status = await api.call('/v1/liveroom/checkCustomKickStatus', { roomId: OWNED }, tokens.a);
    expect(status.data).toMatchObject({ kicked: true });
    expect((await api.call('/v1/liveroom/checkCustomKickStatus', { roomId: OWNED })).data).toEqual({ kicked: false }); // guests pass
  });

  it('the owner is the room\'s anchor: they join as owner and remove a message in their room, and moderate no other anchor\'s room', async () => {
    const [owner, fan] = [await connect(), await connect()];
    owner.join(OWNED, tokens.owner);
    expect((await owner.joined()).self).toMatchObject({ customerId: DEMO_ANCHORS[0].customerId, owner: true, admin: true });
    fan.join(OWNED, tokens.c);
    await fan.joined();
    chatTime.advance(1_000); // c's rate bucket
    fan.send(OWNED, '房主来删', 'own1');
    await waitFor('the message', () => owner.texts().includes('房主来删'));
    const msgId = owner.of('message').at(-1)!.message.msgId;
    expect((await api.call('/v1/living/removeChatMessage', { roomId: OWNED, msgId }, tokens.owner)).code).toBe(0);
    await waitFor('removed', () => fan.of('removed').some((r) => r.msgId === msgId));
    // In another anchor's room the first anchor is a viewer like any other.
    const elsewhere = await connect();
    elsewhere.join(ROOMS[0], tokens.owner);
    expect((await elsewhere.joined()).self).toMatchObject({ owner: false, admin: false });
    const theirs = (await elsewhere.joined()).history[0];
    expect((await api.call('/v1/living/removeChatMessage', { roomId: ROOMS[0], msgId: theirs.msgId }, tokens.owner)).code).toBe(40020);
    expect((await api.call('/v1/living/muteCustomer', { roomId: ROOMS[0], customerId: DEMO_VIEWER_FIRST_ID }, tokens.owner)).code).toBe(40020);
    expect((await api.call('/v1/living/kickCustomer', { roomId: ROOMS[0], customerId: DEMO_VIEWER_FIRST_ID }, tokens.owner)).code).toBe(40020);
    expect(await storedIn(ROOMS[0])).toBeGreaterThan(0); // the message is still there
  });
});

describe('several rooms per socket', () => {
  /** Rooms of the feed's (no demo anchor's): rooms no test above writes in. */
  it('one socket joins two rooms and gets both rooms\' messages, each under its room; its sends go to the room they name', async () => {
    const [both, inA, inB] = [await connect(), await connect(), await connect()];
    const [a, b] = [ROOMS[9], ROOMS[10]];
    both.join(a, tokens.c);
    both.join(b, tokens.c);
    inA.join(a);
    inB.join(b);
    await both.joined(2);
    expect(both.of('joined').map((j) => j.roomId)).toEqual([a, b]);
    await inA.joined();
    await inB.joined();
    chatTime.advance(3_000); // c's rate bucket, used above, full again
    inA.send(a, '甲房间', 'x', tokens.d);
    both.send(b, '乙房间', 'b1');
    await waitFor('both rooms\' messages on the socket in both', () => both.texts().length === 2);
    expect(both.of('message').map((m) => [m.message.roomId, m.message.text]).sort()).toEqual([[a, '甲房间'], [b, '乙房间']].sort());
    expect(both.of('message').find((m) => m.message.roomId === b)!.message.clientMsgId).toBe('b1');
    await waitFor('each room\'s own member', () => inA.texts().length === 1 && inB.texts().length === 1);
    expect(inA.texts()).toEqual(['甲房间']);
    expect(inB.texts()).toEqual(['乙房间']);
  });

  it('leaving one room keeps the other: its messages still come, the left room\'s do not; the audience counts the socket once per room', async () => {
    const [c, other] = [await connect(), await connect()];
    const [, a, b] = feedRooms(); // the first is joined by a test above
    c.join(a);
    c.join(b);
    c.join(a); // joined again: still one membership
    other.join(a, tokens.d);
    await c.joined(3);
    await other.joined();
    await ticking('a counts 2 sockets', () => server.chat!.hub.audience(a).sockets === 2);
    expect(server.chat!.hub.audience(b).sockets).toBe(1);
    c.leave(a);
    await ticking('a counts 1', () => server.chat!.hub.audience(a).sockets === 1);
    expect(server.chat!.hub.audience(b).sockets).toBe(1);
    chatTime.advance(3_000);
    other.send(a, '走了就看不到', 'l1');
    await waitFor('the other sees it', () => other.texts().includes('走了就看不到'));
    await server.chat!.hub.post(b, { userId: DEMO_VIEWER_FIRST_ID + 5, nickname: '凌晨三点看球', level: 2 }, '还在这里', { gateway: '-', socket: 0, clientMsgId: '' });
    await waitFor('the room kept', () => c.texts().includes('还在这里'));
    expect(c.texts()).toEqual(['还在这里']);
  });

  it('a kick in one room ends that membership only: the socket stays in its other room and writes there', async () => {
    const c = await connect();
    const elsewhere = feedRooms()[3];
    c.join(OWNED, tokens.b);
    c.join(elsewhere, tokens.b);
    await c.joined(2);
    const r = await api.call('/v1/living/kickCustomer', { roomId: OWNED, customerId: DEMO_VIEWER_FIRST_ID + 1 }, tokens.owner);
    expect(r.code).toBe(0);
    await waitFor('kicked notice', () => c.notices().includes('kicked'));
    expect(c.of('notice').find((n) => n.kind === 'kicked')!.roomId).toBe(OWNED);
    expect(server.chat!.hub.audience(elsewhere).sockets).toBe(1);
    chatTime.advance(3_000); // b's rate bucket
    c.send(elsewhere, '这边还能说', 'k2');
    c.send(OWNED, '那边不行', 'k3');
    await waitFor('the message and the refusal', () => c.texts().includes('这边还能说') && c.notices().includes('notJoined'));
    expect(c.of('notice').at(-1)).toMatchObject({ roomId: OWNED, kind: 'notJoined', clientMsgId: 'k3' });
    expect(c.texts()).toEqual(['这边还能说']);
  });

  it(`the cap: ${MAX_ROOMS_PER_SOCKET} rooms at once; one more is refused with TOO_MANY_ROOMS and joins nothing, until a room is left`, async () => {
    const rooms = [...new Set([...feedRooms().slice(4), ...ROOMS])].slice(0, MAX_ROOMS_PER_SOCKET + 1);
    expect(rooms).toHaveLength(MAX_ROOMS_PER_SOCKET + 1);
    const held = rooms.slice(0, MAX_ROOMS_PER_SOCKET);
    const extra = rooms[MAX_ROOMS_PER_SOCKET];
    const c = await connect();
    for (const room of held) c.join(room);
    await c.joined(MAX_ROOMS_PER_SOCKET);
    c.join(extra);
    await waitFor('too many rooms', () => c.notices().includes('tooManyRooms'));
    expect(c.of('notice').at(-1)).toMatchObject({ roomId: extra, kind: 'tooManyRooms' });
    expect(c.of('joined').map((j) => j.roomId)).not.toContain(extra);
    c.join(held[0]); // a room held, joined again: not one more
    await c.joined(MAX_ROOMS_PER_SOCKET + 1);
    expect(c.notices().filter((n) => n === 'tooManyRooms')).toHaveLength(1);
    c.leave(held[1]);
    c.join(extra);
    const joined = await c.joined(MAX_ROOMS_PER_SOCKET + 2);
    expect(joined.roomId).toBe(extra);
  });

  it('a send to a room the socket has not joined is refused while it is in others, and nothing is stored there', async () => {
    const c = await connect();
    c.join(ROOMS[9], tokens.d);
    await c.joined();
    const before = await storedIn(ROOMS[10]);
    chatTime.advance(3_000);
    c.send(ROOMS[10], '没进这个房间', 'nj1');
    await waitFor('not joined', () => c.notices().includes('notJoined'));
    expect(c.of('notice').at(-1)).toMatchObject({ roomId: ROOMS[10], kind: 'notJoined', clientMsgId: 'nj1' });
    expect(await storedIn(ROOMS[10])).toBe(before);
  });
});
