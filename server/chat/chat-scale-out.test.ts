// Chat across gateways (issue #14): two server processes (in-process instances on their own ports) on one
// database and one chat bus — the in-process bus always, NATS when TEST_NATS_URL is set (skipped, with the
// reason, otherwise). A message written on one gateway reaches the other's members, a kick on either reaches the
// kicked user's socket wherever it is, a joiner on the other gateway reads the history, and the audience counts
// both gateways' sockets.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function scaleOut(name: string, kickedUser: 'b' | 'c', openBus: () => Promise<{ one: ChatBus; two: ChatBus; dispose(): Promise<void> }>, skip?: string): void {
  describe.skipIf(skip !== undefined)(`chat over two gateways · ${name}${skip ? ` (${skip})` : ''}`, () => {
    const clients: ChatClient[] = [];
    let one: Runtime;
    let two: Runtime;
    let buses: Awaited<ReturnType<typeof openBus>>;
    const shared = () => ({ ...accounts, close: async () => {} });

    beforeAll(async () => {
      buses = await openBus();
      one = await startTestServer({ accounts: shared(), chat: { bus: buses.one, channel: { audienceMs: 20 } } });
      two = await startTestServer({ accounts: shared(), chat: { bus: buses.two, channel: { audienceMs: 20 } } });
    }, 30_000);
    afterAll(async () => {
      for (const c of clients) c.close();
      await one?.stop();
      await two?.stop();
      await buses?.dispose();
    });
    const on = async (r: Runtime) => { const c = await ChatClient.connect(r.wsUrl); clients.push(c); return c; };

    it('a message written on one gateway reaches the other\'s members; a joiner there reads the history', async () => {
      const room = 991_000 + Math.floor(Math.random() * 1000);
      const [writer, reader] = [await on(one), await on(two)];
      writer.join(room, tokens.a);
      reader.join(room);
      await writer.joined();
      await reader.joined();
      await waitFor('both gateways count both sockets', () => reader.of('audience').at(-1)?.count === 2 && writer.of('audience').at(-1)?.count === 2);
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
      await waitFor('the late joiner counted', () => writer.of('audience').at(-1)?.count === 3);
      await new Promise((r) => setTimeout(r, 200));
      const settled = presences;
      await new Promise((r) => setTimeout(r, 300)); // 15 coalescing windows of 20 ms
      off();
      expect(presences).toBe(settled);
    });

    it('a kick through one process reaches the kicked socket on another gateway at once', async () => {
      const room = DEMO_ANCHORS[0].roomId;
      const kickedId = DEMO_VIEWER_FIRST_ID + (kickedUser === 'b' ? 1 : 2);
      const kicked = await on(two);
      kicked.join(room, tokens[kickedUser]);
      await kicked.joined();
      await waitFor('the other gateway knows the audience', () => one.chat!.hub.audience(room).users.some((u) => u.customerId === kickedId));
      const r = await apiClient(one.url, smsLog).then((a) => a.call('/v1/living/kickCustomer', { roomId: room, customerId: kickedId }, tokens.owner));
      expect(r.code).toBe(0);
      await waitFor('kicked notice on the other gateway', () => kicked.notices().includes('kicked'));
      await waitFor('gone from the audience', () => !one.chat!.hub.audience(room).users.some((u) => u.customerId === kickedId));
    });
  });
}

scaleOut('in-process bus', 'b', async () => {
  const bus = new MemoryChatBus();
  return { one: bus, two: bus, dispose: () => bus.close() };
});

scaleOut('NATS', 'c', async () => {
  const prefix = `t${process.pid}_${randomBytes(4).toString('hex')}.live`;
  const one = await NatsChatBus.connect({ url: TEST_NATS_URL!, prefix });
  const two = await NatsChatBus.connect({ url: TEST_NATS_URL!, prefix });
  return { one, two, dispose: async () => { await Promise.all([one.close(), two.close()]); } };
}, TEST_NATS_URL ? undefined : NATS_SKIP_REASON);
