// `npm run bench -- uploads-memory [--uploads N] [--files N]`: the server's memory under concurrent image uploads.
// A real server process (server/main.ts: the small recorded day, the demo people, PGlite and uploads under a
// temporary DATA_DIR, started a second time on it) receives --uploads (10) concurrent POST
// /api/v1/file/batch/upload bodies of --files (6) images of ~10 MB each (half 9 MP noise JPEGs, half 1600 × 1600
// noise PNGs: neither compresses), one logged-in demo viewer each, sent from this process. Figure: the server
// process's peak RSS (/proc/<pid>/status VmRSS, sampled every 25 ms) while they are received, decoded, re-encoded
// and stored; RssAnon (its own memory, not the files it maps) beside it. Anchor: its RSS at rest just before,
// after one small upload has loaded libvips and RSS has held still for a second. Target: peak ≤ anchor + 100 MB
// (a body is streamed to disk, never held; one image decodes at a time per process), every upload answered 0.
// `--smoke` (bench/options.ts): 2 uploads of 2 images of ~1 MB.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { UPLOAD_MAX_FILE_BYTES } from '../contract/upload-limits';
import { apiClient } from '../server/chat/test-support/chat-kit';
import { makePng } from '../server/uploads/test-support/images';
import { noiseJpeg } from '../server/uploads/test-support/photos';
import { SMALL_DAY_PATH } from './full-day';
import { isSmoke, PreconditionError, positiveOption, verdict } from './options';

const MB = 1024 * 1024;
const TARGET_GROWTH_BYTES = 100 * MB;
const START_DEADLINE_MS = 90_000;
const UPLOAD_DEADLINE_MS = 300_000;
const SAMPLE_MS = 25;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => res(port));
    });
  });
}

function rssOf(pid: number): number {
  return statusOf(pid).rss;
}

/** VmRSS, and the part of it that is the process's own memory (RssAnon), not files it maps. */
function statusOf(pid: number): { rss: number; anon: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon') };
}

/** RSS once it holds still (four samples 250 ms apart within 2 MB: start-up's garbage collected), or after `ms`. */
async function settledRss(pid: number, ms: number): Promise<number> {
  const end = performance.now() + ms;
  const recent: number[] = [];
  for (;;) {
    recent.push(rssOf(pid));
    if (recent.length > 4) recent.shift();
    if ((recent.length === 4 && Math.max(...recent) - Math.min(...recent) <= 2 * MB) || performance.now() > end) return recent.at(-1)!;
    await sleep(250);
  }
}

interface Server {
  readonly pid: number;
  readonly url: string;
  /** The server's log lines so far (the console SMS provider's codes among them). */
  readonly lines: string[];
  /** SIGTERM (the server closes its database) or SIGKILL. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** server/main.ts in a process of its own, so its RSS is its own. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, FEED: 'replay', FIXTURE: SMALL_DAY_PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', RTMP_PORT: '0',
      DEMO_VIDEO: 'off', DIST_DIR: join(dataDir, 'no-ui'), LOG_LEVEL: 'info',
    },
  });
  const lines: string[] = [];
  let out = '';
  const take = (d: Buffer) => {
    out += d.toString();
    const parts = out.split('\n');
    out = parts.pop()!;
    lines.push(...parts);
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const end = Date.now() + START_DEADLINE_MS;
  while (!lines.some((l) => l.includes('live server on'))) {
    if (child.exitCode !== null || Date.now() > end) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new PreconditionError(`the server (server/main.ts) ${child.exitCode === null ? `did not say it was ready within ${START_DEADLINE_MS / 1000} s` : `exited (${child.exitCode})`}:\n${[...lines, out].join('\n').slice(-4_000)}`);
    }
    await sleep(100);
  }
  return {
    pid: child.pid!, url: `http://127.0.0.1:${port}`, lines,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

interface Size {
  readonly uploads: number;
  readonly files: number;
  /** A JPEG's pixels (noise at quality 95: ~1 byte a pixel) and a PNG's side (noise RGBA, stored: 4 bytes a pixel). */
  readonly jpegSize: readonly [number, number];
  readonly pngSide: number;
}

const FULL = { jpegSize: [3_400, 2_700], pngSide: 1_600 } as const;
const SMOKE: Size = { uploads: 2, files: 2, jpegSize: [1_000, 1_000], pngSide: 500 };

async function images(size: Size): Promise<{ name: string; bytes: Buffer }[]> {
  const [w, h] = size.jpegSize;
  const jpeg = await noiseJpeg(w, h);
  const png = makePng(size.pngSide, size.pngSide, 'noise');
  for (const b of [jpeg, png]) if (b.length > UPLOAD_MAX_FILE_BYTES) throw new Error(`a bench image is ${b.length} bytes, over the 10 MB limit`);
  return Array.from({ length: size.files }, (_, i) => (i % 2 === 0 ? { name: `photo-${i}.jpg`, bytes: jpeg } : { name: `screen-${i}.png`, bytes: png }));
}

async function upload(url: string, token: string, files: readonly { name: string; bytes: Buffer }[]): Promise<number> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = await fetch(`${url}/api/v1/file/batch/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(UPLOAD_DEADLINE_MS) });
  return ((await res.json()) as { code: number }).code;
}

/** `npm run bench -- uploads-memory [--smoke] [--uploads N] [--files N]` */
export default async function uploadsMemoryBench(args: string[] = []): Promise<Record<string, unknown>> {
  const smoke = isSmoke(args);
  const size: Size = smoke ? SMOKE : { ...FULL, uploads: positiveOption(args, 'uploads', 10), files: Math.min(6, positiveOption(args, 'files', 6)) };
  const files = await images(size);
  const bodyBytes = files.reduce((t, f) => t + f.bytes.length, 0);
  console.log(`uploads memory: ${size.uploads} concurrent uploads of ${size.files} images (${mb(bodyBytes)} a body), a server process of its own`
    + `${smoke ? ' (smoke form: figures mean nothing)' : ''}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  // A first start creates the embedded database, migrates and seeds it, and stops: the measured server starts on
  // that data, as a server restarting does — a new cluster's start-up memory, released at no fixed moment,
  // would otherwise blur the RSS at rest.
  await (await startServer(dataDir)).stop('SIGTERM');
  const server = await startServer(dataDir);
  try {
    const api = await apiClient(server.url, server.lines);
    const tokens: string[] = [];
    for (let i = 0; i < size.uploads; i++) tokens.push(await api.login(`19900010${String(i + 1).padStart(3, '0')}`));
    const rssStart = rssOf(server.pid);
    // Warm-up: one small upload loads libvips and the route's code, then the server rests.
    const warm = await upload(server.url, tokens[0], [{ name: 'warm.png', bytes: makePng(64, 64) }]);
    if (warm !== 0) throw new PreconditionError(`the warm-up upload was answered ${warm}`);
    const idle = await settledRss(server.pid, smoke ? 1_000 : 15_000);
    const idleAnon = statusOf(server.pid).anon;
    let peak = idle;
    let peakAnon = idleAnon;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const now = statusOf(server.pid);
        peak = Math.max(peak, now.rss);
        peakAnon = Math.max(peakAnon, now.anon);
        await sleep(SAMPLE_MS);
      }
    })();
    const t0 = performance.now();
    const codes = await Promise.all(tokens.map((t) => upload(server.url, t, files).catch((e: Error) => `failed: ${e.message}`)));
    const ms = performance.now() - t0;
    sampling = false;
    await sampler;
    const after = rssOf(server.pid);
    const allOk = codes.every((c) => c === 0);
    const met = allOk && peak - idle <= TARGET_GROWTH_BYTES;
    console.log(`server RSS peak ${mb(peak)} during the uploads (+${mb(peak - idle)}; anonymous memory +${mb(peakAnon - idleAnon)}), ${mb(after)} after; ${size.uploads} × ${size.files} images in ${(ms / 1000).toFixed(1)} s, answers ${JSON.stringify(codes)}`);
    console.log(`anchor: server RSS at rest ${mb(idle)} (after one small upload; ${mb(rssStart)} before it)`);
    console.log(`target: peak ≤ rest + ${mb(TARGET_GROWTH_BYTES)} and every upload answered 0: ${verdict(met)}`);
    return {
      uploads: size.uploads, files: size.files, bodyMB: bodyBytes / MB, rssRestMB: idle / MB, rssPeakMB: peak / MB, rssAfterMB: after / MB,
      growthMB: (peak - idle) / MB, anonGrowthMB: (peakAnon - idleAnon) / MB, seconds: ms / 1000, codes, met,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
