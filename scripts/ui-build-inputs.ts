// What the UI build (vite build → dist/) is made from, and a fingerprint of it: every input file's path, size
// and modification time. A stored fingerprint that still matches means dist/ is the build of these sources, so
// `npm start` can skip the build; any edit, checkout, added or removed file, or dependency change changes it —
// also a file whose time went backwards, which a plain "newer than dist/" check would miss.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders and files vite reads (root ui/, its imports in engine/ and proto/, the config, the dependencies). */
export const UI_BUILD_INPUTS = [
  'ui', 'engine', 'proto', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json',
] as const;

/** Tests are never bundled: editing one does not make dist/ stale. */
const IGNORED = /(\.test\.tsx?|\.spec\.tsx?|\/README\.md)$/;

function files(root: string, entry: string, out: string[]): void {
  const path = join(root, entry);
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) files(root, join(entry, name), out);
  } else if (!IGNORED.test(`/${entry}`)) {
    out.push(entry);
  }
}

export function uiBuildFingerprint(root: string): string {
  const all: string[] = [];
  for (const entry of UI_BUILD_INPUTS) files(root, entry, all);
  const hash = createHash('sha256');
  for (const file of all) {
    const s = statSync(join(root, file));
    hash.update(`${relative(root, join(root, file))}\t${s.size}\t${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}
