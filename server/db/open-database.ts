// The database from the environment: DATABASE_URL → a PostgreSQL server; otherwise the embedded PGlite in
// PGLITE_DIR, default DATA_DIR/pglite with DATA_DIR default '.data' (so './.data/pglite').
import { join } from 'node:path';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite';
import { createPostgresDatabase } from './postgres';

export interface DatabaseEnv {
  readonly DATABASE_URL?: string;
  readonly DATA_DIR?: string;
  readonly PGLITE_DIR?: string;
}

export async function openDatabase(env: DatabaseEnv): Promise<{ readonly db: Database; readonly description: string }> {
  if (env.DATABASE_URL) {
    const db = await createPostgresDatabase({ url: env.DATABASE_URL });
    return { db, description: `PostgreSQL ${new URL(env.DATABASE_URL).host}` };
  }
  const dataDir = env.PGLITE_DIR || join(env.DATA_DIR || '.data', 'pglite');
  return { db: await createPgliteDatabase({ dataDir }), description: `PGlite ${dataDir}` };
}
