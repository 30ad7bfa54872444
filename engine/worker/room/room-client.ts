// The pages' live room on the engine's socket (proto/live.proto "Room channel"): the gateway holds one room per
// socket, joined again whenever the socket (re)connects, its events handed to the listeners of that room, its chat
// sends checked here as on the server. The socket is the live session's; with none (idle, a replay) the join waits
// for one. One engine may serve several tabs (shared-host.ts), each with its room: the room joined last is the one
// on the socket, and when it is left the one joined before it is joined again; joins of the same room share it.
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
  /** Every join not yet left, in the order made; the last is the room on the socket. */
  private readonly joins: Joined[] = [];
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

  private get room(): Joined | undefined {
    return this.joins.at(-1);
  }

  /**
   * Joins `roomId` (leaving, on the socket, the room joined before); the answer and every later event of the room go
   * to `listener`. The leave joins again the room joined before this one, if it is still wanted.
   */
  join(roomId: number, accessToken: string, listener: (event: RoomEvent) => void): () => void {
    const before = this.room;
    if (before && before.roomId !== roomId) this.request({ kind: 'roomLeave', roomId: before.roomId });
    const room: Joined = { roomId, accessToken, listener };
    this.joins.push(room);
    this.request({ kind: 'roomJoin', roomId, accessToken });
    return () => {
      const i = this.joins.indexOf(room);
      if (i < 0) return;
      const active = i === this.joins.length - 1;
      this.joins.splice(i, 1);
      const next = this.room;
      if (!active || next?.roomId === roomId) return;
      this.request({ kind: 'roomLeave', roomId });
      if (next) this.request({ kind: 'roomJoin', roomId: next.roomId, accessToken: next.accessToken });
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

  /** An event from the socket: the joined room's go to every listener of that room. */
  received(event: RoomEvent): void {
    const room = this.room;
    if (!room) return;
    const roomId = event.type === 'message' ? event.message.roomId : event.roomId;
    if (roomId !== room.roomId) return;
    for (const j of [...this.joins]) if (j.roomId === roomId) j.listener(event);
  }

  private request(r: RoomRequest): boolean {
    return this.port?.sendUp(packetOf([encodeRoomRequest(r, this.clock.now())])) ?? false;
  }
}
