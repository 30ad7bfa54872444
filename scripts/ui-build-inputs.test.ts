// The start's build check [issue 11 §3]: the same sources give the same fingerprint (no rebuild on restart); an
// edited, added or removed source, a dependency change, or a file whose time went backwards gives another; a test
// file does not count.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiBuildFingerprint } from './ui-build-inputs';

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'ui-inputs-'));
  mkdirSync(join(root, 'ui', 'pages'), { recursive: true });
  mkdirSync(join(root, 'engine', 'core'), { recursive: true });
  writeFileSync(join(root, 'ui', 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'ui', 'pages', 'home.tsx'), 'export const Home = 1;');
  writeFileSync(join(root, 'engine', 'core', 'fold.ts'), 'export const fold = 1;');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  return root;
}

describe('UI build inputs', () => {
  it('fingerprint is stable for unchanged sources and changes with any source or dependency change', () => {
    const root = tree();
    const first = uiBuildFingerprint(root);
    expect(uiBuildFingerprint(root)).toBe(first);

    const seen = new Set([first]);
    const changed = (what: string, change: () => void) => {
      change();
      const now = uiBuildFingerprint(root);
      expect(seen.has(now), what).toBe(false);
      seen.add(now);
    };
    changed('edit', () => writeFileSync(join(root, 'ui', 'pages', 'home.tsx'), 'export const Home = 22;'));
    changed('time went backwards', () => utimesSync(join(root, 'engine', 'core', 'fold.ts'), new Date(2001, 1, 1), new Date(2001, 1, 1)));
    changed('added file', () => writeFileSync(join(root, 'ui', 'pages', 'away.tsx'), 'export const Away = 1;'));
    changed('removed file', () => rmSync(join(root, 'ui', 'index.html')));
    changed('dependencies', () => writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}'));

    const before = uiBuildFingerprint(root);
    writeFileSync(join(root, 'ui', 'pages', 'home.test.tsx'), 'test');
    writeFileSync(join(root, 'engine', 'core', 'fold.test.ts'), 'test');
    expect(uiBuildFingerprint(root)).toBe(before);
    rmSync(root, { recursive: true, force: true });
  });
});
