// Private messages over HTTP (contract/private-messages.ts; server/messages/README.md): who may write to whom,
// text and input checks as codes (never a 500), paging, unread and read marks, the per-user rate.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConversationItem, MessagePeer, PrivateMessage } from '../../contract';
import { DEMO_ANCHORS, DEMO_STAFF_ID, DEMO_VIEWER_FIRST_ID } from '../db/demo-people';
import { DB_START_TIMEOUT_MS } from '../db/test-support/test-databases';
import { API_CODE } from './errors';
import { apiPerTest } from './test-support/api-per-test';

const suite = apiPerTest({ seed: true });
const ANCHOR = DEMO_ANCHORS[0].customerId;
const VIEWER = DEMO_VIEWER_FIRST_ID + 1; // 19900010002: does not follow the first anchor (demo-people.ts)
const tokens = { viewer: '', anchor: '', other: '' };
beforeEach(async () => {
  tokens.viewer = (await suite.api.login('19900010002')).accessToken;
  tokens.anchor = (await suite.api.login('19900000001')).accessToken;
  tokens.other = (await suite.api.login('19900010003')).accessToken;
}, DB_START_TIMEOUT_MS);

type History = { peer: MessagePeer; messages: PrivateMessage[]; hasMore: boolean; canSend: boolean; unread: number };
const send = (token: string, customerId: unknown, text: unknown) => suite.api.call<PrivateMessage>('/v1/message/send', { customerId, text }, { token });
const history = (token: string, body: object) => suite.api.call<History>('/v1/message/history', body, { token });
const follow = (token: string, id: number) => suite.api.call('/v1/customer/follow/action', { status: 1, followCustomerId: id, prepareId: 0 }, { token });

describe('private messages', () => {
  it('[PM-5] viewers write to anchors they follow and to staff; anchors answer who wrote; nobody else', async () => {
    expect((await send(tokens.viewer, ANCHOR, '你好')).envelope).toMatchObject({ code: API_CODE.messageNotAllowed, msg: '关注主播后才能发私信哦～' });
    expect((await history(tokens.viewer, { customerId: ANCHOR })).data).toMatchObject({ canSend: false, messages: [], peer: { customerId: ANCHOR, isAnchor: 1, isStaff: 0 } });
    await follow(tokens.viewer, ANCHOR);
    expect((await history(tokens.viewer, { customerId: ANCHOR })).data.canSend).toBe(true);
    const sent = await send(tokens.viewer, ANCHOR, '  主播好  ');
    expect(sent.data).toMatchObject({ fromId: VIEWER, toId: ANCHOR, text: '主播好', ts: suite.api.clock.now() });
    expect((await send(tokens.anchor, VIEWER, '欢迎')).envelope.code).toBe(0); // a reply
    expect((await send(tokens.anchor, VIEWER + 1, '你好')).envelope.code).toBe(API_CODE.messageNotAllowed); // never wrote
    expect((await send(tokens.other, VIEWER, '你好')).envelope.code).toBe(API_CODE.messageNotAllowed); // a viewer, not an anchor
    const staff = await suite.api.call<MessagePeer>('/v1/staff/info', {});
    expect(staff.data).toMatchObject({ customerId: DEMO_STAFF_ID, nickname: '官方客服', isStaff: 1, isAnchor: 0 });
    expect((await send(tokens.other, DEMO_STAFF_ID, '客服在吗')).envelope.code).toBe(0);
  });

  it('[PM-8] bad input is a code, never a 500', async () => {
    await follow(tokens.viewer, ANCHOR);
    const cases: [unknown, unknown, number][] = [
      [ANCHOR, '', API_CODE.validation],
      [ANCHOR, '   ', API_CODE.validation],
      [ANCHOR, 'a\u0000b', API_CODE.validation],
      [ANCHOR, '好'.repeat(301), API_CODE.messageTooLong],
      [ANCHOR, 'x'.repeat(1201), API_CODE.validation],
      [ANCHOR, [], API_CODE.validation],
      [0, '你好', API_CODE.validation],
      ['abc', '你好', API_CODE.validation],
      [1.5, '你好', API_CODE.validation],
      [999_999, '你好', API_CODE.notFound],
      [VIEWER, '你好', API_CODE.messageNotAllowed],
    ];
    for (const [id, text, code] of cases) {
      const r = await send(tokens.viewer, id, text);
      expect([r.envelope.code, r.status < 500], JSON.stringify([id, text])).toEqual([code, true]);
      suite.api.clock.advance(1_001); // within the rate [PM-6]
    }
    expect((await send(tokens.viewer, ANCHOR, '⚽'.repeat(300))).envelope.code).toBe(0); // 300 characters as seen, not UTF-16 units
    expect((await suite.api.call('/v1/message/send', { customerId: ANCHOR, text: '你好' })).envelope.code).toBe(API_CODE.notLoggedIn);
    expect((await history(tokens.viewer, { customerId: VIEWER })).envelope.code).toBe(API_CODE.messageNotAllowed);
    expect((await history(tokens.viewer, { customerId: 999_999 })).envelope.code).toBe(API_CODE.notFound);
    expect((await history(tokens.viewer, { customerId: ANCHOR, pageSize: 51 })).envelope.code).toBe(API_CODE.validation);
    expect((await history(tokens.viewer, { customerId: ANCHOR, beforeId: -1 })).envelope.code).toBe(API_CODE.validation);
    expect((await suite.api.call('/v1/message/read', { customerId: 'x' }, { token: tokens.viewer })).envelope.code).toBe(API_CODE.validation);
    expect((await suite.api.call('/v1/message/conversations', { pageSize: 0 }, { token: tokens.viewer })).envelope.code).toBe(API_CODE.validation);
  });

  it('[PM-2] history pages up; conversations and unread; reading clears it', async () => {
    await follow(tokens.viewer, ANCHOR);
    for (let i = 1; i <= 25; i++) {
      expect((await send(tokens.viewer, ANCHOR, `第${i}条`)).envelope.code).toBe(0);
      suite.api.clock.advance(2_000); // within the rate
    }
    const newest = await history(tokens.anchor, { customerId: VIEWER });
    expect(newest.data.messages.map((m) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `第${i + 6}条`));
    expect(newest.data).toMatchObject({ hasMore: true, canSend: true, unread: 25 });
    const older = await history(tokens.anchor, { customerId: VIEWER, beforeId: newest.data.messages[0].msgId });
    expect(older.data.messages.map((m) => m.text)).toEqual(['第1条', '第2条', '第3条', '第4条', '第5条']);
    expect(older.data.hasMore).toBe(false);
    const list = await suite.api.call<{ total: number; unread: number; list: ConversationItem[] }>('/v1/message/conversations', {}, { token: tokens.anchor });
    expect(list.data).toMatchObject({ total: 1, unread: 25, list: [{ peer: { customerId: VIEWER, nickname: '曼联死忠' }, last: { text: '第25条' }, unread: 25 }] });
    const read = await suite.api.call('/v1/message/read', { customerId: VIEWER, upToId: newest.data.messages[0].msgId }, { token: tokens.anchor });
    expect(read.data).toEqual({ unread: 19, lastReadId: newest.data.messages[0].msgId });
    expect((await suite.api.call('/v1/message/read', { customerId: VIEWER }, { token: tokens.anchor })).data).toEqual({ unread: 0, lastReadId: null });
    expect((await suite.api.call('/v1/message/read', { customerId: DEMO_STAFF_ID }, { token: tokens.anchor })).data).toEqual({ unread: 0, lastReadId: null });
  });

  it('[PM-6] a user sends at most 5 in 5 s', async () => {
    const sends = [];
    for (let i = 0; i < 6; i++) sends.push((await send(tokens.other, DEMO_STAFF_ID, `消息${i}`)).envelope.code);
    expect(sends).toEqual([0, 0, 0, 0, 0, API_CODE.rateLimited]);
    suite.api.clock.advance(5_001);
    expect((await send(tokens.other, DEMO_STAFF_ID, '又来了')).envelope.code).toBe(0);
  });
});
