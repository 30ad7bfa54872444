// The process's chat (server/chat/README.md): who a token belongs to, the room's history, sending, moderation,
// and the rooms' audience across gateways. The database is the truth (messages, admins, mutes, kicks); the chat
// bus carries what happened to every process's room channel (room-channel.ts), which delivers it to its sockets.
// HTTP moderation routes (server/api/routes/live-room-moderation.ts) and the gateways' room channels share one hub
// per process.
import { randomBytes } from 'node:crypto';
import type { LiveState } from '../../engine/core';
import { CHAT_HISTORY_SIZE } from '../../engine/core/room/types';
import type { Clock } from '../../engine/core/time/scheduler';
import type { AccessTokens } from '../auth/tokens';
import type { Queryable } from '../db/database';
import type { StoredChatMessage } from '../db/repositories/chat-messages';
import { findChatMessage, insertChatMessage, recentChatMessages, removeChatMessage } from '../db/repositories/chat-messages';
import type { KickRecord, RoomPerson } from '../db/repositories/room-moderation';
import {
  activeKick, isRoomAdmin, kickUser, mutedUntil, muteUser, roomAdmins, roomOwnerId, roomPeople, sendStanding, setRoomAdmin,
} from '../db/repositories/room-moderation';
import { findUserById, sessionState } from '../db/repositories/users';
import { grantChat } from '../levels/experience';
import type { AudiencePerson, ChatBus, ChatBusEvent, MessageOrigin } from './chat-bus';
import { RoomDirectory } from './room-directory';

/** How long a kick keeps the user out of the room. */
export const KICK_MS = 24 * 60 * 60 * 1000;
/** A gateway repeats its presence in a room this often while it has members there… */
export const PRESENCE_REFRESH_MS = 30_000;
/** …and another gateway's presence older than this is dropped (the gateway went away without saying so). */
export const PRESENCE_EXPIRY_MS = 75_000;

export interface ChatUser {
  readonly userId: number;
  readonly nickname: string;
  readonly level: number;
}

export type Identify = { readonly ok: true; readonly user: ChatUser } | { readonly ok: false };

export interface RoomRole {
  readonly owner: boolean;
  readonly admin: boolean;
}

export type Moderation =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'forbidden' | 'noUser' | 'noMessage' | 'protected' };

/** The room's match, for a kick's record (the page offers its detail to the kicked user [LR]). */
export type RoomMatch = (roomId: number) => { readonly matchId: number; readonly sportType: 1 | 2 } | undefined;

export interface ChatHubDeps {
  readonly db: Queryable;
  readonly tokens: AccessTokens;
  readonly clock: Clock;
  readonly bus: ChatBus;
  /** The feed state whose rooms exist (with the anchor accounts' rooms: room-directory.ts). */
  readonly liveState: () => LiveState;
  readonly roomMatch?: RoomMatch;
  /** This process's name on the bus (random by default). */
  readonly id?: string;
}

interface Presence {
  readonly sockets: number;
  readonly users: readonly AudiencePerson[];
  readonly at: number;
}

/** What one gateway's room channel tells the hub about its own members (counted live, not from the bus). */
export interface LocalPresence {
  sockets(roomId: number): number;
  users(roomId: number): AudiencePerson[];
}

export class ChatHub {
  readonly id: string;
  /** Which rooms exist: a join or a post to any other is refused. */
  readonly rooms: RoomDirectory;
  private readonly listeners = new Set<(event: ChatBusEvent) => void>();
  /** Other gateways' members per room. */
  private readonly remote = new Map<number, Map<string, Presence>>();
  private readonly locals = new Set<LocalPresence>();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: ChatHubDeps) {
    this.id = deps.id ?? randomBytes(6).toString('hex');
    this.rooms = new RoomDirectory({ db: deps.db, clock: deps.clock, liveState: deps.liveState });
    this.unsubscribe = deps.bus.subscribe((event) => this.received(event));
  }

  /** Bus events for the room channels of this process. */
  onEvent(listener: (event: ChatBusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** A room channel's own members, counted in the audience as they are. */
  addLocal(local: LocalPresence): () => void {
    this.locals.add(local);
    return () => { this.locals.delete(local); };
  }

  /** The access token's user, checked as the HTTP API checks it (auth-guard.ts): signature, expiry, session. */
  async identify(token: string): Promise<Identify> {
    const check = this.deps.tokens.verify(token);
    if (!check.ok) return { ok: false };
    const { userId, familyId, tokenVersion } = check.claims;
    const state = await sessionState(this.deps.db, userId, familyId);
    if (!state || state.familyRevoked || state.tokenVersion !== tokenVersion) return { ok: false };
    const user = await findUserById(this.deps.db, userId);
    return user ? { ok: true, user: { userId, nickname: user.nickname, level: user.level } } : { ok: false };
  }

  async role(roomId: number, userId: number): Promise<RoomRole> {
    const owner = (await roomOwnerId(this.deps.db, roomId)) === userId;
    return { owner, admin: owner || await isRoomAdmin(this.deps.db, roomId, userId) };
  }

  history(roomId: number): Promise<StoredChatMessage[]> {
    return recentChatMessages(this.deps.db, roomId, CHAT_HISTORY_SIZE);
  }

  kickOf(roomId: number, userId: number): Promise<KickRecord | undefined> {
    return activeKick(this.deps.db, roomId, userId, new Date(this.deps.clock.now()));
  }

  mutedUntil(roomId: number, userId: number): Promise<number | undefined> {
    return mutedUntil(this.deps.db, roomId, userId, new Date(this.deps.clock.now()));
  }

  /** The room exists (the feed's, or an anchor account's): chat happens in no other. */
  exists(roomId: number): Promise<boolean> {
    return this.rooms.exists(roomId);
  }

  /**
   * Stores and publishes a message whose text was checked (room-channel.ts); refused for a room that does not
   * exist (nothing stored) and for a kicked or muted user.
   */
  async post(roomId: number, user: ChatUser, text: string, origin: MessageOrigin):
  Promise<{ ok: true; message: StoredChatMessage } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'kicked' | 'muted'; until: number }> {
    if (!(await this.rooms.exists(roomId))) return { ok: false, reason: 'notFound' };
    const now = new Date(this.deps.clock.now());
    const standing = await sendStanding(this.deps.db, roomId, user.userId, now);
    if (standing.kickedUntil !== undefined) return { ok: false, reason: 'kicked', until: standing.kickedUntil };
    if (standing.mutedUntil !== undefined) return { ok: false, reason: 'muted', until: standing.mutedUntil };
    const message = await insertChatMessage(this.deps.db, { roomId, userId: user.userId, nickname: user.nickname, level: user.level, text }, now);
    await grantChat(this.deps.db, user.userId, roomId, now); // experience-rules.ts: chat
    await this.deps.bus.publish({ type: 'message', message, origin });
    return { ok: true, message };
  }

  /** Owner or admin; the owner cannot be moderated, and an admin only by the owner. */
  private async mayModerate(actor: number, roomId: number, target?: number): Promise<Moderation> {
    const owner = await roomOwnerId(this.deps.db, roomId);
    const actorIsOwner = owner === actor;
    if (!actorIsOwner && !(await isRoomAdmin(this.deps.db, roomId, actor))) return { ok: false, reason: 'forbidden' };
    if (target === undefined) return { ok: true };
    if (target === actor || target === owner) return { ok: false, reason: 'protected' };
    if (!actorIsOwner && await isRoomAdmin(this.deps.db, roomId, target)) return { ok: false, reason: 'protected' };
    if (!(await findUserById(this.deps.db, target))) return { ok: false, reason: 'noUser' };
    return { ok: true };
  }

  /** setLivingAdmin: the room's owner only (an anchor, for their own room). */
  async setAdmin(actor: number, roomId: number, target: number, on: boolean): Promise<Moderation> {
    if ((await roomOwnerId(this.deps.db, roomId)) !== actor) return { ok: false, reason: 'forbidden' };
    if (target === actor) return { ok: false, reason: 'protected' };
    if (!(await findUserById(this.deps.db, target))) return { ok: false, reason: 'noUser' };
    await setRoomAdmin(this.deps.db, roomId, target, on, actor, new Date(this.deps.clock.now()));
    await this.deps.bus.publish({ type: 'role', roomId, userId: target, admin: on });
    return { ok: true };
  }

  admins(roomId: number): Promise<RoomPerson[]> {
    return roomAdmins(this.deps.db, roomId);
  }

  /** Out of the room at once (every gateway drops the user's sockets from it) and kept out for KICK_MS. */
  async kick(actor: number, roomId: number, target: number): Promise<Moderation> {
    const may = await this.mayModerate(actor, roomId, target);
    if (!may.ok) return may;
    const now = this.deps.clock.now();
    const match = this.deps.roomMatch?.(roomId);
    const until = now + KICK_MS;
    await kickUser(this.deps.db, roomId, target, { until, matchId: match?.matchId ?? null, sportType: match?.sportType ?? null }, actor, new Date(now));
    await this.deps.bus.publish({ type: 'kick', roomId, userId: target, until });
    return { ok: true };
  }

  /** minutes 0 lifts the mute. */
  async mute(actor: number, roomId: number, target: number, minutes: number): Promise<Moderation & { until?: number }> {
    const may = await this.mayModerate(actor, roomId, target);
    if (!may.ok) return may;
    const now = this.deps.clock.now();
    const until = now + minutes * 60_000;
    await muteUser(this.deps.db, roomId, target, new Date(until), actor, new Date(now));
    await this.deps.bus.publish({ type: 'mute', roomId, userId: target, until: minutes > 0 ? until : 0 });
    return { ok: true, until: minutes > 0 ? until : 0 };
  }

  async remove(actor: number, roomId: number, msgId: number): Promise<Moderation> {
    const may = await this.mayModerate(actor, roomId);
    if (!may.ok) return may;
    const found = await findChatMessage(this.deps.db, roomId, msgId);
    if (!found) return { ok: false, reason: 'noMessage' };
    if (await removeChatMessage(this.deps.db, roomId, msgId, actor, new Date(this.deps.clock.now()))) {
      await this.deps.bus.publish({ type: 'removed', roomId, msgId });
    }
    return { ok: true };
  }

  /** A room channel's members of a room changed (or are repeated): every other gateway learns it. */
  announce(roomId: number, sockets: number, users: readonly AudiencePerson[]): Promise<void> {
    return this.deps.bus.publish({ type: 'presence', gateway: this.id, roomId, sockets, users, at: this.deps.clock.now() });
  }

  /** The room's sockets and logged-in users over every gateway (each user once). */
  audience(roomId: number): { sockets: number; users: AudiencePerson[] } {
    let sockets = 0;
    const users = new Map<number, AudiencePerson>();
    for (const local of this.locals) {
      sockets += local.sockets(roomId);
      for (const u of local.users(roomId)) users.set(u.customerId, u);
    }
    const cutoff = this.deps.clock.now() - PRESENCE_EXPIRY_MS;
    const remote = this.remote.get(roomId);
    for (const [gateway, p] of remote ?? []) {
      if (p.at < cutoff) {
        remote!.delete(gateway);
        continue;
      }
      sockets += p.sockets;
      for (const u of p.users) users.set(u.customerId, u);
    }
    return { sockets, users: [...users.values()].sort((a, b) => a.customerId - b.customerId) };
  }

  /** Nickname, avatar and level of users (the audience list). */
  people(ids: readonly number[]): Promise<RoomPerson[]> {
    return roomPeople(this.deps.db, ids);
  }

  private received(event: ChatBusEvent): void {
    if (event.type === 'presence') {
      if (event.gateway === this.id) return; // our own members are counted live
      let room = this.remote.get(event.roomId);
      if (!room) this.remote.set(event.roomId, (room = new Map()));
      if (event.sockets === 0) room.delete(event.gateway);
      else room.set(event.gateway, { sockets: event.sockets, users: event.users, at: this.deps.clock.now() });
      if (room.size === 0) this.remote.delete(event.roomId);
    }
    for (const l of [...this.listeners]) l(event);
  }

  close(): void {
    this.unsubscribe();
    this.listeners.clear();
  }
}
