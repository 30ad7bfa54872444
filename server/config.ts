// Server settings from the environment. Parsing is a value: main prints the problem and exits, tests build
// configs directly.
import type { GatewayLimits } from './gateway/limits';
import { GATEWAY_LIMIT_DEFAULTS } from './gateway/limits';
import type { TrustProxy } from './http/client-address';
import { parseTrustProxy } from './http/client-address';
import type { LogLevel } from './log/logger';
import type { MediaConfig } from './media/media-config';
import { MEDIA_DEFAULTS, parseMediaConfig } from './media/media-config';
import { LOG_LEVELS, isLogLevel } from './log/logger';

export type FeedKind = 'replay' | 'simulator';

/**
 * What this process runs (DESIGN.md "Scale-out"): everything (the default), the feed alone (source, event log,
 * state, publishing to the bus; HTTP lists), or a gateway alone (follows the bus; /ws and HTTP lists).
 */
export type Role = 'all' | 'feed' | 'gateway';

export interface BusConfig {
  /** NATS server(s), e.g. nats://127.0.0.1:4222; unset = the in-process bus. */
  readonly natsUrl: string | undefined;
  /** The JetStream stream (created or updated on start). */
  readonly stream: string;
  /** Frames go to <prefix>.feed.<streamId>, snapshot requests to <prefix>.snapshot. */
  readonly subjectPrefix: string;
  /** What the bus keeps; undefined = the bus kind's default (server/bus/*-bus.ts). */
  readonly maxAgeMs: number | undefined;
  readonly maxBytes: number | undefined;
  readonly maxFrames: number | undefined;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly feed: FeedKind;
  /** Fixture to replay; undefined = the default day, generated once into DATA_DIR/fixtures/default.lsfx. */
  readonly fixture: string | undefined;
  /** Virtual time runs this many times faster than the clock. */
  readonly speed: number;
  /**
   * FEED_START: the virtual instant the feed's clock starts at (an ISO instant with its offset, or unix ms);
   * undefined = the real clock's now. End-to-end tests place their day with it, so a run means the same at any hour.
   */
  readonly feedStart: number | undefined;
  /** Replay: play the day again on the next day, and so on. */
  readonly loop: boolean;
  /**
   * FEED_CONTROL: POST /__test/feed/skip jumps the feed's virtual time ahead (end-to-end tests drive the day in
   * virtual time). Off by default; never on a public server.
   */
  readonly feedControl: boolean;
  /** Record every frame to this fixture file (written on shutdown). */
  readonly recordTo: string | undefined;
  /** Simulator seed. */
  readonly seed: string;
  /** [SK-1] allowed |sign timestamp − server time|. */
  readonly signMaxSkewMs: number;
  /** The built UI. */
  readonly distDir: string;
  readonly role: Role;
  readonly bus: BusConfig;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy; the gateway's per-address cap). */
  readonly trustProxy: TrustProxy;
  /** The gateway's abuse limits (WS_*). */
  readonly gateway: GatewayLimits;
  /** LOG_LEVEL: the least severe level written (pino's levels; 'silent' writes nothing). */
  readonly logLevel: LogLevel;
  /** DATA_DIR: the embedded database (accounts runtime) and the generated default day live under it. */
  readonly dataDir: string;
  /**
   * The video part: RTMP ingest port and admission, demo rooms' video (RTMP_PORT, RTMP_MAX_PENDING_PER_ADDRESS,
   * RTMP_HANDSHAKE_TIMEOUT_S, DEMO_VIDEO, DEMO_VIDEO_MAX, FFMPEG_PATH, DEMO_PUSH_KEY).
   */
  readonly media: MediaConfig;
}

export const DEFAULTS: ServerConfig = {
  port: 8080,
  host: '127.0.0.1',
  feed: 'replay',
  fixture: undefined,
  speed: 1,
  feedStart: undefined,
  loop: true,
  feedControl: false,
  recordTo: undefined,
  seed: 'default',
  signMaxSkewMs: 5 * 60_000, // [SK-1] a sign older or newer than 5 minutes is stale
  distDir: 'dist',
  role: 'all',
  bus: {
    natsUrl: undefined, stream: 'LIVE_FEED', subjectPrefix: 'live', maxAgeMs: undefined, maxBytes: undefined, maxFrames: undefined,
  },
  trustProxy: false,
  gateway: GATEWAY_LIMIT_DEFAULTS,
  logLevel: 'info',
  dataDir: '.data',
  media: MEDIA_DEFAULTS,
};

export type ConfigResult = { readonly ok: true; readonly config: ServerConfig } | { readonly ok: false; readonly error: string };

type Env = Readonly<Record<string, string | undefined>>;

function number(env: Env, name: string, fallback: number, valid: (n: number) => boolean, what: string): number | string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && valid(n) ? n : `${name} must be ${what}, got '${raw}'`;
}

function flag(env: Env, name: string, fallback: boolean): boolean | string {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  return `${name} must be true or false, got '${env[name]}'`;
}

const optional = (env: Env, name: string, what: string, scale = 1): number | undefined | string => {
  if (!env[name]) return undefined;
  const n = number(env, name, 0, (v) => Number.isInteger(v) && v > 0, what);
  return typeof n === 'string' ? n : n * scale;
};

function parseBus(env: Env, role: Role): BusConfig | string {
  const natsUrl = env.NATS_URL || undefined;
  if (role !== 'all' && !natsUrl) return `ROLE=${role} needs NATS_URL: the feed and its gateways meet on NATS`;
  const stream = env.NATS_STREAM || DEFAULTS.bus.stream;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(stream)) return `NATS_STREAM must be a JetStream stream name (letters, digits, _ and -), got '${stream}'`;
  const subjectPrefix = env.NATS_SUBJECT_PREFIX || DEFAULTS.bus.subjectPrefix;
  if (!/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(subjectPrefix)) return `NATS_SUBJECT_PREFIX must be subject tokens joined by dots, got '${subjectPrefix}'`;
  const maxAgeMs = optional(env, 'BUS_MAX_AGE_S', 'whole seconds > 0', 1000);
  const maxBytes = optional(env, 'BUS_MAX_BYTES', 'whole bytes > 0');
  const maxFrames = optional(env, 'BUS_MAX_FRAMES', 'a whole number > 0');
  for (const v of [maxAgeMs, maxBytes, maxFrames]) if (typeof v === 'string') return v;
  return {
    natsUrl, stream, subjectPrefix,
    maxAgeMs: maxAgeMs as number | undefined, maxBytes: maxBytes as number | undefined, maxFrames: maxFrames as number | undefined,
  };
}

function parseGatewayLimits(env: Env): GatewayLimits | string {
  const d = GATEWAY_LIMIT_DEFAULTS;
  const whole = (n: number) => Number.isInteger(n) && n > 0;
  const idleS = number(env, 'WS_IDLE_TIMEOUT_S', d.idleMs / 1000, whole, 'whole seconds > 0');
  const maxConnections = optional(env, 'WS_MAX_CONNECTIONS', 'a whole number > 0');
  const perIp = number(env, 'WS_MAX_CONNECTIONS_PER_IP', d.maxConnectionsPerIp, whole, 'a whole number > 0');
  const burst = number(env, 'WS_REQUEST_BURST', d.requestBurst, whole, 'a whole number > 0');
  const rate = number(env, 'WS_REQUEST_RATE', d.requestsPerSecond, (n) => n > 0, 'requests per second > 0');
  const queue = number(env, 'WS_SEND_QUEUE_BYTES', d.sendBufferLimit, (n) => Number.isInteger(n) && n >= 1024, 'whole bytes ≥ 1024');
  for (const v of [idleS, maxConnections, perIp, burst, rate, queue]) if (typeof v === 'string') return v;
  return {
    idleMs: (idleS as number) * 1000,
    maxConnections: maxConnections as number | undefined,
    maxConnectionsPerIp: perIp as number,
    requestBurst: burst as number,
    requestsPerSecond: rate as number,
    sendBufferLimit: queue as number,
  };
}

/** 'YYYY-MM-DDTHH:MM[:SS[.sss]]' with Z or ±HH:MM: an instant, never a local time (FEED_START, the e2e's E2E_START). */
export const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/** An ISO instant that names its offset, or whole unix ms. */
function instant(env: Env, name: string): number | undefined | string {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const ms = /^\d+$/.test(raw) ? Number(raw) : ISO_INSTANT.test(raw) ? Date.parse(raw) : NaN;
  return Number.isFinite(ms) ? ms : `${name} must be an ISO instant with its offset (2026-06-01T19:00:00+08:00) or unix ms, got '${raw}'`;
}

export function parseConfig(env: Env): ConfigResult {
  const port = number(env, 'PORT', DEFAULTS.port, (n) => Number.isInteger(n) && n >= 0 && n < 65536, 'a port 0–65535');
  const speed = number(env, 'FEED_SPEED', DEFAULTS.speed, (n) => n > 0 && n <= 100_000, 'a speed factor > 0');
  const skew = number(env, 'SIGN_MAX_SKEW_MS', DEFAULTS.signMaxSkewMs, (n) => Number.isInteger(n) && n >= 0, 'whole ms ≥ 0');
  const loop = flag(env, 'FEED_LOOP', DEFAULTS.loop);
  const feedControl = flag(env, 'FEED_CONTROL', DEFAULTS.feedControl);
  const feed = env.FEED || DEFAULTS.feed;
  const feedStart = instant(env, 'FEED_START');
  for (const v of [port, speed, skew, loop, feedControl, feedStart]) if (typeof v === 'string') return { ok: false, error: v };
  if (feed !== 'replay' && feed !== 'simulator') return { ok: false, error: `FEED must be replay or simulator, got '${feed}'` };
  const role = env.ROLE || DEFAULTS.role;
  if (role !== 'all' && role !== 'feed' && role !== 'gateway') return { ok: false, error: `ROLE must be all, feed or gateway, got '${role}'` };
  const bus = parseBus(env, role);
  if (typeof bus === 'string') return { ok: false, error: bus };
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === 'string') return { ok: false, error: trustProxy };
  const gateway = parseGatewayLimits(env);
  if (typeof gateway === 'string') return { ok: false, error: gateway };
  const logLevel = env.LOG_LEVEL || DEFAULTS.logLevel;
  if (!isLogLevel(logLevel)) return { ok: false, error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'` };
  const media = parseMediaConfig(env);
  if (typeof media === 'string') return { ok: false, error: media };
  return {
    ok: true,
    config: {
      port: port as number,
      host: env.HOST || DEFAULTS.host,
      feed,
      fixture: env.FIXTURE || undefined,
      speed: speed as number,
      feedStart: feedStart as number | undefined,
      loop: loop as boolean,
      feedControl: feedControl as boolean,
      recordTo: env.RECORD_TO || undefined,
      seed: env.SEED || DEFAULTS.seed,
      signMaxSkewMs: skew as number,
      distDir: env.DIST_DIR || DEFAULTS.distDir,
      role,
      bus,
      trustProxy,
      gateway,
      logLevel,
      dataDir: env.DATA_DIR || DEFAULTS.dataDir,
      media,
    },
  };
}
