// The embedded default database: PGlite (PostgreSQL compiled to WASM) in this process, data in a local folder
// (or in memory when no folder is given — tests). PGlite runs one statement at a time and a transaction
// excludes every other query, so transactions here are serialised by construction.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export interface PgliteOptions {
  /** Folder holding the data; undefined = in memory. */
  readonly dataDir?: string;
  /**
   * A data folder to start from (`dump()` of another instance): its tables and rows as they were, without the
   * seconds of CPU that creating a cluster takes (initdb). Only for a new, empty `dataDir` or memory.
   */
  readonly from?: Blob;
}

export interface PgliteDatabase extends Database {
  /** The data folder as a tarball, for `from`. */
  dump(): Promise<Blob>;
}

export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const from = options.from ? { loadDataDir: options.from } : {};
  const pg = options.dataDir ? await PGlite.create(options.dataDir, from) : await PGlite.create(from);
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
    dump: () => pg.dumpDataDir('none'),
  };
}
