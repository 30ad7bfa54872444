// The hooks every /api suite registers: one PGlite for the file, emptied (and given the demo people when asked)
// with a fresh /api before each test, everything closed after the file. Read `api`/`db` inside tests only.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../db/database';
import { truncateAll } from '../../db/reset';
import { seedDemo } from '../../db/seed-demo';
import { DB_START_TIMEOUT_MS, openTestPglite } from '../../db/test-support/test-databases';
import type { TestApi, TestApiOptions } from './test-api';
import { createTestApi, T0 } from './test-api';

export interface ApiPerTest {
  readonly api: TestApi;
  readonly db: Database;
}

export function apiPerTest(o: { readonly seed?: boolean; readonly options?: TestApiOptions } = {}): ApiPerTest {
  let db: Database | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => { db = await openTestPglite(); }, DB_START_TIMEOUT_MS);
  afterAll(async () => { await api?.close(); await db?.close(); });
  beforeEach(async () => {
    await api?.close();
    await truncateAll(db!);
    if (o.seed) await seedDemo(db!, T0);
    api = await createTestApi(db!, o.options);
  }, DB_START_TIMEOUT_MS);
  return {
    get api() { return api!; },
    get db() { return db!; },
  };
}
