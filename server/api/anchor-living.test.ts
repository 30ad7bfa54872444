// /anchor/findAllLivingAnchors and /anchor/findAnchorRecommend through the real /api: two demo anchors go live the
// way the ingest reports it; the lists hold exactly the live ones (most watched first, by sport), the
// recommendation puts the caller's followed anchor first and leaves out the room the caller is in.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_CODE } from '../../contract/codes';
import { match, snapshot } from '../../engine/core/test-support/builders';
import { EventLog } from '../feed/event-log';
import { logRoomEventSink } from '../anchors/room-event-sink';
import { createAnchorStreams } from '../anchors/anchor-streams';
import { recommendAnchors } from '../anchors/anchor-recommend';
import { DEMO_ANCHORS } from '../db/demo-people';
import { apiPerTest } from './test-support/api-per-test';
import { T0 } from './test-support/test-api';

const KICK = Math.floor(T0 / 1000) + 3 * 3600;
let log = new EventLog('test');
const freshLog = () => {
  log = new EventLog('test');
  log.push([
    snapshot('football', [match('football', 5001, { matchTime: KICK }), match('football', 5002, { matchTime: KICK })]),
    snapshot('basketball', [match('basketball', 6001, { matchTime: KICK })]),
  ], false);
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

const [A, B, C] = DEMO_ANCHORS;
type Anchors = { anchors: { anchorCustomId: number; roomId: number; living: boolean; roomName: string; description: string }[] };
const ALL = '/anchor/findAllLivingAnchors';
const RECOMMEND = '/anchor/findAnchorRecommend';

async function goLive(i: number, matchId: number, sportType: 1 | 2, viewers: number) {
  const a = DEMO_ANCHORS[i];
  const tk = (await t.api.login(`1990000000${i + 1}`)).accessToken;
  const draft = { date: '2025-05-01', roomName: `${a.nickname}的直播间`, selCompetition: 1, matchId, sportType, notification: '', coverPicture: `/covers/r${a.roomId}.jpg` };
  expect((await t.api.call('/anchor/prepare', draft, { token: tk })).envelope.code).toBe(0);
  const streams = createAnchorStreams({ db: t.db, clock: t.api.clock, liveState: () => log.state, roomEvents: logRoomEventSink(log, () => T0) });
  streams.lifecycle.published(a.roomId);
  await streams.settled();
  log.push([{ type: 'roomInfo', seq: 0, ts: T0, roomId: a.roomId, patch: { viewCount: viewers } }], true);
  return { tk, streams };
}

describe('who is live', () => {
  it('findAllLivingAnchors: the live anchors, most watched first, each once; by sport; none when nobody streams', async () => {
    expect((await t.api.call<Anchors>(ALL, {})).data.anchors).toEqual([]);
    await goLive(0, 5001, 1, 10);
    const { streams } = await goLive(1, 5002, 1, 50);
    await goLive(2, 6001, 2, 30);
    const all = (await t.api.call<Anchors>(ALL, {})).data.anchors;
    expect(all.map((e) => e.anchorCustomId)).toEqual([B.customerId, C.customerId, A.customerId]);
    expect(all.every((e) => e.living)).toBe(true);
    expect(all[0]).toMatchObject({ roomId: B.roomId, roomName: `${B.nickname}的直播间` });
    expect((await t.api.call<Anchors>(ALL, { sportType: 2 })).data.anchors.map((e) => e.anchorCustomId)).toEqual([C.customerId]);
    streams.lifecycle.unpublished(B.roomId);
    await streams.settled();
    expect((await t.api.call<Anchors>(ALL, { sportType: 1 })).data.anchors.map((e) => e.anchorCustomId)).toEqual([A.customerId]);
  });

  it('findAnchorRecommend: followed first, the current room left out, showCount kept', async () => {
    await goLive(0, 5001, 1, 10);
    await goLive(1, 5002, 1, 50);
    await goLive(2, 6001, 2, 30);
    const guest = (await t.api.call<Anchors>(RECOMMEND, {})).data.anchors;
    expect(guest.map((e) => e.anchorCustomId)).toEqual([B.customerId, C.customerId, A.customerId]);
    const fan = (await t.api.login('13800000005')).accessToken;
    expect((await t.api.call('/v1/customer/follow/action', { status: 1, followCustomerId: A.customerId }, { token: fan })).envelope.code).toBe(0);
    const mine = (await t.api.call<Anchors>(RECOMMEND, { excludeRoomId: C.roomId }, { token: fan })).data.anchors;
    expect(mine.map((e) => e.anchorCustomId)).toEqual([A.customerId, B.customerId]);
    expect((await t.api.call<Anchors>(RECOMMEND, { showCount: 1 }, { token: fan })).data.anchors.map((e) => e.anchorCustomId)).toEqual([A.customerId]);
  });

  it('bad input is 40001: showCount out of range, a sport that is not 1 or 2, a room id that is no id', async () => {
    for (const body of [{ showCount: 0 }, { showCount: 51 }, { sportType: 3 }, { excludeRoomId: -5 }, { excludeRoomId: 'x' }]) {
      expect((await t.api.call(RECOMMEND, body)).envelope.code, JSON.stringify(body)).toBe(API_CODE.validation);
    }
    expect((await t.api.call(ALL, { sportType: 'football' })).envelope.code).toBe(API_CODE.validation);
  });
});

describe('recommendAnchors', () => {
  const entry = fc.record({ anchorCustomId: fc.integer({ min: 1, max: 8 }), roomId: fc.integer({ min: 1, max: 8 }), living: fc.boolean() });
  it('only live rooms, each anchor once, never the excluded room, followed before the rest, at most count', () => {
    fc.assert(fc.property(fc.array(entry), fc.uniqueArray(fc.integer({ min: 1, max: 8 })), fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }), fc.integer({ min: 1, max: 10 }),
      (entries, followedIds, excludeRoomId, count) => {
        const followed = new Set(followedIds);
        const out = recommendAnchors(entries, { followed, count, ...(excludeRoomId !== undefined && { excludeRoomId }) });
        expect(out.length).toBeLessThanOrEqual(count);
        expect(new Set(out.map((e) => e.anchorCustomId)).size).toBe(out.length);
        for (const e of out) expect(e.living && e.roomId !== excludeRoomId).toBe(true);
        const firstOther = out.findIndex((e) => !followed.has(e.anchorCustomId));
        if (firstOther >= 0) expect(out.slice(firstOther).some((e) => followed.has(e.anchorCustomId))).toBe(false);
        const eligible = new Set(entries.filter((e) => e.living && e.roomId !== excludeRoomId).map((e) => e.anchorCustomId));
        expect(out.length).toBe(Math.min(count, eligible.size));
      }));
  });
});
