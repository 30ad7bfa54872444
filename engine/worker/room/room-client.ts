// The pages' live rooms on the engine's socket (proto/live.proto "Room channel"): the gateway holds several rooms
// per socket, so every room a page watches is joined on it at once, and joined again whenever the socket
// (re)connects; each room's events go to the listeners of that room, its chat sends are checked here as on the
// server. The socket is the live session's; with none (idle, a replay) the joins wait for one. One engine may serve
// several tabs (shared-host.ts): tabs watching the same room share its membership, which is left only when the
// last of them leaves.
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

type Listener = (event: RoomEvent) => void;

/** One room on the socket and everyone watching it. */
interface Joined {
  readonly roomId: number;
  /** The token the room is joined with: the latest join's, or the latest send's. */
  accessToken: string;
  /** One entry per join (a tab may join twice); the room is left when none is left. */
  readonly listeners: Listener[];
  /** The gateway refused the join for the socket's room cap: it is asked again when a room is left. */
  refused: boolean;
}

const roomOf = (event: RoomEvent) => (event.type === 'message' ? event.message.roomId : event.roomId);

export class RoomClient {
  /** Every room joined and not left, each once. */
  private readonly rooms = new Map<number, Joined>();
  private port: RoomPort | undefined;
  private sent = 0;

  constructor(private readonly clock: Clock) {}

  /** The live session's socket (or none). */
  attach(port: RoomPort | undefined): void {
    this.port = port;
  }

  /** The socket opened (again): every room is joined on it. */
  connected(): void {
    for (const room of this.rooms.values()) this.joinUp(room);
  }

  /**
   * Joins `roomId` beside the rooms already joined; the answer and every later event of the room go to `listener`.
   * A room already joined (another tab's) is joined again with this token, so this listener gets a join answer too.
   * The returned leave ends this join; the room is left on the socket when it was the room's last.
   */
  join(roomId: number, accessToken: string, listener: Listener): () => void {
    let room = this.rooms.get(roomId);
    if (!room) this.rooms.set(roomId, (room = { roomId, accessToken, listeners: [], refused: false }));
    room.accessToken = accessToken;
    room.listeners.push(listener);
    this.joinUp(room);
    const joined = room;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      joined.listeners.splice(joined.listeners.indexOf(listener), 1);
      if (joined.listeners.length > 0 || this.rooms.get(roomId) !== joined) return;
      this.rooms.delete(roomId);
      this.request({ kind: 'roomLeave', roomId });
      // A place on the socket came free: the rooms refused for the cap are asked again.
      for (const r of this.rooms.values()) if (r.refused) this.joinUp(r);
    };
  }

  /**
   * A chat message to `roomId`, which must be joined; the token (the page's, refreshed) also becomes the one that
   * room's rejoins use.
   */
  send(roomId: number, text: string, accessToken: string): ChatSendAnswer {
    const room = this.rooms.get(roomId);
    if (!room) return { ok: false, reason: 'notJoined' };
    const checked = checkChatText(text);
    if (!checked.ok) return { ok: false, reason: checked.kind };
    if (accessToken) room.accessToken = accessToken;
    const clientMsgId = `${this.clock.now().toString(36)}-${(++this.sent).toString(36)}`;
    const ok = this.request({ kind: 'chatSend', roomId, text: checked.text, clientMsgId, accessToken });
    return ok ? { ok: true, clientMsgId } : { ok: false, reason: 'offline' };
  }

  /** An event from the socket: a joined room's go to every listener of that room. */
  received(event: RoomEvent): void {
    const room = this.rooms.get(roomOf(event));
    if (!room) return;
    if (event.type === 'joined') room.refused = false;
    else if (event.type === 'notice' && event.kind === 'tooManyRooms') room.refused = true;
    for (const listener of [...room.listeners]) listener(event);
  }

  private joinUp(room: Joined): void {
    this.request({ kind: 'roomJoin', roomId: room.roomId, accessToken: room.accessToken });
  }

  private request(r: RoomRequest): boolean {
    return this.port?.sendUp(packetOf([encodeRoomRequest(r, this.clock.now())])) ?? false;
  }
}
