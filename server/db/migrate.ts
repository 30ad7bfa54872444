// Schema migrations: numbered SQL files (migrations/NNN_name.sql) applied in order, each recorded in
// schema_migrations with a checksum. All pending files run in one transaction under an advisory lock, so two
// processes starting together on one PostgreSQL server apply them once. A file edited after it was applied is
// refused: migrations are append-only.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir).filter((f) => f.endsWith('.sql')).map((file) => {
    const m = FILE.exec(file);
    if (!m) throw new Error(`migration file name must be NNN_name.sql: ${file}`);
    return { version: Number(m[1]), name: m[2], sql: readFileSync(`${dir}/${file}`, 'utf8') };
  }).sort((a, b) => a.version - b.version);
  // Numbers are handed out ahead to parallel branches, so one may land before a lower one: each number once, in
  // order, from 001; a number not yet here is a gap the branch that holds it fills (migrate applies it then).
  migrations.forEach((m, i) => {
    if (m.version < 1 || (i > 0 && m.version === migrations[i - 1].version)) throw new Error(`migration number ${m.version} is not unique and positive`);
  });
  return migrations;
}

const checksum = (sql: string) => createHash('sha256').update(sql).digest('hex');

export async function migrate(db: Database, migrations: readonly Migration[] = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext(current_schema()))');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Map((await tx.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations'))
      .map((r) => [r.version, r.checksum]));
    const applied: number[] = [];
    for (const m of migrations) {
      const sum = checksum(m.sql);
      const before = done.get(m.version);
      if (before !== undefined) {
        if (before !== sum) throw new Error(`migration ${m.version}_${m.name} changed after it was applied`);
        continue;
      }
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [m.version, m.name, sum]);
      applied.push(m.version);
    }
    return applied;
  });
}
