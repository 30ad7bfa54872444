// Migrated PGlites as data folder tarballs: what the tests' databases start from (createPgliteDatabase's `from`, the
// e2e servers' PGLITE_FROM) instead of each creating and migrating a cluster (~2.5 s of CPU apiece) and, for the
// servers, seeding the demo (several seconds more).
import { migrate } from '../migrate';
import { createPgliteDatabase } from '../pglite';
import type { Database } from '../database';
import { seedDemo } from '../seed-demo';

async function dumpAfter(prepare: (db: Database) => Promise<unknown>): Promise<Blob> {
  const db = await createPgliteDatabase();
  try {
    await migrate(db);
    await prepare(db);
    return await db.dump();
  } finally {
    await db.close();
  }
}

/** Migrated and empty. */
export function migratedPgliteDump(): Promise<Blob> {
  return dumpAfter(async () => {});
}

/** Migrated, with the demo data seeded as a server seeds it at `now` on first start. */
export function seededPgliteDump(now: number): Promise<Blob> {
  return dumpAfter((db) => seedDemo(db, now));
}
