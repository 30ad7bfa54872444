// Who moderates a live room and whom it moderates (migration 005): the owner (the anchor whose users.room_id the
// room is), admins the owner names, mutes and kicks with their end.
import type { Queryable } from '../database';
import { first } from '../database';

export interface RoomPerson {
  readonly customerId: number;
  readonly nickname: string;
  readonly avatar: string;
  readonly level: number;
}

/** The anchor account that owns the room, if any (rooms of generated or recorded days name anchors without accounts). */
export async function roomOwnerId(q: Queryable, roomId: number): Promise<number | undefined> {
  return (await first<{ id: number }>(q, 'SELECT id FROM users WHERE is_anchor AND room_id = $1', [roomId]))?.id;
}

export async function setRoomAdmin(q: Queryable, roomId: number, userId: number, on: boolean, by: number, now: Date): Promise<void> {
  if (on) {
    await q.query(`INSERT INTO room_admins (room_id, user_id, granted_by, created_at) VALUES ($1, $2, $3, $4)
      ON CONFLICT DO NOTHING`, [roomId, userId, by, now]);
  } else {
    await q.query('DELETE FROM room_admins WHERE room_id = $1 AND user_id = $2', [roomId, userId]);
  }
}

export async function isRoomAdmin(q: Queryable, roomId: number, userId: number): Promise<boolean> {
  return (await first(q, 'SELECT 1 FROM room_admins WHERE room_id = $1 AND user_id = $2', [roomId, userId])) !== undefined;
}

export async function roomAdmins(q: Queryable, roomId: number): Promise<RoomPerson[]> {
  return q.query<RoomPerson>(`SELECT u.id AS "customerId", u.nickname, u.avatar, u.level FROM room_admins a
    JOIN users u ON u.id = a.user_id WHERE a.room_id = $1 ORDER BY a.created_at, u.id`, [roomId]);
}

/** The mute's end (ms) when the user is muted at `now`, else undefined. */
export async function mutedUntil(q: Queryable, roomId: number, userId: number, now: Date): Promise<number | undefined> {
  const row = await first<{ until: Date | string }>(q, 'SELECT until FROM room_mutes WHERE room_id = $1 AND user_id = $2 AND until > $3',
    [roomId, userId, now]);
  return row && new Date(row.until).getTime();
}

/** Mutes until `until` (a time at or before now lifts the mute). */
export async function muteUser(q: Queryable, roomId: number, userId: number, until: Date, by: number, now: Date): Promise<void> {
  await q.query(`INSERT INTO room_mutes (room_id, user_id, until, by_user, created_at) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (room_id, user_id) DO UPDATE SET until = EXCLUDED.until, by_user = EXCLUDED.by_user, created_at = EXCLUDED.created_at`,
  [roomId, userId, until, by, now]);
}

export interface KickRecord {
  /** ms */
  readonly until: number;
  readonly matchId: number | null;
  readonly sportType: number | null;
}

export async function kickUser(q: Queryable, roomId: number, userId: number, record: KickRecord, by: number, now: Date): Promise<void> {
  await q.query(`INSERT INTO room_kicks (room_id, user_id, until, match_id, sport_type, by_user, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (room_id, user_id) DO UPDATE SET until = EXCLUDED.until, match_id = EXCLUDED.match_id, sport_type = EXCLUDED.sport_type,
      by_user = EXCLUDED.by_user, created_at = EXCLUDED.created_at`,
  [roomId, userId, new Date(record.until), record.matchId, record.sportType, by, now]);
}

/** The kick in force at `now`, if any. */
export async function activeKick(q: Queryable, roomId: number, userId: number, now: Date): Promise<KickRecord | undefined> {
  const row = await first<{ until: Date | string; matchId: string | number | null; sportType: number | null }>(q,
    `SELECT until, match_id AS "matchId", sport_type AS "sportType" FROM room_kicks WHERE room_id = $1 AND user_id = $2 AND until > $3`,
    [roomId, userId, now]);
  return row && { until: new Date(row.until).getTime(), matchId: row.matchId === null ? null : Number(row.matchId), sportType: row.sportType };
}

/** Nickname and level of users (the audience list's and a sender's). */
export async function roomPeople(q: Queryable, ids: readonly number[]): Promise<RoomPerson[]> {
  if (ids.length === 0) return [];
  return q.query<RoomPerson>(`SELECT id AS "customerId", nickname, avatar, level FROM users WHERE id = ANY($1::int[]) ORDER BY id`, [ids]);
}

/** Kick and mute ends (ms) in force at `now`, in one query: every chat message asks it. */
export async function sendStanding(q: Queryable, roomId: number, userId: number, now: Date): Promise<{ kickedUntil?: number; mutedUntil?: number }> {
  const row = await first<{ k: Date | string | null; m: Date | string | null }>(q, `SELECT
    (SELECT until FROM room_kicks WHERE room_id = $1 AND user_id = $2 AND until > $3) AS k,
    (SELECT until FROM room_mutes WHERE room_id = $1 AND user_id = $2 AND until > $3) AS m`, [roomId, userId, now]);
  return {
    ...(row?.k && { kickedUntil: new Date(row.k).getTime() }),
    ...(row?.m && { mutedUntil: new Date(row.m).getTime() }),
  };
}
