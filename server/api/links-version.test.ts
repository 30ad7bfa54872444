// /v1/link/query (the footer's documents) and /v1/version/checkUpdate (the download page's version), no login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { DB_START_TIMEOUT_MS, openTestPglite } from '../db/test-support/test-databases';
import { APP_VERSIONS } from './app-versions';
import { API_CODE } from './errors';
import type { TestApi } from './test-support/test-api';
import { createTestApi } from './test-support/test-api';

describe('/v1/link/query and /v1/version/checkUpdate', () => {
  let db: Database;
  let api: TestApi;
  beforeAll(async () => {
    db = await openTestPglite();
    api = await createTestApi(db);
  }, DB_START_TIMEOUT_MS);
  afterAll(async () => {
    await api?.close();
    await db?.close();
  });

  it('link types 1, 3, 4, 5 each lead to a document page under /docs, without a login', async () => {
    const r = await api.call<{ linkType: number; linkPath: string }[]>('/v1/link/query');
    expect(r.envelope.code).toBe(0);
    expect(r.data.map((l) => l.linkType)).toEqual([1, 3, 4, 5]);
    for (const l of r.data) expect(l.linkPath).toMatch(/^\/docs\/[a-z-]+\.html$/);
    expect(new Set(r.data.map((l) => l.linkPath)).size).toBe(4);
  });

  it('the link list answers a GET too', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/link/query' });
    expect((res.json() as { code: number }).code).toBe(0);
  });

  it('checkUpdate answers the platform\'s version info', async () => {
    const r = await api.call<typeof APP_VERSIONS.Android>('/v1/version/checkUpdate', { platform: 'Android' });
    expect(r.envelope.code).toBe(0);
    expect(r.data).toEqual(APP_VERSIONS.Android);
    expect(r.data.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await api.call('/v1/version/checkUpdate', { platform: 'iOS' })).envelope.code).toBe(0);
  });

  it('an unknown or missing platform is a 40001 with a message, never a 500', async () => {
    for (const body of [{ platform: 'Symbian' }, {}, { platform: 3 }, undefined]) {
      const r = await api.call('/v1/version/checkUpdate', body);
      expect(r.envelope.code).toBe(API_CODE.validation);
      expect(r.envelope.msg).not.toBe('');
    }
  });
});
