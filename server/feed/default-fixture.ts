// The embedded default: without FIXTURE the server replays a full generated day, made once and cached. A cache
// written by another generator version (or unreadable) is made again.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readFixture } from '../../engine/wire';
import { GENERATOR_VERSION, generateDayBytes } from '../../fixtures/generator';

/** Where the default day is cached: DATA_DIR/fixtures/default.lsfx. */
export const defaultFixturePath = (dataDir: string): string => join(dataDir, 'fixtures', 'default.lsfx');
/** The recorded date does not matter: the replay moves the day onto today. */
const DEFAULT_DAY = { seed: 'default', date: '2025-01-04' } as const;

async function isCurrent(path: string): Promise<boolean> {
  if (!existsSync(path)) return false;
  try {
    return readFixture(new Uint8Array(await readFile(path))).header.generator.startsWith(GENERATOR_VERSION);
  } catch {
    return false;
  }
}

/** The default day's bytes, as the generator makes them. */
export const generateDefaultDay = (): Uint8Array => generateDayBytes(DEFAULT_DAY);

/**
 * The path of the default fixture, generating it first (`generate`: the default day; a test's smaller day) when it
 * is missing or stale. Generating takes seconds of CPU on a first start, so `progress` is told before and after
 * (the start-up log would be silent otherwise).
 */
export async function ensureDefaultFixture(
  path: string, progress: (line: string) => void = () => {}, generate: () => Uint8Array = generateDefaultDay,
): Promise<string> {
  if (await isCurrent(path)) return path;
  const why = existsSync(path) ? 'it was made by another generator version' : 'first start';
  progress(`generating the default match day into ${path} (${why}; takes a few seconds)`);
  const started = performance.now();
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  const bytes = generate();
  await writeFile(tmp, bytes);
  await rename(tmp, path);
  progress(`default match day generated: ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MiB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return path;
}
