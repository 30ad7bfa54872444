// createAccountsRuntime as the lead wires it: PGlite on disk under DATA_DIR, migrations, a secret that survives a
// restart, the demo seed once, the console SMS provider, and follow/list_b fed by the feed state through
// server/state/list-views (the exact matchLookup of server/api/README.md).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { after, match } from '../../engine/core/test-support/builders';
import { decodeListResponse } from '../../engine/wire';
import { filteredSnapshot } from '../state/list-views';
import { ManualScheduler } from '../../engine/time';
import { openData } from './envelope';
import type { AccountsRuntime } from './runtime';
import { loadMigrations } from '../db/migrate';
import { createAccountsRuntime } from './runtime';

const dir = mkdtempSync(join(tmpdir(), 'accounts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('accounts runtime', () => {
  it('starts on PGlite under DATA_DIR, seeds once, keeps its secret across restarts, logs SMS codes', async () => {
    const lines: string[] = [];
    const clock = new ManualScheduler(Date.UTC(2025, 4, 1));
    const env = { DATA_DIR: dir };
    const first: AccountsRuntime = await createAccountsRuntime(env, { clock, log: (l) => lines.push(l) });
    // Every migration the repository has (each area adds its own: counting them keeps this true as they come).
    expect(first.description).toMatch(new RegExp(`PGlite .*pglite, ${loadMigrations().length} migration\\(s\\) applied, sms console, identity demo, uploads disk .*uploads, demo data seeded`));
    const state = after([match('football', 777, { matchTime: 1_746_100_000 })], []).state;
    const app = Fastify();
    const { plugin } = first;
    await app.register(plugin({
      matchLookup: (sport, ids) => {
        const wanted = new Set(ids);
        return filteredSnapshot(state, sport, clock.now(), (m) => wanted.has(m.id));
      },
    }), { prefix: '/api' });
    const post = (url: string, body: unknown, token?: string) => app.inject({
      method: 'POST', url: `/api${url}`, payload: body as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const keys = first.envelopeKeys;
    expect((await post('/ali/sms/sendCode', { phoneNumber: '19900010001', scene: 'login' })).json()).toMatchObject({ code: 0 });
    const code = /验证码 (\d{6})/.exec(lines.join('\n'))?.[1];
    expect(code).toBeDefined();
    const login = (await post('/login', { phoneNumber: '19900010001', code })).json() as { data: string };
    const opened = openData(login.data, keys);
    const tokens = (opened.ok ? opened.value : {}) as { accessToken: string; first: boolean };
    expect(tokens.first).toBe(false); // a demo viewer
    expect((await post('/v1/match/follow/action', { matchId: 777, sportType: 1, status: 1 }, tokens.accessToken)).json()).toMatchObject({ code: 0 });
    const list = await post('/v1/football/follow/list_b', {}, tokens.accessToken);
    expect(decodeListResponse('football', new Uint8Array(list.rawPayload))?.matches.map((m) => m.id)).toEqual([777]);
    await app.close();
    await first.close();

    const second = await createAccountsRuntime(env, { clock });
    expect(second.description).not.toMatch(/seeded/);
    expect(second.config.keys.accessToken.equals(first.config.keys.accessToken)).toBe(true);
    await second.close();
  });

  it('refuses an unknown SMS provider and a short ACCOUNTS_SECRET', async () => {
    await expect(createAccountsRuntime({ DATA_DIR: dir, SMS_PROVIDER: 'aliyun' })).rejects.toThrow(/SMS_PROVIDER/);
    await expect(createAccountsRuntime({ DATA_DIR: dir, ACCOUNTS_SECRET: 'abcd' })).rejects.toThrow(/ACCOUNTS_SECRET/);
  });

  it('NODE_ENV=production on the anchors\' demo defaults does not start, before touching the database', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'accounts-prod-'));
    try {
      const warnings: string[] = [];
      const start = createAccountsRuntime({ DATA_DIR: fresh, NODE_ENV: 'production' }, { warn: (l) => warnings.push(l) });
      await expect(start).rejects.toThrow(/refusing to start.*IDENTITY_PROVIDER.*ANCHOR_AUTO_REVIEW_MS.*ALLOW_DEMO_IN_PRODUCTION=1/);
      expect(readdirSync(fresh)).toEqual([]);
      expect(warnings).toEqual([]);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('ALLOW_DEMO_IN_PRODUCTION=1 starts the demo in production with a warning naming the variables to set', async () => {
    const warnings: string[] = [];
    const clock = new ManualScheduler(Date.UTC(2025, 4, 2));
    const runtime = await createAccountsRuntime({ DATA_DIR: dir, NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: '1' }, { clock, warn: (l) => warnings.push(l) });
    try {
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/NODE_ENV=production .*IDENTITY_PROVIDER.*ANCHOR_AUTO_REVIEW_MS.*IDENTITY_PROVIDER=aliyun.*ANCHOR_AUTO_REVIEW_MS=off/);
    } finally {
      await runtime.close();
    }
  });
});
