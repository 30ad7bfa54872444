// Live-room chat messages (migration 005): stored as sent, read back as a join's history, removed by moderators.
import type { Queryable } from '../database';
import { first } from '../database';

export interface StoredChatMessage {
  readonly msgId: number;
  readonly roomId: number;
  readonly customerId: number;
  readonly nickname: string;
  readonly level: number;
  readonly text: string;
  /** ms */
  readonly ts: number;
}

export interface NewChatMessage {
  readonly roomId: number;
  readonly userId: number;
  readonly nickname: string;
  readonly level: number;
  readonly text: string;
}

interface Row { msgId: string | number; roomId: string | number; customerId: number; nickname: string; level: number; text: string; at: Date | string }

const COLUMNS = `id AS "msgId", room_id AS "roomId", user_id AS "customerId", nickname, level, body AS text, created_at AS at`;

// bigint comes back as a string (pg) or a number (PGlite); ids stay below 2^53.
const asMessage = (r: Row): StoredChatMessage => ({
  msgId: Number(r.msgId), roomId: Number(r.roomId), customerId: r.customerId, nickname: r.nickname, level: r.level, text: r.text,
  ts: new Date(r.at).getTime(),
});

export async function insertChatMessage(q: Queryable, m: NewChatMessage, now: Date): Promise<StoredChatMessage> {
  const row = await first<Row>(q, `INSERT INTO chat_messages (room_id, user_id, nickname, level, body, created_at)
    VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`, [m.roomId, m.userId, m.nickname, m.level, m.text, now]);
  return asMessage(row!);
}

/** The room's last `limit` messages not removed, oldest first. */
export async function recentChatMessages(q: Queryable, roomId: number, limit: number): Promise<StoredChatMessage[]> {
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM chat_messages WHERE room_id = $1 AND removed_at IS NULL
    ORDER BY id DESC LIMIT $2`, [roomId, limit]);
  return rows.map(asMessage).reverse();
}

export async function findChatMessage(q: Queryable, roomId: number, msgId: number): Promise<(StoredChatMessage & { removed: boolean }) | undefined> {
  const row = await first<Row & { removed: boolean }>(q, `SELECT ${COLUMNS}, removed_at IS NOT NULL AS removed FROM chat_messages
    WHERE room_id = $1 AND id = $2`, [roomId, msgId]);
  return row && { ...asMessage(row), removed: row.removed };
}

/** False when there is no such message in the room or it was removed already. */
export async function removeChatMessage(q: Queryable, roomId: number, msgId: number, by: number, now: Date): Promise<boolean> {
  const rows = await q.query(`UPDATE chat_messages SET removed_at = $4, removed_by = $3
    WHERE room_id = $1 AND id = $2 AND removed_at IS NULL RETURNING id`, [roomId, msgId, by, now]);
  return rows.length > 0;
}
