// /v1/liveroom/modifyChatRoomInfo through the real /api: the room's owner changes the title and notice of an open
// broadcast; while live the change is a 230 in the feed's log (lists and open rooms) and a new notice is a chat
// message in the room; everyone else, and every bad input, gets its code.
import { beforeEach, describe, expect, it } from 'vitest';
import { API_CODE } from '../../contract/codes';
import type { Broadcast, ChatRoomInfo } from '../../contract';
import { match, snapshot } from '../../engine/core/test-support/builders';
import { EventLog } from '../feed/event-log';
import { logRoomEventSink } from '../anchors/room-event-sink';
import { createAnchorStreams } from '../anchors/anchor-streams';
import { DEMO_ANCHORS } from '../db/demo-people';
import { apiPerTest } from './test-support/api-per-test';
import { T0 } from './test-support/test-api';

const KICK = Math.floor(T0 / 1000) + 3 * 3600;
let log = new EventLog('test');
const freshLog = () => {
  log = new EventLog('test');
  log.push([snapshot('football', [match('football', 5001, { matchTime: KICK })]), snapshot('basketball', [])], false);
};
freshLog();

const t = apiPerTest({
  seed: true,
  options: {
    state: () => log.state,
    anchors: {
      config: { rtmpHost: '127.0.0.1', rtmpPort: 1935, autoReviewMs: 0 },
      roomEvents: { append: (events) => logRoomEventSink(log, () => T0).append(events) },
    },
  },
});
beforeEach(freshLog);

const ANCHOR = DEMO_ANCHORS[0];
const OTHER = DEMO_ANCHORS[1];
const ROOM = ANCHOR.roomId;
const DRAFT = { date: '2025-05-01', roomName: '英超焦点战', selCompetition: 1, matchId: 5001, sportType: 1 as const, notification: '欢迎来聊球', coverPicture: `/covers/r${ROOM}.jpg` };
const MODIFY = '/v1/liveroom/modifyChatRoomInfo';

const token = async (phone: string) => (await t.api.login(phone)).accessToken;
const chatBodies = async () => (await t.db.query<{ body: string; user_id: number }>('SELECT body, user_id FROM chat_messages WHERE room_id = $1 ORDER BY id', [ROOM]));

async function live(tk: string) {
  expect((await t.api.call('/anchor/prepare', DRAFT, { token: tk })).envelope.code).toBe(0);
  const streams = createAnchorStreams({ db: t.db, clock: t.api.clock, liveState: () => log.state, roomEvents: logRoomEventSink(log, () => T0) });
  streams.lifecycle.published(ROOM);
  await streams.settled();
  expect(log.state.rooms[ROOM]).toMatchObject({ living: true, roomName: '英超焦点战', notice: '欢迎来聊球' });
}

describe('modifyChatRoomInfo', () => {
  it('[RT-9] the owner renames a live room and posts a notice: one 230, the draft keeps it, the chat says the notice', async () => {
    const tk = await token('19900000001');
    await live(tk);
    const seq = log.seq;
    const r = await t.api.call<ChatRoomInfo>(MODIFY, { roomId: ROOM, roomName: '  下半场继续  ', notice: '中场抽奖，留言参与' }, { token: tk });
    expect(r.envelope.code).toBe(0);
    expect(r.data).toEqual({ roomId: ROOM, roomName: '下半场继续', notice: '中场抽奖，留言参与' });
    expect(log.seq).toBe(seq + 1);
    expect(log.state.rooms[ROOM]).toMatchObject({ roomName: '下半场继续', notice: '中场抽奖，留言参与', living: true });
    const livings = await t.api.call<{ livings: { roomName: string }[] }>('/v1/match/getMatchLiving', { matchId: 5001, sportType: 1 });
    expect(livings.data.livings.map((l) => l.roomName)).toEqual(['下半场继续']);
    const draft = await t.api.call<{ broadcast: Broadcast }>('/anchor/detail', {}, { token: tk });
    expect(draft.data.broadcast).toMatchObject({ roomName: '下半场继续', notification: '中场抽奖，留言参与', state: 'live' });
    expect(await chatBodies()).toEqual([{ body: '【直播间公告】中场抽奖，留言参与', user_id: ANCHOR.customerId }]);

    // Only the title: no chat line; the same text again: no event at all; a cleared notice: a 230, no chat line.
    await t.api.call(MODIFY, { roomId: ROOM, roomName: '再改标题' }, { token: tk });
    expect(log.seq).toBe(seq + 2);
    await t.api.call(MODIFY, { roomId: ROOM, roomName: '再改标题', notice: '中场抽奖，留言参与' }, { token: tk });
    expect(log.seq).toBe(seq + 2);
    await t.api.call(MODIFY, { roomId: ROOM, notice: '' }, { token: tk });
    expect(log.state.rooms[ROOM].notice).toBe('');
    expect(await chatBodies()).toHaveLength(1);
  });

  it('a prepared (not yet live) broadcast changes its draft only: nothing reaches the feed', async () => {
    const tk = await token('19900000001');
    await t.api.call('/anchor/prepare', DRAFT, { token: tk });
    const seq = log.seq;
    expect((await t.api.call(MODIFY, { roomId: ROOM, notice: '晚上八点见' }, { token: tk })).envelope.code).toBe(0);
    expect(log.seq).toBe(seq);
    expect((await t.api.call<{ broadcast: Broadcast }>('/anchor/detail', {}, { token: tk })).data.broadcast.notification).toBe('晚上八点见');
    expect(await chatBodies()).toEqual([]);
  });

  it('bad input is 40001 with its copy: control characters, too long, blank title, nothing to change', async () => {
    const tk = await token('19900000001');
    await live(tk);
    const code = async (body: object) => (await t.api.call(MODIFY, body, { token: tk })).envelope;
    expect(await code({ roomId: ROOM, roomName: '标题\u0000' })).toMatchObject({ code: API_CODE.validation, msg: '直播间标题不能包含控制字符' });
    expect(await code({ roomId: ROOM, notice: '公告\u001b[31m' })).toMatchObject({ code: API_CODE.validation, msg: '直播公告不能包含控制字符' });
    expect(await code({ roomId: ROOM, notice: '公'.repeat(201) })).toMatchObject({ code: API_CODE.validation, msg: '直播公告最多200字' });
    expect(await code({ roomId: ROOM, roomName: '标'.repeat(31) })).toMatchObject({ code: API_CODE.validation, msg: '直播间标题应为1-30个字' });
    expect(await code({ roomId: ROOM, roomName: '   ' })).toMatchObject({ code: API_CODE.validation, msg: '请输入直播间标题' });
    expect(await code({ roomId: ROOM })).toMatchObject({ code: API_CODE.validation, msg: '请填写直播间标题或公告' });
    expect(await code({ roomId: 'x', notice: 'a' })).toMatchObject({ code: API_CODE.validation });
    expect(await code({ roomId: -1, notice: 'a' })).toMatchObject({ code: API_CODE.validation });
    expect(log.state.rooms[ROOM]).toMatchObject({ roomName: '英超焦点战', notice: '欢迎来聊球' });
  });

  it('not the owner is 40020; logged out 10020; the owner without an open broadcast 41405', async () => {
    const owner = await token('19900000001');
    await live(owner);
    const other = await token('19900000002');
    const viewer = await token('13800000009');
    expect((await t.api.call(MODIFY, { roomId: ROOM, notice: '抢麦' }, { token: other })).envelope.code).toBe(API_CODE.noRoomPermission);
    expect((await t.api.call(MODIFY, { roomId: ROOM, notice: '抢麦' }, { token: viewer })).envelope).toMatchObject({ code: API_CODE.noRoomPermission, msg: '您没有该直播间的管理权限' });
    expect((await t.api.call(MODIFY, { roomId: 999_999, notice: '抢麦' }, { token: viewer })).envelope.code).toBe(API_CODE.noRoomPermission);
    expect((await t.api.call(MODIFY, { roomId: ROOM, notice: '抢麦' })).envelope.code).toBe(API_CODE.notLoggedIn);
    expect((await t.api.call(MODIFY, { roomId: OTHER.roomId, notice: '没开播' }, { token: other })).envelope).toMatchObject({ code: API_CODE.noBroadcast, msg: '请先填写开播信息' });
    expect(log.state.rooms[ROOM].notice).toBe('欢迎来聊球');
  });
});
