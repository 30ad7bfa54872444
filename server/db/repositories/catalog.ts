// Competitions and teams users pick as interests [AU-6] and follow [FL-1].
import type { Queryable } from '../database';

/** 1 football, 2 basketball (SPEC.md §9 sport type codes), 3 games. */
export type CatalogScope = 1 | 2 | 3;
/** 1 competition, 2 team (the followType of /follow/act). */
export type CatalogType = 1 | 2;

export interface CatalogItem {
  readonly scope: CatalogScope;
  readonly type: CatalogType;
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
  readonly logo: string;
  readonly hot: boolean;
  readonly sort: number;
}

const COLUMNS = 'scope, type, id, name, short_name AS "shortName", logo, hot, sort';

export async function upsertCatalog(q: Queryable, items: readonly CatalogItem[]): Promise<void> {
  const CHUNK = 500; // keeps one statement's parameters well under PostgreSQL's 65 535
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = items.slice(i, i + CHUNK);
    const params: unknown[] = [];
    const values = chunk.map((it) => {
      params.push(it.scope, it.type, it.id, it.name, it.shortName, it.logo, it.hot, it.sort);
      const n = params.length;
      return `($${n - 7}, $${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    await q.query(`INSERT INTO catalog_items (scope, type, id, name, short_name, logo, hot, sort) VALUES ${values.join(', ')}
      ON CONFLICT (scope, type, id) DO UPDATE SET name = EXCLUDED.name, short_name = EXCLUDED.short_name,
        logo = EXCLUDED.logo, hot = EXCLUDED.hot, sort = EXCLUDED.sort`, params);
  }
}

/** The hot items of every scope, in display order. */
export function hotCatalog(q: Queryable): Promise<CatalogItem[]> {
  return q.query<CatalogItem>(`SELECT ${COLUMNS} FROM catalog_items WHERE hot ORDER BY scope, type, sort, id`);
}

export function hotCatalogOf(q: Queryable, scope: CatalogScope, type: CatalogType): Promise<CatalogItem[]> {
  return q.query<CatalogItem>(`SELECT ${COLUMNS} FROM catalog_items WHERE hot AND scope = $1 AND type = $2
    ORDER BY sort, id`, [scope, type]);
}

export function findCatalogItems(q: Queryable, scope: CatalogScope, type: CatalogType, ids: readonly number[]): Promise<CatalogItem[]> {
  return q.query<CatalogItem>(`SELECT ${COLUMNS} FROM catalog_items WHERE scope = $1 AND type = $2 AND id = ANY($3::int[])`,
    [scope, type, [...ids]]);
}
