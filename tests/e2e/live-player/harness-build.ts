// Builds the player's test pages (harness/: the real LivePlayer, and the provider contract's runner) with Vite into
// a temporary folder — test-only pages, never part of the product's bundle.
import react from '@vitejs/plugin-react';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export const HARNESS_SRC = join(import.meta.dirname, 'harness');

export async function buildHarness(outDir = mkdtempSync(join(tmpdir(), 'qiusai-player-harness-'))): Promise<string> {
  await build({
    root: HARNESS_SRC,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: { player: join(HARNESS_SRC, 'index.html'), contract: join(HARNESS_SRC, 'contract.html') } },
    },
  });
  return outDir;
}
