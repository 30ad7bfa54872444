// Followed matches per user and sport [FL-5].
import type { Queryable } from '../database';
import { first } from '../database';

export async function setMatchFollow(q: Queryable, userId: number, sportType: number, matchId: number, on: boolean, now: Date): Promise<void> {
  if (on) {
    await q.query(`INSERT INTO match_follows (user_id, sport_type, match_id, created_at) VALUES ($1, $2, $3, $4)
      ON CONFLICT DO NOTHING`, [userId, sportType, matchId, now]);
  } else {
    await q.query('DELETE FROM match_follows WHERE user_id = $1 AND sport_type = $2 AND match_id = $3', [userId, sportType, matchId]);
  }
}

export async function followedMatchIds(q: Queryable, userId: number, sportType: number): Promise<number[]> {
  const rows = await q.query<{ matchId: number | string | bigint }>(`SELECT match_id AS "matchId" FROM match_follows
    WHERE user_id = $1 AND sport_type = $2 ORDER BY created_at, match_id`, [userId, sportType]);
  // bigint comes back as a string (pg) or a BigInt; feed ids stay below 2^53.
  return rows.map((r) => Number(r.matchId));
}

export async function countMatchFollows(q: Queryable, userId: number): Promise<number> {
  return (await first<{ n: number }>(q, 'SELECT count(*)::int AS n FROM match_follows WHERE user_id = $1', [userId]))!.n;
}
