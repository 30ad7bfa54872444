// The interests a user chose in the login dialog's last step [AU-6].
import type { Queryable } from '../database';
import type { CatalogScope, CatalogType } from './catalog';

export interface InterestRef {
  readonly interestId: number;
  readonly scope: CatalogScope;
  readonly type: CatalogType;
}

export interface ChosenInterest extends InterestRef {
  readonly shortName: string;
  readonly logo: string;
}

export function listInterests(q: Queryable, userId: number): Promise<ChosenInterest[]> {
  return q.query<ChosenInterest>(`SELECT i.interest_id AS "interestId", i.scope, i.type, c.short_name AS "shortName", c.logo
    FROM user_interests i JOIN catalog_items c ON c.scope = i.scope AND c.type = i.type AND c.id = i.interest_id
    WHERE i.user_id = $1 ORDER BY i.scope, i.type, c.sort, i.interest_id`, [userId]);
}

/** Replaces the user's interests with `items` (the dialog saves the whole set). */
export async function replaceInterests(q: Queryable, userId: number, items: readonly InterestRef[], now: Date): Promise<void> {
  await q.query('DELETE FROM user_interests WHERE user_id = $1', [userId]);
  for (const it of items) {
    await q.query(`INSERT INTO user_interests (user_id, scope, type, interest_id, created_at) VALUES ($1, $2, $3, $4, $5)
      ON CONFLICT DO NOTHING`, [userId, it.scope, it.type, it.interestId, now]);
  }
}
