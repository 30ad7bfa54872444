// The database from the environment: DATABASE_URL → a PostgreSQL server; otherwise the embedded PGlite in
// PGLITE_DIR, default DATA_DIR/pglite with DATA_DIR default '.data' (so './.data/pglite'). A new embedded database
// starts from PGLITE_FROM when it is set: a data folder dumped as a tarball (a backup, or the end-to-end suite's
// migrated template), read instead of creating a cluster.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite';
import { createPostgresDatabase } from './postgres';

export interface DatabaseEnv {
  readonly DATABASE_URL?: string;
  readonly DATA_DIR?: string;
  readonly PGLITE_DIR?: string;
  /** A PGlite data folder tarball (dumpDataDir) an empty PGLITE_DIR starts from. */
  readonly PGLITE_FROM?: string;
}

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * `progress` hears about the slow part of a first start: PGlite creating its database takes seconds. `onError`
 * hears a PostgreSQL pool's idle-connection errors (the server's log).
 */
export async function openDatabase(
  env: DatabaseEnv, progress: (line: string) => void = () => {}, onError?: (err: Error) => void,
): Promise<{ readonly db: Database; readonly description: string }> {
  if (env.DATABASE_URL) {
    const db = await createPostgresDatabase({ url: env.DATABASE_URL, onError });
    return { db, description: `PostgreSQL ${new URL(env.DATABASE_URL).host}` };
  }
  const dataDir = env.PGLITE_DIR || join(env.DATA_DIR || '.data', 'pglite');
  if (!isEmpty(dataDir)) return { db: await createPgliteDatabase({ dataDir }), description: `PGlite ${dataDir}` };
  if (env.PGLITE_FROM) {
    progress(`creating the embedded database in ${dataDir} from ${env.PGLITE_FROM}`);
    const from = new Blob([readFileSync(env.PGLITE_FROM)]);
    return { db: await createPgliteDatabase({ dataDir, from }), description: `PGlite ${dataDir} (from ${env.PGLITE_FROM})` };
  }
  progress(`creating the embedded database in ${dataDir} (first start; takes a few seconds)`);
  return { db: await createPgliteDatabase({ dataDir }), description: `PGlite ${dataDir}` };
}
