// Reminders through the real /api: /anchor/remind stores who asked; when the anchor's stream arrives, their
// followers and those who asked each get one anchorLive notice through UserNotices (the in-memory one here) — not
// the anchor, not anyone else, and not again when OBS reconnects within the broadcast.
import { beforeEach, describe, expect, it } from 'vitest';
import { API_CODE } from '../../contract/codes';
import { match, snapshot } from '../../engine/core/test-support/builders';
import { EventLog } from '../feed/event-log';
import { logRoomEventSink } from '../anchors/room-event-sink';
import { createAnchorStreams } from '../anchors/anchor-streams';
import { reminderRecipients } from '../anchors/reminders';
import { MemoryUserNotices } from '../anchors/user-notices';
import { DEMO_ANCHORS } from '../db/demo-people';
import { apiPerTest } from './test-support/api-per-test';
import { T0 } from './test-support/test-api';

const KICK = Math.floor(T0 / 1000) + 3 * 3600;
let log = new EventLog('test');
beforeEach(() => {
  log = new EventLog('test');
  log.push([snapshot('football', [match('football', 5001, { matchTime: KICK })]), snapshot('basketball', [])], false);
});
const t = apiPerTest({
  seed: true,
  options: {
    state: () => log.state,
    anchors: { config: { rtmpHost: '127.0.0.1', rtmpPort: 1935, autoReviewMs: 0 }, roomEvents: { append: (e) => logRoomEventSink(log, () => T0).append(e) } },
  },
});

const ANCHOR = DEMO_ANCHORS[0];
const REMIND = '/anchor/remind';
const login = async (phone: string) => {
  const tk = (await t.api.login(phone)).accessToken;
  const me = (await t.api.call<{ id: number }>('/v1/customer/info', {}, { token: tk })).data.id;
  return { tk, me };
};

describe('/anchor/remind and remindFollowers', () => {
  it('followers and those who asked get one anchorLive notice when the stream arrives; nobody else; not again on a reconnect', async () => {
    const follower = await login('13800000001');
    const asked = await login('13800000002');
    const bystander = await login('13800000003');
    expect((await t.api.call('/v1/customer/follow/action', { status: 1, followCustomerId: ANCHOR.customerId }, { token: follower.tk })).envelope.code).toBe(0);
    expect((await t.api.call(REMIND, { anchorId: ANCHOR.customerId, status: 1 }, { token: asked.tk })).data).toEqual({ anchorId: ANCHOR.customerId, remind: true });
    expect((await t.api.call(REMIND, { anchorId: ANCHOR.customerId, status: 1 }, { token: follower.tk })).envelope.code).toBe(0); // both: told once
    const recipients = await reminderRecipients(t.db, ANCHOR.customerId); // the seeded fans too
    expect(recipients).toEqual(expect.arrayContaining([follower.me, asked.me]));
    expect(recipients).not.toContain(bystander.me);
    expect(new Set(recipients).size).toBe(recipients.length);

    const anchor = await login('19900000001');
    const draft = { date: '2025-05-01', roomName: '英超焦点战', selCompetition: 1, matchId: 5001, sportType: 1, notification: '今晚八点开播', coverPicture: `/covers/r${ANCHOR.roomId}.jpg` };
    expect((await t.api.call('/anchor/prepare', draft, { token: anchor.tk })).envelope.code).toBe(0);
    const notices = new MemoryUserNotices();
    const streams = createAnchorStreams({ db: t.db, clock: t.api.clock, liveState: () => log.state, roomEvents: logRoomEventSink(log, () => T0), notices });
    streams.lifecycle.published(ANCHOR.roomId);
    await streams.settled();
    const told = { type: 'anchorLive', anchorId: ANCHOR.customerId, anchorName: ANCHOR.nickname, roomId: ANCHOR.roomId, roomName: '英超焦点战', sportType: 1, matchId: 5001 };
    expect(notices.of(follower.me)).toEqual([expect.objectContaining(told)]);
    expect(notices.of(asked.me)).toEqual([expect.objectContaining(told)]);
    expect(notices.of(bystander.me)).toEqual([]);
    expect(notices.of(anchor.me)).toEqual([]);

    streams.lifecycle.unpublished(ANCHOR.roomId);
    streams.lifecycle.published(ANCHOR.roomId);
    await streams.settled();
    expect(notices.all()).toHaveLength(recipients.length);

    // A new broadcast reminds again; one who stopped asking (and does not follow) is not told.
    expect((await t.api.call(REMIND, { anchorId: ANCHOR.customerId, status: 2 }, { token: asked.tk })).data).toEqual({ anchorId: ANCHOR.customerId, remind: false });
    await t.api.call('/anchor/close', {}, { token: anchor.tk });
    await t.api.call('/anchor/prepare', draft, { token: anchor.tk });
    streams.lifecycle.published(ANCHOR.roomId);
    await streams.settled();
    expect(notices.of(follower.me)).toHaveLength(2);
    expect(notices.of(asked.me)).toHaveLength(1);
  });

  it('bad input: unknown or not an anchor 40007, oneself and bad fields 40001, logged out 10020', async () => {
    const viewer = await login('13800000004');
    const anchor = await login('19900000001');
    expect((await t.api.call(REMIND, { anchorId: 999_999, status: 1 }, { token: viewer.tk })).envelope).toMatchObject({ code: API_CODE.notFound, msg: '主播不存在' });
    expect((await t.api.call(REMIND, { anchorId: viewer.me, status: 1 }, { token: anchor.tk })).envelope.code).toBe(API_CODE.notFound);
    expect((await t.api.call(REMIND, { anchorId: anchor.me, status: 1 }, { token: anchor.tk })).envelope).toMatchObject({ code: API_CODE.validation, msg: '无需提醒自己的直播' });
    for (const bad of [{ anchorId: 0, status: 1 }, { anchorId: ANCHOR.customerId, status: 3 }, { status: 1 }, { anchorId: 'x', status: 1 }]) {
      expect((await t.api.call(REMIND, bad, { token: viewer.tk })).envelope.code, JSON.stringify(bad)).toBe(API_CODE.validation);
    }
    expect((await t.api.call(REMIND, { anchorId: ANCHOR.customerId, status: 1 })).envelope.code).toBe(API_CODE.notLoggedIn);
  });

  it('the profile (/anchor/homepage) says whether the caller asked: reminded for a logged-in caller, absent for guests', async () => {
    const viewer = await login('13800000005');
    const profile = async (token?: string) => (await t.api.call<{ reminded?: boolean }>('/anchor/homepage', { customId: ANCHOR.customerId }, token ? { token } : {})).data;
    expect((await profile(viewer.tk)).reminded).toBe(false);
    await t.api.call(REMIND, { anchorId: ANCHOR.customerId, status: 1 }, { token: viewer.tk });
    expect((await profile(viewer.tk)).reminded).toBe(true);
    expect(await profile()).not.toHaveProperty('reminded');
  });
});
