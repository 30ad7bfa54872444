// The databases the contract suites run on: PGlite always (one in-memory instance per test file), and the
// PostgreSQL server of TEST_DATABASE_URL when it is set, in a schema of its own for this run (dropped after),
// so parallel runs do not collide. Each case starts from empty tables.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { Database } from '../database';
import { migrate } from '../migrate';
import { createPgliteDatabase } from '../pglite';
import { migratedPgliteDump, seededPgliteDump } from './pglite-template';
import { createPostgresDatabase, dropSchema } from '../postgres';
import { truncateAll } from '../reset';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
/** PGlite starts in 1–2 s, but a loaded CI box can take far longer than vitest's 10 s hook default. */
export const DB_START_TIMEOUT_MS = 60_000;
export const POSTGRES_SKIP_REASON = 'skipped: TEST_DATABASE_URL is not set (CI sets postgres://postgres@127.0.0.1:5432/test)';

/** The migrated, empty database every test PGlite starts from, made once a process (a vitest worker runs many files). */
let migrated: Promise<Blob> | undefined;

/** A migrated, empty PGlite in memory, of its own. */
export async function openTestPglite(): Promise<Database> {
  migrated ??= migratedPgliteDump();
  migrated.catch(() => { migrated = undefined; }); // a failure is not kept: the next file tries again
  return createPgliteDatabase({ from: await migrated });
}

/** Seeded databases by the seed's "now", made once a process like the migrated one. */
const seeded = new Map<number, Promise<Blob>>();

/**
 * A migrated PGlite in memory with the demo seeded at `now` (seedDemo), of its own: opened from a dump made once
 * a process, 0.8 s against the seed's 2–5 s of PGlite work each time.
 */
export async function openSeededTestPglite(now: number): Promise<Database> {
  let dump = seeded.get(now);
  if (!dump) {
    seeded.set(now, (dump = seededPgliteDump(now)));
    dump.catch(() => seeded.delete(now)); // a failure is not kept: the next test tries again
  }
  return createPgliteDatabase({ from: await dump });
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
