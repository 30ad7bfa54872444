// The latency bench's anchor: a bare `ws` client on the gateway, signed as the gateway requires [SK-1], asking for
// the football list as the page does. It keeps every message's raw bytes with its arrival time (wall clock, the
// same reading the page's stamps are compared with) and decodes nothing while the window is open, so its own
// arrival times are not held up by work of its own. Pings (before and after the window, never during it: a ping
// makes the gateway tick for its pong) tie the feed's virtual time to the wall clock (latency-match.ts dueTimeOf).
import { WebSocket } from 'ws';
import { decodePacket, encodeListRequest, encodePing, packetOf } from '../engine/wire';
import { signedWsUrlFor } from '../server/gateway/signed-url';
import type { BarePacket } from './latency-match';
import { PreconditionError } from './options';

/** Wall-clock ms with sub-ms resolution, as the page's performance.timeOrigin + performance.now(). */
export const wallNow = (): number => performance.timeOrigin + performance.now();

export interface Pong {
  /** When the ping left (wall clock). */
  readonly sentAt: number;
  /** The feed's virtual time when the gateway read it. */
  readonly serverTs: number;
}

export class BareClient {
  private readonly raw: { at: number; bytes: Uint8Array }[] = [];
  private readonly pings = new Map<number, number>();
  readonly pongs: Pong[] = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      const at = wallNow();
      if (isBinary) this.raw.push({ at, bytes: new Uint8Array(data as Buffer) });
    });
  }

  static async connect(httpUrl: string): Promise<BareClient> {
    const url = `${httpUrl.replace(/^http/, 'ws')}/ws`;
    const ws = new WebSocket(signedWsUrlFor(url), { perMessageDeflate: false, handshakeTimeout: 10_000 });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', (err) => reject(new PreconditionError(`the bare client could not connect to ${url}: ${err.message}`)));
    });
    const client = new BareClient(ws);
    ws.send(packetOf([encodeListRequest('football', Date.now())]));
    return client;
  }

  get messages(): number {
    return this.raw.length;
  }

  /** Sends `count` pings `gapMs` apart and waits for their pongs (decoding only the messages that arrived meanwhile). */
  async calibrate(count = 10, gapMs = 150): Promise<void> {
    const from = this.raw.length;
    for (let i = 0; i < count; i++) {
      const sentAt = wallNow();
      const id = Math.round(sentAt); // the wire's clientTs is whole ms; the precise time stays here
      this.pings.set(id, sentAt);
      this.ws.send(packetOf([encodePing(id)]));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const { bytes } of this.raw.slice(from)) {
      for (const c of decodePacket(bytes).controls) {
        const sentAt = c.kind === 'pong' ? this.pings.get(c.clientTs) : undefined;
        if (c.kind === 'pong' && sentAt !== undefined) this.pongs.push({ sentAt, serverTs: c.serverTs });
      }
    }
  }

  /** Every message decoded, in arrival order (after the window). */
  packets(): BarePacket[] {
    return this.raw.map(({ at, bytes }) => ({ at, events: decodePacket(bytes).events }));
  }

  close(): void {
    this.ws.close();
  }
}
