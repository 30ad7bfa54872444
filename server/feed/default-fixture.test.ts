import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureDefaultFixture } from './default-fixture';
import { loadFixture } from './source-from-config';

describe('default fixture', () => {
  it('is generated once, then reused; a broken cache is made again', { timeout: 60_000 }, async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'default-')), 'default.lsfx');
    await ensureDefaultFixture(path);
    const loaded = await loadFixture(path);
    expect(loaded.ok && loaded.fixture.header.seed).toBe('default');
    const made = statSync(path).mtimeMs;
    await ensureDefaultFixture(path);
    expect(statSync(path).mtimeMs).toBe(made);
    writeFileSync(path, 'not a fixture');
    await ensureDefaultFixture(path);
    expect((await loadFixture(path)).ok).toBe(true);
  });
});
