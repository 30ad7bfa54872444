// Migration numbers (migrate.ts loadMigrations): each once, in order from 001. Numbers are handed out ahead to
// parallel branches, so a number may be missing until the branch holding it lands; a duplicate is refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations } from './migrate';

let dir: string | undefined;
afterEach(() => { if (dir) rmSync(dir, { recursive: true, force: true }); dir = undefined; });

function folder(files: readonly string[]): string {
  dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const f of files) writeFileSync(join(dir, f), 'SELECT 1;');
  return dir;
}

describe('migration numbers', () => {
  it('in order, a number not yet here allowed', () => {
    expect(loadMigrations(folder(['003_c.sql', '001_a.sql', '002_b.sql', '005_e.sql'])).map((m) => m.version)).toEqual([1, 2, 3, 5]);
  });

  it('a number used twice, a bad name or 000 is refused', () => {
    expect(() => loadMigrations(folder(['001_a.sql', '002_b.sql', '002_c.sql']))).toThrow(/not unique/);
    expect(() => loadMigrations(folder(['001_a.sql', '2_b.sql']))).toThrow(/NNN_name/);
    expect(() => loadMigrations(folder(['000_a.sql']))).toThrow(/not unique and positive/);
  });
});
