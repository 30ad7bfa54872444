// The personal centre's calls (contract/personal-centre.ts) over the /api plugin with the demo people and a
// hand-folded feed state, on PGlite and (TEST_DATABASE_URL) PostgreSQL: experience records moving with real
// actions, the anchor's live-data review of a seeded past and of a live broadcast, footprints, cards, followed
// matches, reminders, the phone change, and what each refuses.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FeedEvent, LiveState, Unstamped } from '../../engine/core';
import { EMPTY_STATE, fold } from '../../engine/core';
import { match, room, snapshot } from '../../engine/core/test-support/builders';
import type { CustomCard, ExpRecord, FollowedMatch, LivingRecord, LivingStatistics, RoomFootprint, SchemeFootprint, UserLevelInfo } from '../../contract';
import { setReminder } from '../anchors/reminders';
import type { Database } from '../db/database';
import { DEMO_ANCHORS, DEMO_VIEWER_FIRST_ID } from '../db/demo-people';
import { insertChatMessage } from '../db/repositories/chat-messages';
import { markLive, saveDraft } from '../db/repositories/broadcasts';
import { seedDemo } from '../db/seed-demo';
import { describeEachDatabase } from '../db/test-support/test-databases';
import { recordSchemeRead } from '../personal/footprints';
import { EXP_RULES } from '../levels/experience-rules';
import { API_CODE } from './errors';
import { HEADER } from './headers';
import type { TestApi } from './test-support/test-api';
import { createTestApi, T0 } from './test-support/test-api';

const ANCHOR = DEMO_ANCHORS[3]; // 足球老炮, phone 19900000004
const ANCHOR_PHONE = '19900000004';
const VIEWER_PHONE = '19900010005';
const VIEWER_ID = DEMO_VIEWER_FIRST_ID + 4;

type Page<T> = { total: number; list: T[] };

function liveState(): LiveState {
  const events: Unstamped[] = [{ type: 'streamStart', room: { ...room(ANCHOR.roomId, 5001), anchor: { customId: ANCHOR.customerId, name: ANCHOR.nickname, avatar: '', level: 3, identify: 1 } } }];
  return fold(EMPTY_STATE, [snapshot('football', [match('football', 5001, { statusId: 2 })]), ...events.map((e, i) => ({ ...e, seq: i + 2, ts: T0 + i }) as FeedEvent)]).state;
}

describeEachDatabase('personal centre', (db: () => Database) => {
  let api: TestApi;
  let viewer: string;
  let anchor: string;
  beforeEach(async () => {
    await seedDemo(db(), T0);
    const state = liveState();
    api = await createTestApi(db(), { state: () => state });
    viewer = (await api.login(VIEWER_PHONE)).accessToken;
    anchor = (await api.login(ANCHOR_PHONE)).accessToken;
  }, 60_000);
  afterEach(async () => { await api?.close(); });

  const call = <T>(path: string, body: unknown, token?: string) => api.call<T>(path, body, { token });

  it('[SH-7] watching a live room, following and chatting are experience records, and the level answers move with them', async () => {
    const before = (await call<UserLevelInfo>('/v1/personal/custom/level/info', {}, viewer)).data;
    const anchorBefore = (await call<{ anchorExp: number }>('/v1/personal/anchor/level/info', {}, anchor)).data;
    expect((await call('/v1/living/liveInfo', { roomId: ANCHOR.roomId }, viewer)).envelope.code).toBe(0);
    await call('/v1/living/liveInfo', { roomId: ANCHOR.roomId }, viewer); // the same room the same day: nothing more
    const after = (await call<UserLevelInfo>('/v1/personal/custom/level/info', {}, viewer)).data;
    expect(after.exp).toBe(before.exp + EXP_RULES.watchRoom.exp);
    const records = (await call<Page<ExpRecord>>('/v1/tasks/customer/expRecord', { levelType: 1, pageSize: 5 }, viewer)).data;
    expect(records.list[0]).toMatchObject({ levelType: 1, action: 'watchRoom', actionTxt: '观看直播', exp: EXP_RULES.watchRoom.exp });
    expect(records.total).toBeGreaterThan(1);
    expect(records.list.length).toBe(5);
    // the anchor earned from the viewer's visit
    const anchorAfter = (await call<{ anchorExp: number }>('/v1/personal/anchor/level/info', {}, anchor)).data;
    expect(anchorAfter.anchorExp).toBe(anchorBefore.anchorExp + EXP_RULES.roomWatched.exp);
    const anchorRecords = (await call<Page<ExpRecord>>('/v1/tasks/customer/expRecord', { levelType: 2 }, anchor)).data;
    expect(anchorRecords.list[0]).toMatchObject({ action: 'roomWatched', actionTxt: '观众观看直播' });
  });

  it('[SH-7] the anchor\'s live-data review: the seeded past broadcasts, then a live one with its viewer and chat', async () => {
    const totals0 = (await call<LivingStatistics>('/v1/personal/anchor/myLivingStatistics', {}, anchor)).data;
    expect(totals0.broadcasts).toBe(4 + 3 * 3); // demo-history.ts: anchor k has 4 + 3k past broadcasts
    expect(totals0.totalDuration).toBeGreaterThan(0);
    const page0 = (await call<Page<LivingRecord>>('/v1/personal/anchor/myLivingRecord', { pageSize: 3 }, anchor)).data;
    expect(page0.total).toBe(totals0.broadcasts);
    expect(page0.list).toHaveLength(3);
    expect(page0.list[0].startedAt).toBeGreaterThan(page0.list[1].startedAt);
    expect(page0.list.reduce((n, r) => n + r.totalViewers, 0)).toBeGreaterThan(0);

    // A broadcast goes live: the viewer's visit and two chat messages count in it.
    const draft = await saveDraft(db(), ANCHOR.customerId, ANCHOR.roomId, {
      date: '2025-05-01', roomName: '今晚一起看', competitionId: 1, matchId: 5001, sportType: 1, notification: '', coverPicture: '',
    }, new Date(T0));
    await markLive(db(), ANCHOR.roomId, new Date(T0));
    api.clock.advance(60_000);
    await call('/v1/living/liveInfo', { roomId: ANCHOR.roomId }, viewer);
    for (const text of ['好球', '加油']) {
      await insertChatMessage(db(), { roomId: ANCHOR.roomId, userId: VIEWER_ID, nickname: '球迷', level: 1, text }, new Date(api.clock.now()));
    }
    const live = (await call<Page<LivingRecord>>('/v1/personal/anchor/myLivingRecord', {}, anchor)).data.list[0];
    expect(live).toMatchObject({ prepareId: draft.id, roomName: '今晚一起看', endedAt: null, totalViewers: 1, chatMessages: 2 });
    expect(live.duration).toBeGreaterThanOrEqual(60);
    expect(live.peakViewers).toBeGreaterThanOrEqual(1);
    const totals1 = (await call<LivingStatistics>('/v1/personal/anchor/myLivingStatistics', {}, anchor)).data;
    expect(totals1).toMatchObject({ broadcasts: totals0.broadcasts + 1, totalViewers: totals0.totalViewers + 1, chatMessages: totals0.chatMessages + 2 });

    // Closing a broadcast that went live is the anchor's 完成一场直播.
    await call('/anchor/close', {}, anchor);
    const closed = (await call<Page<ExpRecord>>('/v1/tasks/customer/expRecord', { levelType: 2 }, anchor)).data.list[0];
    expect(closed).toMatchObject({ action: 'broadcast', exp: EXP_RULES.broadcast.exp });
  });

  it('the review and the reminder list are the anchor\'s: a viewer gets 40008', async () => {
    for (const path of ['/v1/personal/anchor/myLivingStatistics', '/v1/personal/anchor/myLivingRecord', '/v1/personal/anchor/reminders']) {
      expect((await call(path, {}, viewer)).envelope.code, path).toBe(API_CODE.notAnchor);
      expect((await call(path, {})).envelope.code, path).toBe(API_CODE.notLoggedIn);
    }
  });

  it('footprints: rooms entered and schemes read, the latest first, with visit counts', async () => {
    const seeded = (await call<Page<RoomFootprint>>('/v1/personal/living/footprints', {}, viewer)).data;
    await call('/v1/living/liveInfo', { roomId: ANCHOR.roomId }, viewer);
    const rooms = (await call<Page<RoomFootprint>>('/v1/personal/living/footprints', {}, viewer)).data;
    expect(rooms.list[0]).toMatchObject({ roomId: ANCHOR.roomId, anchorCustomId: ANCHOR.customerId, anchorName: ANCHOR.nickname, roomName: `房间${ANCHOR.roomId}` });
    expect(rooms.total).toBe(seeded.total + (seeded.list.some((r) => r.roomId === ANCHOR.roomId) ? 0 : 1));

    expect((await call<Page<SchemeFootprint>>('/v1/personal/prediction/footprints', {}, viewer)).data).toEqual({ total: 0, list: [] });
    await recordSchemeRead(db(), VIEWER_ID, { schemeId: 77, title: '曼城 vs 阿森纳 让球', anchorId: ANCHOR.customerId, anchorName: ANCHOR.nickname }, new Date(T0));
    await recordSchemeRead(db(), VIEWER_ID, { schemeId: 77, title: '曼城 vs 阿森纳 让球', anchorId: ANCHOR.customerId, anchorName: ANCHOR.nickname }, new Date(T0 + 1000));
    await recordSchemeRead(db(), VIEWER_ID, { schemeId: 78, title: '湖人 vs 勇士 大小分', anchorId: ANCHOR.customerId, anchorName: ANCHOR.nickname }, new Date(T0 + 500));
    const schemes = (await call<Page<SchemeFootprint>>('/v1/personal/prediction/footprints', { pageSize: 10 }, viewer)).data;
    expect(schemes.total).toBe(2);
    expect(schemes.list.map((s) => [s.schemeId, s.reads])).toEqual([[77, 2], [78, 1]]);
    expect((await call('/v1/personal/living/footprints', { pageSize: 51 }, viewer)).envelope.code).toBe(API_CODE.validation);
  });

  it('[FL-1] another user\'s card: levels, counts and my follow status; 40007 for nobody', async () => {
    const card = (await call<CustomCard>('/v1/personal/custom/info', { customerId: ANCHOR.customerId }, viewer)).data;
    expect(card).toMatchObject({ customerId: ANCHOR.customerId, nickname: ANCHOR.nickname, isAnchor: 1, isSelf: false });
    expect(card.anchorLevelTxt).toMatch(/^主播LV\d+$/);
    await call('/v1/customer/follow/action', { status: card.followStatus === 1 ? 2 : 1, followCustomerId: ANCHOR.customerId }, viewer);
    const again = (await call<CustomCard>('/v1/personal/custom/info', { customerId: ANCHOR.customerId }, viewer)).data;
    expect(again.followStatus).toBe(card.followStatus === 1 ? 2 : 1);
    expect(again.followFromCount).toBe(card.followFromCount + (card.followStatus === 1 ? -1 : 1));
    expect((await call<CustomCard>('/v1/personal/custom/info', {}, viewer)).data).toMatchObject({ customerId: VIEWER_ID, isSelf: true, isAnchor: 0 });
    expect((await call('/v1/personal/custom/info', { customerId: 4242 }, viewer)).envelope.code).toBe(API_CODE.notFound);
    expect((await call('/v1/personal/custom/info', { customerId: 'x' }, viewer)).envelope.code).toBe(API_CODE.validation);
  });

  it('[FL-1] followed matches of both sports from the feed, and gone once unfollowed', async () => {
    await call('/v1/match/follow/action', { matchId: 6002, sportType: 2, status: 1 }, viewer);
    await call('/v1/match/follow/action', { matchId: 5003, sportType: 1, status: 1 }, viewer);
    const list = (await call<FollowedMatch[]>('/v1/personal/follow/matches', {}, viewer)).data;
    expect(list.map((m) => [m.sportType, m.matchId])).toEqual([[2, 6002], [1, 5003]]); // stub kick-offs: 6002 first
    await call('/v1/match/follow/action', { matchId: 6002, sportType: 2, status: 2 }, viewer);
    expect((await call<FollowedMatch[]>('/v1/personal/follow/matches', {}, viewer)).data.map((m) => m.matchId)).toEqual([5003]);
  });

  it('the anchor\'s reminder list: who asked, the latest first', async () => {
    await setReminder(db(), VIEWER_ID, ANCHOR.customerId, true, new Date(T0));
    await setReminder(db(), VIEWER_ID + 1, ANCHOR.customerId, true, new Date(T0 + 1000));
    const r = (await call<Page<{ customerId: number }>>('/v1/personal/anchor/reminders', {}, anchor)).data;
    expect(r.total).toBe(2);
    expect(r.list.map((u) => u.customerId)).toEqual([VIEWER_ID + 1, VIEWER_ID]);
  });

  it('the phone change: a code sent to the new phone moves the account; taken, own, wrong and malformed refused', async () => {
    const send = (phoneNumber: string) => call('/ali/sms/sendCode', { phoneNumber, scene: 'changePhone' });
    const change = (phoneNumber: string, code: string) => call<{ phone: string }>('/v1/customer/preChangePhoneCheck', { phoneNumber, code }, viewer);
    expect((await change(VIEWER_PHONE, '123456')).envelope.code).toBe(API_CODE.samePhone);
    expect((await send('13712345678')).envelope.code).toBe(0);
    expect(api.sms.sent.at(-1)).toMatchObject({ phone: '13712345678', scene: 'changePhone' });
    const wrong = api.sms.lastCode('13712345678') === '000000' ? '111111' : '000000';
    expect((await change('13712345678', wrong)).envelope.code).toBe(API_CODE.wrongCode);
    await send('19900000002'); // a demo anchor's phone: taken (said only to whoever has its code)
    api.clock.advance(61_000);
    expect((await change('19900000002', api.sms.lastCode('19900000002')!)).envelope.code).toBe(API_CODE.phoneTaken);
    api.clock.advance(61_000);
    await send('13712345678');
    const moved = await change('13712345678', api.sms.lastCode('13712345678')!);
    expect(moved.data).toEqual({ phone: '137****5678' });
    expect((await call<{ phone: string }>('/v1/customer/info', {}, viewer)).data.phone).toBe('137****5678');
    // the account logs in with the new phone, and the old one is free
    api.clock.advance(61_000); // the resend cooldown of the number, from another address (the per-address cap)
    const again = await api.login('13712345678', '10.0.0.9');
    expect((await call<{ id: number }>('/v1/customer/info', {}, again.accessToken)).data.id).toBe(VIEWER_ID);
    expect((await change('12', '123456')).envelope.code).toBe(API_CODE.validation);
    expect((await call('/v1/customer/preChangePhoneCheck', { phoneNumber: '13712345679' }, viewer)).envelope).toMatchObject({ code: API_CODE.validation, msg: '请输入验证码' });
  });

  it('the phone change ends every other session of the account at once, keeps the one that made it, and the old phone no longer reaches the account', async () => {
    const NEW_PHONE = '13712345670';
    const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
    const refresh = (token: string) => api.call<{ accessToken: string; refreshToken: string }>('/refresh', undefined, { headers: { [HEADER.refreshToken]: token } });
    const passwordLogin = (phoneNumber: string) => call<{ accessToken: string; refreshToken: string }>('/loginByPassWord', { phoneNumber, password: b64('abcd1234') });
    expect((await call('/v1/customer/setPw', { pwOne: 'abcd1234', pwTwo: 'abcd1234' }, viewer)).envelope.code).toBe(0);
    api.clock.advance(61_000);
    const other = await api.login(VIEWER_PHONE, '10.0.0.7'); // the same account on another device
    const { accessToken: here, refreshToken: hereRefresh } = (await passwordLogin(VIEWER_PHONE)).data;

    await call('/ali/sms/sendCode', { phoneNumber: NEW_PHONE, scene: 'changePhone' });
    expect((await call('/v1/customer/preChangePhoneCheck', { phoneNumber: NEW_PHONE, code: api.sms.lastCode(NEW_PHONE)! }, here)).envelope.code).toBe(0);

    // this session goes on; the other device's access token is refused at once and its refresh token is dead
    expect((await call<{ id: number; phone: string }>('/v1/customer/info', {}, here)).data).toMatchObject({ id: VIEWER_ID, phone: '137****5670' });
    for (const token of [viewer, other.accessToken]) expect((await call('/v1/customer/info', {}, token)).envelope.code).toBe(API_CODE.tokenInvalid);
    expect((await refresh(other.refreshToken)).envelope.code).toBe(API_CODE.loginExpired);
    expect((await refresh(hereRefresh)).envelope.code).toBe(0);
    expect((await call('/v1/customer/info', {}, anchor)).envelope.code).toBe(0); // another account's session: untouched

    // the password now goes with the new phone; the old phone is a stranger (a code makes it a new account)
    expect((await passwordLogin(VIEWER_PHONE)).envelope.code).toBe(API_CODE.wrongPassword);
    const moved = (await passwordLogin(NEW_PHONE)).data.accessToken;
    expect((await call<{ id: number }>('/v1/customer/info', {}, moved)).data.id).toBe(VIEWER_ID);
    api.clock.advance(61_000);
    const stranger = await api.login(VIEWER_PHONE, '10.0.0.9');
    expect(stranger.first).toBe(true);
    expect((await call<{ id: number }>('/v1/customer/info', {}, stranger.accessToken)).data.id).not.toBe(VIEWER_ID);
  });
});
