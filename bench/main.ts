// `npm run bench -- <name> [options]`: runs bench/<name>.ts (bench/benches.ts lists them), whose default export
// prints its figures (and its anchor's, measured in the same run, and met / MISSED against its target) and returns
// them; the last line printed is one JSON object. A bench that cannot reach its preconditions (sockets refused, a
// page that never paints, a server that never says it is ready) ends with its message on stderr and exit status 1.
import { BENCHES, isBench, runBench } from './benches';
import { PreconditionError } from './options';

const name = process.argv[2];
if (!isBench(name)) {
  console.error(`usage: npm run bench -- <${Object.keys(BENCHES).join('|')}> [--smoke] [options]`);
  process.exit(2);
}
try {
  const figures = await runBench(name, process.argv.slice(3));
  console.log(JSON.stringify({ bench: name, ...figures }));
  process.exit(0);
} catch (err) {
  if (err instanceof PreconditionError) console.error(`bench ${name}: cannot measure: ${err.message}`);
  else console.error(`bench ${name} failed:`, err);
  process.exit(1);
}
