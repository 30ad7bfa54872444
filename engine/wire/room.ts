// The room channel's envelopes (proto/live.proto "Room channel", codes 300–306): requests up, events down. Seq 0:
// they are outside the feed.
import { ROOM_CODE, ROOM_NOTICE } from '../core/codes';
import type { RoomNoticeKind } from '../core/codes';
import type { ChatMessage, RoomEvent, RoomRequest, RoomSelf } from '../core/room/types';
import { encodeEnvelope } from './frame';
import { live } from './pb';

const NOTICE_KIND = new Map<number, RoomNoticeKind>(Object.entries(ROOM_NOTICE).map(([k, v]) => [v, k as RoomNoticeKind]));

const safeId = (n: number, what: string): number => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${what} ${n} out of range`);
  return n;
};

export function encodeRoomRequest(r: RoomRequest, ts: number): Uint8Array {
  switch (r.kind) {
    case 'roomJoin':
      return encodeEnvelope(ROOM_CODE.join, 0, ts, live.RoomJoin.encode({ roomId: r.roomId, accessToken: r.accessToken }).finish());
    case 'roomLeave':
      return encodeEnvelope(ROOM_CODE.leave, 0, ts, live.RoomLeave.encode({ roomId: r.roomId }).finish());
    case 'chatSend':
      return encodeEnvelope(ROOM_CODE.send, 0, ts, live.ChatSend.encode({
        roomId: r.roomId, text: r.text, clientMsgId: r.clientMsgId, accessToken: r.accessToken,
      }).finish());
  }
}

/** A request from the client (direction 'up'), or undefined for another code; throws on a malformed body. */
export function decodeRoomRequest(code: number, body: Uint8Array): RoomRequest | undefined {
  switch (code) {
    case ROOM_CODE.join: {
      const m = live.RoomJoin.decode(body);
      return { kind: 'roomJoin', roomId: safeId(m.roomId, 'roomId'), accessToken: m.accessToken };
    }
    case ROOM_CODE.leave:
      return { kind: 'roomLeave', roomId: safeId(live.RoomLeave.decode(body).roomId, 'roomId') };
    case ROOM_CODE.send: {
      const m = live.ChatSend.decode(body);
      return { kind: 'chatSend', roomId: safeId(m.roomId, 'roomId'), text: m.text, clientMsgId: m.clientMsgId, accessToken: m.accessToken };
    }
    default:
      return undefined;
  }
}

const selfOf = (s: live.IRoomSelf | null | undefined): RoomSelf => ({
  customerId: Number(s?.customerId ?? 0), admin: s?.admin ?? false, owner: s?.owner ?? false, mutedUntil: Number(s?.mutedUntil ?? 0),
});

const messageOf = (m: live.IChatMessage): ChatMessage => ({
  msgId: Number(m.msgId ?? 0), roomId: Number(m.roomId ?? 0), customerId: Number(m.customerId ?? 0), nickname: m.nickname ?? '',
  level: m.level ?? 0, text: m.text ?? '', ts: Number(m.ts ?? 0), clientMsgId: m.clientMsgId ?? '',
});

/** The message body of 303, encoded once and shared by every member (clientMsgId only in the sender's copy). */
export function encodeChatMessage(m: ChatMessage, ts: number): Uint8Array {
  return encodeEnvelope(ROOM_CODE.message, 0, ts, live.ChatMessage.encode(m).finish());
}

export function encodeRoomEvent(e: RoomEvent, ts: number): Uint8Array {
  switch (e.type) {
    case 'joined':
      return encodeEnvelope(ROOM_CODE.join, 0, ts, live.RoomJoined.encode({
        roomId: e.roomId, history: e.history.map((m) => ({ ...m })), audience: e.audience, self: e.self,
      }).finish());
    case 'message':
      return encodeChatMessage(e.message, ts);
    case 'removed':
      return encodeEnvelope(ROOM_CODE.removed, 0, ts, live.ChatRemoved.encode({ roomId: e.roomId, msgId: e.msgId }).finish());
    case 'audience':
      return encodeEnvelope(ROOM_CODE.audience, 0, ts, live.RoomAudience.encode({ roomId: e.roomId, count: e.count }).finish());
    case 'notice':
      return encodeEnvelope(ROOM_CODE.notice, 0, ts, live.RoomNotice.encode({
        roomId: e.roomId, kind: ROOM_NOTICE[e.kind], until: e.until, clientMsgId: e.clientMsgId, ...(e.self && { self: e.self }),
      }).finish());
  }
}

/** An event from the server (direction 'down'), or undefined for another code; throws on a malformed body. */
export function decodeRoomEvent(code: number, body: Uint8Array): RoomEvent | undefined {
  switch (code) {
    case ROOM_CODE.join: {
      const m = live.RoomJoined.decode(body);
      return { type: 'joined', roomId: Number(m.roomId), history: m.history.map(messageOf), audience: m.audience, self: selfOf(m.self) };
    }
    case ROOM_CODE.message:
      return { type: 'message', message: messageOf(live.ChatMessage.decode(body)) };
    case ROOM_CODE.removed: {
      const m = live.ChatRemoved.decode(body);
      return { type: 'removed', roomId: Number(m.roomId), msgId: Number(m.msgId) };
    }
    case ROOM_CODE.audience: {
      const m = live.RoomAudience.decode(body);
      return { type: 'audience', roomId: Number(m.roomId), count: m.count };
    }
    case ROOM_CODE.notice: {
      const m = live.RoomNotice.decode(body);
      const kind = NOTICE_KIND.get(m.kind);
      if (!kind) throw new Error(`room notice kind ${m.kind} unknown`);
      return { type: 'notice', roomId: Number(m.roomId), kind, until: Number(m.until), clientMsgId: m.clientMsgId, ...(m.self && { self: selfOf(m.self) }) };
    }
    default:
      return undefined;
  }
}
