// Anchors with accounts here (users.is_anchor), for the search panel's 主播 tab [AN-6] and the live rooms' anchor
// figures the feed does not carry (prediction level). Case-insensitive (ILIKE); Chinese text matches as is.
import type { Queryable } from '../database';
import type { UserRow } from './users';
import { userColumns } from './users';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Anchors whose nickname contains `keyword`, at most `limit`, by id. */
export function searchAnchorAccounts(q: Queryable, keyword: string, limit: number): Promise<UserRow[]> {
  return q.query<UserRow>(`SELECT ${userColumns()} FROM users WHERE is_anchor AND nickname ILIKE $1 ORDER BY id LIMIT $2`,
    [`%${escapeLike(keyword)}%`, limit]);
}

/** Ids fit the users table's integer id; larger feed ids cannot be accounts and are not asked for. */
const MAX_USER_ID = 2_147_483_647;

/** The anchors among `ids` that have an account here, by id. */
export async function anchorAccountsAmong(q: Queryable, ids: readonly number[]): Promise<Map<number, UserRow>> {
  const wanted = [...new Set(ids)].filter((id) => id > 0 && id <= MAX_USER_ID);
  if (wanted.length === 0) return new Map();
  const rows = await q.query<UserRow>(`SELECT ${userColumns()} FROM users WHERE is_anchor AND id = ANY($1::int[])`, [wanted]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The anchor whose room is `roomId`, if it has an account here. */
export async function anchorAccountOfRoom(q: Queryable, roomId: number): Promise<UserRow | undefined> {
  if (roomId <= 0 || roomId > MAX_USER_ID) return undefined;
  const rows = await q.query<UserRow>(`SELECT ${userColumns()} FROM users WHERE is_anchor AND room_id = $1 LIMIT 1`, [roomId]);
  return rows[0];
}
