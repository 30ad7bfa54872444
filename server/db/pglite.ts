// The embedded default database: PGlite (PostgreSQL compiled to WASM) in this process, data in a local folder
// (or in memory when no folder is given — tests). PGlite runs one statement at a time and a transaction
// excludes every other query, so transactions here are serialised by construction.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export interface PgliteOptions {
  /** Folder holding the data; undefined = in memory. */
  readonly dataDir?: string;
}

export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  const over = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R extends object>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<R>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...over(pg),
    transaction: (fn) => pg.transaction((tx) => fn(over(tx))),
    close: () => pg.close(),
  };
}
