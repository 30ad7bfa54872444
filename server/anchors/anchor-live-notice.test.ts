// Go-live reminders on the real server (ROLE=all on PGlite, real `ws` clients and logins): when an anchor's stream
// arrives at the ingest's lifecycle, the subscribed sockets of their followers and of those who asked via
// /anchor/remind get 312 UserNotice kind 3 ANCHOR_LIVE (proto/live.proto "User channel"); nobody else does, and an
// OBS reconnect tells nobody again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORT_TYPE, shanghaiDate, statusGroup } from '../../engine/core';
import type { UserEvent } from '../../engine/core/room/user-channel';
import { encodeUserRequest, packetOf } from '../../engine/wire';
import type { AccountsRuntime } from '../api/runtime';
import { createAccountsRuntime } from '../api/runtime';
import type { Api } from '../chat/test-support/chat-kit';
import { apiClient } from '../chat/test-support/chat-kit';
import { DEMO_ANCHORS, DEMO_STAFF_ID } from '../db/demo-people';
import { saveDraft } from '../db/repositories/broadcasts';
import type { Runtime } from '../runtime';
import { signedWsUrl } from '../test-support/signed-url';
import { startTestServer } from '../test-support/test-server';
import { TestClient, waitFor } from '../test-support/ws-client';

const ANCHOR = DEMO_ANCHORS[0];
const dir = mkdtempSync(join(tmpdir(), 'anchor-live-'));
const smsLog: string[] = [];
let server: Runtime;
let accounts: AccountsRuntime;
let api: Api;
const sockets: TestClient[] = [];

async function subscribed(token: string): Promise<TestClient> {
  const c = await TestClient.connect(signedWsUrl(server.wsUrl));
  sockets.push(c);
  c.ws.send(packetOf([encodeUserRequest({ kind: 'userSubscribe', accessToken: token }, Date.now())]));
  await waitFor('subscribe answer', () => events(c).some((e) => e.type === 'subscribed'));
  return c;
}
const events = (c: TestClient): UserEvent[] => c.controls().flatMap((x) => (x.kind === 'user' ? [x.event] : []));
const notices = (c: TestClient) => events(c).filter((e) => e.type === 'anchorLive');

beforeAll(async () => {
  accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: (line) => smsLog.push(line) });
  server = await startTestServer({ accounts });
  api = await apiClient(server.url, smsLog);
}, 60_000);
afterAll(async () => {
  for (const c of sockets) c.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('go-live reminders over the user channel', () => {
  it('[GN-7] a follower\'s and a reminded user\'s sockets get 312 kind 3 when the stream starts; others and a reconnect do not', async () => {
    // 20001 follows the first anchor (demo-people.ts); 20002 does not, and asks to be reminded; 20003 neither.
    const tokens = [await api.login('19900010001'), await api.login('19900010002'), await api.login('19900010003')];
    const [follower, reminded, stranger] = [await subscribed(tokens[0]), await subscribed(tokens[1]), await subscribed(tokens[2])];
    expect((await api.call('/v1/customer/follow/action', { status: 2, followCustomerId: ANCHOR.customerId, prepareId: 0 }, tokens[2])).code).toBe(0);
    const asked = await api.call<{ anchorId: number; remind: boolean }>('/anchor/remind', { anchorId: ANCHOR.customerId, status: 1 }, tokens[1]);
    expect(asked).toMatchObject({ code: 0, data: { anchorId: ANCHOR.customerId, remind: true } });

    const m = Object.values(server.log.state.football.matches).find((x) => ['going', 'no_start'].includes(statusGroup('football', x.statusId)));
    if (!m) throw new Error('the small day has no open football match now');
    await saveDraft(accounts.db, ANCHOR.customerId, ANCHOR.roomId, {
      date: shanghaiDate(m.matchTime * 1000), roomName: '<b>今晚</b>英超', competitionId: m.competitionId, matchId: m.id,
      sportType: SPORT_TYPE.football, notification: '', coverPicture: '',
    }, new Date());
    server.anchorStreams!.lifecycle.published(ANCHOR.roomId);
    for (const c of [follower, reminded]) await waitFor('the anchor-live notice', () => notices(c).length === 1);
    const expected = {
      type: 'anchorLive', anchorId: ANCHOR.customerId, anchorName: ANCHOR.nickname, roomId: ANCHOR.roomId,
      roomName: '<b>今晚</b>英超', sportType: SPORT_TYPE.football, matchId: m.id,
    };
    expect(notices(follower)[0]).toMatchObject(expected);
    expect(notices(reminded)[0]).toMatchObject(expected);
    expect(notices(follower)[0]).toHaveProperty('anchorAvatar', expect.any(String));
    expect((notices(follower)[0] as { at: number }).at).toBeGreaterThan(0);

    // An OBS reconnect: the same broadcast live again tells nobody again.
    server.anchorStreams!.lifecycle.unpublished(ANCHOR.roomId);
    server.anchorStreams!.lifecycle.published(ANCHOR.roomId);
    await server.anchorStreams!.settled();
    // Each writes to staff: the sender's copy comes over the same bus after anything published before it.
    for (const [i, c] of [follower, reminded, stranger].entries()) {
      expect((await api.call('/v1/message/send', { customerId: DEMO_STAFF_ID, text: '你好' }, tokens[i])).code).toBe(0);
      await waitFor('the sender\'s copy', () => events(c).some((e) => e.type === 'message'));
    }
    expect(notices(follower)).toHaveLength(1);
    expect(notices(reminded)).toHaveLength(1);
    expect(notices(stranger)).toEqual([]);
  });
});
