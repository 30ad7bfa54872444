// Builds browser pages (HTML entries anywhere in the repo) with Vite into a fresh folder: the pages import the
// real page client (ui/engine-client), which bundles the real workers (engine/worker/engine.shared-worker.ts and
// engine.worker.ts). The project's vite.config.ts (the UI's) is not used: these builds take only what they are given.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const REPO = resolve(import.meta.dirname, '..', '..', '..');

export interface BuiltPages {
  readonly dir: string;
  /** URL path of each page, by the name it was given. */
  readonly paths: Readonly<Record<string, string>>;
}

/** `pages`: name → HTML file relative to the repo. `alias`: module id → file (e.g. vitest → a browser shim). */
export async function buildPages(pages: Readonly<Record<string, string>>, alias: Readonly<Record<string, string>> = {}): Promise<BuiltPages> {
  const dir = mkdtempSync(join(tmpdir(), 'engine-pages-'));
  // Vite picks its resolve conditions from NODE_ENV, not from `mode` (vitest sets it to 'test', which bundles
  // development builds of the libraries): the pages are built as production ones whatever the caller runs under.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: REPO,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: Object.entries(alias).map(([find, file]) => ({ find: new RegExp(`^${find}$`), replacement: join(REPO, file) })) },
      worker: { format: 'es' },
      build: {
        outDir: dir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 10_000,
        rollupOptions: { input: Object.fromEntries(Object.entries(pages).map(([name, file]) => [name, join(REPO, file)])) },
      },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const paths = Object.fromEntries(Object.entries(pages).map(([name, file]) => [name, `/${file.replace(/\\/g, '/')}`]));
  return { dir, paths };
}
