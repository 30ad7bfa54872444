// Regenerates the static protobuf code from proto/live.proto: `npm run proto`.
// The output is committed; proto/generated.test.ts fails when it is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bin = (name: string) => join(here, '..', 'node_modules', '.bin', name);
const PBJS_FLAGS = ['-t', 'static-module', '-w', 'es6', '--force-number', '--no-delimited', '--no-convert',
  '--no-verify', '--no-service'];

function pbjs(extra: string[]): string {
  return execFileSync(bin('pbjs'), [...PBJS_FLAGS, ...extra, join(here, 'live.proto')], { encoding: 'utf8' })
    // Node's ESM resolver needs the file extension; protobufjs 7 has no exports map.
    // Default import: Node's ESM sees a CommonJS module's exports only as its default export.
    .replace(/import \* as \$protobuf from "protobufjs\/minimal"/, 'import $protobuf from "protobufjs/minimal.js"')
    // int64 defaults must be plain numbers too (--force-number only covers decoded values).
    .replace(/\$util\.Long \? \$util\.Long\.fromBits\(0, ?0, ?(true|false)\) : 0/g, '0');
}

/** The generated JavaScript and its TypeScript declarations, as they should be committed. */
export function generate(): { js: string; dts: string } {
  const js = pbjs(['--no-beautify', '--no-comments']);
  // pbts reads the JSDoc of a commented build.
  const commented = join(mkdtempSync(join(tmpdir(), 'pbts-')), 'live.js');
  writeFileSync(commented, pbjs([]));
  const dts = execFileSync(bin('pbts'), ['--no-comments', commented], { encoding: 'utf8' })
    .replace(/import Long = require\("long"\);\n/, '')
    .replace(/\(number\|Long\)/g, 'number')
    .replace(/number\|Long/g, 'number');
  return { js, dts };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { js, dts } = generate();
  writeFileSync(join(here, 'gen', 'live.js'), js);
  writeFileSync(join(here, 'gen', 'live.d.ts'), dts);
  console.log('wrote proto/gen/live.js', js.length, 'bytes and live.d.ts', readFileSync(join(here, 'gen', 'live.d.ts')).length, 'bytes');
}
