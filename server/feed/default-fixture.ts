// The embedded default: without FIXTURE the server replays a full generated day, made once and cached.
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { generateDayBytes } from '../../fixtures/generator';

export const DEFAULT_FIXTURE_PATH = '.data/fixtures/default.lsfx';
/** The recorded date does not matter: the replay moves the day onto today. */
const DEFAULT_DAY = { seed: 'default', date: '2025-01-04' } as const;

/** The path of the default fixture, generating it first when it is not there. */
export async function ensureDefaultFixture(path = DEFAULT_FIXTURE_PATH): Promise<string> {
  if (existsSync(path)) return path;
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, generateDayBytes(DEFAULT_DAY));
  await rename(tmp, path);
  return path;
}
