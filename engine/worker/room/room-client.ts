// The page's live room on the engine's socket (proto/live.proto "Room channel"): one room at a time, joined again
// whenever the socket (re)connects, its events handed to the page's listener, its chat sends checked here as on
// the server. The socket is the live session's; with none (idle, a replay) the join waits for one.
import type { RoomEvent, RoomRequest } from '../../core/room/types';
import { checkChatText } from '../../core/room/types';
import type { Clock } from '../../core/time/scheduler';
import { encodeRoomRequest, packetOf } from '../../wire';

/** What the room client sends through: the live socket while it is open. */
export interface RoomPort {
  /** False when the socket is not open (the request is dropped; the client joins again on the next open). */
  sendUp(bytes: Uint8Array): boolean;
}

export type ChatSendAnswer =
  | { readonly ok: true; readonly clientMsgId: string }
  | { readonly ok: false; readonly reason: 'notJoined' | 'offline' | 'badText' | 'tooLong' };

interface Joined {
  readonly roomId: number;
  accessToken: string;
  readonly listener: (event: RoomEvent) => void;
}

export class RoomClient {
  private room: Joined | undefined;
  private port: RoomPort | undefined;
  private sent = 0;

  constructor(private readonly clock: Clock) {}

  /** The live session's socket (or none). */
  attach(port: RoomPort | undefined): void {
    this.port = port;
  }

  /** The socket opened (again): the room is joined on it. */
  connected(): void {
    if (this.room) this.request({ kind: 'roomJoin', roomId: this.room.roomId, accessToken: this.room.accessToken });
  }

  /** Joins `roomId` (leaving the room joined before); the answer and every later event go to `listener`. */
  join(roomId: number, accessToken: string, listener: (event: RoomEvent) => void): () => void {
    if (this.room && this.room.roomId !== roomId) this.request({ kind: 'roomLeave', roomId: this.room.roomId });
    const room: Joined = { roomId, accessToken, listener };
    this.room = room;
    this.request({ kind: 'roomJoin', roomId, accessToken });
    return () => {
      if (this.room !== room) return;
      this.room = undefined;
      this.request({ kind: 'roomLeave', roomId });
    };
  }

  /** A chat message to the joined room; the token (the page's, refreshed) also becomes the one rejoins use. */
  send(text: string, accessToken: string): ChatSendAnswer {
    const room = this.room;
    if (!room) return { ok: false, reason: 'notJoined' };
    const checked = checkChatText(text);
    if (!checked.ok) return { ok: false, reason: checked.kind };
    if (accessToken) room.accessToken = accessToken;
    const clientMsgId = `${this.clock.now().toString(36)}-${(++this.sent).toString(36)}`;
    const ok = this.request({ kind: 'chatSend', roomId: room.roomId, text: checked.text, clientMsgId, accessToken });
    return ok ? { ok: true, clientMsgId } : { ok: false, reason: 'offline' };
  }

  /** An event from the socket: the joined room's go to the page. */
  received(event: RoomEvent): void {
    const room = this.room;
    if (!room) return;
    const roomId = event.type === 'message' ? event.message.roomId : event.roomId;
    if (roomId === room.roomId) room.listener(event);
  }

  private request(r: RoomRequest): boolean {
    return this.port?.sendUp(packetOf([encodeRoomRequest(r, this.clock.now())])) ?? false;
  }
}
