// The rooms of anchors the feed names (a replayed day's 800001+, a provider's) showed neither 关注 nor 私信: those
// anchors had no account, so liveInfo said account: false and following them answered 用户不存在. Each anchor the
// feed names now gets an account (server/anchors/feed-anchor-accounts.ts): the room offers both, a viewer follows
// and writes to them like to any anchor, their profile is an account's, and their level is the provider's read
// through the level tables.
import { describe, expect, it } from 'vitest';
import type { FeedEvent, LiveState, Unstamped } from '../../engine/core';
import { EMPTY_STATE, fold } from '../../engine/core';
import { match, room, snapshot } from '../../engine/core/test-support/builders';
import type { AnchorProfile, LiveRoom } from '../../contract';
import { findUserById } from '../db/repositories/users';
import { levelForExp } from './level-tables';
import { API_CODE } from './errors';
import { T0 } from './test-support/test-api';
import { apiPerTest } from './test-support/api-per-test';

const FEED_ANCHOR = { customId: 1_000_064, roomId: 800_064, name: '球圣龙说球', level: 7 };

function liveState(): LiveState {
  const events: Unstamped[] = [{ type: 'streamStart', room: { ...room(FEED_ANCHOR.roomId, 5001), anchor: { customId: FEED_ANCHOR.customId, name: FEED_ANCHOR.name, avatar: '/avatars/a164.png', level: FEED_ANCHOR.level, identify: 1 } } }];
  return fold(EMPTY_STATE, [snapshot('football', [match('football', 5001, { statusId: 2 })]), ...events.map((e, i) => ({ ...e, seq: i + 2, ts: T0 + i }) as FeedEvent)]).state;
}

const state = liveState();
const suite = apiPerTest({ seed: true, options: { state: () => state } });

describe('the feed\'s live anchors', () => {
  it('[FL-1] a feed anchor\'s live room offers 关注 and 私信: followed, then written to, like any anchor', async () => {
    const { accessToken: token } = await suite.api.login('19900010009');
    const info = await suite.api.call<LiveRoom>('/v1/living/liveInfo', { roomId: FEED_ANCHOR.roomId }, { token });
    expect(info.data.anchor).toMatchObject({ anchorCustomId: FEED_ANCHOR.customId, anchorName: FEED_ANCHOR.name, account: true, followStatus: 2 });

    const follow = await suite.api.call<{ followStatus: number }>('/v1/customer/follow/action', { status: 1, followCustomerId: FEED_ANCHOR.customId }, { token });
    expect(follow.data).toEqual({ followStatus: 1 });
    expect((await suite.api.call<LiveRoom>('/v1/living/liveInfo', { roomId: FEED_ANCHOR.roomId }, { token })).data.anchor.followStatus).toBe(1);

    const sent = await suite.api.call('/v1/message/send', { customerId: FEED_ANCHOR.customId, text: '主播好' }, { token });
    expect(sent.envelope.code).toBe(0);
    const history = await suite.api.call<{ canSend: boolean; peer: { isAnchor: number } }>('/v1/message/history', { customerId: FEED_ANCHOR.customId }, { token });
    expect(history.data).toMatchObject({ canSend: true, peer: { isAnchor: 1 } });
  });

  it('following a feed anchor works before anyone opened the room (the account is made on the follow)', async () => {
    const { accessToken: token } = await suite.api.login('19900010010');
    const follow = await suite.api.call<{ followStatus: number }>('/v1/customer/follow/action', { status: 1, followCustomerId: FEED_ANCHOR.customId }, { token });
    expect(follow.data).toEqual({ followStatus: 1 });
    // an id neither an account nor the feed's is still nobody
    expect((await suite.api.call('/v1/customer/follow/action', { status: 1, followCustomerId: 1_999_999 }, { token })).envelope.code).toBe(API_CODE.notFound);
  });

  it('[SH-7] the account: an anchor in the feed\'s room, nobody\'s login, its level the provider\'s through the tables', async () => {
    await suite.api.call('/v1/living/liveInfo', { roomId: FEED_ANCHOR.roomId });
    const u = (await findUserById(suite.db, FEED_ANCHOR.customId))!;
    expect(u).toMatchObject({ isAnchor: true, roomId: FEED_ANCHOR.roomId, nickname: FEED_ANCHOR.name, nationalCode: 'feed' });
    expect(u.anchorLevel).toBe(FEED_ANCHOR.level);
    expect(u.anchorLevel).toBe(levelForExp(2, u.anchorExp));
    const profile = await suite.api.call<AnchorProfile>('/anchor/homepage', { customId: FEED_ANCHOR.customId });
    expect(profile.data).toMatchObject({ customerId: FEED_ANCHOR.customId, account: true, living: true, roomId: FEED_ANCHOR.roomId });
  });
});
