// The fanout bench's clients, in their own process so the server's event loop is measured alone: opens N
// loopback sockets, and counts every envelope that arrives with its publish→receive latency (now − envelope ts).
// Driven over the IPC channel by bench/fanout.ts (messages in FanoutCommand / FanoutReport).
import { WebSocket } from 'ws';

export type FanoutCommand =
  | { readonly type: 'connect'; readonly url: string; readonly count: number; readonly hello: number[] }
  /** Start counting; receipts after `until` (ms since the epoch) are not counted. */
  | { readonly type: 'measure'; readonly until: number }
  | { readonly type: 'collect'; readonly expected: number }
  | { readonly type: 'disconnect' };

export type FanoutReport =
  | { readonly type: 'ready'; readonly open: number }
  | { readonly type: 'armed' }
  | { readonly type: 'result'; readonly deliveries: number; readonly messages: number; readonly lastAt: number; readonly p50: number; readonly p99: number }
  | { readonly type: 'closed' };

const HIST_MS = 60_000;
let sockets: WebSocket[] = [];
let measuring = false;
let until = 0;
let deliveries = 0;
let messages = 0;
let lastAt = 0;
let hist = new Uint32Array(HIST_MS + 1);

const send = (r: FanoutReport) => process.send?.(r);

/** Reads a varint at `pos`; returns [value, next position]. Values stay below 2^53 here (ms timestamps). */
function varint(b: Buffer, pos: number): [number, number] {
  let value = 0;
  let mul = 1;
  for (;;) {
    const byte = b[pos++];
    value += (byte & 0x7f) * mul;
    if (byte < 0x80) return [value, pos];
    mul *= 128;
  }
}

/** Scans a Packet (field 1: envelopes) for each envelope's ts (field 3) without decoding bodies. */
function countPacket(b: Buffer, now: number): void {
  let pos = 0;
  while (pos < b.length) {
    const [tag, p1] = varint(b, pos);
    const [len, p2] = varint(b, p1);
    pos = p2 + len;
    if (tag !== 0x0a) continue;
    let q = p2;
    while (q < pos) {
      const [ftag, q1] = varint(b, q);
      const wire = ftag & 7;
      if (ftag >>> 3 === 3) {
        const [ts] = varint(b, q1);
        hist[Math.min(HIST_MS, Math.max(0, now - ts))]++;
        deliveries++;
        break;
      }
      if (wire === 0) q = varint(b, q1)[1];
      else if (wire === 2) { const [l, q2] = varint(b, q1); q = q2 + l; }
      else if (wire === 5) q = q1 + 4;
      else q = q1 + 8;
    }
  }
}

function percentile(p: number): number {
  const total = hist.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let ms = 0; ms <= HIST_MS; ms++) {
    seen += hist[ms];
    if (seen >= total * p) return ms;
  }
  return HIST_MS;
}

function open(url: string, hello: Buffer): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('message', (data) => {
      const now = Date.now();
      if (!measuring || now > until) return;
      messages++;
      lastAt = now;
      countPacket(data as Buffer, now);
    });
    ws.once('open', () => {
      if (hello.length > 0) ws.send(hello);
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

async function connect(url: string, count: number, hello: Buffer): Promise<void> {
  // In waves, so the listen backlog never overflows.
  for (let i = 0; i < count; i += 100) {
    const wave = await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => open(url, hello)));
    sockets.push(...wave);
  }
}

async function collect(expected: number): Promise<void> {
  while (deliveries < expected && Date.now() <= until) await new Promise((r) => setTimeout(r, 10));
  measuring = false;
  send({ type: 'result', deliveries, messages, lastAt, p50: percentile(0.5), p99: percentile(0.99) });
}

process.on('message', (cmd: FanoutCommand) => {
  switch (cmd.type) {
    case 'connect':
      connect(cmd.url, cmd.count, Buffer.from(cmd.hello)).then(() => send({ type: 'ready', open: sockets.length }));
      break;
    case 'measure':
      deliveries = 0; messages = 0; lastAt = 0; hist = new Uint32Array(HIST_MS + 1);
      until = cmd.until;
      measuring = true;
      send({ type: 'armed' });
      break;
    case 'collect':
      void collect(cmd.expected);
      break;
    case 'disconnect': {
      const all = sockets;
      sockets = [];
      let left = all.length;
      if (left === 0) send({ type: 'closed' });
      for (const ws of all) {
        ws.once('close', () => { if (--left === 0) send({ type: 'closed' }); });
        ws.terminate();
      }
      break;
    }
  }
});
