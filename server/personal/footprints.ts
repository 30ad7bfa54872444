// History footprints (SPEC.md §7 living/footprints, prediction/footprints): the rooms a user entered and the
// prediction schemes they read, one row per room / scheme with the visit count and the last visit, the names as
// they were then.
import type { Queryable } from '../db/database';

export interface RoomVisit {
  readonly roomId: number;
  readonly roomName: string;
  readonly anchorId: number;
  readonly anchorName: string;
  readonly anchorAvatar: string;
}

export async function recordRoomVisit(q: Queryable, userId: number, v: RoomVisit, now: Date): Promise<void> {
  await q.query(`INSERT INTO room_footprints (user_id, room_id, room_name, anchor_id, anchor_name, anchor_avatar, first_at, last_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
    ON CONFLICT (user_id, room_id) DO UPDATE SET room_name = EXCLUDED.room_name, anchor_id = EXCLUDED.anchor_id,
      anchor_name = EXCLUDED.anchor_name, anchor_avatar = EXCLUDED.anchor_avatar, visits = room_footprints.visits + 1,
      last_at = EXCLUDED.last_at`, [userId, v.roomId, v.roomName, v.anchorId, v.anchorName, v.anchorAvatar, now]);
}

export interface SchemeRead {
  readonly schemeId: number;
  readonly title: string;
  readonly anchorId: number;
  readonly anchorName: string;
}

/**
 * A user read a prediction scheme (the forecast detail calls this when a logged-in user opens one): kept for
 * /v1/personal/prediction/footprints, the title and anchor as at this read.
 */
export async function recordSchemeRead(q: Queryable, userId: number, r: SchemeRead, now: Date): Promise<void> {
  await q.query(`INSERT INTO scheme_footprints (user_id, scheme_id, title, anchor_id, anchor_name, first_at, last_at)
    VALUES ($1, $2, $3, $4, $5, $6, $6)
    ON CONFLICT (user_id, scheme_id) DO UPDATE SET title = EXCLUDED.title, anchor_id = EXCLUDED.anchor_id,
      anchor_name = EXCLUDED.anchor_name, reads = scheme_footprints.reads + 1, last_at = EXCLUDED.last_at`,
  [userId, r.schemeId, r.title, r.anchorId, r.anchorName, now]);
}

const count = async (q: Queryable, table: 'room_footprints' | 'scheme_footprints', userId: number) =>
  (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]))[0].n;

export async function roomFootprintPage(q: Queryable, userId: number, limit: number, offset: number) {
  const rows = await q.query<{ roomId: string | number; roomName: string; anchorId: string | number; anchorName: string; anchorAvatar: string; visits: number; lastAt: Date }>(
    `SELECT room_id AS "roomId", room_name AS "roomName", anchor_id AS "anchorId", anchor_name AS "anchorName",
      anchor_avatar AS "anchorAvatar", visits, last_at AS "lastAt" FROM room_footprints WHERE user_id = $1
    ORDER BY last_at DESC, room_id LIMIT $2 OFFSET $3`, [userId, limit, offset]);
  return {
    total: await count(q, 'room_footprints', userId),
    list: rows.map((r) => ({
      roomId: Number(r.roomId), roomName: r.roomName, anchorCustomId: Number(r.anchorId), anchorName: r.anchorName,
      anchorAvatar: r.anchorAvatar, visits: r.visits, at: new Date(r.lastAt).getTime(),
    })),
  };
}

export async function schemeFootprintPage(q: Queryable, userId: number, limit: number, offset: number) {
  const rows = await q.query<{ schemeId: string | number; title: string; anchorId: string | number; anchorName: string; reads: number; lastAt: Date }>(
    `SELECT scheme_id AS "schemeId", title, anchor_id AS "anchorId", anchor_name AS "anchorName", reads, last_at AS "lastAt"
    FROM scheme_footprints WHERE user_id = $1 ORDER BY last_at DESC, scheme_id LIMIT $2 OFFSET $3`, [userId, limit, offset]);
  return {
    total: await count(q, 'scheme_footprints', userId),
    list: rows.map((r) => ({
      schemeId: Number(r.schemeId), title: r.title, anchorCustomId: Number(r.anchorId), anchorName: r.anchorName, reads: r.reads,
      at: new Date(r.lastAt).getTime(),
    })),
  };
}
