// User info, presence, tourist codes, interests and levels.
import { describe, expect, it } from 'vitest';
import { DEMO_ANCHORS, DEMO_VIEWER_FIRST_ID } from '../db/demo-people';
import { API_CODE } from './errors';
import type { InterestGroup } from '../../contract';
import { apiPerTest } from './test-support/api-per-test';

const suite = apiPerTest({ seed: true });

const ANCHOR_PHONE = '19900000001'; // the first demo anchor (demo-people.ts)
const VIEWER_PHONE = '19900010001';

describe('customer', () => {
  it('info: the user card and follow counts; an anchor has its room id', async () => {
    const t = await suite.api.login(ANCHOR_PHONE);
    const info = await suite.api.call<Record<string, unknown>>('/v1/customer/info', undefined, { token: t.accessToken });
    expect(info.data).toMatchObject({
      id: DEMO_ANCHORS[0].customerId, customerId: DEMO_ANCHORS[0].customerId, nickname: '球评老张', isAnchor: 1,
      identifier: DEMO_ANCHORS[0].roomId, userCode: expect.stringMatching(/^\d{8}$/), followFromCount: expect.any(Number),
    });
    expect(info.data.followFromCount).toBeGreaterThan(0);
  });

  it('[AU-10] reportOnline records presence', async () => {
    const t = await suite.api.login(VIEWER_PHONE);
    suite.api.clock.advance(60_000);
    expect((await suite.api.call('/v1/customer/reportOnline', { scope: 'web' }, { token: t.accessToken })).envelope.code).toBe(0);
    const rows = await suite.db.query<{ at: Date }>('SELECT last_online_at AS at FROM users WHERE id = $1', [DEMO_VIEWER_FIRST_ID]);
    expect(rows[0].at.getTime()).toBe(suite.api.clock.now());
  });

  it('tourist codes: random, stored, 30 an hour per IP', async () => {
    const a = await suite.api.call<{ touristCode: string }>('/tourist/generateTouristCode');
    const b = await suite.api.call<{ touristCode: string }>('/tourist/generateTouristCode');
    expect(a.data.touristCode).toMatch(/^tourist_[\w-]{16}$/);
    expect(a.data.touristCode).not.toBe(b.data.touristCode);
    for (let i = 0; i < 28; i++) await suite.api.call('/tourist/generateTouristCode');
    expect((await suite.api.call('/tourist/generateTouristCode')).envelope.code).toBe(API_CODE.rateLimited);
  });
});

describe('interests', () => {
  it('[AU-6] hot competitions and teams per sport; save 1–10 and see them checked', async () => {
    const t = await suite.api.login(VIEWER_PHONE);
    const info = await suite.api.call<InterestGroup[]>('/v1/customer/interest/info', undefined, { token: t.accessToken });
    expect(info.data.map((g) => g.name)).toEqual(['足球', '篮球', '游戏']);
    const football = info.data[0];
    expect(football.competitionVOS.map((c) => c.shortName)).toContain('英超');
    expect(football.teamVOS.length).toBeGreaterThan(0);
    expect(info.data[1].competitionVOS.map((c) => c.shortName)).toContain('NBA');

    const pick = [football.competitionVOS[0], football.teamVOS[0], info.data[1].competitionVOS[0]]
      .map((o) => ({ interestId: o.id, scope: o.scope, type: o.type }));
    expect((await suite.api.call('/v1/customer/interest/save', { interests: pick }, { token: t.accessToken })).envelope.code).toBe(0);
    const again = await suite.api.call<InterestGroup[]>('/v1/customer/interest/info', undefined, { token: t.accessToken });
    expect(again.data.flatMap((g) => [...g.competitionVOS, ...g.teamVOS]).filter((o) => o.checked)).toHaveLength(3);
    const chosen = await suite.api.call<unknown[]>('/v1/customer/interest/choose', undefined, { token: t.accessToken });
    expect(chosen.data).toHaveLength(3);
  });

  it('[AU-6] none → 请选择喜好, more than 10 → 最多只能选择10个, unknown ids refused', async () => {
    const t = await suite.api.login(VIEWER_PHONE);
    const save = (interests: unknown) => suite.api.call('/v1/customer/interest/save', { interests }, { token: t.accessToken });
    expect((await save([])).envelope.msg).toBe('请选择喜好');
    expect((await suite.api.call('/v1/customer/interest/save', {}, { token: t.accessToken })).envelope.msg).toBe('请选择喜好');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ interestId: 1001 + i, scope: 1, type: 1 }));
    expect((await save(eleven)).envelope.msg).toBe('最多只能选择10个');
    expect((await save([{ interestId: 424242, scope: 1, type: 1 }])).envelope.code).toBe(API_CODE.validation);
  });
});

describe('levels', () => {
  it('levelinfo per levelType 1/2/3; custom level; anchor level only for anchors', async () => {
    for (const levelType of [1, 2, 3]) {
      const r = await suite.api.call<{ levelExpList: number[]; levelList: string[] }>('/v1/tasks/levelinfo', { levelType });
      expect(r.data.levelExpList.length).toBe(r.data.levelList.length);
    }
    expect((await suite.api.call('/v1/tasks/levelinfo', { levelType: 4 })).envelope.code).toBe(API_CODE.validation);
    const viewer = await suite.api.login(VIEWER_PHONE);
    const mine = await suite.api.call<{ level: number; levelTxt: string; nextLevelExp: number }>('/v1/personal/custom/level/info', undefined, { token: viewer.accessToken });
    expect(mine.data.levelTxt).toBe(`LV${mine.data.level}`);
    expect((await suite.api.call('/v1/personal/anchor/level/info', undefined, { token: viewer.accessToken })).envelope.code).toBe(API_CODE.notAnchor);
    const anchor = await suite.api.login(ANCHOR_PHONE);
    const level = await suite.api.call<Record<string, unknown>>('/v1/personal/anchor/level/info', undefined, { token: anchor.accessToken });
    expect(level.data).toMatchObject({ anchorLevel: expect.any(Number), predictionLevelTxt: expect.any(String) });
  });

  it('anchor info: anyone can read an anchor card, with the caller\'s follow status', async () => {
    const id = DEMO_ANCHORS[1].customerId;
    const guest = await suite.api.call<Record<string, unknown>>('/v1/personal/anchor/info', { customerId: id });
    expect(guest.data).toMatchObject({ customerId: id, nickname: '篮球小王子', followStatus: 2, identifier: DEMO_ANCHORS[1].roomId });
    const viewer = await suite.api.login(VIEWER_PHONE);
    await suite.api.call('/v1/customer/follow/action', { status: 1, followCustomerId: id, prepareId: 0 }, { token: viewer.accessToken });
    const seen = await suite.api.call<Record<string, unknown>>('/v1/personal/anchor/info', { customerId: id }, { token: viewer.accessToken });
    expect(seen.data.followStatus).toBe(1);
    expect((await suite.api.call('/v1/personal/anchor/info', { customerId: DEMO_VIEWER_FIRST_ID })).envelope.code).toBe(API_CODE.notFound);
  });
});
