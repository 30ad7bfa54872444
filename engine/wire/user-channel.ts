// The user channel's envelopes (proto/live.proto "User channel", codes 310–312): requests up, events down. Seq 0:
// they are outside the feed.
import { USER_CODE, USER_NOTICE } from '../core/codes';
import type { AnchorLiveNotice, PrivateMessage, UserEvent, UserRequest } from '../core/room/user-channel';
import { encodeEnvelope } from './frame';
import { live } from './pb';

export function encodeUserRequest(r: UserRequest, ts: number): Uint8Array {
  switch (r.kind) {
    case 'userSubscribe':
      return encodeEnvelope(USER_CODE.subscribe, 0, ts, live.UserSubscribe.encode({ accessToken: r.accessToken }).finish());
    case 'userUnsubscribe':
      return encodeEnvelope(USER_CODE.unsubscribe, 0, ts, live.UserUnsubscribe.encode({}).finish());
  }
}

/** A request from the client (direction 'up'), or undefined for another code; throws on a malformed body. */
export function decodeUserRequest(code: number, body: Uint8Array): UserRequest | undefined {
  switch (code) {
    case USER_CODE.subscribe:
      return { kind: 'userSubscribe', accessToken: live.UserSubscribe.decode(body).accessToken };
    case USER_CODE.unsubscribe:
      live.UserUnsubscribe.decode(body);
      return { kind: 'userUnsubscribe' };
    default:
      return undefined;
  }
}

const messageOf = (m: live.IPrivateMessage | null | undefined): PrivateMessage => ({
  msgId: Number(m?.msgId ?? 0), fromId: Number(m?.fromId ?? 0), toId: Number(m?.toId ?? 0), text: m?.text ?? '', ts: Number(m?.ts ?? 0),
});

const anchorLiveOf = (a: live.IAnchorLive | null | undefined): AnchorLiveNotice => ({
  type: 'anchorLive', anchorId: Number(a?.anchorId ?? 0), anchorName: a?.anchorName ?? '', anchorAvatar: a?.anchorAvatar ?? '',
  roomId: Number(a?.roomId ?? 0), roomName: a?.roomName ?? '', sportType: a?.sportType ?? 0, matchId: Number(a?.matchId ?? 0), at: Number(a?.at ?? 0),
});

export function encodeUserEvent(e: UserEvent, ts: number): Uint8Array {
  switch (e.type) {
    case 'subscribed':
      return encodeEnvelope(USER_CODE.subscribe, 0, ts, live.UserSubscribed.encode({ customerId: e.customerId, unread: e.unread }).finish());
    case 'message':
      return encodeEnvelope(USER_CODE.notice, 0, ts, live.UserNotice.encode({ kind: USER_NOTICE.message, message: { ...e.message }, unread: e.unread }).finish());
    case 'read':
      return encodeEnvelope(USER_CODE.notice, 0, ts, live.UserNotice.encode({ kind: USER_NOTICE.read, peerId: e.peerId, unread: e.unread }).finish());
    case 'anchorLive': {
      const { type: _type, ...anchorLive } = e;
      return encodeEnvelope(USER_CODE.notice, 0, ts, live.UserNotice.encode({ kind: USER_NOTICE.anchorLive, anchorLive }).finish());
    }
  }
}

/** An event from the server (direction 'down'), or undefined for another code; throws on a malformed body. */
export function decodeUserEvent(code: number, body: Uint8Array): UserEvent | undefined {
  switch (code) {
    case USER_CODE.subscribe: {
      const m = live.UserSubscribed.decode(body);
      return { type: 'subscribed', customerId: Number(m.customerId), unread: m.unread };
    }
    case USER_CODE.notice: {
      const m = live.UserNotice.decode(body);
      if (m.kind === USER_NOTICE.message) return { type: 'message', message: messageOf(m.message), unread: m.unread };
      if (m.kind === USER_NOTICE.read) return { type: 'read', peerId: Number(m.peerId), unread: m.unread };
      if (m.kind === USER_NOTICE.anchorLive) return anchorLiveOf(m.anchorLive);
      throw new Error(`user notice kind ${m.kind} unknown`);
    }
    default:
      return undefined;
  }
}
