// A page and a worker joined in memory (STYLE.md item 11): every message is structured-cloned with its transfer
// list, as postMessage does — so a transferred buffer is gone from the sender, and anything that cannot be
// cloned fails here as it would in a browser. Delivery is a later turn, never in the sender's call stack.
// inMemoryProxies() routes Comlink's callback channels (Comlink.proxy) through such pairs too.
import * as Comlink from 'comlink';
import type { Endpoint } from 'comlink';

type Handler = (event: MessageEvent) => void;

export interface PairStats {
  messages: number;
  /** Buffers moved rather than copied. */
  transferred: number;
  /** Comlink answers that carried a thrown value: the worker API must answer with values instead. */
  thrown: number;
}

function isThrow(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown; name?: unknown }).type === 'HANDLER'
    && (message as { name?: unknown }).name === 'throw';
}

export class TestWorkerPair {
  constructor(readonly stats: PairStats = { messages: 0, transferred: 0, thrown: 0 }) {}

  private readonly handlers = { page: new Set<Handler>(), worker: new Set<Handler>() };
  readonly page: Endpoint = this.end('worker', 'page');
  readonly worker: Endpoint = this.end('page', 'worker');

  private end(to: 'page' | 'worker', self: 'page' | 'worker'): Endpoint {
    return {
      postMessage: (message: unknown, transfer: Transferable[] = []) => {
        const copy: unknown = structuredClone(message, { transfer });
        this.stats.messages++;
        this.stats.transferred += transfer.filter((t) => t instanceof ArrayBuffer).length;
        if (isThrow(copy)) this.stats.thrown++;
        setImmediate(() => this.handlers[to].forEach((h) => h({ data: copy } as MessageEvent)));
      },
      addEventListener: (_type: string, handler: EventListenerOrEventListenerObject) => {
        this.handlers[self].add(typeof handler === 'function' ? (handler as Handler) : (e) => handler.handleEvent(e));
      },
      removeEventListener: (_type: string, handler: EventListenerOrEventListenerObject) => {
        this.handlers[self].delete(handler as Handler);
      },
    };
  }
}

/**
 * Makes Comlink.proxy callbacks travel over in-memory pairs sharing `stats`, instead of real MessageChannels (a
 * channel crosses as a number naming its pair). For one test file: Comlink's handlers are global.
 */
export function inMemoryProxies(stats: PairStats): void {
  const pairs = new Map<number, TestWorkerPair>();
  let next = 1;
  Comlink.transferHandlers.set('proxy', {
    canHandle: (value): value is object => (typeof value === 'object' || typeof value === 'function') && value !== null && Comlink.proxyMarker in value,
    serialize(value: object) {
      const pair = new TestWorkerPair(stats);
      const id = next++;
      pairs.set(id, pair);
      Comlink.expose(value, pair.worker);
      return [id, []];
    },
    deserialize(id: number) {
      const pair = pairs.get(id);
      if (!pair) throw new Error(`no in-memory channel ${id}`);
      return Comlink.wrap(pair.page);
    },
  } satisfies Comlink.TransferHandler<object, number>);
}
