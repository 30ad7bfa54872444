// Operators' bans of live rooms (migration 007_room_status.sql) [LR-1]: one ban in force per room at most; lifting
// keeps the record.
import type { Queryable } from '../database';
import { first } from '../database';

export interface RoomBan {
  readonly roomId: number;
  readonly reason: string;
  readonly bannedBy: string;
  readonly createdAt: Date;
}

/** Bans the room; answers false when a ban is already in force (it is left as it is). */
export async function banRoom(q: Queryable, roomId: number, reason: string, bannedBy: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: number }>(`INSERT INTO room_bans (room_id, reason, banned_by, created_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (room_id) WHERE lifted_at IS NULL DO NOTHING RETURNING id`, [roomId, reason, bannedBy, now]);
  return rows.length > 0;
}

/** Lifts the ban in force; false when there was none. */
export async function liftRoomBan(q: Queryable, roomId: number, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: number }>('UPDATE room_bans SET lifted_at = $2 WHERE room_id = $1 AND lifted_at IS NULL RETURNING id', [roomId, now]);
  return rows.length > 0;
}

/** The ban in force on the room, if any. */
export function roomBan(q: Queryable, roomId: number): Promise<RoomBan | undefined> {
  return first<RoomBan>(q, `SELECT room_id::int AS "roomId", reason, banned_by AS "bannedBy", created_at AS "createdAt"
    FROM room_bans WHERE room_id = $1 AND lifted_at IS NULL`, [roomId]);
}
