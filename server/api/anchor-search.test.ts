// The search panel's calls [AN-6], the anchor profile [AN-5, LR-6] and home's live list [SH-4] over the /api plugin,
// with a hand-folded feed state (23 live rooms, one closed, one demo anchor live) and the demo accounts seeded.
import { describe, expect, it } from 'vitest';
import type { AnchorProfile, AnchorSearchItem, LiveSearchItem, LivingEntry } from '../../contract';
import type { FeedEvent, LiveState, RoomInit, Unstamped } from '../../engine/core';
import { EMPTY_STATE, fold } from '../../engine/core';
import { match, room, snapshot } from '../../engine/core/test-support/builders';
import { DEMO_ANCHORS } from '../db/demo-people';
import { API_CODE } from './errors';
import { SEARCH_PER_IP } from './routes/anchor-search';
import { T0 } from './test-support/test-api';
import { apiPerTest } from './test-support/api-per-test';

const LIVE_COUNT = 23;
const demo = DEMO_ANCHORS[0]; // 球评老张: an account with a bio
const quiet = DEMO_ANCHORS[3]; // 足球老炮: an account without a bio, not live

const roomOf = (roomId: number, matchId: number, name: string, anchor: string, viewCount: number, customId = roomId + 1000): RoomInit =>
  ({ ...room(roomId, matchId), roomName: name, viewCount, setCount: viewCount, anchor: { customId, name: anchor, avatar: '', level: 4, identify: 1 } });

function feedState(): LiveState {
  const rooms = Array.from({ length: LIVE_COUNT }, (_, i) => roomOf(101 + i, 5001, `看球房间${i + 1}`, `解说员${i + 1}`, 1000 - i));
  const events: Unstamped[] = [
    ...rooms.map((r): Unstamped => ({ type: 'streamStart', room: r })),
    { type: 'streamStart', room: roomOf(201, 5002, 'Arsenal Night 高清', '伦敦老球迷', 5) },
    { type: 'streamStart', room: roomOf(demo.roomId, 5002, '老张聊英超', demo.nickname, 2000, demo.customerId) },
    { type: 'streamStart', room: roomOf(301, 5002, '已下播的房间', '下播主播', 1) },
    { type: 'streamClose', sport: 'football', matchId: 5002, roomId: 301 },
  ];
  const list = snapshot('football', [match('football', 5001, { statusId: 2 }), match('football', 5002, { statusId: 2, homeTeamId: 21, awayTeamId: 22 })]);
  const teams = [
    { id: 11, name: '曼联', logo: '', position: 1 }, { id: 14, name: '利物浦', logo: '', position: 2 },
    { id: 21, name: '阿森纳', logo: '', position: 3 }, { id: 22, name: '切尔西', logo: '', position: 4 },
  ];
  const frames = [{ ...list, teams }, ...events.map((e, i) => ({ ...e, seq: i + 2, ts: T0 + i }) as FeedEvent)];
  return fold(EMPTY_STATE, frames).state;
}

const state = feedState();
const suite = apiPerTest({ seed: true, options: { state: () => state } });

interface Page { total: number; liveRooms: LiveSearchItem[]; anchors: AnchorSearchItem[] }
const search = (body: object, o: { token?: string; ip?: string } = {}) => suite.api.call<Page>('/anchor/search', body, o);

describe('search: live rooms [AN-6]', () => {
  it('[AN-6] finds live rooms by room name, anchor name or team, case-insensitively; closed rooms are not found', async () => {
    const byRoom = await search({ keyword: '看球房间1', type: 'liveRoom' });
    expect(byRoom.data.liveRooms.map((r) => r.room.roomName)).toEqual(['看球房间1', ...Array.from({ length: 9 }, (_, i) => `看球房间${i + 10}`)]);
    const byTeam = await search({ keyword: '阿森纳', type: 'liveRoom' });
    expect(byTeam.data.liveRooms.map((r) => r.room.roomId).sort()).toEqual([201, demo.roomId].sort());
    expect(byTeam.data.liveRooms[0].match).toEqual({ homeTeamName: '阿森纳', awayTeamName: '切尔西' });
    const caseless = await search({ keyword: 'arsenal NIGHT', type: 'liveRoom' });
    expect(caseless.data.liveRooms.map((r) => r.room.roomName)).toEqual(['Arsenal Night 高清']);
    const fullWidth = await search({ keyword: 'ＡＲＳＥＮＡＬ', type: 'liveRoom' });
    expect(fullWidth.data.total).toBe(1);
    const byAnchor = await search({ keyword: demo.nickname, type: 'liveRoom' });
    expect(byAnchor.data.liveRooms).toHaveLength(1);
    // an account's figures the feed does not carry: the prediction level
    expect(byAnchor.data.liveRooms[0].anchor.predictionLevel).toBeGreaterThan(0);
    expect((await search({ keyword: '已下播', type: 'liveRoom' })).data).toEqual({ total: 0, liveRooms: [], anchors: [] });
  });

  it('[AN-6] pages of 10, most watched first; the last page is short, past it empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((pageNum) => search({ keyword: '看球房间', type: 'liveRoom', pageNum })));
    expect(pages.map((p) => p.data.liveRooms.length)).toEqual([10, 10, 3, 0]);
    expect(pages.every((p) => p.data.total === LIVE_COUNT)).toBe(true);
    const views = pages.flatMap((p) => p.data.liveRooms.map((r) => r.room.roomId));
    expect(new Set(views).size).toBe(LIVE_COUNT);
    expect(views[0]).toBe(101); // the most watched
  });
});

describe('search: anchors [AN-6]', () => {
  it('[AN-6] finds accounts here and the feed\'s anchors, live ones first', async () => {
    const r = await search({ keyword: '老', type: 'anchor' });
    const names = r.data.anchors.map((a) => a.nickname);
    expect(names).toContain(demo.nickname);
    expect(names).toContain('伦敦老球迷'); // a feed anchor: its account made when the feed named it
    const live = r.data.anchors.filter((a) => a.livingStatus === 1).map((a) => a.nickname);
    expect(names.slice(0, live.length)).toEqual(live);
    const account = r.data.anchors.find((a) => a.customerId === demo.customerId)!;
    expect(account).toMatchObject({ livingStatus: 1, roomId: demo.roomId, account: true, followStatus: 2 });
    expect(r.data.anchors.find((a) => a.nickname === '伦敦老球迷')).toMatchObject({ account: true, livingStatus: 1, roomId: 201 });
  });

  it('[AN-6] [FL-1] pages of 10, and followStatus is the caller\'s', async () => {
    const all = await search({ keyword: '解说', type: 'anchor' }); // 解说员1…23 of the feed and 绿茵解说阿杰
    expect(all.data.total).toBe(LIVE_COUNT + 1);
    const second = await search({ keyword: '解说', type: 'anchor', pageNum: 3 });
    expect(second.data.anchors).toHaveLength(4);
    const { accessToken } = await suite.api.login('13800000001');
    const target = DEMO_ANCHORS[2];
    await suite.api.call('/v1/customer/follow/action', { status: 1, followCustomerId: target.customerId }, { token: accessToken });
    const mine = await search({ keyword: target.nickname, type: 'anchor' }, { token: accessToken });
    expect(mine.data.anchors[0]).toMatchObject({ customerId: target.customerId, followStatus: 1 });
  });
});

describe('search: bad input and abuse', () => {
  it('[AN-6] an empty keyword (or only spaces) is 40001 请输入搜索内容; a long one 40001 too; an unknown type 40001', async () => {
    for (const keyword of ['', '   ']) {
      const r = await search({ keyword, type: 'anchor' });
      expect([r.status, r.envelope.code, r.envelope.msg]).toEqual([400, API_CODE.validation, '请输入搜索内容']);
    }
    const missing = await search({ type: 'anchor' });
    expect([missing.envelope.code, missing.envelope.msg]).toEqual([API_CODE.validation, '请输入搜索内容']);
    const long = await search({ keyword: '球'.repeat(31) });
    expect([long.envelope.code, long.envelope.msg]).toEqual([API_CODE.validation, '搜索内容最多30个字']);
    expect((await search({ keyword: '球', type: 'people' })).envelope.code).toBe(API_CODE.validation);
    expect((await search({ keyword: '球', pageSize: 11 })).envelope.code).toBe(API_CODE.validation);
  });

  it('[HT-4] searches are limited per client address: 4000 past the limit, other addresses unaffected', async () => {
    const limit = SEARCH_PER_IP[0].limit;
    for (let i = 0; i < limit; i++) expect((await search({ keyword: '球' }, { ip: '10.9.9.9' })).envelope.code).toBe(0);
    const over = await search({ keyword: '球' }, { ip: '10.9.9.9' });
    expect([over.status, over.envelope.code, over.envelope.msg]).toEqual([429, API_CODE.rateLimited, '请求过于频繁，请稍后重试！']);
    expect((await suite.api.call('/v1/living/home/search', { query: '球' }, { ip: '10.9.9.9' })).envelope.code).toBe(API_CODE.rateLimited);
    expect((await search({ keyword: '球' }, { ip: '10.9.9.10' })).envelope.code).toBe(0);
    suite.api.clock.advance(61_000);
    expect((await search({ keyword: '球' }, { ip: '10.9.9.9' })).envelope.code).toBe(0);
  });
});

describe('anchor profile [AN-5] [LR-6]', () => {
  it('[AN-5] an account: bio, levels, counts, live room, its latest graded forecasts and the figures they give', async () => {
    const r = await suite.api.call<AnchorProfile>('/anchor/homepage', { customId: demo.customerId });
    expect(r.envelope.code).toBe(0);
    expect(r.data).toMatchObject({ customerId: demo.customerId, nickname: demo.nickname, living: true, roomId: demo.roomId, account: true, followStatus: 2 });
    expect(r.data.forecasts).toHaveLength(5); // the demo history (server/forecasts/demo-forecasts.ts), newest first
    expect(r.data.forecasts.every((f) => f.isFinish === 1 && f.schemeId !== undefined)).toBe(true);
    expect(r.data.anchorPredictionData?.singleLatestHitRate?.baseCount).toBe(10);
    expect(r.data.description).not.toBe('');
    expect(r.data.fansCount).toBeGreaterThan(0); // the demo viewers follow the demo anchors
    expect(r.data.anchorLevelTxt).not.toBe('');
  });

  it('[AN-5] an account without a bio answers \'\'; not live: its own room id, living false', async () => {
    const r = await suite.api.call<AnchorProfile>('/anchor/homepage', { customId: quiet.customerId });
    expect(r.data).toMatchObject({ description: '', living: false, roomId: quiet.roomId });
  });

  it('[LR-6] a feed anchor: an account made when the feed named it — its room, counts, followable', async () => {
    const r = await suite.api.call<AnchorProfile>('/anchor/homepage', { customId: 201 + 1000 });
    expect(r.data).toMatchObject({ nickname: '伦敦老球迷', living: true, roomId: 201, fansCount: 0, followCount: 0, account: true });
  });

  it('[FL-1] the caller\'s follow shows; an unknown anchor is 40007 主播不存在; a viewer is no anchor', async () => {
    const { accessToken } = await suite.api.login('13800000002');
    await suite.api.call('/v1/customer/follow/action', { status: 1, followCustomerId: demo.customerId }, { token: accessToken });
    const r = await suite.api.call<AnchorProfile>('/anchor/homepage', { customId: demo.customerId }, { token: accessToken });
    expect(r.data.followStatus).toBe(1);
    for (const customId of [999_999, 20_001]) {
      const unknown = await suite.api.call('/anchor/homepage', { customId });
      expect([unknown.status, unknown.envelope.code, unknown.envelope.msg]).toEqual([404, API_CODE.notFound, '主播不存在']);
    }
    expect((await suite.api.call('/anchor/homepage', { customId: 'x' })).envelope.code).toBe(API_CODE.validation);
  });
});

describe("home's live list [SH-4]", () => {
  it('[SH-4] live rooms, most watched first, in pages of 10 with the total; bios of accounts', async () => {
    const first = await suite.api.call<{ total: number; items: LivingEntry[] }>('/v1/living/home', {});
    expect(first.data.total).toBe(LIVE_COUNT + 2);
    expect(first.data.items).toHaveLength(10);
    expect(first.data.items[0]).toMatchObject({ roomId: demo.roomId, living: true });
    expect(first.data.items[0].description).not.toBe('');
    const third = await suite.api.call<{ total: number; items: LivingEntry[] }>('/v1/living/home', { pageNum: 3 });
    expect(third.data.items).toHaveLength(5);
    const found = await suite.api.call<{ items: LivingEntry[] }>('/v1/living/home/search', { query: '利物浦' });
    expect(found.data.items).toHaveLength(LIVE_COUNT);
  });
});
