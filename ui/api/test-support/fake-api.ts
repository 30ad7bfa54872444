// A scripted /api for client unit tests: routes answer envelopes sealed exactly as server/api/envelope.ts
// does (the format is the contract between the two; tests/accounts checks them against each other). Typed from the
// contract: `on(path, …)` takes only a contract path, and its canned success (`ok(data)`, `bytes(…)` for a *_b
// call) must be that call's data — a canned answer that drifts from the contract fails to compile. Failures
// (`code(…)`) fit any call. Paths that are no call (the client's own tests of odd answers) go through `onAny`.
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import type { ApiPath, CallAt, DataOf } from '../../../contract';
import { API_CODE, API_MESSAGE } from '../../../contract/codes';
import type { FetchLike } from '../http-client';

export interface TestKey {
  readonly encKey: Buffer;
  readonly macKey: Buffer;
}

export const newTestKey = (): TestKey => ({ encKey: randomBytes(32), macKey: randomBytes(32) });

export function sealForTest(value: unknown, key: TestKey): string {
  const iv = randomBytes(16);
  const c = createCipheriv('aes-256-cbc', key.encKey, iv);
  const body = Buffer.concat([iv, c.update(JSON.stringify(value ?? null), 'utf8'), c.final()]);
  return Buffer.concat([body, createHmac('sha256', key.macKey).update(body).digest()]).toString('base64');
}

export interface SeenRequest {
  readonly path: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
  readonly credentials: RequestCredentials | undefined;
}

export type Route = (req: SeenRequest) => Response | Promise<Response>;

declare const CANNED: unique symbol;
/** A Response that answers with data of type D (never: a failure, which fits every call). */
export type Canned<D> = Response & { readonly [CANNED]: D };
/** The routes of a contract call: its success is the call's data as the contract types it. */
export type CallRoute<P extends ApiPath> = (req: SeenRequest) => Canned<DataOf<CallAt<P>>> | Promise<Canned<DataOf<CallAt<P>>>>;

/** A *_b call's success: the bytes of a MatchListResponse [HT-8] (FakeApi.bytes, for helpers without the api). */
export function cannedBytes(body: Uint8Array): Canned<ArrayBuffer> {
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers: { 'content-type': 'application/octet-stream' } }) as Canned<ArrayBuffer>;
}

export class FakeApi {
  key: TestKey = newTestKey();
  readonly seen: SeenRequest[] = [];
  private readonly routes = new Map<string, Route>();

  constructor(readonly base = 'http://api.test/api') {
    this.on('/v1/common/clientKey', () => this.unsealed({ v: 1, alg: 'AES-256-CBC/PKCS7 + HMAC-SHA256 (encrypt-then-MAC), base64(iv16 ‖ ciphertext ‖ tag32)', encKey: this.key.encKey.toString('base64'), macKey: this.key.macKey.toString('base64') }));
  }

  /** The answer of a contract call. */
  on<P extends ApiPath>(path: P, route: CallRoute<P>): this {
    this.routes.set(path, route);
    return this;
  }

  /** Any path and any Response: for what the contract does not have (a client's handling of odd answers). */
  onAny(path: string, route: Route): this {
    this.routes.set(path, route);
    return this;
  }

  plain(body: unknown, status = 200): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }

  /** A success, data sealed [HT-2]. */
  ok<T>(data: T): Canned<T> {
    return this.plain({ code: 0, msg: '', data: sealForTest(data, this.key) }) as Canned<T>;
  }

  /** A success whose data is not sealed (the key call). */
  unsealed<T>(data: T): Canned<T> {
    return this.plain({ code: 0, msg: '', data }) as Canned<T>;
  }

  /** A *_b call's success: the bytes of a MatchListResponse [HT-8]. */
  bytes(body: Uint8Array): Canned<ArrayBuffer> {
    return cannedBytes(body);
  }

  /** A failure envelope, which fits any call. */
  code(code: number, msg = ''): Canned<never> {
    return this.plain({ code, msg, data: null }, code === 0 ? 200 : 400) as Canned<never>;
  }

  count(path: string): number {
    return this.seen.filter((r) => r.path === path).length;
  }

  readonly fetch: FetchLike = async (url, init) => {
    const path = url.slice(this.base.length);
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const req: SeenRequest = { path, method: init.method ?? 'GET', headers, body: init.body as string | undefined, credentials: init.credentials };
    this.seen.push(req);
    const route = this.routes.get(path);
    if (!route) return this.plain({ code: API_CODE.unknownApi, msg: API_MESSAGE.unknownApi, data: null }, 404);
    const signal = init.signal;
    // Like fetch: an abort rejects the pending promise.
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      Promise.resolve(route(req)).then(resolve, reject);
    });
  };
}
