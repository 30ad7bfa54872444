// Chat across gateways (issue #14): two server processes (in-process instances on their own ports) on one
// database and one chat bus — the in-process bus always, NATS when TEST_NATS_URL is set (skipped, with the
// reason, otherwise). A message written on one gateway reaches the other's members, a kick on either reaches the
// kicked user's socket wherever it is, a joiner on the other gateway reads the history, and the audience counts
// both gateways' sockets. Both room channels run on one ManualScheduler: their coalesced audience counts and
// presence go out when the test moves that time, and "presence settles" counts announcements over windows of it,
// each closed by a round trip on the bus rather than a sleep.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import type { AccountsRuntime } from '../api/runtime';
import { createAccountsRuntime } from '../api/runtime';
import { DEMO_ANCHORS, DEMO_VIEWER_FIRST_ID } from '../db/demo-people';
import type { Runtime } from '../runtime';
import { NATS_SKIP_REASON, TEST_NATS_URL } from '../test-support/nats';
import { startTestServer } from '../test-support/test-server';
import { waitFor } from '../test-support/ws-client';
import type { ChatBus } from './chat-bus';
import { MemoryChatBus } from './memory-chat-bus';
import { NatsChatBus } from './nats-chat-bus';
import type { Api } from './test-support/chat-kit';
import { apiClient, ChatClient } from './test-support/chat-kit';

const dir = mkdtempSync(join(tmpdir(), 'chat-scale-'));
const smsLog: string[] = [];
let accounts: AccountsRuntime;
let api: Api;
const tokens: Record<string, string> = {};
let sms: Runtime;
const AUDIENCE_MS = 20;
/** A room nobody joins: its removals are the bus round trip's marks. */
const MARK_ROOM = -1;

beforeAll(async () => {
  accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: (line) => smsLog.push(line) });
  // One process only for the logins (its SMS codes land in smsLog); the gateways below share its database.
  sms = await startTestServer({ accounts: { ...accounts, close: async () => {} } });
  api = await apiClient(sms.url, smsLog);
  tokens.owner = await api.login('19900000001');
  tokens.a = await api.login('19900010001');
  tokens.b = await api.login('19900010002');
  tokens.c = await api.login('19900010003');
}, 60_000);
afterAll(async () => {
  await sms?.stop();
  await accounts?.close();
  rmSync(dir, { recursive: true, force: true });
});

function scaleOut(name: string, kickedUser: 'b' | 'c', chatRoom: number, openBus: () => Promise<{ one: ChatBus; two: ChatBus; dispose(): Promise<void> }>, skip?: string): void {
  describe.skipIf(skip !== undefined)(`chat over two gateways · ${name}${skip ? ` (${skip})` : ''}`, () => {
    const clients: ChatClient[] = [];
    let one: Runtime;
    let two: Runtime;
    let buses: Awaited<ReturnType<typeof openBus>>;
    const shared = () => ({ ...accounts, close: async () => {} });
    /** The two room channels' time. */
    const chatTime = new ManualScheduler(Date.UTC(2026, 10, 26, 12));
    /** Polls until `ok()`, moving the chat's time one audience window per poll so coalesced updates go out. */
    const ticking = (what: string, ok: () => boolean) => waitFor(what, () => ok() || (chatTime.advance(AUDIENCE_MS), false));
    let marks = 0;
    const seen = new Map<number, number>();

    /** Everything either gateway published so far has reached both: a mark through each bus, back on each. */
    async function busRoundTrip(): Promise<void> {
      const mark = ++marks;
      const listening = new Set([buses.one, buses.two]).size;
      await Promise.all([buses.one, buses.two].map((b) => b.publish({ type: 'removed', roomId: MARK_ROOM, msgId: mark })));
      await waitFor('the bus round trip', () => seen.get(mark) === 2 * listening);
    }

    beforeAll(async () => {
      buses = await openBus();
      for (const bus of new Set([buses.one, buses.two])) {
        bus.subscribe((e) => { if (e.type === 'removed' && e.roomId === MARK_ROOM) seen.set(e.msgId, (seen.get(e.msgId) ?? 0) + 1); });
      }
      const chat = (bus: ChatBus) => ({ bus, channel: { audienceMs: AUDIENCE_MS }, timers: chatTime });
      one = await startTestServer({ accounts: shared(), chat: chat(buses.one) });
      two = await startTestServer({ accounts: shared(), chat: chat(buses.two) });
    }, 30_000);
    afterAll(async () => {
      for (const c of clients) c.close();
      await one?.stop();
      await two?.stop();
      await buses?.dispose();
    });
    const on = async (r: Runtime) => { const c = await ChatClient.connect(r.wsUrl); clients.push(c); return c; };

    it('a message written on one gateway reaches the other\'s members; a joiner there reads the history', async () => {
      const room = chatRoom;
      const [writer, reader] = [await on(one), await on(two)];
      writer.join(room, tokens.a);
      reader.join(room);
      await writer.joined();
      await reader.joined();
      await ticking('both gateways count both sockets', () => reader.of('audience').at(-1)?.count === 2 && writer.of('audience').at(-1)?.count === 2);
      writer.send(room, '跨网关<b>你好</b>', 's1');
      await waitFor('the reader on the other gateway and the writer', () => reader.texts().includes('跨网关<b>你好</b>') && writer.texts().length === 1);
      expect(reader.of('message')[0].message.clientMsgId).toBe(''); // only the sender's socket gets its id back
      expect(writer.of('message')[0].message.clientMsgId).toBe('s1');
      const late = await on(two);
      late.join(room);
      expect((await late.joined()).history.map((m) => m.text)).toEqual(['跨网关<b>你好</b>']);
      // Presence settles: one gateway's announcement does not make the other announce back, for ever.
      let presences = 0;
      const off = buses.one.subscribe((e) => { if (e.type === 'presence') presences++; });
      await ticking('the late joiner counted', () => writer.of('audience').at(-1)?.count === 3);
      const windows = async (n: number) => {
        for (let i = 0; i < n; i++) {
          chatTime.advance(AUDIENCE_MS);
          await busRoundTrip();
        }
      };
      await windows(10); // what the join set off goes round
      const settled = presences;
      await windows(15); // 15 more coalescing windows
      off();
      expect(presences).toBe(settled);
    });

    it('a room that does not exist is not found on either gateway, and a room an anchor account owns is found on both', async () => {
      const [first, second] = [await on(one), await on(two)];
      for (const c of [first, second]) c.join(987_654_321, tokens.a);
      await waitFor('not found on both', () => first.notices().includes('notFound') && second.notices().includes('notFound'));
      expect([...first.of('joined'), ...second.of('joined')]).toEqual([]);
      for (const c of [first, second]) c.join(DEMO_ANCHORS[4].roomId);
      await first.joined();
      await second.joined();
    });

    it('a kick through one process reaches the kicked socket on another gateway at once', async () => {
      const room = DEMO_ANCHORS[0].roomId;
      const kickedId = DEMO_VIEWER_FIRST_ID + (kickedUser === 'b' ? 1 : 2);
      const kicked = await on(two);
      kicked.join(room, tokens[kickedUser]);
      await kicked.joined();
      await ticking('the other gateway knows the audience', () => one.chat!.hub.audience(room).users.some((u) => u.customerId === kickedId));
      const r = await apiClient(one.url, smsLog).then((a) => a.call('/v1/living/kickCustomer', { roomId: room, customerId: kickedId }, tokens.owner));
      expect(r.code).toBe(0);
      await waitFor('kicked notice on the other gateway', () => kicked.notices().includes('kicked'));
      await ticking('gone from the audience', () => !one.chat!.hub.audience(room).users.some((u) => u.customerId === kickedId));
    });
  });
}

scaleOut('in-process bus', 'b', DEMO_ANCHORS[2].roomId, async () => {
  const bus = new MemoryChatBus();
  return { one: bus, two: bus, dispose: () => bus.close() };
});

scaleOut('NATS', 'c', DEMO_ANCHORS[3].roomId, async () => {
  const prefix = `t${process.pid}_${randomBytes(4).toString('hex')}.live`;
  const one = await NatsChatBus.connect({ url: TEST_NATS_URL!, prefix });
  const two = await NatsChatBus.connect({ url: TEST_NATS_URL!, prefix });
  return { one, two, dispose: async () => { await Promise.all([one.close(), two.close()]); } };
}, TEST_NATS_URL ? undefined : NATS_SKIP_REASON);
