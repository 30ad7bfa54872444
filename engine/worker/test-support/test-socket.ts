// In-memory sockets for tests (STYLE.md item 11, after tldraw's TestSocketPair): every message is
// structured-cloned the way a WebSocket copies it, and nothing moves until the test flushes. The queue towards
// the client is open to the test, which may drop, duplicate, reorder or corrupt what is in flight.
import type { SocketConnection, SocketEvents, SocketFactory } from '../source/socket-port';

export type InFlight =
  | { readonly kind: 'message'; readonly data: ArrayBuffer | string }
  | { readonly kind: 'close'; readonly code: number; readonly reason: string };

export type PairState = 'connecting' | 'open' | 'closed';

/** A copy in a fresh ArrayBuffer of exactly its length (Node's pooled Buffers share a larger one). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return structuredClone(Uint8Array.from(bytes).buffer);
}

export class TestSocketPair {
  state: PairState = 'connecting';
  /** What the server sent, not yet delivered to the client, in order. */
  toClient: InFlight[] = [];
  /** What the client sent, not yet read by the server. */
  private toServer: Uint8Array[] = [];
  /** The code the client closed with, if it did. */
  clientClose: { code: number; reason: string } | undefined;

  /** The end the socket source holds. */
  readonly client: SocketConnection = {
    send: (bytes) => {
      // A browser WebSocket throws while connecting and drops silently once closed.
      if (this.state === 'connecting') throw new Error('InvalidStateError: still connecting');
      if (this.state === 'open') this.toServer.push(structuredClone(Uint8Array.from(bytes)));
    },
    close: (code = 1000, reason = '') => {
      if (this.state === 'closed') return;
      this.state = 'closed';
      this.clientClose = { code, reason };
      this.toServer = [];
      this.toClient = [{ kind: 'close', code, reason }];
    },
  };

  constructor(readonly url: string, private readonly events: SocketEvents) {}

  accept(): void {
    if (this.state !== 'connecting') return;
    this.state = 'open';
    this.events.open();
  }

  /** Closes before opening (refused upgrade, network down). */
  refuse(code = 1006, reason = ''): void {
    if (this.state !== 'connecting') return;
    this.state = 'closed';
    this.events.close(code, reason);
  }

  serverSend(data: Uint8Array | string): void {
    if (this.state !== 'open') return;
    this.toClient.push({ kind: 'message', data: typeof data === 'string' ? data : ownBuffer(data) });
  }

  /** An orderly close: what is in flight is delivered first. */
  serverClose(code = 1000, reason = ''): void {
    if (this.state !== 'open') return;
    this.state = 'closed';
    this.toServer = [];
    this.toClient.push({ kind: 'close', code, reason });
  }

  /** The link dies: what is in flight is lost and the client hears 1006 at once. */
  drop(): void {
    if (this.state === 'closed' && this.toClient.length === 0) return;
    this.state = 'closed';
    this.toServer = [];
    this.toClient = [];
    this.events.close(1006, '');
  }

  /** Delivers up to `max` in-flight items to the client, in order; returns how many. */
  flushToClient(max = Infinity): number {
    let n = 0;
    while (n < max && this.toClient.length > 0) {
      const item = this.toClient.shift()!;
      n++;
      if (item.kind === 'close') this.events.close(item.code, item.reason);
      else this.events.message(structuredClone(item.data));
    }
    return n;
  }

  /** Hands the server what the client sent since the last call. */
  readFromClient(): Uint8Array[] {
    const out = this.toServer;
    this.toServer = [];
    return out;
  }
}

/** Every socket a source opens becomes a pair here, for the test (or a fake server) to serve. */
export class TestSocketNetwork {
  readonly pairs: TestSocketPair[] = [];

  readonly connect: SocketFactory = (url, events) => {
    const pair = new TestSocketPair(url, events);
    this.pairs.push(pair);
    return pair.client;
  };

  get last(): TestSocketPair | undefined {
    return this.pairs.at(-1);
  }

  /** Pairs that have not closed yet. */
  live(): TestSocketPair[] {
    return this.pairs.filter((p) => p.state !== 'closed' || p.toClient.length > 0);
  }
}
