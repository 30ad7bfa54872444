// Push keys (stream key `<roomId>-<secret>`, server/media/stream-ports.ts): one per room, replaced on refresh.
import type { Queryable } from '../database';
import { first } from '../database';

export interface PushKeyRow {
  readonly roomId: number;
  readonly anchorId: number;
  readonly secret: string;
  readonly refreshedAt: Date;
}

const COLUMNS = 'room_id AS "roomId", anchor_id AS "anchorId", secret, refreshed_at AS "refreshedAt"';

export function findPushKey(q: Queryable, roomId: number): Promise<PushKeyRow | undefined> {
  return first<PushKeyRow>(q, `SELECT ${COLUMNS} FROM push_keys WHERE room_id = $1`, [roomId]);
}

/** The room's key, made with `secret` when it has none. */
export async function pushKeyOf(q: Queryable, roomId: number, anchorId: number, secret: string, now: Date): Promise<PushKeyRow> {
  await q.query(`INSERT INTO push_keys (room_id, anchor_id, secret, refreshed_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (room_id) DO NOTHING`, [roomId, anchorId, secret, now]);
  return (await findPushKey(q, roomId))!;
}

/** Replaces the room's secret: the old key stops authorising. */
export async function replacePushKey(q: Queryable, roomId: number, anchorId: number, secret: string, now: Date): Promise<PushKeyRow> {
  await q.query(`INSERT INTO push_keys (room_id, anchor_id, secret, refreshed_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (room_id) DO UPDATE SET anchor_id = $2, secret = $3, refreshed_at = $4`, [roomId, anchorId, secret, now]);
  return (await findPushKey(q, roomId))!;
}
