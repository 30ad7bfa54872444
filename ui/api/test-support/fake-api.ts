// A scripted /api for client unit tests: routes answer envelopes sealed exactly as server/api/envelope.ts
// does (the format is the contract between the two; tests/accounts checks them against each other).
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
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

export class FakeApi {
  key: TestKey = newTestKey();
  readonly seen: SeenRequest[] = [];
  private readonly routes = new Map<string, Route>();

  constructor(readonly base = 'http://api.test/api') {
    this.on('/v1/common/clientKey', () => this.plain({ code: 0, msg: '', data: { v: 1, encKey: this.key.encKey.toString('base64'), macKey: this.key.macKey.toString('base64') } }));
  }

  on(path: string, route: Route): this {
    this.routes.set(path, route);
    return this;
  }

  plain(body: unknown, status = 200): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }

  ok(data: unknown): Response {
    return this.plain({ code: 0, msg: '', data: sealForTest(data, this.key) });
  }

  code(code: number, msg = ''): Response {
    return this.plain({ code, msg, data: null }, code === 0 ? 200 : 400);
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
    if (!route) return this.plain({ code: 404, msg: `no route ${path}`, data: null }, 404);
    const signal = init.signal;
    // Like fetch: an abort rejects the pending promise.
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      Promise.resolve(route(req)).then(resolve, reject);
    });
  };
}
