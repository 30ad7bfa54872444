// Follows of matches (list_b), users and competitions/teams.
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeListResponse } from '../../engine/wire';
import { DEMO_ANCHORS } from '../db/demo-people';
import { DB_START_TIMEOUT_MS } from '../db/test-support/test-databases';
import { API_CODE } from './errors';
import type { FollowListItem, FollowUser } from '../../contract';
import { HOT_GROUP_ID } from './routes/follow-act';
import { apiPerTest } from './test-support/api-per-test';

const suite = apiPerTest({ seed: true });
let token: string;
beforeEach(async () => {
  token = (await suite.api.login('19900010001')).accessToken; // a demo viewer
}, DB_START_TIMEOUT_MS);

const follow = (matchId: number, sportType: number, status = 1) =>
  suite.api.call('/v1/match/follow/action', { matchId, sportType, status }, { token });

async function listB(sport: 'football' | 'basketball', body: unknown) {
  const r = await suite.api.call(`/v1/${sport}/follow/list_b`, body, { token });
  expect(r.status).toBe(200);
  const snapshot = decodeListResponse(sport, new Uint8Array(r.raw));
  expect(snapshot).toBeDefined();
  return snapshot!.matches.map((m) => m.id);
}

describe('match follows', () => {
  it('[FL-1] follow and unfollow; unknown matches refused', async () => {
    expect((await follow(5001, 1)).data).toEqual({ matchId: 5001, sportType: 1, status: 1 });
    expect((await follow(9999, 1)).envelope).toMatchObject({ code: API_CODE.notFound, msg: '比赛不存在' });
    expect((await follow(5001, 2)).envelope.code).toBe(API_CODE.notFound); // 5001 is football
    expect((await follow(5001, 3)).envelope.code).toBe(API_CODE.validation);
    expect(await listB('football', { pageNum: 1 })).toEqual([5001]);
    await follow(5001, 1, 2);
    expect(await listB('football', {})).toEqual([]);
  });

  it('[HT-8] [FL-5] list_b is a MatchListResponse per sport, in kick-off order, pages of at most 100', async () => {
    for (const id of [5001, 5003, 5010]) await follow(id, 1);
    await follow(6002, 2);
    // stub kick-offs: 5001 is the latest football match, 5010 the earliest
    expect(await listB('football', { pageSize: 100, pageNum: 1, queryOrder: 1 })).toEqual([5010, 5003, 5001]);
    expect(await listB('football', { queryOrder: 2 })).toEqual([5001, 5003, 5010]);
    expect(await listB('football', { pageSize: 2, pageNum: 2 })).toEqual([5001]);
    expect(await listB('basketball', {})).toEqual([6002]);
    expect((await suite.api.call('/v1/football/follow/list_b', { pageSize: 101 }, { token })).envelope.code).toBe(API_CODE.validation);
    const anonymous = await suite.api.call('/v1/football/follow/list_b', {});
    expect(anonymous.envelope.code).toBe(API_CODE.notLoggedIn); // errors stay JSON envelopes on *_b calls
  });
});

describe('user follows', () => {
  const anchor = DEMO_ANCHORS[2].customerId;
  const act = (body: unknown) => suite.api.call<{ followStatus: number }>('/v1/customer/follow/action', body, { token });

  it('[FL-1] follow an anchor and see it in follow/to; unfollow', async () => {
    const before = await suite.api.call<{ total: number; list: FollowUser[] }>('/v1/customer/follow/to', {}, { token });
    expect((await act({ status: 1, followCustomerId: anchor, prepareId: 7 })).data).toEqual({ followStatus: 1 });
    const after = await suite.api.call<{ total: number; list: FollowUser[] }>('/v1/customer/follow/to', { pageNum: 1, pageSize: 20 }, { token });
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.list[0]).toMatchObject({ customerId: anchor, followStatus: 1, isAnchor: 1 });
    expect((await act({ status: 2, followCustomerId: anchor })).data).toEqual({ followStatus: 2 });
    expect((await act({ status: 1, followCustomerId: 4242 })).envelope.code).toBe(API_CODE.notFound);
  });

  it('[FL-3] following your own account is refused with 无法关注自己的账号～', async () => {
    const me = await suite.api.call<{ id: number }>('/v1/customer/info', undefined, { token });
    expect((await act({ status: 1, followCustomerId: me.data.id })).envelope).toEqual({ code: API_CODE.followSelf, msg: '无法关注自己的账号～', data: null });
  });

  it('an anchor sees its fans in follow/from; preSearch finds users by nickname or user code', async () => {
    const anchorToken = (await suite.api.login('19900000001')).accessToken;
    const fans = await suite.api.call<{ total: number; list: FollowUser[] }>('/v1/customer/follow/from', {}, { token: anchorToken });
    expect(fans.data.total).toBeGreaterThan(0);
    expect(fans.data.list.length).toBe(Math.min(fans.data.total, 20));
    const found = await suite.api.call<FollowUser[]>('/v1/customer/follow/preSearch', { keyword: '老' }, { token });
    expect(found.data.map((u) => u.nickname)).toEqual(expect.arrayContaining(['球评老张', '足球老炮']));
    const byCode = await suite.api.call<FollowUser[]>('/v1/customer/follow/preSearch', { keyword: String(60_000_000 + anchor) });
    expect(byCode.data.map((u) => u.customerId)).toEqual([anchor]);
    expect((await suite.api.call('/v1/customer/follow/preSearch', { keyword: '   ' })).envelope.code).toBe(API_CODE.validation);
  });

  it('user text comes back as data, byte for byte (never turned into markup)', async () => {
    const found = await suite.api.call<FollowUser[]>('/v1/customer/follow/preSearch', { keyword: '<img src=x onerror=alert(1)>' }, { token });
    expect(found.data).toEqual([]);
    expect(found.envelope.code).toBe(0);
  });
});

describe('competition and team follows', () => {
  it('[FL-1] list shows the hot group (9999998 / 9999999) and the follows; status follows, isFollow, unfollow', async () => {
    const list = async (followType: number) => (await suite.api.call<{ hot: { groupId: number; name: string; items: FollowListItem[] }; list: FollowListItem[] }>(
      '/follow/act/list', { followType, sportType: 1 }, { token })).data;
    const comps = await list(1);
    expect(comps.hot).toMatchObject({ groupId: HOT_GROUP_ID.competitions, name: '热门赛事' });
    expect((await list(2)).hot.groupId).toBe(HOT_GROUP_ID.teams);
    const premier = comps.hot.items.find((i) => i.compName === '英超')!;
    expect(premier).toMatchObject({ followStatus: 2, followerId: null });

    const followed = await suite.api.call<{ followerId: number }>('/follow/act/status', { compId: premier.compId, sportType: 1, followType: 1 }, { token });
    const isFollow = await suite.api.call('/follow/act/isFollow', { compId: premier.compId, sportType: 1, followType: 1 }, { token });
    expect(isFollow.data).toEqual({ isFollow: true, followerId: followed.data.followerId });
    const after = await list(1);
    expect(after.list).toEqual([{ ...premier, followerId: followed.data.followerId, followStatus: 1 }]);
    expect(after.hot.items.find((i) => i.compId === premier.compId)?.followStatus).toBe(1);

    expect((await suite.api.call('/follow/act/status', { compId: HOT_GROUP_ID.competitions, sportType: 1, followType: 1 }, { token })).envelope.code).toBe(API_CODE.validation);
    expect((await suite.api.call('/follow/act/status', { teamId: 1, sportType: 1, followType: 2 }, { token })).envelope.code).toBe(API_CODE.notFound);
    expect((await suite.api.call('/follow/act/status', { sportType: 1, followType: 2 }, { token })).envelope.msg).toBe('请选择球队');
    expect((await suite.api.call('/follow/act/unfollow', { followIds: [followed.data.followerId] }, { token })).data).toEqual({ removed: 1 });
    expect((await list(1)).list).toEqual([]);
  });
});
