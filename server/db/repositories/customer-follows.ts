// Users following users (viewers following anchors) [FL-3].
import type { Queryable } from '../database';
import { first } from '../database';
import type { UserRow } from './users';
import { userColumns } from './users';

export async function followCustomer(q: Queryable, followerId: number, followeeId: number, prepareId: number, now: Date): Promise<void> {
  await q.query(`INSERT INTO customer_follows (follower_id, followee_id, prepare_id, created_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT DO NOTHING`, [followerId, followeeId, prepareId, now]);
}

export async function unfollowCustomer(q: Queryable, followerId: number, followeeId: number): Promise<void> {
  await q.query('DELETE FROM customer_follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
}

/** Which of `ids` the follower follows. */
export async function followedAmong(q: Queryable, followerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q.query<{ id: number }>(`SELECT followee_id AS id FROM customer_follows
    WHERE follower_id = $1 AND followee_id = ANY($2::int[])`, [followerId, [...ids]]);
  return new Set(rows.map((r) => r.id));
}

export interface FollowCounts {
  /** Users this user follows (followToCount). */
  readonly followTo: number;
  /** Fans (followFromCount). */
  readonly followFrom: number;
}

export async function followCounts(q: Queryable, userId: number): Promise<FollowCounts> {
  return (await first<FollowCounts>(q, `SELECT
      (SELECT count(*)::int FROM customer_follows WHERE follower_id = $1) AS "followTo",
      (SELECT count(*)::int FROM customer_follows WHERE followee_id = $1) AS "followFrom"`, [userId]))!;
}

/** 'to': the users `userId` follows; 'from': its fans. Newest first. */
export function followPage(q: Queryable, userId: number, direction: 'to' | 'from', limit: number, offset: number): Promise<UserRow[]> {
  const [mine, theirs] = direction === 'to' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
  return q.query<UserRow>(`SELECT ${userColumns('u')} FROM customer_follows f JOIN users u ON u.id = f.${theirs}
    WHERE f.${mine} = $1 ORDER BY f.created_at DESC, u.id LIMIT $2 OFFSET $3`, [userId, limit, offset]);
}
