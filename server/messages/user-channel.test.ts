// The user channel against the real server (issue #14): private messages sent over HTTP arrive on the sockets of
// both sides at once, with each side's unread total; reads move the badge on the reader's other sockets. Real `ws`
// clients and logins, as room-channel.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent } from '../../engine/core/room/user-channel';
import { encodeUserRequest, packetOf } from '../../engine/wire';
import { createAccountsRuntime } from '../api/runtime';
import { DEMO_ANCHORS, DEMO_STAFF_ID, DEMO_VIEWER_FIRST_ID } from '../db/demo-people';
import type { Runtime } from '../runtime';
import type { Api } from '../chat/test-support/chat-kit';
import { apiClient } from '../chat/test-support/chat-kit';
import { startTestServer } from '../test-support/test-server';
import { signedWsUrl } from '../test-support/signed-url';
import { TestClient, waitFor } from '../test-support/ws-client';

const dir = mkdtempSync(join(tmpdir(), 'pm-'));
const smsLog: string[] = [];
let server: Runtime;
let api: Api;
const ANCHOR = DEMO_ANCHORS[0].customerId;
const VIEWER = DEMO_VIEWER_FIRST_ID + 1; // 19900010002 does not follow the first anchor (demo-people.ts)
const tokens = { anchor: '', viewer: '' };
const sockets: TestClient[] = [];

async function subscribed(token: string): Promise<TestClient> {
  const c = await TestClient.connect(signedWsUrl(server.wsUrl));
  sockets.push(c);
  c.ws.send(packetOf([encodeUserRequest({ kind: 'userSubscribe', accessToken: token }, Date.now())]));
  await waitFor('subscribe answer', () => events(c).some((e) => e.type === 'subscribed'));
  return c;
}
const events = (c: TestClient): UserEvent[] => c.controls().flatMap((x) => (x.kind === 'user' ? [x.event] : []));

beforeAll(async () => {
  const accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: (line) => smsLog.push(line) });
  server = await startTestServer({ accounts });
  api = await apiClient(server.url, smsLog);
  tokens.anchor = await api.login('19900000001');
  tokens.viewer = await api.login('19900010002');
}, 60_000);
afterAll(async () => {
  for (const c of sockets) c.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('user channel', () => {
  it('[PM-7] a message reaches both sides live with their unread totals; a read clears the reader\'s badge everywhere', async () => {
    const [anchorTab, anchorTab2, viewerTab] = [await subscribed(tokens.anchor), await subscribed(tokens.anchor), await subscribed(tokens.viewer)];
    expect(events(anchorTab)[0]).toEqual({ type: 'subscribed', customerId: ANCHOR, unread: 0 });
    expect(events(viewerTab)[0]).toEqual({ type: 'subscribed', customerId: VIEWER, unread: 0 });

    expect((await api.call('/v1/message/send', { customerId: ANCHOR, text: '你好' }, tokens.viewer)).code).toBe(41501); // not followed
    expect((await api.call('/v1/customer/follow/action', { status: 1, followCustomerId: ANCHOR, prepareId: 0 }, tokens.viewer)).code).toBe(0);
    const text = '<img src=x onerror=alert(1)>';
    const sent = await api.call<{ msgId: number }>('/v1/message/send', { customerId: ANCHOR, text: `  ${text} ` }, tokens.viewer);
    expect(sent.code).toBe(0);
    for (const tab of [anchorTab, anchorTab2]) await waitFor('the message on the anchor\'s tabs', () => events(tab).some((e) => e.type === 'message'));
    await waitFor('the sender\'s copy', () => events(viewerTab).some((e) => e.type === 'message'));
    expect(events(anchorTab).at(-1)).toEqual({ type: 'message', unread: 1, message: expect.objectContaining({ msgId: sent.data.msgId, fromId: VIEWER, toId: ANCHOR, text }) });
    expect(events(viewerTab).at(-1)).toMatchObject({ type: 'message', unread: 0, message: { text } });

    expect((await api.call('/v1/message/read', { customerId: VIEWER }, tokens.anchor)).data).toEqual({ unread: 0, lastReadId: null });
    await waitFor('the read on the other tab', () => events(anchorTab2).some((e) => e.type === 'read'));
    expect(events(anchorTab2).at(-1)).toEqual({ type: 'read', peerId: VIEWER, unread: 0 });
    expect(events(viewerTab).some((e) => e.type === 'read')).toBe(false); // only the reader's sockets

    // The anchor answers someone who wrote to them [PM-5].
    expect((await api.call('/v1/message/send', { customerId: VIEWER, text: '谢谢关注' }, tokens.anchor)).code).toBe(0);
    await waitFor('the reply', () => events(viewerTab).filter((e) => e.type === 'message').length === 2);
    expect(events(viewerTab).at(-1)).toMatchObject({ type: 'message', unread: 1, message: { fromId: ANCHOR, text: '谢谢关注' } });
  });

  it('[PM-7] a token that does not verify is answered customerId 0; unsubscribe stops deliveries', async () => {
    const forged = await subscribed('v1.forged.token');
    expect(events(forged)).toEqual([{ type: 'subscribed', customerId: 0, unread: 0 }]);
    const staffWriter = await subscribed(tokens.viewer);
    staffWriter.ws.send(packetOf([encodeUserRequest({ kind: 'userUnsubscribe' }, Date.now())]));
    const other = await subscribed(tokens.viewer);
    expect((await api.call('/v1/message/send', { customerId: DEMO_STAFF_ID, text: '客服你好' }, tokens.viewer)).code).toBe(0);
    await waitFor('the copy on the subscribed tab', () => events(other).some((e) => e.type === 'message'));
    expect(events(staffWriter).filter((e) => e.type === 'message')).toEqual([]);
  });
});
