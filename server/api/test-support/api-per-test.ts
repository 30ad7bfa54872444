// The hooks every /api suite registers: one PGlite for the file, emptied with a fresh /api before each test — or,
// when the demo people are asked for, a seeded PGlite for each test, put back to its seed (the seed itself is
// seconds of PGlite work a test) — everything closed after the file. The PGlites are the process's, kept between
// files (test-databases.ts). Read `api`/`db` inside tests only.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../db/database';
import { truncateAll } from '../../db/reset';
import { DB_START_TIMEOUT_MS, openSeededTestPglite, openTestPglite } from '../../db/test-support/test-databases';
import type { TestApi, TestApiOptions } from './test-api';
import { createTestApi, T0 } from './test-api';

export interface ApiPerTest {
  readonly api: TestApi;
  readonly db: Database;
}

export function apiPerTest(o: { readonly seed?: boolean; readonly options?: TestApiOptions } = {}): ApiPerTest {
  let db: Database | undefined;
  let api: TestApi | undefined;
  if (!o.seed) beforeAll(async () => { db = await openTestPglite(); }, DB_START_TIMEOUT_MS);
  afterAll(async () => { await api?.close(); await db?.close(); });
  beforeEach(async () => {
    await api?.close();
    if (o.seed) {
      await db?.close();
      db = await openSeededTestPglite(T0);
    } else await truncateAll(db!);
    api = await createTestApi(db!, o.options);
  }, DB_START_TIMEOUT_MS);
  return {
    get api() { return api!; },
    get db() { return db!; },
  };
}
