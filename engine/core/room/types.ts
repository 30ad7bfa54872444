// The room channel's messages as the engine and the page see them (proto/live.proto "Room channel"; the server's
// chat in server/chat/). Plain data: they cross the worker boundary by structured clone.
import type { RoomNoticeKind } from '../codes';

/** SPEC.md §9: text limit 300 characters (counted as code points, what the user sees as characters). */
export const CHAT_TEXT_MAX = 300;
/** Messages a join answers with (the room's last ones, oldest first). */
export const CHAT_HISTORY_SIZE = 50;

export interface ChatMessage {
  readonly msgId: number;
  readonly roomId: number;
  readonly customerId: number;
  readonly nickname: string;
  readonly level: number;
  readonly text: string;
  /** ms, server time */
  readonly ts: number;
  /** Set only on the copy the sender's own socket gets. */
  readonly clientMsgId: string;
}

/** Who this socket is in the room. customerId 0: a guest. admin: the owner or an admin of the room. */
export interface RoomSelf {
  readonly customerId: number;
  readonly admin: boolean;
  readonly owner: boolean;
  /** ms; 0 when not muted */
  readonly mutedUntil: number;
}

export type RoomEvent =
  | { readonly type: 'joined'; readonly roomId: number; readonly history: readonly ChatMessage[]; readonly audience: number; readonly self: RoomSelf }
  | { readonly type: 'message'; readonly message: ChatMessage }
  | { readonly type: 'removed'; readonly roomId: number; readonly msgId: number }
  | { readonly type: 'audience'; readonly roomId: number; readonly count: number }
  | {
      readonly type: 'notice'; readonly roomId: number; readonly kind: RoomNoticeKind; readonly until: number;
      readonly clientMsgId: string; readonly self?: RoomSelf;
    };

/** Requests a socket sends on the room channel. */
export type RoomRequest =
  | { readonly kind: 'roomJoin'; readonly roomId: number; readonly accessToken: string }
  | { readonly kind: 'roomLeave'; readonly roomId: number }
  | { readonly kind: 'chatSend'; readonly roomId: number; readonly text: string; readonly clientMsgId: string; readonly accessToken: string };

/** Characters as the user counts them: code points (an emoji is one, not two UTF-16 units). */
export function chatLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** C0, DEL and C1 control characters: refused in chat like in every text field of the API (issue #11). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export type ChatTextCheck = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly kind: 'badText' | 'tooLong' };

/** The text a send may carry: trimmed, 1–300 characters, no control characters. Server and page both check it. */
export function checkChatText(raw: string): ChatTextCheck {
  const text = raw.trim();
  if (text.length === 0 || CONTROL.test(text)) return { ok: false, kind: 'badText' };
  if (chatLength(text) > CHAT_TEXT_MAX) return { ok: false, kind: 'tooLong' };
  return { ok: true, text };
}
