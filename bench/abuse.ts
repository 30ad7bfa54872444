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
// Targets (issue #11 §1), each printed met / MISSED, each against its anchor from the same run: at most one list
// snapshot per sport for the 2 970-request message (anchor: the reply to one request per sport); server RSS growth
// under the non-readers within their send queues' cap (anchor: RSS before); the bystander's pong p99 under the flood
// within 2× of its p99 at rest (the anchor); at most WS_MAX_CONNECTIONS_PER_IP sockets from one address, the rest
// refused 4430; past the total cap HTTP still answers and a new socket is refused 4503; none open after the idle limit.
// `--smoke` (bench/options.ts): one server for the three phases, replaying the small recorded day, with small counts
// and short waits (per-address cap 8, total cap 40 set as WS_MAX_CONNECTIONS rather than reached through a lowered
// `ulimit -n`, idle limit 3 s).
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
import { GATEWAY_LIMIT_DEFAULTS } from '../server/gateway/limits';
import { signedWsUrlFor } from '../server/gateway/signed-url';
import { SMALL_DAY_PATH } from './full-day';
import { isSmoke, option, PreconditionError, verdict } from './options';

interface Options {
  readonly dir: string;
  readonly smoke: boolean;
  /** Sockets from as many addresses in phase 3. */
  readonly sockets: number;
  /** The server's `ulimit -n` in phase 3. */
  readonly nofile: number;
  /** WS_MAX_CONNECTIONS in phase 3; undefined: the server's default (80 % of its `ulimit -n`). */
  readonly totalCap: number | undefined;
  /** Sockets from one address in phase 3, and the server's cap on them. */
  readonly sameAddress: number;
  readonly perAddressCap: number;
  /** Clients that never read, in phase 2. */
  readonly nonReaders: number;
  /** The bystander's pongs at rest, and the flood watched, ms. */
  readonly restMs: number;
  readonly floodMs: number;
  /** WS_IDLE_TIMEOUT_S in phase 3. */
  readonly idleS: number;
}

function options(args: string[]): Options {
  const smoke = isSmoke(args);
  return {
    dir: resolve(option(args, 'dir') ?? '.'),
    smoke,
    sockets: Math.min(5_000, Number(option(args, 'sockets') ?? (smoke ? 50 : 3_000))),
    nofile: Number(option(args, 'nofile') ?? (smoke ? 512 : 2_048)),
    totalCap: smoke ? 40 : undefined,
    sameAddress: smoke ? 12 : 300,
    perAddressCap: smoke ? 8 : GATEWAY_LIMIT_DEFAULTS.maxConnectionsPerIp,
    nonReaders: smoke ? 2 : 8,
    restMs: smoke ? 500 : 5_000,
    floodMs: smoke ? 1_000 : 10_000,
    idleS: smoke ? 3 : 10,
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

const START_DEADLINE_MS = 90_000;

/** server/main.ts of `dir` in a process of its own (so its RSS and descriptors are its own), under `ulimit -n`. */
async function startServer(dir: string, dataDir: string, nofile: number, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn('bash', ['-c', `ulimit -n ${nofile} && exec "${process.execPath}" --import tsx server/main.ts`], {
    cwd: dir, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, FEED: 'simulator', SEED: 'abuse', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', RTMP_PORT: '0', DEMO_VIDEO: 'off',
      ...env,
    },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const end = Date.now() + START_DEADLINE_MS;
  while (!out.includes('live server on')) {
    if (child.exitCode !== null || Date.now() > end) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new PreconditionError(`the server (${dir}/server/main.ts) ${child.exitCode === null ? `did not say it was ready within ${START_DEADLINE_MS / 1000} s` : `exited (${child.exitCode})`}:\n${out.slice(-4_000)}`);
    }
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

/** The issue's message: 2 970 list requests, both sports in turn, 65 340 bytes. */
function manyRequests(): Buffer {
  const sports: Sport[] = ['football', 'basketball'];
  return Buffer.from(packetOf(Array.from({ length: 2_970 }, (_, i) => encodeListRequest(sports[i % 2], Date.now()))));
}

function open(url: string, headers?: Record<string, string>): Promise<WebSocket> {
  return new Promise((res, rej) => {
    const ws = new WebSocket(url, { headers, maxPayload: 0, perMessageDeflate: false, handshakeTimeout: 10_000 });
    ws.once('open', () => res(ws));
    ws.once('error', rej);
  });
}

const pongs = (data: Buffer) => decodePacket(new Uint8Array(data)).controls.filter((c) => c.kind === 'pong').length;

interface Reply { readonly bytes: number; readonly messages: number; readonly ms: number; readonly how: string; readonly snapshots: Record<string, number> }

/** Bytes (and list snapshots, by sport) back for one message, until the pong of a ping sent after it (or 60 s). */
async function replyTo(server: Server, message: Buffer): Promise<Reply> {
  const ws = await open(signedWsUrlFor(server.wsUrl));
  let bytes = 0;
  let messages = 0;
  const snapshots: Record<string, number> = {};
  const t0 = performance.now();
  const done = new Promise<string>((res) => {
    ws.on('message', (data: Buffer) => {
      bytes += data.length;
      messages++;
      for (const e of decodePacket(new Uint8Array(data)).events) if (e.type === 'listSnapshot') snapshots[e.sport] = (snapshots[e.sport] ?? 0) + 1;
      if (pongs(data) > 0) res('pong');
    });
    ws.once('close', (code) => res(`closed ${code}`));
    setTimeout(() => res('timeout 60 s'), 60_000);
  });
  ws.send(message);
  ws.send(packetOf([encodePing(1)]));
  const how = await done;
  const ms = performance.now() - t0;
  ws.terminate();
  return { bytes, messages, ms, how, snapshots };
}

/** Phase 1: bytes back for one 65 KB message; the anchor: the reply to one list request per sport. */
async function amplification(server: Server) {
  const anchor = await replyTo(server, Buffer.from(packetOf([encodeListRequest('football', Date.now()), encodeListRequest('basketball', Date.now())])));
  const message = manyRequests();
  const r = await replyTo(server, message);
  const most = Math.max(0, ...Object.values(r.snapshots));
  const met = most <= 1 && r.how === 'pong';
  console.log(`1. amplification: ${message.length}-byte message of 2 970 list requests → ${r.bytes} bytes back in ${r.messages} message(s), ${r.ms.toFixed(0)} ms (${r.how}); `
    + `list snapshots ${JSON.stringify(r.snapshots)}`);
  console.log(`   anchor: one list request per sport → ${anchor.bytes} bytes back in ${anchor.messages} message(s), ${anchor.ms.toFixed(0)} ms; `
    + `the flood's reply is ${(r.bytes / Math.max(1, anchor.bytes)).toFixed(2)}× it`);
  console.log(`   target: at most one list snapshot per sport for the whole message, then the pong: ${verdict(met)}`);
  return { requestBytes: message.length, replyBytes: r.bytes, replyMs: Math.round(r.ms), anchorReplyBytes: anchor.bytes, snapshots: r.snapshots, met };
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

/** Phase 2: clients that never read (eight) send the 65 KB message; server RSS and a bystander's pong p99. */
async function nonReaders(server: Server, o: Options) {
  const by = await open(signedWsUrlFor(server.wsUrl));
  by.send(packetOf([encodeListRequest('football', Date.now()), encodeListRequest('basketball', Date.now())]));
  await sleep(o.smoke ? 200 : 1_000);
  const beat = bystander(by);
  await sleep(o.restMs);
  const rest = beat.take();
  const rssBefore = rssOf(server.pid);
  const message = manyRequests();
  const closes = new Map<string, number>();
  const clients = await Promise.all(Array.from({ length: o.nonReaders }, () => open(signedWsUrlFor(server.wsUrl))));
  for (const ws of clients) {
    ws.once('close', (code) => closes.set(String(code), (closes.get(String(code)) ?? 0) + 1));
    (ws as unknown as { _socket: { pause(): void } })._socket.pause(); // never reads
    ws.send(message);
  }
  let peak = rssBefore;
  for (let t = 0; t < o.floodMs / 100; t++) {
    await sleep(100);
    peak = Math.max(peak, rssOf(server.pid));
    if (peak > 8 * 1024 ** 3) break; // bounded: do not take the machine down
  }
  const flood = beat.take();
  beat.stop();
  for (const ws of clients) ws.terminate();
  by.terminate();
  const closed = Object.fromEntries(closes);
  // Each client's queue is capped (WS_SEND_QUEUE_BYTES, the server's default here), whatever it asks for.
  const rssCap = o.nonReaders * GATEWAY_LIMIT_DEFAULTS.sendBufferLimit;
  const rssMet = peak - rssBefore <= rssCap;
  const pongMet = Number.isFinite(flood.p99) && Number.isFinite(rest.p99) && flood.p99 <= 2 * rest.p99;
  console.log(`2. ${o.nonReaders} non-reading clients: server RSS ${MiB(rssBefore)} before (anchor) → peak ${MiB(peak)}; bystander pong p99 `
    + `${rest.p99.toFixed(1)} ms at rest (anchor, ${rest.count} pongs) → ${flood.p99.toFixed(1)} ms under the flood (${flood.count}); `
    + `closes seen by the clients ${JSON.stringify(closed)}`);
  console.log(`   target: RSS growth ≤ ${o.nonReaders} × the ${MiB(GATEWAY_LIMIT_DEFAULTS.sendBufferLimit)} send queue = ${MiB(rssCap)} (grew ${MiB(peak - rssBefore)}): ${verdict(rssMet)}; `
    + `pong p99 under the flood ≤ 2× at rest: ${verdict(pongMet)}`);
  return {
    rssBeforeMB: rssBefore / 2 ** 20, rssPeakMB: peak / 2 ** 20, pongP99RestMs: rest.p99, pongP99FloodMs: flood.p99,
    met: { rss: rssMet, pong: pongMet },
  };
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
  await sleep(count > 100 ? 1_500 : 300);
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
  const sameAddress = await hoard(server.wsUrl, o.sameAddress, () => undefined, held);
  const sameAddressOpen = sameAddress.open;
  const capMet = sameAddress.open <= o.perAddressCap && (sameAddress.closed[4430] ?? 0) === o.sameAddress - Math.min(o.sameAddress, o.perAddressCap);
  console.log(`3a. ${o.sameAddress} sockets from 127.0.0.1: ${sameAddress.open} open, closed ${JSON.stringify(sameAddress.closed)}, ${sameAddress.failed} failed; `
    + `target at most WS_MAX_CONNECTIONS_PER_IP = ${o.perAddressCap} open, the rest refused 4430: ${verdict(capMet)}`);
  const spread = await hoard(server.wsUrl, o.sockets, (i) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }), held);
  const spreadOpen = spread.open;
  const fds = descriptorsOf(server.pid);
  const http = await httpOk(server.port);
  const fresh = await newSocket(server.wsUrl);
  const fullMet = http === 'HTTP 200' && fresh.startsWith('new socket refused 4503');
  console.log(`3b. ${o.sockets} sockets from ${o.sockets} addresses: ${spread.open} open, closed ${JSON.stringify(spread.closed)}, `
    + `${spread.failed} failed; server descriptors ${fdsBefore} at rest (anchor) → ${fds} (ulimit -n ${o.nofile}${o.totalCap !== undefined ? `, WS_MAX_CONNECTIONS=${o.totalCap}` : ""}); then ${http}, ${fresh}; `
    + `target past the total cap HTTP 200 and a new socket refused 4503: ${verdict(fullMet)}`);
  const waitMs = o.idleS * 1000 + (o.smoke ? 1_500 : 3_000);
  await sleep(waitMs); // past WS_IDLE_TIMEOUT_S
  const stillOpen = held.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  const fdsAfter = descriptorsOf(server.pid);
  console.log(`3c. ${(waitMs / 1000).toFixed(1)} s later (idle limit ${o.idleS} s here): ${stillOpen} of the ${held.length} sockets that opened still open; `
    + `server descriptors ${fdsAfter}; target none open: ${verdict(stillOpen === 0)}`);
  for (const ws of held) ws.terminate();
  return {
    sameAddressOpen, spreadOpen, spreadFailed: spread.failed, descriptors: fds, nofile: o.nofile,
    http, newSocket: fresh, openAfterIdle: stillOpen, met: { perAddress: capMet, full: fullMet, idle: stillOpen === 0 },
  };
}

export default async function abuse(args: string[] = []): Promise<Record<string, unknown>> {
  const o = options(args);
  const dataDir = mkdtempSync(join(tmpdir(), 'abuse-'));
  console.log(`server from ${o.dir}; probe ulimit -n ${readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1]}`
    + `${o.smoke ? '; smoke form (one server for the three phases, the small day; figures mean nothing)' : ''}`);
  const figures: Record<string, unknown> = { dir: o.dir };
  const hoardEnv: Record<string, string> = {
    TRUST_PROXY: 'loopback', WS_IDLE_TIMEOUT_S: String(o.idleS), WS_MAX_CONNECTIONS_PER_IP: String(o.perAddressCap),
    ...(o.totalCap !== undefined && { WS_MAX_CONNECTIONS: String(o.totalCap) }),
  };
  const phases: [string, number, Record<string, string>, (s: Server) => Promise<Record<string, unknown>>][] = [
    ['amplification', 20_000, {}, amplification],
    ['nonReaders', 20_000, {}, (s) => nonReaders(s, o)],
    ['hoarding', o.nofile, hoardEnv, (s) => hoarding(s, o)],
  ];
  // The smoke form: one server with phase 3's settings, replaying the small recorded day, no demo people.
  const smokeEnv = { ...hoardEnv, FEED: 'replay', FIXTURE: SMALL_DAY_PATH, DEMO_SEED: 'false' };
  let shared: Server | undefined;
  try {
    if (o.smoke) shared = await startServer(o.dir, dataDir, o.nofile, smokeEnv);
    for (const [name, nofile, env, run] of phases) {
      const server = shared ?? await startServer(o.dir, dataDir, nofile, env);
      try {
        figures[name] = await run(server);
      } finally {
        if (!shared) await server.stop();
      }
    }
  } finally {
    await shared?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const met = ['amplification', 'nonReaders', 'hoarding'].every((p) => {
    const m = (figures[p] as { met?: boolean | Record<string, boolean> } | undefined)?.met;
    return typeof m === 'boolean' ? m : m !== undefined && Object.values(m).every(Boolean);
  });
  console.log(`every target: ${verdict(met)}`);
  return { ...figures, met };
}

