// The benches `npm run bench -- <name>` runs (bench/<name>.ts, whose default export takes the arguments after the
// name, prints its figure, its anchor's from the same run and its verdict, and returns its figures), and where the
// suite runs each one's smoke form (`--smoke`, bench/options.ts). bench/smoke-node.test.ts checks that every bench
// file is listed here, that the test named here runs it, and that bench/README.md gives its smoke command.

export type BenchFigures = Record<string, unknown>;
type BenchModule = { default: (args: string[]) => Promise<BenchFigures> };

export interface BenchEntry {
  readonly load: () => Promise<BenchModule>;
  /** The test file that runs `<name> --smoke` (a vitest file under bench/, or the Playwright spec). */
  readonly smokeTest: string;
}

const NODE = 'bench/smoke-node.test.ts';
const SERVERS = 'bench/smoke-servers.test.ts';
/** Benches of the built UI on a running server: the Playwright suite's (its global setup builds and starts them). */
const E2E = 'tests/e2e/bench-smoke.spec.ts';

export const BENCHES: Readonly<Record<string, BenchEntry>> = {
  decode: { load: () => import('./decode'), smokeTest: NODE },
  reduce: { load: () => import('./reduce'), smokeTest: NODE },
  'fold-draft': { load: () => import('./fold-draft'), smokeTest: NODE },
  patch: { load: () => import('./patch'), smokeTest: NODE },
  ingest: { load: () => import('./ingest'), smokeTest: NODE },
  fanout: { load: () => import('./fanout'), smokeTest: NODE },
  'browser-ingest': { load: () => import('./browser-ingest'), smokeTest: SERVERS },
  abuse: { load: () => import('./abuse'), smokeTest: SERVERS },
  // room = the video bench + chat's default export with the same arguments: its smoke runs chat's too.
  room: { load: () => import('./room'), smokeTest: SERVERS },
  chat: { load: () => import('./chat'), smokeTest: SERVERS },
  'uploads-memory': { load: () => import('./uploads-memory'), smokeTest: SERVERS },
  data: { load: () => import('./data'), smokeTest: SERVERS },
  ui: { load: () => import('./ui'), smokeTest: E2E },
  latency: { load: () => import('./latency'), smokeTest: E2E },
  detail: { load: () => import('./detail'), smokeTest: E2E },
  'ui-trace': { load: () => import('./ui-trace'), smokeTest: E2E },
  open: { load: () => import('./open'), smokeTest: E2E },
  pages: { load: () => import('./pages'), smokeTest: E2E },
};

export function isBench(name: string | undefined): name is string {
  return name !== undefined && Object.hasOwn(BENCHES, name);
}

/** Runs bench/<name>.ts with `args`; its figures. */
export async function runBench(name: string, args: readonly string[]): Promise<BenchFigures> {
  if (!isBench(name)) throw new Error(`no bench '${name}': one of ${Object.keys(BENCHES).join(', ')}`);
  return (await BENCHES[name].load()).default([...args]);
}
