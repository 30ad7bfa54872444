// Builds the UI and runs the real server for the end-to-end suite: `vite build` into a private folder (so a
// developer's dist/ and running server are left alone), then `tsx server/main.ts` on a free port (PORT=0; the URL
// is read from the server's start-up line), with its own data folder. stop() ends the server's process group.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seededPgliteDump } from '../../server/db/test-support/pglite-template';
import { suiteStart } from './suite-time';

export const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'node_modules/.bin');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
/** The ready line's msg (server/main.ts), found inside its JSON log record: the URL ends at the space after it. */
const READY_LINE = /live server on (http:\/\/[^\s"]+)/;

export interface ServerSettings {
  readonly distDir: string;
  /** Extra environment: FEED_SPEED, FIXTURE … */
  readonly env: Readonly<Record<string, string>>;
}

export interface RunningServer {
  readonly url: string;
  /** Everything the server printed (stdout and stderr), e.g. the console SMS provider's codes. */
  readonly logFile: string;
  stop(): Promise<void>;
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`))));
  });
}

export async function buildUi(distDir: string): Promise<void> {
  await run(join(BIN, 'vite'), ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn']);
}

/**
 * A migrated embedded database with the demo data seeded as of `seededAt` (seedDemo: what every server seeds on
 * first start, several seconds of PGlite work on two cores), as a tarball in `dir` (the servers' PGLITE_FROM);
 * answers its path. A server started from it finds the demo's markers and seeds nothing.
 */
export async function writePgliteTemplate(dir: string, seededAt: number): Promise<string> {
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, new Uint8Array(await (await seededPgliteDump(seededAt)).arrayBuffer()));
  return file;
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/** The server's environment: the suite's defaults under `env`, in `dataDir` (startServer). */
export function serverEnvOf({ distDir, env }: ServerSettings, dataDir: string): NodeJS.ProcessEnv {
  // RTMP_PORT=0: the video ingest on a free port too, so parallel servers do not contend for 1935. DEMO_VIDEO=off:
  // a page that shows a live room would start an ffmpeg encoder per room on two shared cores; the tests of the
  // video itself turn it on (live-room-video.spec.ts).
  // FEED_START: every server's feed starts at the suite's instant (suite-time.ts) unless the spec places it itself.
  // PGLITE_FROM: its database from global setup's migrated template, when there is one. SMS_PER_IP_PER_HOUR: every
  // browser of the suite is 127.0.0.1, and the suite's server alone sends more codes an hour than one address may
  // (20); the per-phone cooldown and caps stay, and the per-address cap itself is tested in vitest.
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env, PORT: '0', RTMP_PORT: '0', DEMO_VIDEO: 'off', HOST: '127.0.0.1', DIST_DIR: distDir, DATA_DIR: dataDir, SMS_PER_IP_PER_HOUR: '1000',
    FEED_START: String(suiteStart()), ...(process.env.E2E_PGLITE_FROM ? { PGLITE_FROM: process.env.E2E_PGLITE_FROM } : {}), ...env,
  };
  delete serverEnv.DATABASE_URL; // always the embedded database in its own folder, never a shared one
  return serverEnv;
}

export async function startServer(settings: ServerSettings): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-data-'));
  const serverEnv = serverEnvOf(settings, dataDir);
  // detached: the server gets its own process group, so stop() reaches tsx's node child too
  // node with tsx's loader: one process (the tsx command would start node as a child of its own).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: serverEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  // What the server printed until it was ready, for the error when it is not; once ready its output only goes to
  // the log file (a server prints a line a request: kept here, each chunk would grow a string scanned whole again).
  let output = '';
  const onStderr = (chunk: Buffer) => { output += chunk; };
  const url = await new Promise<string>((done, fail) => {
    const stopListening = () => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onStderr);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      stopListening();
      fail(new Error(`server did not start in ${START_TIMEOUT_MS} ms\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const ready = READY_LINE.exec(output);
      if (ready) {
        stopListening();
        done(ready[1]);
      }
    };
    const onExit = (code: number | null) => {
      stopListening();
      fail(new Error(`server exited (${code}) before it was ready\n${output}`));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onStderr);
    child.on('exit', onExit);
  });
  output = '';

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  return {
    url,
    logFile,
    async stop() {
      signalGroup('SIGTERM');
      if (!(await exited(child, STOP_TIMEOUT_MS))) signalGroup('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
