// Empties every table of the current schema except the migration record: tests start each case from a fresh
// (migrated) database without paying for a new one.
import type { Queryable } from './database';

export async function truncateAll(q: Queryable): Promise<void> {
  const rows = await q.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables
    WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`);
  if (rows.length) await q.exec(`TRUNCATE ${rows.map((r) => `"${r.name}"`).join(', ')} RESTART IDENTITY CASCADE`);
}
