// A real `ws` client for the gateway tests: records every binary message and its decoded packet.
import { WebSocket } from 'ws';
import type { FeedEvent, Sport } from '../../engine/core';
import type { ControlFrame, DecodedPacket, ListResume } from '../../engine/wire';
import { decodePacket, encodeListRequest, encodePing, packetOf } from '../../engine/wire';

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

export class TestClient {
  readonly packets: DecodedPacket[] = [];
  readonly closed: Promise<Closed>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.packets.push(decodePacket(new Uint8Array(data as Buffer)));
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens a socket; the gateway checks the sign after the upgrade, so a refused one opens and then closes. */
  static connect(url: string, headers?: Record<string, string>): Promise<TestClient> {
    const ws = new WebSocket(url, { headers });
    const client = new TestClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  events(): FeedEvent[] {
    return this.packets.flatMap((p) => p.events);
  }

  controls(): ControlFrame[] {
    return this.packets.flatMap((p) => p.controls);
  }

  errors(): number {
    return this.packets.reduce((n, p) => n + p.errors.length, 0);
  }

  /** Deltas (everything that is not a list snapshot). */
  deltas(): FeedEvent[] {
    return this.events().filter((e) => e.type !== 'listSnapshot');
  }

  /** List snapshots received. */
  lists(): Extract<FeedEvent, { type: 'listSnapshot' }>[] {
    return this.events().filter((e): e is Extract<FeedEvent, { type: 'listSnapshot' }> => e.type === 'listSnapshot');
  }

  /** Where its lists stand: the stream of its last snapshot and the last seq it received (what it resumes from). */
  position(): ListResume | undefined {
    const lists = this.lists();
    const last = this.events().at(-1);
    return lists.length > 0 && last ? { stream: lists[lists.length - 1].stream, afterSeq: last.seq } : undefined;
  }

  /** The lists in one message, in this order; `pingTs`: a ping rides along, as the engine's first message has. */
  requestLists(sports: readonly Sport[] = ['football', 'basketball'], resume?: ListResume, pingTs?: number): void {
    const lists = sports.map((s) => encodeListRequest(s, Date.now(), resume));
    this.ws.send(packetOf(pingTs === undefined ? lists : [...lists, encodePing(pingTs)]));
  }

  ping(clientTs: number): void {
    this.ws.send(packetOf([encodePing(clientTs)]));
  }

  close(): void {
    this.ws.close();
  }
}

/** Polls until `ok()` holds; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, ok: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
