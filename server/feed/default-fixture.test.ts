import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { generateDayBytes } from '../../fixtures/generator';
import { ensureDefaultFixture } from './default-fixture';
import { loadFixture, sourceFromConfig } from './source-from-config';

/** A day of the current generator, small: the cache's rules are the same for any day. */
const smallDay = () => generateDayBytes({ seed: 'default', date: '2025-01-04', football: 4, basketball: 2 });

describe('default fixture', () => {
  it('is generated once, then reused; a broken cache is made again', { timeout: 60_000 }, async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'default-')), 'default.lsfx');
    const progress: string[] = [];
    await ensureDefaultFixture(path, (line) => progress.push(line), smallDay);
    // The first start says what it is doing while it generates [issue 11 §3]: a line before, one after.
    expect(progress).toEqual([expect.stringContaining('generating the default match day'), expect.stringMatching(/generated: .* MiB in .* s/)]);
    const loaded = await loadFixture(path);
    expect(loaded.ok && loaded.fixture.header.seed).toBe('default');
    const made = statSync(path).mtimeMs;
    await ensureDefaultFixture(path, (line) => progress.push(line), smallDay);
    expect(statSync(path).mtimeMs).toBe(made);
    expect(progress).toHaveLength(2); // reused silently
    writeFileSync(path, 'not a fixture');
    await ensureDefaultFixture(path, () => {}, smallDay);
    expect((await loadFixture(path)).ok).toBe(true);
  });

  // The real default day, generated once here.
  it('is cached under DATA_DIR, not a fixed .data folder', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-dir-'));
    const parsed = parseConfig({ DATA_DIR: dataDir });
    if (!parsed.ok) throw new Error(parsed.error);
    const made = await sourceFromConfig(parsed.config, SYSTEM_SCHEDULER, { info: () => {}, warn: () => {} });
    expect(made.ok && made.description).toContain(join(dataDir, 'fixtures', 'default.lsfx'));
    expect(statSync(join(dataDir, 'fixtures', 'default.lsfx')).size).toBeGreaterThan(0);
  });
});
