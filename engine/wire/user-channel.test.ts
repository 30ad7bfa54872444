// The user channel's envelopes (proto/live.proto 310–312) round-trip through the packet decoder both ways, and a
// notice of an unknown kind is a malformed frame, not an exception [RT-11].
import { describe, expect, it } from 'vitest';
import { USER_CODE } from '../core/codes';
import type { UserEvent, UserRequest } from '../core/room/user-channel';
import { decodePacket, encodeEnvelope, encodeUserEvent, encodeUserRequest, packetOf } from './index';
import { live } from './pb';

describe('user channel wire', () => {
  it('[PM-7][GN-7] requests up and events down (anchor-live notices, kind 3, too) decode as encoded', () => {
    const requests: UserRequest[] = [{ kind: 'userSubscribe', accessToken: 'v1.a.b' }, { kind: 'userUnsubscribe' }];
    const up = decodePacket(packetOf(requests.map((r) => encodeUserRequest(r, 5))), 'up');
    expect(up.errors).toEqual([]);
    expect(up.controls).toEqual(requests);
    const events: UserEvent[] = [
      { type: 'subscribed', customerId: 20002, unread: 3 },
      { type: 'subscribed', customerId: 0, unread: 0 },
      { type: 'message', unread: 4, message: { msgId: 2 ** 40, fromId: 20002, toId: 10001, text: '<img src=x onerror=alert(1)> 你好⚽', ts: 1_795_000_000_000 } },
      { type: 'read', peerId: 10001, unread: 0 },
      {
        type: 'anchorLive', anchorId: 30003, anchorName: '<b>主播</b>⚽', anchorAvatar: 'https://cdn.example/a.png', roomId: 2 ** 40,
        roomName: '英超 直播间', sportType: 2, matchId: 3_912_345, at: 1_795_000_000_000,
      },
      {
        type: 'anchorLive', anchorId: 30004, anchorName: '', anchorAvatar: '', roomId: 7, roomName: '', sportType: 1, matchId: 0, at: 0,
      },
    ];
    const down = decodePacket(packetOf(events.map((e) => encodeUserEvent(e, 5))), 'down');
    expect(down.errors).toEqual([]);
    expect(down.controls).toEqual(events.map((event) => ({ kind: 'user', event })));
  });

  it('[RT-11] an unknown notice kind is reported as malformed', () => {
    const bad = encodeEnvelope(USER_CODE.notice, 0, 5, live.UserNotice.encode({ kind: 9 }).finish());
    const r = decodePacket(packetOf([bad]), 'down');
    expect(r.controls).toEqual([]);
    expect(r.errors).toMatchObject([{ reason: 'malformed', code: USER_CODE.notice }]);
  });
});
