// The live room page's calls (issue #14) over the /api plugin with a hand-folded feed state: liveInfo in every
// room state (live, closed, an account's room the feed never described, banned, unknown), the entry check's three
// answers [LR-1] with a ban seeded in the database, the stream statistics, and bad bodies.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, LiveState, RoomInit, Unstamped } from '../../engine/core';
import { EMPTY_STATE, fold } from '../../engine/core';
import { match, room, snapshot } from '../../engine/core/test-support/builders';
import type { LiveRoom, LiveStatistic, LivingRoomStatus } from '../../contract';
import { DEMO_ANCHORS } from '../db/demo-people';
import { banRoom, liftRoomBan } from '../db/repositories/room-bans';
import { API_CODE } from './errors';
import { T0 } from './test-support/test-api';
import { apiPerTest } from './test-support/api-per-test';

const anchor = DEMO_ANCHORS[0]; // an account with a bio and room 880001
const owned = DEMO_ANCHORS[1]; // an account whose room the feed never describes
const xss = '<img src=x onerror=alert(1)>';

const withAnchor = (r: RoomInit, customId: number, name: string, viewCount: number): RoomInit =>
  ({ ...r, roomName: xss, viewCount, anchor: { ...r.anchor, customId, name, level: 7 } });

const events: Unstamped[] = [
  { type: 'streamStart', room: withAnchor(room(anchor.roomId, 5001), anchor.customerId, anchor.nickname, 321) },
  { type: 'streamStart', room: withAnchor(room(104, 5003), 1104, '主播丁', 10) },
  { type: 'streamClose', sport: 'football', matchId: 5003, roomId: 104 },
];

function foldState(extra: readonly Unstamped[] = []): LiveState {
  const frames = [
    snapshot('football', [
      match('football', 5001, { statusId: 4, homeScores: [2, 1, 0, 1, 5], awayScores: [1, 0, 1, 2, 3], goingTime: 1_700_000_000 }),
      match('football', 5003, { statusId: 8 }),
    ]),
    ...[...events, ...extra].map((e, i) => ({ ...e, seq: i + 2, ts: T0 + i }) as FeedEvent),
  ];
  return fold(EMPTY_STATE, frames).state;
}

let state = foldState();
const suite = apiPerTest({ seed: true, options: { state: () => state } });

const liveInfo = (roomId: unknown, token?: string) => suite.api.call<LiveRoom>('/v1/living/liveInfo', { roomId }, { token });
const status = (roomId: number) => suite.api.call<LivingRoomStatus>('/v1/living/checkLivingRoomStatus', { roomId });

describe('liveInfo', () => {
  it('a live room: the room, its anchor (bio, not followed when logged out), its match with scores, FLV playback', async () => {
    state = foldState();
    const r = await liveInfo(anchor.roomId);
    expect(r.envelope.code).toBe(0);
    expect(r.data.room).toEqual({ roomId: anchor.roomId, roomName: xss, coverPicture: '', notice: '', setCount: 0, viewCount: 321, living: true, streamed: true });
    expect(r.data.anchor).toMatchObject({ anchorCustomId: anchor.customerId, anchorName: anchor.nickname, anchorLevel: 7, followStatus: 2, account: true });
    expect(r.data.anchor.description.length).toBeGreaterThan(0);
    expect(r.data.match).toMatchObject({ matchId: 5001, sportType: 1, statusId: 4, goingTime: 1_700_000_000, ncaa: 0, homeScores: [2, 1, 0, 1, 5], awayScores: [1, 0, 1, 2, 3] });
    expect(r.data.playback).toEqual({ kind: 'flv', url: `/live/${anchor.roomId}.flv` });
  });

  it('[FL-3] a logged-in fan who follows the anchor reads followStatus 1', async () => {
    state = foldState();
    const { accessToken } = await suite.api.login('13800009999');
    await suite.api.call('/v1/customer/follow/action', { status: 1, followCustomerId: anchor.customerId }, { token: accessToken });
    expect((await liveInfo(anchor.roomId, accessToken)).data.anchor.followStatus).toBe(1);
  });

  it('[LR-7] a closed room: not living, no playback, its match still told', async () => {
    state = foldState();
    const r = await liveInfo(104);
    expect(r.data.room.living).toBe(false);
    expect(r.data.playback).toEqual({ kind: 'off', reason: 'not-live' });
    expect(r.data.match?.matchId).toBe(5003);
    // 主播丁 is the feed's: given an account when the feed named them, so the room offers 关注 and 私信
    expect(r.data.anchor.account).toBe(true);
  });

  it('an anchor account\'s room the feed never described: the anchor\'s, not live, no match', async () => {
    state = foldState();
    const r = await liveInfo(owned.roomId);
    expect(r.envelope.code).toBe(0);
    expect(r.data.room).toMatchObject({ roomId: owned.roomId, roomName: `${owned.nickname}的直播间`, living: false, streamed: false });
    expect(r.data.anchor.anchorCustomId).toBe(owned.customerId);
    expect(r.data.match).toBeNull();
  });

  it('[LR-5] a banned room still answers its room, but plays nothing', async () => {
    state = foldState();
    await banRoom(suite.db, anchor.roomId, '违规内容', 'test', new Date(T0));
    const r = await liveInfo(anchor.roomId);
    expect(r.data.room.living).toBe(true);
    expect(r.data.playback).toEqual({ kind: 'off', reason: 'not-live' });
  });

  it('an unknown room is 40007 直播间不存在; bad bodies are 40001 with a plain message', async () => {
    state = foldState();
    const unknown = await liveInfo(777);
    expect([unknown.status, unknown.envelope.code, unknown.envelope.msg, unknown.envelope.data]).toEqual([404, API_CODE.notFound, '直播间不存在', null]);
    const missing = await suite.api.call('/v1/living/liveInfo', {});
    expect([missing.status, missing.envelope.code, missing.envelope.msg]).toEqual([400, API_CODE.validation, '请填写直播间']);
    for (const bad of ['abc', 0, -5, 1.5, 2 ** 40]) {
      const r = await liveInfo(bad);
      expect([r.status, r.envelope.code], String(bad)).toEqual([400, API_CODE.validation]);
    }
    for (const path of ['/v1/living/liveStatistic', '/v1/living/checkLivingRoomStatus']) {
      const r = await suite.api.call(path, { roomId: 777 });
      expect([r.envelope.code, r.envelope.msg], path).toEqual([API_CODE.notFound, '直播间不存在']);
      expect((await suite.api.call(path, { roomId: 'x' })).envelope.code, path).toBe(API_CODE.validation);
    }
  });
});

describe('checkLivingRoomStatus [LR-1]', () => {
  it('[LR-1] start while live, end once closed or never started, illegal while banned, start again once lifted', async () => {
    state = foldState();
    expect((await status(anchor.roomId)).data).toEqual({ exist: true, livingRoomStatus: 'start' });
    expect((await status(104)).data).toEqual({ exist: true, livingRoomStatus: 'end' });
    expect((await status(owned.roomId)).data).toEqual({ exist: true, livingRoomStatus: 'end' });
    await banRoom(suite.db, anchor.roomId, '违规内容', 'test', new Date(T0));
    expect(await banRoom(suite.db, anchor.roomId, 'again', 'test', new Date(T0))).toBe(false); // one ban in force
    expect((await status(anchor.roomId)).data).toEqual({ exist: true, livingRoomStatus: 'illegal' });
    await banRoom(suite.db, 104, '违规内容', 'test', new Date(T0));
    expect((await status(104)).data.livingRoomStatus).toBe('illegal'); // a ban outranks the feed's closed
    expect(await liftRoomBan(suite.db, anchor.roomId, new Date(T0 + 1))).toBe(true);
    expect((await status(anchor.roomId)).data.livingRoomStatus).toBe('start');
  });
});

describe('liveStatistic', () => {
  it('the stream\'s duration from when it was seen live to its close, and its most viewers', async () => {
    state = foldState();
    const first = await suite.api.call<LiveStatistic>('/v1/living/liveStatistic', { roomId: anchor.roomId });
    expect(first.data).toEqual({ liveDuration: 0, viewNumber: 321 });
    suite.api.clock.advance(90_000);
    state = foldState([{ type: 'roomInfo', roomId: anchor.roomId, patch: { viewCount: 500 } }]);
    expect((await suite.api.call<LiveStatistic>('/v1/living/liveStatistic', { roomId: anchor.roomId })).data).toEqual({ liveDuration: 90, viewNumber: 500 });
    suite.api.clock.advance(30_000);
    state = foldState([
      { type: 'roomInfo', roomId: anchor.roomId, patch: { viewCount: 500 } },
      { type: 'streamClose', sport: 'football', matchId: 5001, roomId: anchor.roomId },
    ]);
    expect((await suite.api.call<LiveStatistic>('/v1/living/liveStatistic', { roomId: anchor.roomId })).data).toEqual({ liveDuration: 120, viewNumber: 500 });
    suite.api.clock.advance(600_000); // after the close the figures stay those of the stream
    expect((await suite.api.call<LiveStatistic>('/v1/living/liveStatistic', { roomId: anchor.roomId })).data).toEqual({ liveDuration: 120, viewNumber: 500 });
    expect((await suite.api.call<LiveStatistic>('/v1/living/liveStatistic', { roomId: owned.roomId })).data).toEqual({ liveDuration: 0, viewNumber: 0 });
  });
  it('a stream that starts while nobody asks is noted within a second by the routes\' look, which stops with the app', async () => {
    const stat = async () => (await suite.api.call<LiveStatistic>('/v1/living/liveStatistic', { roomId: anchor.roomId })).data;
    state = foldState([{ type: 'streamClose', sport: 'football', matchId: 5001, roomId: anchor.roomId }]);
    expect(await stat()).toEqual({ liveDuration: 0, viewNumber: 321 }); // never seen live
    state = foldState(); // the stream starts; no call comes
    suite.api.clock.advance(1_000); // the look sees it
    suite.api.clock.advance(59_000);
    expect(await stat()).toEqual({ liveDuration: 59, viewNumber: 321 });
    expect(suite.api.clock.pending).toBeGreaterThan(0); // the look, beside the app's other timers (the upload sweep)
    await suite.api.close();
    expect(suite.api.clock.pending).toBe(0); // the look stops with the app, as everything the app started does
  });
});
