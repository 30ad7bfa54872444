// The test PGlites kept by the process: a closed one comes back to the next file or test as it was made.
import { describe, expect, it } from 'vitest';
import { openSeededTestPglite, openTestPglite } from './test-databases';

const NOW = Date.UTC(2025, 4, 1, 4, 0, 0);
const count = async (db: { query: <R extends object>(sql: string) => Promise<R[]> }, table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

describe('test PGlites kept for the next test', () => {
  it('a seeded one comes back with its seed: rows changed, added and removed are put back, sequences where they stood', async () => {
    const first = await openSeededTestPglite(NOW);
    const users = await count(first, 'users');
    const follows = await count(first, 'customer_follows');
    expect(users).toBeGreaterThan(0);
    const [{ nickname }] = await first.query<{ nickname: string }>('SELECT nickname FROM users ORDER BY id LIMIT 1');
    const [{ next }] = await first.query<{ next: string }>(`SELECT nextval('anchor_room_ids')::text AS next`);
    await first.exec(`UPDATE users SET nickname = 'changed'; DELETE FROM customer_follows;`);
    await first.close();

    const second = await openSeededTestPglite(NOW);
    expect(await count(second, 'users')).toBe(users);
    expect(await count(second, 'customer_follows')).toBe(follows);
    expect((await second.query<{ nickname: string }>('SELECT nickname FROM users ORDER BY id LIMIT 1'))[0].nickname).toBe(nickname);
    expect((await second.query<{ next: string }>(`SELECT nextval('anchor_room_ids')::text AS next`))[0].next).toBe(next);
    await second.close();
  });

  it('two open at once are two databases; a migrated one comes back empty', async () => {
    const a = await openTestPglite();
    const b = await openTestPglite();
    await a.exec(`INSERT INTO app_meta (key, value, updated_at) VALUES ('only-in-a', 'x', now())`);
    expect(await count(a, 'app_meta')).toBe(1);
    expect(await count(b, 'app_meta')).toBe(0);
    await a.close();
    await a.close(); // a second close does not keep it twice
    const c = await openTestPglite();
    const d = await openTestPglite();
    expect(await count(c, 'app_meta')).toBe(0);
    expect(await count(d, 'app_meta')).toBe(0);
    await c.exec(`INSERT INTO app_meta (key, value, updated_at) VALUES ('in-c', 'x', now())`);
    expect(await count(d, 'app_meta')).toBe(0);
    // A sequence no table owns (TRUNCATE … RESTART IDENTITY leaves it) starts again too.
    const next = async (db: typeof c) => (await db.query<{ n: string }>(`SELECT nextval('anchor_room_ids')::text AS n`))[0].n;
    const start = await next(c);
    await c.close();
    const e = await openTestPglite();
    expect(await next(e)).toBe(start);
    await e.close();
    for (const db of [b, d]) await db.close();
  });
});
