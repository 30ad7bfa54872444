// Chat delivery to 500 room members on 127.0.0.1 (issue #14): our gateway's room channel (the token check, the
// per-user rate, the database write, the chat bus, one envelope per message shared by the room, one write per
// member per tick) against its anchor in the same run — a bare `ws` server that decodes each ChatSend, encodes
// one ChatMessage packet and ws.send()s it to every member. The sockets live in a child process
// (bench/chat-clients.ts): 500 guests reading, 10 logged-in writers taking turns (each within its 1 message a
// second). Figure: send → receipt p50/p99/max over every delivery. Target: gateway p99 ≤ 200 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASK_DEADLINE_MS, ClientsProcess } from './clients-process';
import { WebSocketServer } from 'ws';
import { decodePacket, encodeChatMessage, encodeRoomEvent, packetOf } from '../engine/wire';
import { createAccountsRuntime } from '../server/api/runtime';
import { apiClient } from '../server/chat/test-support/chat-kit';
import { DEFAULTS } from '../server/config';
import { DEMO_ROOM_FIRST_ID } from '../server/db/demo-people';
import type { FeedSink, FeedSource } from '../server/feed/feed-source';
import { signedWsUrlFor } from '../server/gateway/signed-url';
import { startRuntime } from '../server/runtime';
import type { ChatCommand, ChatReport } from './chat-clients';
import { isSmoke, PreconditionError, verdict } from './options';

interface Size {
  readonly members: number;
  readonly writers: number;
  /** Each writer sends one message per this (the per-user limit is 1 a second, burst 3). */
  readonly intervalMs: number;
  readonly runMs: number;
  /** After the last send: the last messages land. */
  readonly drainMs: number;
  /** After every socket joined. */
  readonly settleMs: number;
}

const FULL: Size = { members: 500, writers: 10, intervalMs: 1_100, runMs: 10_000, drainMs: 2_000, settleMs: 500 };
/** The smoke form (bench/options.ts). */
const SMOKE: Size = { members: 10, writers: 2, intervalMs: 1_100, runMs: 1_200, drainMs: 300, settleMs: 50 };
const TARGET_P99_MS = 200;
const ROOM = DEMO_ROOM_FIRST_ID;
/** Every socket joined (or refused) within this, else the bench gives up. */
const CONNECT_DEADLINE_MS = 30_000;
/** Any other answer of the clients' process within this (beyond the run's own length). */

class EmptySource implements FeedSource {
  readonly kind = 'bench';
  start(sink: FeedSink): void { sink.push([], false); }
  stop(): void {}
  now(): number { return Date.now(); }
}

class Clients extends ClientsProcess<ChatCommand, ChatReport> {
  constructor() {
    super(fileURLToPath(new URL('./chat-clients.ts', import.meta.url)), 'chat');
  }
}

type Result = Extract<ChatReport, { type: 'result' }>;

async function run(size: Size, clients: Clients, server: string, url: string, writers: readonly string[]): Promise<Result> {
  const wanted = size.members + writers.length;
  const ready = await clients.ask({ type: 'connect', url, roomId: ROOM, members: size.members, writers, deadlineMs: CONNECT_DEADLINE_MS }, 'ready',
    CONNECT_DEADLINE_MS + ASK_DEADLINE_MS);
  if (ready.joined < wanted) {
    const refusals = Object.entries(ready.refused).map(([code, r]) => `${r.count} ${code === 'error' ? 'failed' : `closed with ${code}`} '${r.reason}'`);
    throw new PreconditionError(`only ${ready.joined} of ${wanted} sockets joined room ${ROOM} on the ${server} within ${CONNECT_DEADLINE_MS / 1000} s`
      + `${refusals.length > 0 ? `: ${refusals.join('; ')}` : ''}`);
  }
  await new Promise((r) => setTimeout(r, size.settleMs));
  const result = await clients.ask({ type: 'run', ms: size.runMs, intervalMs: size.intervalMs, drainMs: size.drainMs }, 'result', size.runMs + size.drainMs + ASK_DEADLINE_MS);
  await clients.ask({ type: 'disconnect' }, 'closed');
  return result;
}

async function gateway(size: Size, clients: Clients): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const sms: string[] = [];
  const accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: (l) => sms.push(l) });
  const runtime = await startRuntime({ ...DEFAULTS, port: 0, host: '127.0.0.1', distDir: '.no-ui' }, {
    source: new EmptySource(), accounts, gateway: { maxConnectionsPerIp: 2 * size.members },
  });
  try {
    const api = await apiClient(runtime.url, sms);
    const tokens: string[] = [];
    for (let i = 0; i < size.writers; i++) tokens.push(await api.login(`19900010${String(i + 1).padStart(3, '0')}`));
    return await run(size, clients, 'gateway', signedWsUrlFor(runtime.wsUrl), tokens);
  } finally {
    await runtime.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The anchor: decode the send, encode one message packet, ws.send it to every member of the room. */
async function bare(size: Size, clients: Clients): Promise<Result> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  let msgId = 0;
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      for (const c of decodePacket(new Uint8Array(data as Buffer), 'up').controls) {
        if (c.kind === 'roomJoin') ws.send(packetOf([encodeRoomEventJoined(c.roomId)]));
        if (c.kind !== 'chatSend') continue;
        const packet = packetOf([encodeChatMessage({ msgId: ++msgId, roomId: c.roomId, customerId: 1, nickname: 'w', level: 1, text: c.text, ts: Date.now(), clientMsgId: '' }, Date.now())]);
        for (const client of wss.clients) client.send(packet);
      }
    });
  });
  try {
    const { port } = wss.address() as AddressInfo;
    return await run(size, clients, 'bare ws server', `ws://127.0.0.1:${port}/`, Array.from({ length: size.writers }, () => ''));
  } finally {
    for (const c of wss.clients) c.terminate();
    wss.close();
  }
}

const encodeRoomEventJoined = (roomId: number) =>
  encodeRoomEvent({ type: 'joined', roomId, history: [], audience: 0, self: { customerId: 0, admin: false, owner: false, mutedUntil: 0 } }, Date.now());

const line = (name: string, r: Result) =>
  `${name.padEnd(28)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  max ${String(r.max).padStart(4)} ms  ` +
  `${r.deliveries}/${r.expected} deliveries, ${r.sent} sent, ${r.refused} refused`;

/** `npm run bench -- chat [--smoke]` (also the chat half of `room`). */
export default async function chatBench(args: string[] = []): Promise<Record<string, unknown>> {
  const size = isSmoke(args) ? SMOKE : FULL;
  const clients = new Clients();
  try {
    console.log(`chat delivery to ${size.members} room members, ${size.writers} writers (one message each per ${size.intervalMs} ms), `
      + `${size.runMs / 1000} s, 127.0.0.1${isSmoke(args) ? ' (smoke form: figures mean nothing)' : ''}`);
    const ours = await gateway(size, clients);
    console.log(line('gateway room channel', ours));
    const anchor = await bare(size, clients);
    console.log(line('anchor: bare ws broadcast', anchor));
    const met = ours.p99 <= TARGET_P99_MS && ours.deliveries === ours.expected;
    console.log(`target gateway p99 ≤ ${TARGET_P99_MS} ms, every delivery: ${verdict(met)}`);
    return { members: size.members, writers: size.writers, gateway: ours, anchor, targetP99Ms: TARGET_P99_MS, met };
  } finally {
    clients.kill();
  }
}
