// `npm run bench -- data [--clients N] [--seconds S] [--opens N] [--dist DIR] [--server URL] [--smoke]` — 资料库's
// competition page under load, then in Chromium. Under load: a real server
// process (server/main.ts replaying the small recorded day, PGlite under a temporary DATA_DIR) and --clients (50)
// concurrent clients in this process, each sending the competition page's calls in turn (comp/info, comp/tables,
// comp/matches of 英超, then of the NBA) for --seconds (10) per window. Figure: answers per second and the p99 of
// one answer's time. Anchor: POST /api/v1/football/realtimeMatch_b (the match list's binary call) from the same
// clients on the same server in the same run, in windows alternating with the figure's (anchor, data, anchor,
// data), so a change in the machine's load falls on both. Target: answers/s ≥ 80 % of the anchor's and p99 ≤ 1.5 ×
// the anchor's: the seasons are computed once a day and kept, so a data call costs about a list call.
// Then in Chromium (bench/data-page.ts), on the same server with the UI built (--dist DIR, built there when
// missing; a temporary build otherwise): the competition page from a click on the database index to its standings
// painted, --opens (20) times after two not counted, p95 ≤ 300 ms, next to the same clicks' header painted.
// --server URL measures both on a server already running (its own day and build). `--smoke` (bench/options.ts):
// 4 clients, windows of 1 s, one open — and no browser part unless --server or --dist names a UI (the Playwright
// suite's bench-smoke.spec.ts runs it on the suite's server).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildUi } from '../tests/e2e/server-process';
import { competitionPagePaint } from './data-page';
import { SMALL_DAY_PATH } from './full-day';
import { isSmoke, option, PreconditionError, positiveOption, verdict } from './options';

const START_DEADLINE_MS = 120_000;
const TARGET = { rateShare: 0.8, p99Times: 1.5 };

interface Request { readonly path: string; readonly body: unknown }

/** The competition page's calls (what its first paint asks for), for a league of each sport. */
const PAGE_CALLS: readonly Request[] = [1001, 2001].flatMap((competitionId) => {
  const sport = competitionId < 2000 ? 'football' : 'basketball';
  return ['comp/info', 'comp/tables', 'comp/matches'].map((call) => ({ path: `/api/v1/${sport}/${call}`, body: { competitionId } }));
});
const ANCHOR_CALLS: readonly Request[] = [{ path: '/api/v1/football/realtimeMatch_b', body: {} }];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => res(port));
    });
  });
}

async function startServer(dataDir: string, distDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, FEED: 'replay', FIXTURE: SMALL_DAY_PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', RTMP_PORT: '0',
      DEMO_VIDEO: 'off', DIST_DIR: distDir, LOG_LEVEL: 'info',
    },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const end = performance.now() + START_DEADLINE_MS;
  while (!out.includes('live server on')) {
    if (child.exitCode !== null || performance.now() > end) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new PreconditionError(`the server (server/main.ts) did not start:\n${out.slice(-4_000)}`);
    }
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function send(url: string, r: Request): Promise<void> {
  const res = await fetch(url + r.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(r.body) });
  const bytes = await res.arrayBuffer();
  if (res.status !== 200) throw new PreconditionError(`${r.path} answered ${res.status}: ${Buffer.from(bytes).toString().slice(0, 200)}`);
}

/** `clients` loops sending `calls` in turn for `seconds`: every answer's time (ms) and the window's length. */
async function window(url: string, calls: readonly Request[], clients: number, seconds: number): Promise<{ times: number[]; ms: number }> {
  const times: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async (_, c) => {
    for (let i = c; performance.now() < end; i++) {
      const t = performance.now();
      await send(url, calls[i % calls.length]);
      times.push(performance.now() - t);
    }
  }));
  return { times, ms: performance.now() - start };
}

const p99 = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
};

export default async function dataBench(args: string[] = []): Promise<Record<string, unknown>> {
  const smoke = isSmoke(args);
  const clients = positiveOption(args, 'clients', smoke ? 4 : 50);
  const seconds = positiveOption(args, 'seconds', smoke ? 1 : 10);
  const opens = positiveOption(args, 'opens', smoke ? 1 : 20);
  const serverUrl = option(args, 'server');
  const dir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  // The browser part needs a UI build: --dist's (built there when missing), a temporary one, or none in the smoke form.
  const dist = option(args, 'dist') ?? (smoke ? undefined : join(dir, 'dist'));
  if (!serverUrl && dist && !existsSync(join(dist, 'index.html'))) { mkdirSync(dist, { recursive: true }); await buildUi(dist); }
  const server = serverUrl ? { url: serverUrl, stop: async () => {} } : await startServer(dir, dist ?? join(dir, 'no-ui'));
  try {
    // Warm: the day's seasons are made on the first call of a sport, the list routes' answers on theirs.
    for (const r of [...PAGE_CALLS, ...ANCHOR_CALLS]) await send(server.url, r);
    await window(server.url, [...PAGE_CALLS, ...ANCHOR_CALLS], clients, smoke ? 0.2 : 1);
    const data = { times: [] as number[], ms: 0 };
    const anchor = { times: [] as number[], ms: 0 };
    for (let round = 0; round < 2; round++) {
      for (const [into, calls] of [[anchor, ANCHOR_CALLS], [data, PAGE_CALLS]] as const) {
        const w = await window(server.url, calls, clients, seconds / 2);
        into.times.push(...w.times);
        into.ms += w.ms;
      }
    }
    const rate = (x: { times: number[]; ms: number }) => x.times.length / (x.ms / 1000);
    const figures = {
      clients, seconds,
      dataAnswersPerSecond: Math.round(rate(data)), dataP99Ms: Math.round(p99(data.times)),
      anchorAnswersPerSecond: Math.round(rate(anchor)), anchorP99Ms: Math.round(p99(anchor.times)),
    };
    const met = figures.dataAnswersPerSecond >= TARGET.rateShare * figures.anchorAnswersPerSecond && figures.dataP99Ms <= TARGET.p99Times * figures.anchorP99Ms;
    console.log(`data: the competition page's calls (comp/info, comp/tables, comp/matches of 英超 and NBA), ${clients} clients, ${seconds} s`);
    console.log(`  ${figures.dataAnswersPerSecond} answers/s, p99 ${figures.dataP99Ms} ms (${data.times.length} answers)`);
    console.log(`  anchor: /api/v1/football/realtimeMatch_b ${figures.anchorAnswersPerSecond} answers/s, p99 ${figures.anchorP99Ms} ms (${anchor.times.length} answers), same server, same run`);
    console.log(`  target: answers/s ≥ ${TARGET.rateShare * 100} % of the anchor's and p99 ≤ ${TARGET.p99Times} × the anchor's: ${verdict(met)}`);
    if (!serverUrl && !dist) {
      console.log('page: skipped (no UI build in the smoke form: --dist DIR or --server URL; bench-smoke.spec.ts runs it on the suite\'s server)');
      return { ...figures, met };
    }
    const page = await competitionPagePaint(server.url, opens, smoke ? 0 : 2);
    return { ...figures, met: met && page.met, page };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
