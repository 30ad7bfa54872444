// The embedded default: without FIXTURE the server replays a full generated day, made once and cached. A cache
// written by another generator version (or unreadable) is made again.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { readFixture } from '../../engine/wire';
import { GENERATOR_VERSION, generateDayBytes } from '../../fixtures/generator';

export const DEFAULT_FIXTURE_PATH = '.data/fixtures/default.lsfx';
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

/** The path of the default fixture, generating it first when it is missing or stale. */
export async function ensureDefaultFixture(path = DEFAULT_FIXTURE_PATH): Promise<string> {
  if (await isCurrent(path)) return path;
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, generateDayBytes(DEFAULT_DAY));
  await rename(tmp, path);
  return path;
}
