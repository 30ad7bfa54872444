// The fanout bench's clients, in their own process so the server's event loop is measured alone: opens N
// loopback sockets, and counts every envelope that arrives with its publish→receive latency (now − envelope ts).
// Driven over the IPC channel by bench/fanout.ts (messages in FanoutCommand / FanoutReport).
// A socket is ready once it is open and, with `firstMessage`, has received something (the gateway's list snapshot:
// the gateway accepted and serves it); a socket the server closes first (e.g. 4430, too many from one address) is
// counted as refused with its code and reason, so `ready` always comes, and says how many are really open.
import { WebSocket } from 'ws';

export type FanoutCommand =
  | {
      readonly type: 'connect'; readonly url: string; readonly count: number; readonly hello: number[];
      readonly firstMessage: boolean;
      /** ms: sockets not settled by then are reported as pending. */
      readonly deadlineMs: number;
    }
  /** Start counting; receipts after `until` (ms since the epoch) are not counted. */
  | { readonly type: 'measure'; readonly until: number }
  | { readonly type: 'collect'; readonly expected: number }
  | { readonly type: 'disconnect' };

/** Sockets the server closed (or that failed) before they were ready, by close code (or 'error'), with the first reason. */
export type Refusals = Record<string, { count: number; reason: string }>;

export type FanoutReport =
  | { readonly type: 'ready'; readonly open: number; readonly refused: Refusals; readonly pending: number }
  | { readonly type: 'armed' }
  | {
      readonly type: 'result'; readonly deliveries: number; readonly messages: number; readonly lastAt: number; readonly p50: number; readonly p99: number;
      /** Sockets closed since they were ready (e.g. 1013: too slow to read), by code. */
      readonly closed: Record<string, number>;
    }
  | { readonly type: 'closed' };

const HIST_MS = 60_000;
const WAVE = 100;
let sockets: WebSocket[] = [];
let closedSinceReady: Record<string, number> = {};
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

type Settled = { ready: true } | { ready: false; code: string; reason: string };

/**
 * Opens one socket. `opened` resolves at its open (or its failure), `settled` once it is ready or was closed or
 * failed before that.
 */
function open(url: string, hello: Buffer, firstMessage: boolean): { ws: WebSocket; opened: Promise<void>; settled: Promise<Settled> } {
  const ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 10_000 });
  let ready = false;
  let settle!: (s: Settled) => void;
  const settled = new Promise<Settled>((resolve) => { settle = resolve; });
  let opened!: () => void;
  const openedP = new Promise<void>((resolve) => { opened = resolve; });
  const becomeReady = () => {
    if (ready) return;
    ready = true;
    settle({ ready: true });
  };
  ws.on('message', (data) => {
    becomeReady();
    const now = Date.now();
    if (!measuring || now > until) return;
    messages++;
    lastAt = now;
    countPacket(data as Buffer, now);
  });
  ws.once('open', () => {
    opened();
    if (hello.length > 0) ws.send(hello);
    if (!firstMessage) becomeReady();
  });
  ws.on('error', (err) => {
    opened();
    settle({ ready: false, code: 'error', reason: err.message });
  });
  ws.once('close', (code, reason) => {
    opened();
    if (ready) closedSinceReady[code] = (closedSinceReady[code] ?? 0) + 1;
    settle({ ready: false, code: String(code), reason: reason.toString() });
  });
  return { ws, opened: openedP, settled };
}

async function connect(cmd: Extract<FanoutCommand, { type: 'connect' }>): Promise<FanoutReport> {
  const hello = Buffer.from(cmd.hello);
  const deadline = Date.now() + cmd.deadlineMs;
  const settled: Promise<Settled>[] = [];
  // In waves, so the listen backlog never overflows.
  for (let i = 0; i < cmd.count && Date.now() < deadline; i += WAVE) {
    const wave = Array.from({ length: Math.min(WAVE, cmd.count - i) }, () => open(cmd.url, hello, cmd.firstMessage));
    sockets.push(...wave.map((w) => w.ws));
    settled.push(...wave.map((w) => w.settled));
    await Promise.race([Promise.all(wave.map((w) => w.opened)), new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
  }
  const outcomes: (Settled | undefined)[] = new Array(settled.length).fill(undefined);
  settled.forEach((p, i) => p.then((s) => { outcomes[i] = s; }));
  while (outcomes.some((o) => o === undefined) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const refused: Refusals = {};
  let ready = 0;
  for (const o of outcomes) {
    if (o?.ready) ready++;
    else if (o) refused[o.code] = { count: (refused[o.code]?.count ?? 0) + 1, reason: refused[o.code]?.reason ?? o.reason };
  }
  return { type: 'ready', open: ready, refused, pending: cmd.count - ready - Object.values(refused).reduce((n, r) => n + r.count, 0) };
}

async function collect(expected: number): Promise<void> {
  while (deliveries < expected && Date.now() <= until) await new Promise((r) => setTimeout(r, 10));
  measuring = false;
  send({ type: 'result', deliveries, messages, lastAt, p50: percentile(0.5), p99: percentile(0.99), closed: closedSinceReady });
}

process.on('message', (cmd: FanoutCommand) => {
  switch (cmd.type) {
    case 'connect':
      void connect(cmd).then(send);
      break;
    case 'measure':
      deliveries = 0; messages = 0; lastAt = 0; hist = new Uint32Array(HIST_MS + 1); closedSinceReady = {};
      until = cmd.until;
      measuring = true;
      send({ type: 'armed' });
      break;
    case 'collect':
      void collect(cmd.expected);
      break;
    case 'disconnect': {
      // Only the sockets still open or opening will say 'close' again: waiting for every one hung on refused ones.
      const live = sockets.filter((ws) => ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING);
      sockets = [];
      closedSinceReady = {};
      let left = live.length;
      if (left === 0) send({ type: 'closed' });
      for (const ws of live) {
        ws.once('close', () => { if (--left === 0) send({ type: 'closed' }); });
        ws.terminate();
      }
      break;
    }
  }
});
