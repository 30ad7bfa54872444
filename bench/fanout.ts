// Fanout to 1 000 loopback clients: our gateway (frames batched into one packet per client per tick, each frame
// encoded once) against the anchor, a plain `ws` server doing ws.send of every frame to every client, in the
// same run, at the same offered load. The clients run in a child process (bench/fanout-clients.ts) so this
// process's event loop is the server's alone. Figures: deliveries/s (envelopes received by all clients per
// second, publish start → last receipt) and p50/p99 publish→receive latency (receipt − the frame's due time).
// Targets: gateway ≥ 5× the plain deliveries/s, gateway p99 < 100 ms.
// Every client comes from 127.0.0.1, so the gateway the bench starts gets the caps an operator would set for a load
// test from one machine: WS_MAX_CONNECTIONS_PER_IP = the number of clients (through the server's own config
// parsing); the total cap stays its default (80 % of `ulimit -n`), checked first. Clients the gateway still refuses
// end the bench at once with the close codes and reasons it gave (bench/README.md "fanout").
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ASK_DEADLINE_MS, ClientsProcess } from './clients-process';
import { WebSocketServer } from 'ws';
import type { FeedEvent, ListSnapshot } from '../engine/core';
import { encodeEventFrame, encodeListRequest, packetOf } from '../engine/wire';
import type { ServerConfig } from '../server/config';
import { parseConfig } from '../server/config';
import { CLOSE } from '../server/gateway/close-codes';
import { defaultMaxConnections } from '../server/gateway/descriptor-limit';
import type { FeedSink, FeedSource } from '../server/feed/feed-source';
import { startRuntime } from '../server/runtime';
import { signedWsUrlFor } from '../server/gateway/signed-url';
import type { FanoutCommand, FanoutReport, Refusals } from './fanout-clients';
import { fmt } from './measure';
import { isSmoke, positiveOption, PreconditionError, verdict } from './options';

interface Size {
  readonly clients: number;
  /** Offered load, frames per second, for publishMs. */
  readonly rate: number;
  readonly publishMs: number;
  /** Receipts count up to this long after publishing ends; a server still behind by then has its backlog dropped. */
  readonly drainMs: number;
  /** After every client is ready: the lists and connection work settle. */
  readonly settleMs: number;
}

const FULL: Size = { clients: 1_000, rate: 2_000, publishMs: 4_000, drainMs: 4_000, settleMs: 300 };
/** The smoke form (bench/options.ts). */
const SMOKE: Size = { clients: 20, rate: 200, publishMs: 300, drainMs: 500, settleMs: 50 };
const MATCHES = 50;
/** Every client opened and served (or refused) within this, else the bench gives up. */
const CONNECT_DEADLINE_MS = 60_000;
/** Any other answer of the clients' process within this. */
const TARGET = { ratio: 5, p99Ms: 100 };

interface Figures {
  readonly deliveriesPerS: number;
  readonly p50: number;
  readonly p99: number;
  readonly published: number;
  readonly messages: number;
}

/** The feed source the bench publishes through: whatever it is handed goes into the event log live. */
class BenchSource implements FeedSource {
  readonly kind = 'bench';
  sink: FeedSink | undefined;
  constructor(private readonly catchUp: readonly FeedEvent[]) {}
  start(sink: FeedSink): void { this.sink = sink; sink.push(this.catchUp, false); }
  stop(): void { this.sink = undefined; }
  now(): number { return Date.now(); }
}

function footballList(now: number): ListSnapshot {
  const matches = Array.from({ length: MATCHES }, (_, i) => ({
    id: i + 1, sport: 'football' as const, competitionId: 1, homeTeamId: 2 * i + 1, awayTeamId: 2 * i + 2,
    matchTime: Math.floor(now / 1000), statusId: 2, goingTime: Math.floor(now / 1000), peopleNum: 0, hasLineup: false,
    ncaa: false, kind: 1, stageId: 0, seasonId: 0, homePosition: 0, awayPosition: 0, note: '', remark: '',
    homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], homeOverTime: [], awayOverTime: [], lotteries: {},
    living: [], preview: [], varUntil: 0, clockSeconds: 0, extraHalf: 0,
  }));
  return {
    type: 'listSnapshot', seq: 0, ts: now, sport: 'football', stream: 'bench',
    competitions: [{ id: 1, name: '英超', shortName: '英超', logo: '', color: '#3d185c', initial: 'Y', firstTier: true, hot: true }],
    teams: matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]).map((id) => ({ id, name: `队${id}`, logo: '', position: 0 })),
    matches, rooms: [],
  };
}

function scoreEvent(n: number, dueTs: number): FeedEvent {
  return {
    type: 'score', clockSeconds: 0, seq: 0, ts: dueTs, sport: 'football', matchId: (n % MATCHES) + 1, statusId: 4,
    goingTime: Math.floor(dueTs / 1000), homeScores: [n % 7, 0, 0, 0, n % 11], awayScores: [n % 5, 0, 0, 0, 0],
    homeOverTime: [], awayOverTime: [], note: '',
  };
}

/**
 * Sends the due frames (each with its due time as ts) and returns how many it sent; it may stop early at
 * `deadline` when it cannot keep up.
 */
type Send = (events: readonly FeedEvent[], deadline: number) => number;

/** Publishes size.rate frames/s for size.publishMs from `started`. Returns how many frames went out. */
function publish(size: Size, started: number, send: Send): Promise<number> {
  const { rate, publishMs } = size;
  return new Promise((resolve) => {
    const deadline = started + publishMs;
    let due = 0;
    let published = 0;
    const step = () => {
      const now = Date.now();
      const nowDue = Math.floor((Math.min(now - started, publishMs) * rate) / 1000);
      const events: FeedEvent[] = [];
      for (; due < nowDue; due++) events.push(scoreEvent(due, started + Math.floor((due * 1000) / rate)));
      if (events.length > 0) published += send(events, deadline);
      if (Date.now() >= deadline) resolve(published);
      else setTimeout(step, 1);
    };
    step();
  });
}

class Clients extends ClientsProcess<FanoutCommand, FanoutReport> {
  constructor() {
    super(fileURLToPath(new URL('./fanout-clients.ts', import.meta.url)), 'fanout');
  }
}

/** What a refusal's close code means here, for the message that ends the bench. */
const HINTS: Record<string, string> = {
  [CLOSE.tooManyFromAddress]: 'the per-address cap (WS_MAX_CONNECTIONS_PER_IP): every client comes from 127.0.0.1, so it must be at least the number of clients',
  [CLOSE.serverFull]: 'the total cap (WS_MAX_CONNECTIONS, default 80 % of `ulimit -n`)',
  [CLOSE.unauthorized]: 'the URL\'s sign [SK-1]',
};

/** The bench cannot measure unless every client is open: otherwise it ends here, saying why. */
export function requireAllOpen(server: string, wanted: number, ready: { open: number; refused: Refusals; pending: number }): void {
  if (ready.open === wanted) return;
  const refusals = Object.entries(ready.refused).map(([code, r]) => `${r.count} ${code === 'error' ? 'failed' : `closed with ${code}`} '${r.reason}'${HINTS[code] ? ` — ${HINTS[code]}` : ''}`);
  if (ready.pending > 0) refusals.push(`${ready.pending} neither served nor closed within ${CONNECT_DEADLINE_MS / 1000} s`);
  throw new PreconditionError(`only ${ready.open} of ${wanted} clients are connected to the ${server}: ${refusals.join('; ')}`);
}

async function measure(size: Size, clients: Clients, server: string, url: string, hello: number[], firstMessage: boolean, send: Send): Promise<Figures> {
  const ready = await clients.ask({ type: 'connect', url, count: size.clients, hello, firstMessage, deadlineMs: CONNECT_DEADLINE_MS }, 'ready', CONNECT_DEADLINE_MS + ASK_DEADLINE_MS);
  requireAllOpen(server, size.clients, ready);
  await new Promise((r) => setTimeout(r, size.settleMs)); // let the lists and connection work settle
  const started = Date.now() + 50;
  await clients.ask({ type: 'measure', until: started + size.publishMs + size.drainMs }, 'armed');
  await new Promise((r) => setTimeout(r, Math.max(0, started - Date.now())));
  const published = await publish(size, started, send);
  const r = await clients.ask({ type: 'collect', expected: published * size.clients }, 'result', size.drainMs + ASK_DEADLINE_MS);
  await clients.ask({ type: 'disconnect' }, 'closed');
  const closed = Object.entries(r.closed);
  if (closed.length > 0) console.log(`  (${server}: sockets closed while measured: ${closed.map(([code, n]) => `${n} × ${code}`).join(', ')})`);
  return { deliveriesPerS: r.deliveries / ((r.lastAt - started) / 1000), p50: r.p50, p99: r.p99, published, messages: r.messages };
}

/**
 * The gateway's config as an operator would set it for this load test: the server's own parsing of
 * WS_MAX_CONNECTIONS_PER_IP (and the defaults for everything else), on 127.0.0.1, a free port, no UI.
 */
export function gatewayConfig(perIpCap: number): ServerConfig {
  const parsed = parseConfig({ HOST: '127.0.0.1', PORT: '0', DIST_DIR: '.no-ui', WS_MAX_CONNECTIONS_PER_IP: String(perIpCap) });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.config;
}

/** The total cap this process's gateway will have must leave room for every client, else say how to fix it. */
export function requireTotalCap(clients: number, config: ServerConfig, totalCap = defaultMaxConnections()): void {
  const cap = config.gateway.maxConnections ?? totalCap;
  if (cap < clients) {
    throw new PreconditionError(`the gateway's total socket cap here is ${cap} (WS_MAX_CONNECTIONS, default 80 % of \`ulimit -n\`), below the ${clients} clients: `
      + `raise the open-file limit (e.g. \`ulimit -n ${Math.ceil((clients + 256) / 0.8)}\`) or run fewer (--clients)`);
  }
}

async function measureGateway(size: Size, clients: Clients, config: ServerConfig): Promise<Figures> {
  const source = new BenchSource([footballList(Date.now())]);
  const runtime = await startRuntime(config, { source });
  try {
    const hello = [...packetOf([encodeListRequest('football', Date.now())])];
    return await measure(size, clients, 'gateway', signedWsUrlFor(runtime.wsUrl), hello, true, (events) => {
      source.sink?.push(events, true);
      return events.length;
    });
  } finally {
    await runtime.stop();
  }
}

async function measurePlain(size: Size, clients: Clients): Promise<Figures> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const { port } = wss.address() as AddressInfo;
  let seq = 0;
  try {
    return await measure(size, clients, 'plain ws server', `ws://127.0.0.1:${port}/`, [], false, (events, deadline) => {
      let sent = 0;
      for (const e of events) {
        if (Date.now() >= deadline) break;
        const packet = packetOf([encodeEventFrame({ ...e, seq: ++seq })]); // encoded once, sent to all
        for (const ws of wss.clients) ws.send(packet);
        sent++;
      }
      return sent;
    });
  } finally {
    for (const ws of wss.clients) ws.terminate();
    await new Promise((r) => wss.close(r));
  }
}

const line = (name: string, f: Figures) => console.log(
  `${name.padEnd(16)} ${fmt(f.deliveriesPerS).padStart(11)} deliveries/s  p50 ${f.p50} ms  p99 ${f.p99} ms  `
  + `(${fmt(f.published)} frames published, ${fmt(f.messages)} ws messages)`,
);

/**
 * `npm run bench -- fanout [--clients N] [--per-ip-cap N] [--smoke]`. --per-ip-cap sets the gateway's
 * WS_MAX_CONNECTIONS_PER_IP (default: the number of clients); below it, the bench ends at once saying so.
 */
export default async function run(args: string[] = []): Promise<Record<string, number | boolean>> {
  const base = isSmoke(args) ? SMOKE : FULL;
  const size: Size = { ...base, clients: Math.round(positiveOption(args, 'clients', base.clients)) };
  const perIpCap = Math.round(positiveOption(args, 'per-ip-cap', size.clients));
  const config = gatewayConfig(perIpCap);
  requireTotalCap(size.clients, config);
  console.log(`fanout: ${size.clients} loopback clients from 127.0.0.1, ${size.rate} frames/s offered for ${size.publishMs / 1000} s; `
    + `gateway WS_MAX_CONNECTIONS_PER_IP=${perIpCap}${isSmoke(args) ? ' (smoke form: figures mean nothing)' : ''}`);
  const clients = new Clients();
  try {
    const gateway = await measureGateway(size, clients, config);
    line('gateway', gateway);
    const plain = await measurePlain(size, clients);
    line('anchor: ws.send', plain);
    const ratio = gateway.deliveriesPerS / plain.deliveriesPerS;
    const met = ratio >= TARGET.ratio && gateway.p99 < TARGET.p99Ms;
    console.log(`gateway/ws.send ${ratio.toFixed(1)}× deliveries/s, gateway p99 ${gateway.p99} ms (target ≥ ${TARGET.ratio}× and p99 < ${TARGET.p99Ms} ms): ${verdict(met)}`);
    return {
      met, clients: size.clients, offered_frames_per_s: size.rate,
      gateway_deliveries_per_s: Math.round(gateway.deliveriesPerS), gateway_p50_ms: gateway.p50, gateway_p99_ms: gateway.p99,
      plain_deliveries_per_s: Math.round(plain.deliveriesPerS), plain_p50_ms: plain.p50, plain_p99_ms: plain.p99,
      ratio: Number(ratio.toFixed(2)),
    };
  } finally {
    clients.kill();
  }
}
