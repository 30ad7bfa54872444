// Playwright global setup: resolve the suite's start instant (suite-time.ts: E2E_START or the small day's busy hour,
// handed to the workers as E2E_START_MS), build the UI, start the real server with its feed starting at that
// instant (FEED_START) and replaying the small recorded day twice as fast as real time (so matches move while the
// tests run, and its busy evening outlasts the run) — moved so that its busy evening starts there (busy-day.ts),
// not looped (a run started near Beijing midnight plays on past it, as a real evening does) — with its feed control
// on (a spec that needs a goal skips the day to one: suite-feed.ts) — hand its URL to the tests through
// E2E_BASE_URL — with its log file (E2E_SERVER_LOG, for SMS codes) and accounts secret (E2E_ACCOUNTS_SECRET) — and
// return the teardown that stops it. Every server the suite starts has its database from a migrated, seeded template
// (E2E_PGLITE_FROM, the servers' PGLITE_FROM).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUITE_FEED_SPEED, writeBusyDay } from './busy-day';
import { buildUi, startServer, writePgliteTemplate } from './server-process';
import { suiteStart } from './suite-time';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  // Outside the repository: the build is neither linted nor mistaken for the developer's dist/.
  const distDir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-dist-'));
  const dayDir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-day-'));
  const removeDist = () => {
    rmSync(distDir, { recursive: true, force: true });
    rmSync(dayDir, { recursive: true, force: true });
  };
  try {
    const start = suiteStart();
    process.env.E2E_START_MS = String(start);
    // Every server's embedded database starts from one template (PGLITE_FROM), migrated and with the demo seeded,
    // instead of creating a cluster and seeding it: seconds of CPU a server on two cores. The demo's past is placed
    // from the wall clock, as a server places it on first start. Built beside the UI: vite waits on its workers.
    const [, template] = await Promise.all([buildUi(distDir), writePgliteTemplate(dayDir, Date.now())]);
    process.env.E2E_PGLITE_FROM = template;
    const fixture = writeBusyDay(dayDir, start);
    // A known accounts secret: the token test mints an expired access token the way the server would.
    const accountsSecret = randomBytes(32).toString('hex');
    const server = await startServer({
      distDir,
      env: {
        FEED: 'replay', FIXTURE: fixture, FEED_START: String(start), FEED_SPEED: String(SUITE_FEED_SPEED), FEED_LOOP: 'false', FEED_CONTROL: 'on',
        ACCOUNTS_SECRET: accountsSecret,
      },
    });
    process.env.E2E_BASE_URL = server.url;
    process.env.E2E_DIST_DIR = distDir; // specs that start a server of their own (with their own fixture) serve this build
    process.env.E2E_SERVER_LOG = server.logFile; // the console SMS provider prints login codes there
    process.env.E2E_ACCOUNTS_SECRET = accountsSecret;
    console.log(`e2e: the suite starts at ${new Date(start).toISOString()}; UI built and server up at ${server.url} in ${Date.now() - started} ms`);
    return async () => {
      await server.stop();
      removeDist();
    };
  } catch (err) {
    removeDist();
    throw err;
  }
}
