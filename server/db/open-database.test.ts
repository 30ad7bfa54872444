// The embedded database from the environment: created in PGLITE_DIR on a first start, or from PGLITE_FROM's
// tarball (another instance's data folder) when that is set; an existing folder is opened as it is.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';
import { createPgliteDatabase } from './pglite';
import { DB_START_TIMEOUT_MS } from './test-support/test-databases';

const dir = mkdtempSync(join(tmpdir(), 'open-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openDatabase (PGlite)', () => {
  it('a new folder starts from PGLITE_FROM\'s data; an existing one opens as it is, whatever PGLITE_FROM says', { timeout: DB_START_TIMEOUT_MS }, async () => {
    const source = await createPgliteDatabase();
    await source.exec("create table kept (note text); insert into kept values ('from the dump')");
    const tarball = join(dir, 'template.tar');
    writeFileSync(tarball, new Uint8Array(await (await source.dump()).arrayBuffer()));
    await source.close();

    const progress: string[] = [];
    const folder = join(dir, 'pglite');
    const first = await openDatabase({ PGLITE_DIR: folder, PGLITE_FROM: tarball }, (line) => progress.push(line));
    expect(first.description).toBe(`PGlite ${folder} (from ${tarball})`);
    expect(progress).toEqual([`creating the embedded database in ${folder} from ${tarball}`]);
    expect(await first.db.query('select note from kept')).toEqual([{ note: 'from the dump' }]);
    await first.db.exec("insert into kept values ('written after')");
    await first.db.close();

    const again = await openDatabase({ PGLITE_DIR: folder, PGLITE_FROM: join(dir, 'missing.tar') }, (line) => progress.push(line));
    expect(again.description).toBe(`PGlite ${folder}`);
    expect(await again.db.query('select note from kept order by note')).toEqual([{ note: 'from the dump' }, { note: 'written after' }]);
    await again.db.close();
    expect(progress).toHaveLength(1);
  });
});
