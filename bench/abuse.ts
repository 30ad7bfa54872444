// `npm run abuse` (or `npm run bench -- abuse`): issue #11 §1's probes at full size against a real server
// process (server/main.ts, FEED=simulator: a full generated day, ~67 KB football list), traffic to 127.0.0.1
// only, bounded in count and time, each phase on a fresh server that is stopped at its end:
//   1. amplification: one 65 340-byte message of 2 970 list requests — bytes sent back;
//   2. eight clients that never read, each sending that message — peak server RSS, and a bystander's pong p99
//      at rest and under the flood;
//   3. hoarding, with the server's `ulimit -n` lowered (--nofile, 2048) so a few thousand sockets reach it:
//      300 sockets from one address, then --sockets (3 000) from as many addresses (X-Forwarded-For, the server
//      trusting loopback) — what was refused and how, the server's descriptors, whether HTTP and a new socket
//      still work; then, past the idle limit (WS_IDLE_TIMEOUT_S=10 here), how many are still open.
// `--dir D` runs the server of another checkout (the figures before a change: `git archive <base> | tar -x -C D`
// and a node_modules link); the probe itself is this one.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import type { Sport } from '../engine/core';
import { decodePacket, encodeListRequest, encodePing, packetOf } from '../engine/wire';
import { signedWsUrlFor } from '../server/gateway/signed-url';

interface Options {
  readonly dir: string;
  readonly sockets: number;
  readonly nofile: number;
}

function options(args: string[]): Options {
  const value = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i === -1 ? undefined : args[i + 1];
  };
  return {
    dir: resolve(value('dir') ?? '.'),
    sockets: Math.min(5_000, Number(value('sockets') ?? 3_000)),
    nofile: Number(value('nofile') ?? 2_048),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => res(port));
    });
  });
}

interface Server {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly port: number;
  readonly wsUrl: string;
  stop(): Promise<void>;
}

/** server/main.ts of `dir` in a process of its own (so its RSS and descriptors are its own), under `ulimit -n`. */
async function startServer(dir: string, dataDir: string, nofile: number, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn('bash', ['-c', `ulimit -n ${nofile} && exec "${process.execPath}" --import tsx server/main.ts`], {
    cwd: dir, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FEED: 'simulator', SEED: 'abuse', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const end = Date.now() + 90_000;
  while (!out.includes('live server on')) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`server did not start:\n${out}`);
    await sleep(100);
  }
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    child, pid: child.pid!, port, wsUrl: `ws://127.0.0.1:${port}/ws`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

function descriptorsOf(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1;
  }
}

/** The message: 2 970 list requests, both sports in turn, 65 340 bytes. */
function manyRequests(): Buffer {
  const sports: Sport[] = ['football', 'basketball'];
  return Buffer.from(packetOf(Array.from({ length: 2_970 }, (_, i) => encodeListRequest(sports[i % 2], Date.now()))));
}

function open(url: string, headers?: Record<string, string>): Promise<WebSocket> {
  return new Promise((res, rej) => {
    const ws = new WebSocket(url, { headers, maxPayload: 0, perMessageDeflate: false });
    ws.once('open', () => res(ws));
    ws.once('error', rej);
  });
}

const pongs = (data: Buffer) => decodePacket(new Uint8Array(data)).controls.filter((c) => c.kind === 'pong').length;

/** Phase 1: bytes back for one 65 KB message, until the pong of a ping sent after it (or 60 s). */
async function amplification(server: Server) {
  const ws = await open(signedWsUrlFor(server.wsUrl));
  let bytes = 0;
  let messages = 0;
  const t0 = performance.now();
  const done = new Promise<string>((res) => {
    ws.on('message', (data: Buffer) => {
      bytes += data.length;
      messages++;
      if (pongs(data) > 0) res('pong');
    });
    ws.once('close', (code) => res(`closed ${code}`));
    setTimeout(() => res('timeout 60 s'), 60_000);
  });
  const message = manyRequests();
  ws.send(message);
  ws.send(packetOf([encodePing(1)]));
  const how = await done;
  const ms = performance.now() - t0;
  ws.terminate();
  console.log(`1. amplification: ${message.length}-byte message → ${bytes} bytes back in ${messages} message(s), ${ms.toFixed(0)} ms (${how})`);
  return { requestBytes: message.length, replyBytes: bytes, replyMs: Math.round(ms) };
}

/** A client pinging every 50 ms and timing each pong. */
function bystander(ws: WebSocket) {
  let rtts: number[] = [];
  let sentAt = 0;
  let waiting = false;
  let stopped = false;
  ws.on('message', (data: Buffer) => {
    if (!waiting || pongs(data) === 0) return;
    waiting = false;
    rtts.push(performance.now() - sentAt);
  });
  const beat = async () => {
    while (!stopped) {
      if (!waiting && ws.readyState === WebSocket.OPEN) {
        waiting = true;
        sentAt = performance.now();
        ws.send(packetOf([encodePing(Date.now())]));
      }
      await sleep(50);
    }
  };
  void beat();
  return {
    /** p99 of the pongs since the last take; a pong still missing counts as its wait so far. */
    take() {
      const xs = [...rtts, ...(waiting ? [performance.now() - sentAt] : [])].sort((a, b) => a - b);
      rtts = [];
      return { p99: xs[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] ?? NaN, count: xs.length };
    },
    stop() { stopped = true; },
  };
}

/** Phase 2: eight clients that never read send the 65 KB message; server RSS and a bystander's pong p99. */
async function nonReaders(server: Server) {
  const by = await open(signedWsUrlFor(server.wsUrl));
  by.send(packetOf([encodeListRequest('football', Date.now()), encodeListRequest('basketball', Date.now())]));
  await sleep(1_000);
  const beat = bystander(by);
  await sleep(5_000);
  const rest = beat.take();
  const rssBefore = rssOf(server.pid);
  const message = manyRequests();
  const closes = new Map<string, number>();
  const clients = await Promise.all(Array.from({ length: 8 }, () => open(signedWsUrlFor(server.wsUrl))));
  for (const ws of clients) {
    ws.once('close', (code) => closes.set(String(code), (closes.get(String(code)) ?? 0) + 1));
    (ws as unknown as { _socket: { pause(): void } })._socket.pause(); // never reads
    ws.send(message);
  }
  let peak = rssBefore;
  for (let t = 0; t < 100; t++) { // 10 s
    await sleep(100);
    peak = Math.max(peak, rssOf(server.pid));
    if (peak > 8 * 1024 ** 3) break; // bounded: do not take the machine down
  }
  const flood = beat.take();
  beat.stop();
  for (const ws of clients) ws.terminate();
  by.terminate();
  const closed = Object.fromEntries(closes);
  console.log(`2. eight non-reading clients: server RSS ${MiB(rssBefore)} before → peak ${MiB(peak)}; bystander pong p99 `
    + `${rest.p99.toFixed(1)} ms at rest (${rest.count} pongs) → ${flood.p99.toFixed(1)} ms under the flood (${flood.count}); `
    + `closes seen by the clients ${JSON.stringify(closed)}`);
  return { rssBeforeMB: rssBefore / 2 ** 20, rssPeakMB: peak / 2 ** 20, pongP99RestMs: rest.p99, pongP99FloodMs: flood.p99 };
}

interface Outcome {
  open: number;
  closed: Record<string, number>;
  failed: number;
}

/** Opens `count` sockets (100 at a time), headers per socket from `headers(i)`; they never send anything. */
async function hoard(url: string, count: number, headers: (i: number) => Record<string, string> | undefined, held: WebSocket[]) {
  const outcome: Outcome = { open: 0, closed: {}, failed: 0 };
  const one = async (i: number) => {
    try {
      const ws = await open(signedWsUrlFor(url), headers(i));
      held.push(ws);
      outcome.open++;
      ws.on('error', () => { /* reset: counted by close */ });
      ws.once('close', (code) => {
        outcome.open--;
        outcome.closed[code] = (outcome.closed[code] ?? 0) + 1;
      });
    } catch {
      outcome.failed++;
    }
  };
  for (let i = 0; i < count; i += 100) await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => one(i + j)));
  await sleep(1_500);
  return outcome;
}

async function httpOk(port: number): Promise<string> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/football/realtimeMatch_b`, { signal: AbortSignal.timeout(5_000) });
    return `HTTP ${res.status}`;
  } catch (err) {
    return `HTTP failed (${(err as Error).cause ?? (err as Error).message})`;
  }
}

async function newSocket(url: string): Promise<string> {
  try {
    const ws = await Promise.race([open(signedWsUrlFor(url)), sleep(5_000).then(() => { throw new Error('timeout'); })]);
    const how = await Promise.race([
      new Promise<string>((res) => ws.once('close', (code, reason) => res(`refused ${code} '${reason}'`))),
      sleep(1_000).then(() => 'open'),
    ]);
    ws.terminate();
    return `new socket ${how}`;
  } catch (err) {
    return `new socket failed (${(err as Error).message})`;
  }
}

/** Phase 3: hoarding under a lowered descriptor limit, then the idle limit. */
async function hoarding(server: Server, o: Options) {
  const held: WebSocket[] = [];
  const fdsBefore = descriptorsOf(server.pid);
  const sameAddress = await hoard(server.wsUrl, 300, () => undefined, held);
  const sameAddressOpen = sameAddress.open;
  console.log(`3a. 300 sockets from 127.0.0.1: ${sameAddress.open} open, closed ${JSON.stringify(sameAddress.closed)}, ${sameAddress.failed} failed`);
  const spread = await hoard(server.wsUrl, o.sockets, (i) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }), held);
  const spreadOpen = spread.open;
  const fds = descriptorsOf(server.pid);
  const http = await httpOk(server.port);
  const fresh = await newSocket(server.wsUrl);
  console.log(`3b. ${o.sockets} sockets from ${o.sockets} addresses: ${spread.open} open, closed ${JSON.stringify(spread.closed)}, `
    + `${spread.failed} failed; server descriptors ${fdsBefore} → ${fds} (ulimit -n ${o.nofile}); then ${http}, ${fresh}`);
  await sleep(13_000); // past WS_IDLE_TIMEOUT_S=10
  const stillOpen = held.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  const fdsAfter = descriptorsOf(server.pid);
  console.log(`3c. 13 s later (idle limit 10 s here): ${stillOpen} of the ${held.length} sockets that opened still open; server descriptors ${fdsAfter}`);
  for (const ws of held) ws.terminate();
  return {
    sameAddressOpen, spreadOpen, spreadFailed: spread.failed, descriptors: fds, nofile: o.nofile,
    http, newSocket: fresh, openAfterIdle: stillOpen,
  };
}

export default async function abuse(args: string[]): Promise<Record<string, unknown>> {
  const o = options(args);
  const dataDir = mkdtempSync(join(tmpdir(), 'abuse-'));
  console.log(`server from ${o.dir}; probe ulimit -n ${readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1]}`);
  const figures: Record<string, unknown> = { dir: o.dir };
  const phases: [string, number, Record<string, string>, (s: Server) => Promise<Record<string, unknown>>][] = [
    ['amplification', 20_000, {}, amplification],
    ['nonReaders', 20_000, {}, nonReaders],
    ['hoarding', o.nofile, { TRUST_PROXY: 'loopback', WS_IDLE_TIMEOUT_S: '10' }, (s) => hoarding(s, o)],
  ];
  try {
    for (const [name, nofile, env, run] of phases) {
      const server = await startServer(o.dir, dataDir, nofile, env);
      try {
        figures[name] = await run(server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

