// One HTTP exchange [HT-1]: the headers of SPEC.md §7 (scope=web, the web id, bk, timestamp, Bearer), JSON,
// credentials included, aborted after 30 s; the answer read as a {code, msg, data} envelope when it is one.
// Failures come back as values (network, timeout), never as exceptions.
import type { Scheduler } from '../../engine/core/time/scheduler';
import { MSG } from './messages';
import type { TokenStore } from './token-store';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** The client's timeout timer: the one Scheduler of engine/core/time. */
export type ClientTimers = Pick<Scheduler, 'setTimeout' | 'clearTimeout'>;

export interface Envelope {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

export type Sent =
  | { readonly ok: true; readonly response: Response }
  | { readonly ok: false; readonly kind: 'network' | 'timeout'; readonly msg: string };

export interface Transport {
  headers(withBody: boolean, extra?: Readonly<Record<string, string>>): Record<string, string>;
  /** `path` below the base ('/login'). */
  send(path: string, init: RequestInit): Promise<Sent>;
  /** The envelope, or undefined when the body is not one (an HTML error page, garbage). */
  readEnvelope(response: Response): Promise<Envelope | undefined>;
}

export interface TransportDeps {
  readonly fetch: FetchLike;
  readonly timers: ClientTimers;
  readonly clock: { now(): number };
  readonly store: TokenStore;
  readonly base: string;
  readonly timeoutMs: number;
  readonly bk: string;
}

const isEnvelope = (x: unknown): x is Envelope => typeof x === 'object' && x !== null && typeof (x as Envelope).code === 'number';

export function createTransport(deps: TransportDeps): Transport {
  return {
    headers(withBody, extra = {}) {
      const access = deps.store.access();
      return {
        scope: 'web',
        'web-id': deps.store.webId(),
        bk: deps.bk,
        timestamp: String(deps.clock.now()),
        ...(withBody && { 'content-type': 'application/json' }),
        ...(access && { authorization: `Bearer ${access}` }),
        ...extra,
      };
    },

    async send(path, init) {
      const controller = new AbortController();
      let timedOut = false;
      const timer = deps.timers.setTimeout(() => { timedOut = true; controller.abort(); }, deps.timeoutMs);
      try {
        return { ok: true, response: await deps.fetch(`${deps.base}${path}`, { ...init, credentials: 'include', signal: controller.signal }) };
      } catch (err) {
        if (timedOut) return { ok: false, kind: 'timeout', msg: MSG.timeout };
        return { ok: false, kind: 'network', msg: (err instanceof Error && err.message) || MSG.networkError };
      } finally {
        deps.timers.clearTimeout(timer);
      }
    },

    async readEnvelope(response) {
      try {
        const body: unknown = await response.json();
        return isEnvelope(body) ? body : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
