// Server settings from the environment. Parsing is a value: main prints the problem and exits, tests build
// configs directly.

export type FeedKind = 'replay' | 'simulator';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly feed: FeedKind;
  /** Fixture to replay; undefined = the default day, generated once into .data/fixtures/default.lsfx. */
  readonly fixture: string | undefined;
  /** Virtual time runs this many times faster than the clock. */
  readonly speed: number;
  /** Replay: play the day again on the next day, and so on. */
  readonly loop: boolean;
  /** Record every frame to this fixture file (written on shutdown). */
  readonly recordTo: string | undefined;
  /** Simulator seed. */
  readonly seed: string;
  /** [SK-1] allowed |sign timestamp − server time|. */
  readonly signMaxSkewMs: number;
  /** The built UI. */
  readonly distDir: string;
}

export const DEFAULTS: ServerConfig = {
  port: 8080,
  host: '127.0.0.1',
  feed: 'replay',
  fixture: undefined,
  speed: 1,
  loop: true,
  recordTo: undefined,
  seed: 'default',
  signMaxSkewMs: 5 * 60_000, // [SK-1] a sign older or newer than 5 minutes is stale
  distDir: 'dist',
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

export function parseConfig(env: Env): ConfigResult {
  const port = number(env, 'PORT', DEFAULTS.port, (n) => Number.isInteger(n) && n >= 0 && n < 65536, 'a port 0–65535');
  const speed = number(env, 'FEED_SPEED', DEFAULTS.speed, (n) => n > 0 && n <= 100_000, 'a speed factor > 0');
  const skew = number(env, 'SIGN_MAX_SKEW_MS', DEFAULTS.signMaxSkewMs, (n) => Number.isInteger(n) && n >= 0, 'whole ms ≥ 0');
  const loop = flag(env, 'FEED_LOOP', DEFAULTS.loop);
  const feed = env.FEED || DEFAULTS.feed;
  for (const v of [port, speed, skew, loop]) if (typeof v === 'string') return { ok: false, error: v };
  if (feed !== 'replay' && feed !== 'simulator') return { ok: false, error: `FEED must be replay or simulator, got '${feed}'` };
  return {
    ok: true,
    config: {
      port: port as number,
      host: env.HOST || DEFAULTS.host,
      feed,
      fixture: env.FIXTURE || undefined,
      speed: speed as number,
      loop: loop as boolean,
      recordTo: env.RECORD_TO || undefined,
      seed: env.SEED || DEFAULTS.seed,
      signMaxSkewMs: skew as number,
      distDir: env.DIST_DIR || DEFAULTS.distDir,
    },
  };
}
