// Server-owned rows: secrets created on first start, and markers (the demo seed runs once).
import type { Queryable } from '../database';
import { first } from '../database';

/** The secret `name`, created with `make()` when missing; concurrent first starts agree on one value. */
export async function getOrCreateSecret(q: Queryable, name: string, make: () => string, now: Date): Promise<string> {
  await q.query('INSERT INTO app_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [name, make(), now]);
  const row = await first<{ value: string }>(q, 'SELECT value FROM app_secrets WHERE name = $1', [name]);
  return row!.value;
}

export async function getMeta(q: Queryable, key: string): Promise<string | undefined> {
  return (await first<{ value: string }>(q, 'SELECT value FROM app_meta WHERE key = $1', [key]))?.value;
}

export async function setMeta(q: Queryable, key: string, value: string, now: Date): Promise<void> {
  await q.query(`INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`, [key, value, now]);
}

export async function insertTourist(q: Queryable, code: string, now: Date): Promise<void> {
  await q.query('INSERT INTO tourists (code, created_at) VALUES ($1, $2)', [code, now]);
}
