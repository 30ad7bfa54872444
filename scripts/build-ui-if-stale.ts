// `npm start`'s first step: builds the UI only when dist/ is missing or was built from other sources
// (ui-build-inputs.ts), so a restart takes seconds, and a fresh checkout or a changed source still gets a build.
// `--force` always builds (npm run build). DIST_DIR is honoured as the server honours it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { uiBuildFingerprint } from './ui-build-inputs';

const ROOT = resolve(import.meta.dirname, '..');
const dist = resolve(ROOT, process.env.DIST_DIR || 'dist');
/** A dotfile: the static server does not serve it. */
const STAMP = join(dist, '.build-inputs');

function say(line: string): void {
  process.stdout.write(`build: ${line}\n`);
}

const force = process.argv.includes('--force');
const fingerprint = uiBuildFingerprint(ROOT);
const built = existsSync(join(dist, 'index.html')) && existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : undefined;

if (!force && built === fingerprint) {
  say(`${dist} is up to date with the UI sources; not rebuilding (npm run build forces it)`);
} else {
  const why = force ? 'forced' : built === undefined ? `${dist} has no build yet` : 'the UI sources changed since the last build';
  say(`building the UI into ${dist} (${why})`);
  const started = performance.now();
  const vite = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (vite.status !== 0) {
    say(`vite build failed (${vite.status ?? vite.signal})`);
    process.exit(1);
  }
  writeFileSync(STAMP, `${fingerprint}\n`);
  say(`UI built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
