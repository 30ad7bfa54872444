// Anchor certification and broadcasting through the real /api (issue #14): every audit state [AN-7], the codes a
// non-anchor gets, the face step, push keys (a refresh invalidates the old key at the authorizer), and the room
// events a broadcast puts into the feed's log — seen in the lists the way getMatchLiving answers them.
import { beforeEach, describe, expect, it } from 'vitest';
import { API_CODE, API_MESSAGE } from '../../contract/codes';
import type { AuditState, Broadcast, PushKey } from '../../contract';
import { match, snapshot } from '../../engine/core/test-support/builders';
import { EventLog } from '../feed/event-log';
import { logRoomEventSink } from '../anchors/room-event-sink';
import { createAnchorStreams } from '../anchors/anchor-streams';
import { decide } from '../anchors/operator';
import { DEMO_ANCHORS } from '../db/demo-people';
import { apiPerTest } from './test-support/api-per-test';
import { T0 } from './test-support/test-api';

const REVIEW_MS = 60_000;
const KICK = Math.floor(T0 / 1000) + 3 * 3600; // later on the test's day (Shanghai 2025-05-01)
const TODAY = '2025-05-01';
let log = new EventLog('test');
const freshLog = () => {
  log = new EventLog('test');
  log.push([
    snapshot('football', [match('football', 5001, { matchTime: KICK }), match('football', 5002, { matchTime: KICK + 3600 }),
      match('football', 5003, { matchTime: KICK - 7200, statusId: 8 })]),
    snapshot('basketball', [match('basketball', 6001, { matchTime: KICK })]),
  ], false);
};
freshLog();

const t = apiPerTest({
  seed: true,
  options: {
    state: () => log.state,
    anchors: {
      config: { rtmpHost: 'live.example.cn', rtmpPort: 1935, autoReviewMs: REVIEW_MS },
      roomEvents: { append: (events) => logRoomEventSink(log, () => T0).append(events) },
    },
  },
});
beforeEach(freshLog);

const ANCHOR = DEMO_ANCHORS[0]; // 10001, room 880001, phone 19900000001
const WHO = { realName: '张三', idCard: '11010519491231002X' };
const DRAFT = { date: TODAY, roomName: '英超焦点战', selCompetition: 1, matchId: 5001, sportType: 1 as const, notification: '欢迎来聊球', coverPicture: `/covers/r${ANCHOR.roomId}.jpg` };

async function token(phone: string) {
  return (await t.api.login(phone)).accessToken;
}

/** Name + ID → face session → demo face step → card info: the application is in. */
async function certify(tk: string, who = WHO) {
  const face = await t.api.call<{ certifyId: string; url: string }>('/ali/face/init', who, { token: tk });
  expect(face.envelope.code).toBe(0);
  expect((await t.api.call('/ali/face/demoConfirm', { certifyId: face.data.certifyId }, { token: tk })).envelope.code).toBe(0);
  return t.api.call<AuditState>('/v1/customer/verifyCardInfo', { ...who, certifyId: face.data.certifyId }, { token: tk });
}

const roomEvents = () => log.state.rooms;
/** The ingest's side, on the same database (AnchorStreams keeps nothing in memory but its queue). */
const ingestSide = () => createAnchorStreams({
  db: t.db, clock: t.api.clock, liveState: () => log.state, roomEvents: logRoomEventSink(log, () => T0),
});

describe('certification [AN-7]', () => {
  it('[AN-7] none → wait (后台正在审核中) → pass after the review delay; the user becomes an anchor with a room', async () => {
    const tk = await token('13800000001');
    expect((await t.api.call<AuditState>('/v1/customer/auditState', {}, { token: tk })).data).toEqual({ auditStatus: 'none', cancelReason: null });
    expect((await t.api.call('/anchor/prepare', DRAFT, { token: tk })).envelope).toMatchObject({ code: API_CODE.notCertified, msg: '认证成为主播后方可开播' });

    const submitted = await certify(tk);
    expect(submitted.data).toEqual({ auditStatus: 'wait', cancelReason: null });
    expect((await t.api.call('/anchor/pushStreamKey', {}, { token: tk })).envelope).toMatchObject({ code: API_CODE.auditWaiting, msg: '后台正在审核中，请耐心等待～' });
    expect((await t.api.call('/ali/face/init', WHO, { token: tk })).envelope.code).toBe(API_CODE.auditWaiting);

    t.api.clock.advance(REVIEW_MS);
    expect((await t.api.call<AuditState>('/v1/customer/auditState', {}, { token: tk })).data).toEqual({ auditStatus: 'pass', cancelReason: null });
    const info = await t.api.call<{ isAnchor: number; identifier: number }>('/v1/customer/info', {}, { token: tk });
    expect(info.data).toMatchObject({ isAnchor: 1, identifier: 890001 });
    const detail = await t.api.call('/v1/customer/detail', {}, { token: tk });
    expect(detail.data).toMatchObject({ auditStatus: 'pass', realName: '张*', idCard: '110*************2X', roomId: 890001 });
    expect(JSON.stringify(await t.db.query('SELECT * FROM anchor_applications'))).not.toContain('11010519491231002X');
  });

  it('[AN-7] reject shows the cancelReason (审核已被驳回～ on anchor calls); resubmitting waits again', async () => {
    const tk = await token('13800000002');
    await certify(tk);
    const me = (await t.api.call<{ id: number }>('/v1/customer/info', {}, { token: tk })).data.id;
    expect(await decide(t.db, me, { pass: false, reason: '身份信息与人脸不符' }, 'op', T0)).toBe('decided');
    expect(await decide(t.db, me, { pass: true }, 'op', T0)).toBe('not-waiting');
    expect((await t.api.call<AuditState>('/v1/customer/auditState', {}, { token: tk })).data).toEqual({ auditStatus: 'reject', cancelReason: '身份信息与人脸不符' });
    expect((await t.api.call('/anchor/prepare', DRAFT, { token: tk })).envelope).toMatchObject({ code: API_CODE.auditRejected, msg: '审核已被驳回～' });
    expect((await certify(tk)).data).toEqual({ auditStatus: 'wait', cancelReason: null });
  });

  it('bad names and ID numbers are 40001 with their copy; an unconfirmed or foreign face session is refused', async () => {
    const tk = await token('13800000003');
    const bad = async (who: { realName: string; idCard: string }) => (await t.api.call('/ali/face/init', who, { token: tk })).envelope;
    expect(await bad({ realName: 'Tom', idCard: WHO.idCard })).toMatchObject({ code: API_CODE.validation, msg: API_MESSAGE.realNameInvalid });
    expect(await bad({ realName: '张三', idCard: '110105194912310021' })).toMatchObject({ code: API_CODE.validation, msg: API_MESSAGE.idNumberInvalid });
    expect(await bad({ realName: '张三', idCard: '1101051949' })).toMatchObject({ code: API_CODE.validation, msg: '身份证号码应为18位' });
    const face = await t.api.call<{ certifyId: string }>('/ali/face/init', WHO, { token: tk });
    expect((await t.api.call('/ali/face/query', { certifyId: face.data.certifyId }, { token: tk })).data).toEqual({ passed: false, status: 'pending' });
    expect((await t.api.call('/v1/customer/verifyCardInfo', { ...WHO, certifyId: face.data.certifyId }, { token: tk })).envelope.code).toBe(API_CODE.identityRefused);
    const other = await token('13800000004');
    expect((await t.api.call('/ali/face/demoConfirm', { certifyId: face.data.certifyId }, { token: other })).envelope.code).toBe(API_CODE.identityRefused);
    expect((await t.api.call('/ali/face/query', { certifyId: face.data.certifyId }, { token: other })).data).toEqual({ passed: false, status: 'unknown' });
    await t.api.call('/ali/face/demoConfirm', { certifyId: face.data.certifyId }, { token: tk });
    expect((await t.api.call('/ali/face/query', { certifyId: face.data.certifyId }, { token: tk })).data).toEqual({ passed: true, status: 'passed' });
    // The card info must be the person the face step verified.
    expect((await t.api.call('/v1/customer/verifyCardInfo', { ...WHO, realName: '李四', certifyId: face.data.certifyId }, { token: tk })).envelope.code).toBe(API_CODE.identityRefused);
  });

  it('[AN-7] the auto-review rejects an applicant under 18, with the reason as cancelReason', async () => {
    const tk = await token('13800000008');
    expect((await certify(tk, { realName: '王小明', idCard: '110105201501010017' })).data.auditStatus).toBe('wait');
    t.api.clock.advance(REVIEW_MS);
    expect((await t.api.call<AuditState>('/v1/customer/auditState', {}, { token: tk })).data).toEqual({ auditStatus: 'reject', cancelReason: '未满18周岁，暂不能开通直播' });
  });

  it('one ID number certifies one account', async () => {
    await certify(await token('13800000005'));
    const second = await certify(await token('13800000006'));
    expect(second.envelope).toMatchObject({ code: API_CODE.identityRefused, msg: API_MESSAGE.identityTaken });
  });

  it('the demo anchors are passed without an application; logged out is 10020', async () => {
    const tk = await token('19900000001');
    expect((await t.api.call<AuditState>('/v1/customer/auditState', {}, { token: tk })).data.auditStatus).toBe('pass');
    expect((await t.api.call('/anchor/checkLiving', {})).envelope.code).toBe(API_CODE.notLoggedIn);
  });
});

describe('broadcasting', () => {
  it('prepare checks the match, date (from the day /anchor/detail says is today) and cover; the push key is rtmp://<host>:<port>/live + <roomId>-<secret>', async () => {
    const tk = await token('19900000001');
    const code = async (over: object) => (await t.api.call('/anchor/prepare', { ...DRAFT, ...over }, { token: tk })).envelope.code;
    expect(await code({ matchId: 9999 })).toBe(API_CODE.notFound);
    expect(await code({ matchId: 5003 })).toBe(API_CODE.notFound); // finished
    expect(await code({ selCompetition: 2 })).toBe(API_CODE.validation);
    expect(await code({ date: '2025-04-30' })).toBe(API_CODE.validation);
    // The page's first pickable day is the server's (the feed's), the one prepare checks against — not the browser's.
    expect((await t.api.call<{ today: string }>('/anchor/detail', {}, { token: tk })).data.today).toBe(TODAY);
    expect(await code({ coverPicture: 'https://evil.example/x.jpg' })).toBe(API_CODE.validation);
    const prepared = await t.api.call<Broadcast>('/anchor/prepare', DRAFT, { token: tk });
    expect(prepared.data).toMatchObject({ roomId: ANCHOR.roomId, state: 'prepared', matchId: 5001, roomName: '英超焦点战', startedAt: null });

    const key = (await t.api.call<PushKey>('/anchor/pushStreamKey', {}, { token: tk })).data;
    expect(key.pushServer).toBe('rtmp://live.example.cn:1935/live');
    expect(key.streamKey).toMatch(new RegExp(`^${ANCHOR.roomId}-[A-Za-z0-9_-]{32}$`));
    expect(key.pushUrl).toBe(`${key.pushServer}/${key.streamKey}`);
    expect((await t.api.call<PushKey>('/anchor/pushStreamKey', {}, { token: tk })).data.streamKey).toBe(key.streamKey);
  });

  it('a refreshed key replaces the old one at the authorizer; a key needs an open broadcast and the live app', async () => {
    const tk = await token('19900000001');
    const { authorizer } = ingestSide();
    const key = (await t.api.call<PushKey>('/anchor/pushStreamKey', {}, { token: tk })).data;
    expect(await authorizer.authorize('live', key.streamKey)).toBeNull(); // nothing prepared
    await t.api.call('/anchor/prepare', DRAFT, { token: tk });
    expect(await authorizer.authorize('live', key.streamKey)).toEqual({ roomId: ANCHOR.roomId });
    expect(await authorizer.authorize('other', key.streamKey)).toBeNull();
    const fresh = (await t.api.call<PushKey>('/anchor/refreshPushStreamKey', {}, { token: tk })).data;
    expect(fresh.streamKey).not.toBe(key.streamKey);
    expect(await authorizer.authorize('live', key.streamKey)).toBeNull();
    expect(await authorizer.authorize('live', fresh.streamKey)).toEqual({ roomId: ANCHOR.roomId });
    expect(await authorizer.authorize('live', `${ANCHOR.roomId + 1}-${fresh.streamKey.split('-').slice(1).join('-')}`)).toBeNull();
    expect(await authorizer.authorize('live', 'garbage')).toBeNull();
  });

  it('[RT-4][RT-5][RT-6][RT-9] stream start, room info, match switch and close reach the feed; getMatchLiving shows the room', async () => {
    const tk = await token('19900000001');
    const { lifecycle, settled } = ingestSide();
    await t.api.call('/anchor/prepare', DRAFT, { token: tk });
    lifecycle.published(ANCHOR.roomId);
    await settled();
    expect(log.state.football.matches[5001].living.map((a) => a.customId)).toEqual([ANCHOR.customerId]);
    expect(roomEvents()[ANCHOR.roomId]).toMatchObject({ living: true, roomName: '英超焦点战', notice: '欢迎来聊球', matchId: 5001 });
    const livings = await t.api.call<{ livings: { roomId: number; anchorName: string; roomName: string }[] }>('/v1/match/getMatchLiving', { matchId: 5001, sportType: 1 });
    expect(livings.data.livings).toEqual([expect.objectContaining({ roomId: ANCHOR.roomId, anchorName: ANCHOR.nickname, roomName: '英超焦点战' })]);
    expect((await t.api.call('/anchor/checkLiving', {}, { token: tk })).data).toEqual({ status: 1, roomId: ANCHOR.roomId });

    const seq = log.seq;
    await t.api.call('/anchor/prepare', { ...DRAFT, roomName: '改个标题' }, { token: tk });
    expect(log.seq).toBe(seq + 1);
    expect(roomEvents()[ANCHOR.roomId].roomName).toBe('改个标题');

    const switched = await t.api.call<Broadcast>('/anchor/changeMatch', { selCompetition: 1, matchId: 5002, sportType: 1 }, { token: tk });
    expect(switched.data).toMatchObject({ matchId: 5002, state: 'live' });
    expect(log.state.football.matches[5001].living).toEqual([]);
    expect(log.state.football.matches[5002].living.map((a) => a.roomId)).toEqual([ANCHOR.roomId]);

    log.push([{ type: 'roomInfo', seq: 0, ts: T0, roomId: ANCHOR.roomId, patch: { viewCount: 321 } }], true);
    expect((await t.api.call('/anchor/close', {}, { token: tk })).data).toEqual({ wasLive: true });
    // the latest broadcast: the demo past's closed ones come before it
    expect((await t.db.query<{ peak: number }>('SELECT peak_viewers AS peak FROM broadcasts ORDER BY id DESC LIMIT 1'))[0].peak).toBe(321);
    expect(log.state.football.matches[5002].living).toEqual([]);
    expect(roomEvents()[ANCHOR.roomId].living).toBe(false);
    expect((await t.api.call('/anchor/checkLiving', {}, { token: tk })).data).toEqual({ status: 0, roomId: null });
    expect((await t.api.call('/anchor/close', {}, { token: tk })).data).toEqual({ wasLive: false });
    expect((await t.api.call('/anchor/changeMatch', { selCompetition: 1, matchId: 5002, sportType: 1 }, { token: tk })).envelope.code).toBe(API_CODE.noBroadcast);
  });

  it('[RT-5] the stream stopping closes the room (210) and the broadcast waits for it again', async () => {
    const tk = await token('19900000001');
    const { lifecycle, settled } = ingestSide();
    await t.api.call('/anchor/prepare', DRAFT, { token: tk });
    lifecycle.published(ANCHOR.roomId);
    lifecycle.unpublished(ANCHOR.roomId);
    await settled();
    expect(log.state.football.matches[5001].living).toEqual([]);
    expect((await t.api.call<{ broadcast: Broadcast }>('/anchor/detail', {}, { token: tk })).data.broadcast.state).toBe('prepared');
    lifecycle.published(ANCHOR.roomId);
    await settled();
    expect(log.state.football.matches[5001].living.map((a) => a.roomId)).toEqual([ANCHOR.roomId]);
    lifecycle.published(ANCHOR.roomId); // a second report changes nothing
    await settled();
    expect(log.state.football.matches[5001].living).toHaveLength(1);
  });

  it('[RT-7][RT-8] previews: 225 adds the anchor to the match, 226 removes it; findPreview lists them', async () => {
    const tk = await token('19900000001');
    expect((await t.api.call('/anchor/addPreview', { matchId: 6001, sportType: 2 }, { token: tk })).envelope.code).toBe(0);
    expect(log.state.basketball.matches[6001].preview.map((a) => a.customId)).toEqual([ANCHOR.customerId]);
    const seq = log.seq;
    await t.api.call('/anchor/addPreview', { matchId: 6001, sportType: 2 }, { token: tk }); // again: no new event
    expect(log.seq).toBe(seq);
    expect((await t.api.call<{ matchId: number }[]>('/anchor/findPreview', {}, { token: tk })).data.map((p) => p.matchId)).toEqual([6001]);
    await t.api.call('/anchor/delPreview', { matchId: 6001, sportType: 2 }, { token: tk });
    expect(log.state.basketball.matches[6001].preview).toEqual([]);
    expect((await t.api.call('/anchor/findPreview', {}, { token: tk })).data).toEqual([]);
  });

  it('[HT-4] room changes are limited per anchor: the 31st in a minute is 4000', async () => {
    const tk = await token('19900000001');
    for (let i = 0; i < 30; i++) expect((await t.api.call('/anchor/prepare', { ...DRAFT, roomName: `标题${i}` }, { token: tk })).envelope.code).toBe(0);
    expect((await t.api.call('/anchor/prepare', DRAFT, { token: tk })).envelope.code).toBe(API_CODE.rateLimited);
    t.api.clock.advance(60_000);
    expect((await t.api.call('/anchor/prepare', DRAFT, { token: tk })).envelope.code).toBe(0);
  });

  it('the pickers list a day\'s open matches by competition', async () => {
    const tk = await token('13800000007');
    expect((await t.api.call('/competition/queryCompetitions', { sportType: 1, date: TODAY }, { token: tk })).data).toEqual([{ competitionId: 1, name: expect.any(String), matchCount: 2 }]);
    expect((await t.api.call<{ matchId: number }[]>('/competition/queryMatchs', { sportType: 1, date: TODAY, competitionId: 1 }, { token: tk })).data.map((m) => m.matchId)).toEqual([5001, 5002]);
    expect((await t.api.call('/competition/queryMatchs', { sportType: 1, date: '2025-05-02' }, { token: tk })).data).toEqual([]);
  });
});
