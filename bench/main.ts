// `npm run bench -- <name>`: runs bench/<name>.ts, whose default export prints its figures (and its anchor's,
// measured in the same run) and returns them; the last line printed is one JSON object.
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const name = process.argv[2];
const file = name ? join(import.meta.dirname, `${name}.ts`) : '';
if (!name || !existsSync(file)) {
  console.error('usage: npm run bench -- <decode|reduce|fanout|…> (a file bench/<name>.ts)');
  process.exit(2);
}
const mod = (await import(pathToFileURL(file).href)) as { default: (args: string[]) => Promise<Record<string, unknown>> };
const figures = await mod.default(process.argv.slice(3));
console.log(JSON.stringify({ bench: name, ...figures }));
process.exit(0);
