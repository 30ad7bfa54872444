// The browser's one HTTP client [HT-1 … HT-9], framework-free: fetch, storage, clock, timers, the toast sink and
// the session hooks are injected, so it runs the same in the page, in a worker and in Node tests.
//
//   request → headers (scope=web, web-id, bk, timestamp, Bearer) + JSON body, 30 s timeout, credentials [HT-1]
//   answer  → code 0: data opened (tag checked, then AES) [HT-2]; *_b calls answer an ArrayBuffer [HT-8]
//             4000: warning [HT-4]; 10030/10040: warning, clear tokens and user info, logout, reload [HT-5]
//             10050: one refresh (shared promise, cross-tab lock), then the request is replayed [HT-6]
//             other codes: the server's msg as an error toast, no data [HT-3]
//   failure → network error: toast with its message; request setup failure: 服务器异常 [HT-7]
// Every call resolves (never rejects, never hangs past the timeout) with an ApiOutcome.
import type { CipherFactory, ClientKey } from './envelope-decrypt';
import { createKeySource } from './client-key';
import type { KeySource } from './client-key';
import type { CrossTabLock } from './cross-tab-lock';
import { noCrossTabLock } from './cross-tab-lock';
import { CODE, MSG } from './messages';
import type { RefreshCall, RefreshCoordinator } from './refresh-coordinator';
import { createRefreshCoordinator } from './refresh-coordinator';
import type { StorageLike, Tokens, TokenStore } from './token-store';
import { createTokenStore } from './token-store';
import type { ClientTimers, FetchLike } from './transport';
import { createTransport } from './transport';

export type { ClientTimers, FetchLike } from './transport';

export interface Notifier {
  /** Error toast [HT-3, HT-7]. */
  error(message: string): void;
  /** Warning toast [HT-4, HT-5]. */
  warning(message: string): void;
}

export interface SessionHooks {
  /** Forget the logged-in user (the app's store). Tokens are already cleared. */
  logout(): void;
  /** location.reload() in the page. */
  reload(): void;
}

export interface HttpClientDeps {
  readonly fetch: FetchLike;
  readonly storage: StorageLike;
  readonly clock: { now(): number };
  readonly timers: ClientTimers;
  readonly notify: Notifier;
  readonly session: SessionHooks;
  /** One refresh across tabs; noCrossTabLock by default. */
  readonly lock?: CrossTabLock;
  /** The web id, made once (crypto.randomUUID in the page). */
  readonly newId: () => string;
  /** The build key header: the app version. */
  readonly bk?: string;
  /** '/api' [HT-1]; an absolute origin + '/api' in Node tests. */
  readonly base?: string;
  readonly timeoutMs?: number;
  /** Observes decryptions (tests prove a bad tag never reaches one). */
  readonly beforeDecrypt?: () => void;
  /**
   * The envelope's cipher; by default the environment's (envelope-decrypt.ts). Component tests name crypto-js's,
   * whose answers settle in the same turn: Web Crypto's come from Node's thread pool whenever it gets to them.
   */
  readonly cipher?: CipherFactory;
}

export interface RequestOptions {
  /** No toasts for ordinary errors (the shell's calls are "silently ignored" [HT-3]); auth handling still runs. */
  readonly silent?: boolean;
}

export type FailureKind = 'api' | 'rate-limited' | 'auth' | 'network' | 'timeout' | 'setup';

export type ApiOutcome<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly kind: FailureKind; readonly code?: number; readonly msg: string };

export interface HttpClient {
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiOutcome<T>>;
  get<T>(path: string, options?: RequestOptions): Promise<ApiOutcome<T>>;
  /** The *_b list calls: the bytes of a MatchListResponse, decoded by the engine [HT-8]. */
  postBinary(path: string, body?: unknown, options?: RequestOptions): Promise<ApiOutcome<ArrayBuffer>>;
  /** A multipart/form-data body (uploads): sent as it is, the browser writes its Content-Type and boundary. */
  postForm<T>(path: string, form: FormData, options?: RequestOptions): Promise<ApiOutcome<T>>;
  /**
   * Fetches the envelope key now rather than on the first answer's opening — a page that knows its first call
   * (the match centre's header, issue #13) saves the round trip the key would otherwise add after that answer.
   */
  prefetchKey(): void;
  /** After /login or /loginByPassWord. */
  setTokens(tokens: Tokens): void;
  /** Logout: forget the tokens (and revoke the family on the server if it can be reached). */
  logout(): Promise<void>;
  readonly tokens: TokenStore;
}

export const TIMEOUT_MS = 30_000; // [HT-1] SPEC.md §9 request timeout
export const REFRESH_PATH = '/refresh';
export const REFRESH_HEADER = 'X-Refresh-Token'; // [HT-9] server/api/headers.ts

type Expect = 'json' | 'binary';

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const base = deps.base ?? '/api';
  const timeoutMs = deps.timeoutMs ?? TIMEOUT_MS;
  const store = createTokenStore(deps.storage, deps.newId);
  let expired = false; // [HT-5] one warning and one reload, however many requests were refused together

  const transport = createTransport({ fetch: deps.fetch, timers: deps.timers, clock: deps.clock, store, base, timeoutMs, bk: deps.bk ?? '' });
  const { headers, send, readEnvelope } = transport;

  async function fetchKey(): Promise<ClientKey> {
    const sent = await send('/v1/common/clientKey', { method: 'GET', headers: headers(false) });
    const env = sent.ok ? await readEnvelope(sent.response) : undefined;
    const data = env?.data as Partial<ClientKey> | undefined;
    if (!env || env.code !== CODE.ok || typeof data?.encKey !== 'string' || typeof data.macKey !== 'string') {
      throw new Error('client key unavailable');
    }
    return { encKey: data.encKey, macKey: data.macKey };
  }

  const keys: KeySource = createKeySource(fetchKey, { beforeDecrypt: deps.beforeDecrypt }, deps.cipher);

  /**
   * Opens sealed data; a tag mismatch fetches the key once more (it may have been rotated). A code-0 answer
   * always carries sealed data (null is sealed too), so anything else is refused: nothing skips the tag check.
   */
  async function openData(sealed: unknown): Promise<{ ok: true; value: unknown } | { ok: false }> {
    if (typeof sealed !== 'string') return { ok: false };
    try {
      const opener = await keys.get();
      const first = await opener.open(sealed);
      if (first.ok || first.reason !== 'tag') return first;
      return await (await keys.renew(opener)).open(sealed);
    } catch {
      return { ok: false };
    }
  }

  const refreshCall: RefreshCall = async (refreshToken) => {
    const sent = await send(REFRESH_PATH, { method: 'POST', headers: headers(false, { [REFRESH_HEADER]: refreshToken }) });
    if (!sent.ok) return 'unreachable';
    const env = await readEnvelope(sent.response);
    if (!env) return 'unreachable';
    if (env.code !== CODE.ok) return 'refused';
    const opened = await openData(env.data);
    const t = opened.ok ? (opened.value as Partial<Tokens> | null) : undefined;
    if (typeof t?.accessToken !== 'string' || typeof t.refreshToken !== 'string') return 'unreachable';
    return { accessToken: t.accessToken, refreshToken: t.refreshToken };
  };

  const coordinator: RefreshCoordinator = createRefreshCoordinator(store, deps.lock ?? noCrossTabLock, refreshCall);

  function expireSession(): ApiOutcome<never> {
    if (!expired) {
      expired = true;
      deps.notify.warning(MSG.loginExpired);
      store.clear();
      deps.session.logout();
      deps.session.reload();
    }
    return { ok: false, kind: 'auth', msg: MSG.loginExpired };
  }

  function failed<T>(kind: FailureKind, msg: string, options: RequestOptions, code?: number): ApiOutcome<T> {
    if (!options.silent) (kind === 'rate-limited' ? deps.notify.warning : deps.notify.error)(msg);
    return { ok: false, kind, msg, ...(code !== undefined && { code }) };
  }

  async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, expect: Expect, options: RequestOptions, replay = false): Promise<ApiOutcome<T>> {
    // A refresh already under way: wait for it, so this request goes out with the new token.
    const pending = coordinator.pending();
    if (pending) await pending;

    let init: RequestInit;
    const sentAccess = store.access();
    try {
      const form = typeof FormData !== 'undefined' && body instanceof FormData ? body : undefined;
      const payload = form ?? (method === 'POST' ? JSON.stringify(body ?? {}) : undefined);
      init = { method, headers: headers(method === 'POST' && !form), ...(payload !== undefined && { body: payload }) };
    } catch {
      return failed('setup', MSG.serverError, options); // [HT-7] e.g. a body that cannot be serialised
    }
    const sent = await send(path, init);
    if (!sent.ok) return failed(sent.kind, sent.msg, options); // [HT-7]
    const { response } = sent;

    if (expect === 'binary' && !(response.headers.get('content-type') ?? '').includes('json')) {
      if (!response.ok) return failed('setup', MSG.serverError, options);
      return { ok: true, data: (await response.arrayBuffer()) as T };
    }
    const env = await readEnvelope(response);
    if (!env) return failed('setup', MSG.serverError, options);

    switch (env.code) {
      case CODE.ok: {
        if (expect === 'binary') return failed('setup', MSG.serverError, options);
        const opened = await openData(env.data);
        return opened.ok ? { ok: true, data: opened.value as T } : failed('setup', MSG.serverError, options);
      }
      case CODE.rateLimited:
        return failed('rate-limited', MSG.rateLimited, options, env.code); // [HT-4]
      case CODE.loginExpired:
      case CODE.tokenInvalid:
        return expireSession(); // [HT-5]
      case CODE.tokenExpired: {
        if (path === REFRESH_PATH || replay) return expireSession();
        const outcome = await coordinator.refresh(sentAccess); // [HT-6]
        if (outcome === 'ok') return request<T>(method, path, body, expect, options, true);
        if (outcome === 'refused') return expireSession();
        return failed('network', MSG.networkError, options);
      }
      default:
        return failed('api', env.msg || MSG.serverError, options, env.code); // [HT-3]
    }
  }

  return {
    post: (path, body, options = {}) => request('POST', path, body, 'json', options),
    get: (path, options = {}) => request('GET', path, undefined, 'json', options),
    postBinary: (path, body, options = {}) => request('POST', path, body, 'binary', options),
    postForm: (path, form, options = {}) => request('POST', path, form, 'json', options),
    prefetchKey() {
      keys.get().catch(() => {}); // a failed fetch is tried again by the first answer that needs the key
    },
    setTokens(tokens) {
      store.save(tokens);
      expired = false;
    },
    async logout() {
      // Best effort and outside the refresh machinery: logging out never refreshes, warns or reloads.
      const refreshToken = store.refresh();
      store.clear();
      if (refreshToken) await send('/logout', { method: 'POST', headers: headers(false, { [REFRESH_HEADER]: refreshToken }) });
    },
    tokens: store,
  };
}
