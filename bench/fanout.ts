// Fanout to 1 000 loopback clients: our gateway (frames batched into one packet per client per tick, each frame
// encoded once) against the anchor, a plain `ws` server doing ws.send of every frame to every client, in the
// same run, at the same offered load. The clients run in a child process (bench/fanout-clients.ts) so this
// process's event loop is the server's alone. Figures: deliveries/s (envelopes received by all clients per
// second, publish start → last receipt) and p50/p99 publish→receive latency (receipt − the frame's due time).
// Targets: gateway ≥ 5× the plain deliveries/s, gateway p99 < 100 ms.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import type { FeedEvent, ListSnapshot } from '../engine/core';
import { encodeEventFrame, encodeListRequest, packetOf } from '../engine/wire';
import { DEFAULTS } from '../server/config';
import type { FeedSink, FeedSource } from '../server/feed/feed-source';
import { startRuntime } from '../server/runtime';
import { signedWsUrlFor } from '../server/gateway/signed-url';
import type { FanoutCommand, FanoutReport } from './fanout-clients';
import { fmt } from './measure';

const CLIENTS = 1_000;
/** Offered load, frames per second, for PUBLISH_MS. */
const RATE = 2_000;
const PUBLISH_MS = 4_000;
/** Receipts count up to this long after publishing ends; a server still behind by then has its backlog dropped. */
const DRAIN_MS = 4_000;
const MATCHES = 50;

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

/** Publishes RATE frames/s for PUBLISH_MS from `started`. Returns how many frames went out. */
function publish(started: number, send: Send): Promise<number> {
  return new Promise((resolve) => {
    const deadline = started + PUBLISH_MS;
    let due = 0;
    let published = 0;
    const step = () => {
      const now = Date.now();
      const nowDue = Math.floor((Math.min(now - started, PUBLISH_MS) * RATE) / 1000);
      const events: FeedEvent[] = [];
      for (; due < nowDue; due++) events.push(scoreEvent(due, started + Math.floor((due * 1000) / RATE)));
      if (events.length > 0) published += send(events, deadline);
      if (Date.now() >= deadline) resolve(published);
      else setTimeout(step, 1);
    };
    step();
  });
}

class Clients {
  private readonly child: ChildProcess;
  private waiting: ((r: FanoutReport) => void) | undefined;

  constructor() {
    const file = fileURLToPath(new URL('./fanout-clients.ts', import.meta.url));
    this.child = fork(file, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (r: FanoutReport) => this.waiting?.(r));
  }

  ask<T extends FanoutReport['type']>(cmd: FanoutCommand, reply: T): Promise<Extract<FanoutReport, { type: T }>> {
    return new Promise((resolve) => {
      this.waiting = (r) => {
        if (r.type !== reply) return;
        this.waiting = undefined;
        resolve(r as Extract<FanoutReport, { type: T }>);
      };
      this.child.send(cmd);
    });
  }

  kill(): void {
    this.child.kill();
  }
}

async function measure(clients: Clients, url: string, hello: number[], send: Send): Promise<Figures> {
  const { open } = await clients.ask({ type: 'connect', url, count: CLIENTS, hello }, 'ready');
  if (open !== CLIENTS) throw new Error(`only ${open} clients connected`);
  await new Promise((r) => setTimeout(r, 300)); // let the lists and connection work settle
  const started = Date.now() + 50;
  await clients.ask({ type: 'measure', until: started + PUBLISH_MS + DRAIN_MS }, 'armed');
  await new Promise((r) => setTimeout(r, Math.max(0, started - Date.now())));
  const published = await publish(started, send);
  const r = await clients.ask({ type: 'collect', expected: published * CLIENTS }, 'result');
  await clients.ask({ type: 'disconnect' }, 'closed');
  return { deliveriesPerS: r.deliveries / ((r.lastAt - started) / 1000), p50: r.p50, p99: r.p99, published, messages: r.messages };
}

async function measureGateway(clients: Clients): Promise<Figures> {
  const source = new BenchSource([footballList(Date.now())]);
  const runtime = await startRuntime({ ...DEFAULTS, port: 0, host: '127.0.0.1', distDir: '.no-ui' }, { source });
  try {
    const hello = [...packetOf([encodeListRequest('football', Date.now())])];
    return await measure(clients, signedWsUrlFor(runtime.wsUrl), hello, (events) => {
      source.sink?.push(events, true);
      return events.length;
    });
  } finally {
    await runtime.stop();
  }
}

async function measurePlain(clients: Clients): Promise<Figures> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const { port } = wss.address() as AddressInfo;
  let seq = 0;
  try {
    return await measure(clients, `ws://127.0.0.1:${port}/`, [], (events, deadline) => {
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
  `${name.padEnd(8)} ${fmt(f.deliveriesPerS).padStart(11)} deliveries/s  p50 ${f.p50} ms  p99 ${f.p99} ms  `
  + `(${fmt(f.published)} frames published, ${fmt(f.messages)} ws messages)`,
);

export default async function run(): Promise<Record<string, number>> {
  console.log(`fanout: ${CLIENTS} loopback clients, ${RATE} frames/s offered for ${PUBLISH_MS / 1000} s`);
  const clients = new Clients();
  try {
    const gateway = await measureGateway(clients);
    line('gateway', gateway);
    const plain = await measurePlain(clients);
    line('ws.send', plain);
    const ratio = gateway.deliveriesPerS / plain.deliveriesPerS;
    const verdict = ratio >= 5 && gateway.p99 < 100 ? 'meets' : 'MISSES';
    console.log(`gateway/ws.send ${ratio.toFixed(1)}× (target ≥ 5×, p99 < 100 ms): ${verdict} the target`);
    return {
      clients: CLIENTS, offered_frames_per_s: RATE,
      gateway_deliveries_per_s: Math.round(gateway.deliveriesPerS), gateway_p50_ms: gateway.p50, gateway_p99_ms: gateway.p99,
      plain_deliveries_per_s: Math.round(plain.deliveriesPerS), plain_p50_ms: plain.p50, plain_p99_ms: plain.p99,
      ratio: Number(ratio.toFixed(2)),
    };
  } finally {
    clients.kill();
  }
}
