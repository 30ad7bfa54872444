// Followed competitions and teams [FL-1]: /follow/act/*.
import type { Queryable } from '../database';
import { first } from '../database';

export interface ActFollowKey {
  readonly userId: number;
  readonly sportType: number;
  /** 1 competition, 2 team. */
  readonly followType: number;
  readonly targetId: number;
}

export interface ActFollowRow {
  /** The followerId the list answers and unfollow takes. */
  readonly id: number;
  readonly targetId: number;
  readonly name: string;
  readonly logo: string;
}

/** Follows (idempotent); the follow's id. */
export async function followAct(q: Queryable, k: ActFollowKey, now: Date): Promise<number> {
  await q.query(`INSERT INTO act_follows (user_id, sport_type, follow_type, target_id, created_at) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT DO NOTHING`, [k.userId, k.sportType, k.followType, k.targetId, now]);
  return (await findActFollow(q, k))!;
}

export async function findActFollow(q: Queryable, k: ActFollowKey): Promise<number | undefined> {
  return (await first<{ id: number }>(q, `SELECT id FROM act_follows WHERE user_id = $1 AND sport_type = $2
    AND follow_type = $3 AND target_id = $4`, [k.userId, k.sportType, k.followType, k.targetId]))?.id;
}

/** The user's follows of one type and sport with the catalogue's names, newest first. */
export function listActFollows(q: Queryable, userId: number, sportType: number, followType: number): Promise<ActFollowRow[]> {
  return q.query<ActFollowRow>(`SELECT a.id, a.target_id AS "targetId", COALESCE(c.short_name, '') AS name,
      COALESCE(c.logo, '') AS logo
    FROM act_follows a LEFT JOIN catalog_items c ON c.scope = a.sport_type AND c.type = a.follow_type AND c.id = a.target_id
    WHERE a.user_id = $1 AND a.sport_type = $2 AND a.follow_type = $3 ORDER BY a.created_at DESC, a.id DESC`,
  [userId, sportType, followType]);
}

/** Removes those of `ids` that belong to the user; how many went. */
export async function unfollowActs(q: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await q.query<{ id: number }>('DELETE FROM act_follows WHERE user_id = $1 AND id = ANY($2::int[]) RETURNING id',
    [userId, [...ids]]);
  return rows.length;
}
