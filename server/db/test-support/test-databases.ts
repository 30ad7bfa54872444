// The databases the contract suites run on: PGlite always (in memory, a file's own while it runs), and the
// PostgreSQL server of TEST_DATABASE_URL when it is set, in a schema of its own for this run (dropped after),
// so parallel runs do not collide. Each case starts from empty tables.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { Database } from '../database';
import { migrate } from '../migrate';
import type { PgliteDatabase } from '../pglite';
import { createPgliteDatabase } from '../pglite';
import { migratedPgliteDump, seededPgliteDump } from './pglite-template';
import { createPostgresDatabase, dropSchema } from '../postgres';
import { truncateAll } from '../reset';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
/** PGlite starts in 1–2 s, but a loaded CI box can take far longer than vitest's 10 s hook default. */
export const DB_START_TIMEOUT_MS = 60_000;
export const POSTGRES_SKIP_REASON = 'skipped: TEST_DATABASE_URL is not set (CI sets postgres://postgres@127.0.0.1:5432/test)';

/**
 * The test PGlites of this process (a vitest worker runs many files one after another), by what they start from:
 * 'migrated' or the seed's "now". A PGlite a file or test closes is kept here, not closed, and handed to the next
 * that asks, put back as it started from the copy beside it (its rows, none or the seed's, and its sequences). Opening
 * one from a dump is ~0.8 s of PGlite work; putting one back, 0.1 s.
 */
interface Kept {
  readonly db: PgliteDatabase;
  /** Puts the database back as it was made. */
  readonly reset: () => Promise<void>;
}
const idle = new Map<string, Kept[]>();
const dumps = new Map<string, Promise<Blob>>();

/** A dump made once a process; a failure is not kept, so the next file tries again. */
function dumpOf(key: string, make: () => Promise<Blob>): Promise<Blob> {
  let dump = dumps.get(key);
  if (!dump) {
    dumps.set(key, (dump = make()));
    dump.catch(() => dumps.delete(key));
  }
  return dump;
}

/** A kept PGlite of `key`, put back, or a new one; its close() keeps it for the next. */
async function lease(key: string, open: () => Promise<Kept>): Promise<Database> {
  const kept = idle.get(key)?.pop() ?? await open();
  await kept.reset();
  let closed = false;
  const { db } = kept;
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    async close() {
      if (closed) return;
      closed = true;
      idle.set(key, [...idle.get(key) ?? [], kept]);
    },
  };
}

/** A migrated, empty PGlite in memory, of its own until closed. */
export function openTestPglite(): Promise<Database> {
  return lease('migrated', async () => {
    const db = await createPgliteDatabase({ from: await dumpOf('migrated', migratedPgliteDump) });
    return { db, reset: await keepCopy(db) }; // empty tables, and the sequences no table owns back at their start
  });
}

/** A migrated PGlite in memory with the demo seeded at `now` (seedDemo), of its own until closed. */
export function openSeededTestPglite(now: number): Promise<Database> {
  return lease(`seeded ${now}`, async () => {
    const db = await createPgliteDatabase({ from: await dumpOf(`seeded ${now}`, () => seededPgliteDump(now)) });
    return { db, reset: await keepCopy(db) };
  });
}

/** The schema holding a kept PGlite's copy of its own rows. */
const COPY_SCHEMA = 'test_seed_copy';

/**
 * Copies every table of `db` (but the migration record) into COPY_SCHEMA, with its sequences' values; the answer
 * puts them back in one script: the tables emptied and refilled from the copy (foreign keys unchecked while it
 * runs, identities as they were), the sequences set where they stood.
 */
async function keepCopy(db: PgliteDatabase): Promise<() => Promise<void>> {
  const tables = (await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables
    WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename`)).map((r) => `"${r.name}"`);
  const sequences = await db.query<{ name: string; value: string; called: boolean }>(`SELECT quote_ident(sequencename) AS name,
    COALESCE(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
    FROM pg_sequences WHERE schemaname = current_schema()`);
  await db.exec(`CREATE SCHEMA ${COPY_SCHEMA}; ${tables.map((t) => `CREATE TABLE ${COPY_SCHEMA}.${t} AS TABLE ${t};`).join(' ')}`);
  const script = [
    'SET session_replication_role = replica;',
    `TRUNCATE ${tables.join(', ')};`,
    ...tables.map((t) => `INSERT INTO ${t} OVERRIDING SYSTEM VALUE SELECT * FROM ${COPY_SCHEMA}.${t};`),
    ...sequences.map((s) => `SELECT setval('${s.name}', ${s.value}, ${s.called});`),
    'SET session_replication_role = DEFAULT;',
  ].join('\n');
  return () => db.exec(script);
}

export interface TestPostgres {
  readonly db: Database;
  readonly schema: string;
  dispose(): Promise<void>;
}

export async function openTestPostgres(url: string): Promise<TestPostgres> {
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const db = await createPostgresDatabase({ url, schema, maxConnections: 8 });
  await migrate(db);
  return {
    db, schema,
    async dispose() {
      await db.close();
      await dropSchema(url, schema);
    },
  };
}

/**
 * Runs `suite` once per database kind. PostgreSQL cases are skipped, with the reason in their name, when
 * TEST_DATABASE_URL is unset.
 */
export function describeEachDatabase(name: string, suite: (db: () => Database) => void): void {
  describe(`${name} · PGlite`, () => {
    let db: Database;
    beforeAll(async () => { db = await openTestPglite(); }, DB_START_TIMEOUT_MS);
    afterAll(async () => { await db.close(); });
    beforeEach(async () => { await truncateAll(db); }, DB_START_TIMEOUT_MS);
    suite(() => db);
  });
  describe.skipIf(!TEST_DATABASE_URL)(`${name} · PostgreSQL${TEST_DATABASE_URL ? '' : ` (${POSTGRES_SKIP_REASON})`}`, () => {
    let pg: TestPostgres;
    beforeAll(async () => { pg = await openTestPostgres(TEST_DATABASE_URL!); }, DB_START_TIMEOUT_MS);
    afterAll(async () => { await pg?.dispose(); });
    beforeEach(async () => { await truncateAll(pg.db); }, DB_START_TIMEOUT_MS);
    suite(() => pg.db);
  });
}
