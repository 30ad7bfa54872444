// The /api plugin on a Fastify instance of its own, with a manual clock (wall time, the routes' timers, and the
// feed's time unless a test gives its own), an in-memory SMS provider, cheap password hashing and a stub match
// lookup. Calls go through app.inject (no socket) and come back opened.
import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Compile } from 'typebox/compile';
import type { JsonCall } from '../../../contract';
import { CALLS } from '../../../contract';
import type { LiveState, Match, Sport } from '../../../engine/core';
import { match } from '../../../engine/core/test-support/builders';
import type { AuthLimits } from '../../auth/auth-config';
import { AUTH_LIMITS } from '../../auth/auth-config';
import { ManualScheduler } from '../../../engine/time';
import { deriveKeys } from '../../auth/secrets';
import { MemorySmsProvider } from '../../auth/sms-provider';
import type { Database } from '../../db/database';
import type { Envelope, EnvelopeKeys } from '../envelope';
import { openData } from '../envelope';
import { HEADER } from '../headers';
import type { MatchLookup } from '../match-lookup';
import { apiPlugin } from '../plugin';
import { SHARED_SCHEMA_CONTROLLER } from '../../http/validators';
import type { AccountsConfig, ApiDeps } from '../services';

export const T0 = Date.UTC(2025, 4, 1, 4, 0, 0); // a fixed "now" for every test

const validators = new Map<string, ReturnType<typeof Compile>>();

/** Every success any /api test gets is checked against its call's contract schema, so an answer cannot drift
 *  from what the page is typed to read (issue #12 §1); a path outside the contract is a failure too. */
export function checkAgainstContract(url: string, data: unknown): void {
  const path = url.split('?')[0];
  const call = CALLS.find((c): c is JsonCall => c.path === path && c.answer === 'json');
  if (!call) throw new Error(`${path} answered JSON data but has no JSON contract entry`);
  let validator = validators.get(path);
  if (!validator) validators.set(path, (validator = Compile(call.data)));
  if (!validator.Check(data)) throw new Error(`${path} answered data its contract refuses: ${JSON.stringify([...validator.Errors(data)].slice(0, 3))}`);
}

/** scrypt at 2^10: the same code path, ~1 ms. */
export const TEST_LIMITS: AuthLimits = { ...AUTH_LIMITS, passwordCost: { N: 1024, r: 8, p: 1 } };

export function testConfig(limits: Partial<AuthLimits> = {}): AccountsConfig {
  return { keys: deriveKeys(Buffer.alloc(32, 7)), limits: { ...TEST_LIMITS, ...limits } };
}

/** Football 5001–5010 and basketball 6001–6003 kick off an hour apart. */
export function stubMatches(): Map<Sport, Match[]> {
  const kick = Math.floor(T0 / 1000);
  return new Map<Sport, Match[]>([
    ['football', Array.from({ length: 10 }, (_, i) => match('football', 5001 + i, { matchTime: kick + (10 - i) * 3600 }))],
    ['basketball', Array.from({ length: 3 }, (_, i) => match('basketball', 6001 + i, { matchTime: kick + i * 3600 }))],
  ]);
}

export const stubLookup = (matches: Map<Sport, Match[]>): MatchLookup => (sport, ids) =>
  (matches.get(sport) ?? []).filter((m) => ids.includes(m.id));

export interface CallOptions {
  readonly token?: string;
  readonly ip?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly method?: 'GET' | 'POST';
  /** A raw body sent as it is (multipart uploads), instead of `body` as JSON. */
  readonly payload?: Buffer | string;
}

export interface Answer<T = unknown> {
  readonly status: number;
  readonly envelope: Envelope;
  /** The opened data (code 0), else null. */
  readonly data: T;
  readonly raw: Buffer;
}

export interface TestApi {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: ManualScheduler;
  readonly sms: MemorySmsProvider;
  readonly keys: EnvelopeKeys;
  readonly config: AccountsConfig;
  readonly logs: string[];
  call<T = unknown>(url: string, body?: unknown, options?: CallOptions): Promise<Answer<T>>;
  /** Sends a login code to `phone` and logs in with it. */
  login(phone: string, ip?: string): Promise<{ readonly accessToken: string; readonly refreshToken: string; readonly first: boolean }>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  readonly limits?: Partial<AuthLimits>;
  /** Sees every route as it is added (tests that go over all of them). */
  readonly onRoute?: (route: RouteOptions) => void;
  readonly lookup?: MatchLookup;
  readonly state?: () => LiveState;
  /** The feed's time; the test clock's by default. */
  readonly feedNow?: ApiDeps['feedNow'];
  /** The match centre's past results (the feed's seed); none: no past. */
  readonly matchCentre?: ApiDeps['matchCentre'];
  /** Anchors' settings, identity provider and room-event sink (issue #14); defaults: instant review, events dropped. */
  readonly anchors?: ApiDeps['anchors'];
  /** Where uploads go; default: in memory. */
  readonly uploads?: ApiDeps['uploads'];
  /** Pixel cap, quota and sweep; default the server's defaults. */
  readonly uploadPolicy?: ApiDeps['uploadPolicy'];
}

export async function createTestApi(db: Database, options: TestApiOptions = {}): Promise<TestApi> {
  const clock = new ManualScheduler(T0);
  const sms = new MemorySmsProvider();
  const config = testConfig(options.limits);
  const logs: string[] = [];
  const app = Fastify({ logger: false, schemaController: SHARED_SCHEMA_CONTROLLER });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(apiPlugin({ db, sms, clock, timers: clock, feedNow: options.feedNow, config, matchLookup: options.lookup ?? stubLookup(stubMatches()), liveState: options.state, matchCentre: options.matchCentre, anchors: options.anchors, uploads: options.uploads, uploadPolicy: options.uploadPolicy, log: (l) => logs.push(l) }), { prefix: '/api' });
  await app.ready();
  const keys = { encKey: config.keys.envelopeEnc, macKey: config.keys.envelopeMac };

  const api: TestApi = {
    app, db, clock, sms, keys, config, logs,
    async call<T>(url: string, body?: unknown, o: CallOptions = {}) {
      const res = await app.inject({
        method: o.method ?? 'POST', url: `/api${url}`, remoteAddress: o.ip ?? '10.0.0.1',
        headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(o.token && { [HEADER.authorization]: `Bearer ${o.token}` }), ...o.headers },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
        ...(o.payload !== undefined && { payload: o.payload }),
      });
      const raw = res.rawPayload;
      const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
      const envelope = (isJson ? res.json() : { code: 0, msg: '', data: null }) as Envelope;
      let data: unknown = null;
      if (isJson && envelope.code === 0 && typeof envelope.data === 'string') {
        const opened = openData(envelope.data, keys);
        if (!opened.ok) throw new Error(`response data did not open: ${opened.reason}`);
        data = opened.value;
        checkAgainstContract(url, data);
      }
      return { status: res.statusCode, envelope, data: data as T, raw };
    },
    async login(phone, ip) {
      const sent = await api.call('/ali/sms/sendCode', { nationalCode: '86', phoneNumber: phone, scene: 'login' }, { ip });
      if (sent.envelope.code !== 0) throw new Error(`sendCode: ${JSON.stringify(sent.envelope)}`);
      const code = sms.lastCode(phone)!;
      const r = await api.call<{ accessToken: string; refreshToken: string; first: boolean }>('/login',
        { code, nationalCode: '86', phoneNumber: phone, source: 'web' }, { ip });
      if (r.envelope.code !== 0) throw new Error(`login: ${JSON.stringify(r.envelope)}`);
      clock.advance(61_000); // past the resend cooldown, so the next login of the same phone can ask again [AU-7]
      return r.data;
    },
    close: () => app.close(),
  };
  return api;
}
