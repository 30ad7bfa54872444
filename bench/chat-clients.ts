// The chat bench's sockets, in their own process so the server's event loop is measured alone: N room members
// (guests) and W writers (logged-in) on one server, the writers sending a message each every interval with the
// send time in its text, every member recording send → receipt. Driven over IPC by bench/chat.ts.
import { WebSocket } from 'ws';
import { decodePacket, encodeRoomRequest, packetOf } from '../engine/wire';

export type ChatCommand =
  | {
      readonly type: 'connect'; readonly url: string; readonly roomId: number; readonly members: number; readonly writers: readonly string[];
      /** ms: sockets not joined by then are left out of `joined`. */
      readonly deadlineMs: number;
    }
  /** Sends for `ms`, then waits `drainMs` for the last messages. */
  | { readonly type: 'run'; readonly ms: number; readonly intervalMs: number; readonly drainMs: number }
  | { readonly type: 'disconnect' };

export type ChatReport =
  | {
      readonly type: 'ready'; readonly joined: number;
      /** Sockets closed or failed before joining, by close code (or 'error'), with the first reason. */
      readonly refused: Record<string, { count: number; reason: string }>;
    }
  | {
      readonly type: 'result'; readonly sent: number; readonly deliveries: number; readonly expected: number;
      readonly refused: number; readonly p50: number; readonly p99: number; readonly max: number;
    }
  | { readonly type: 'closed' };

const report = (r: ChatReport) => process.send?.(r);
let members: WebSocket[] = [];
let writers: WebSocket[] = [];
let roomId = 0;
let latencies: number[] = [];
let refused = 0;
let joined = 0;
/** While connecting: sockets that failed or were closed, by close code (or 'error'), with the first reason. */
let refusals: Record<string, { count: number; reason: string }> = {};
let connecting = false;
const PREFIX = 'bench:';

const refuse = (code: string, reason: string) => {
  refusals[code] = { count: (refusals[code]?.count ?? 0) + 1, reason: refusals[code]?.reason ?? reason };
};

/** An open socket, or undefined if it failed to open (counted in `refusals`, as are closes while connecting). */
function open(url: string, onPacket: (bytes: Uint8Array) => void): Promise<WebSocket | undefined> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 10_000 });
    ws.binaryType = 'nodebuffer';
    ws.on('message', (data, isBinary) => { if (isBinary) onPacket(new Uint8Array(data as Buffer)); });
    let opened = false;
    ws.once('open', () => { opened = true; resolve(ws); });
    ws.on('error', (err) => {
      if (opened) return; // its close follows
      refuse('error', err.message);
      resolve(undefined);
    });
    ws.once('close', (code, reason) => { if (opened && connecting) refuse(String(code), reason.toString()); });
  });
}

function onMemberPacket(bytes: Uint8Array): void {
  const now = Date.now();
  for (const c of decodePacket(bytes).controls) {
    if (c.kind !== 'room') continue;
    const e = c.event;
    if (e.type === 'joined') joined++;
    else if (e.type === 'message' && e.message.text.startsWith(PREFIX)) latencies.push(now - Number(e.message.text.split(':')[1]));
  }
}

function onWriterPacket(bytes: Uint8Array): void {
  for (const c of decodePacket(bytes).controls) {
    if (c.kind !== 'room') continue;
    if (c.event.type === 'joined') joined++;
    else if (c.event.type === 'notice' && c.event.kind !== 'muted') refused++;
  }
}

const join = (ws: WebSocket, accessToken: string) => ws.send(packetOf([encodeRoomRequest({ kind: 'roomJoin', roomId, accessToken }, Date.now())]));

process.on('message', async (cmd: ChatCommand) => {
  if (cmd.type === 'connect') {
    roomId = cmd.roomId;
    joined = 0;
    refusals = {};
    connecting = true;
    const until = Date.now() + cmd.deadlineMs;
    // A few at a time: 500 handshakes at once would be measured as the server's start, not its chat.
    for (let i = 0; i < cmd.members && Date.now() < until; i += 50) {
      const batch = await Promise.all(Array.from({ length: Math.min(50, cmd.members - i) }, () => open(cmd.url, onMemberPacket)));
      for (const ws of batch) if (ws) { join(ws, ''); members.push(ws); }
    }
    for (const token of cmd.writers) {
      const ws = await open(cmd.url, onWriterPacket);
      if (ws) { join(ws, token); writers.push(ws); }
    }
    const total = cmd.members + cmd.writers.length;
    const closedOrFailed = () => Object.values(refusals).reduce((n, r) => n + r.count, 0);
    while (joined + closedOrFailed() < total && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    connecting = false;
    report({ type: 'ready', joined, refused: refusals });
  } else if (cmd.type === 'run') {
    latencies = [];
    refused = 0;
    let sent = 0;
    const end = Date.now() + cmd.ms;
    // Writers take turns, spread over the interval: one message every intervalMs / W.
    const step = cmd.intervalMs / writers.length;
    let next = Date.now();
    let k = 0;
    while (Date.now() < end) {
      const ws = writers[k % writers.length];
      ws.send(packetOf([encodeRoomRequest({ kind: 'chatSend', roomId, text: `${PREFIX}${Date.now()}:${k}`, clientMsgId: String(k), accessToken: '' }, Date.now())]));
      sent++;
      k++;
      next += step;
      await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    }
    await new Promise((r) => setTimeout(r, cmd.drainMs)); // the last messages land
    const sorted = latencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    report({
      type: 'result', sent, deliveries: sorted.length, expected: (sent - refused) * members.length, refused,
      p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN,
    });
  } else if (cmd.type === 'disconnect') {
    for (const ws of [...members, ...writers]) ws.terminate();
    members = [];
    writers = [];
    report({ type: 'closed' });
  }
});
