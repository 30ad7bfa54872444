// The match centre's 指数 tab live (issue #13): against a server of this file's own replaying odds changes on cue
// (odds-fixture.ts, FEED_SPEED=1, skipped to each cue: suite-feed.ts), an open page's 欧赔 row follows each pushed
// change (frame 71) without a reload or a poll — waiting for the values the cues carry, never for time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, saveScreenshot, test } from './fixtures';
import type { OddsFixture } from './odds-fixture';
import { buildOddsFixture, homePriceAt, ODDS_CYCLE_MS } from './odds-fixture';
import type { RunningServer } from './server-process';
import { startServer } from './server-process';
import { skipToCue } from './suite-feed';
import { suiteStart } from './suite-time';

test.describe.configure({ mode: 'serial' });

const FIRST_CYCLE_IN_MS = 15_000; // the server starts and the page subscribes before the first cue
const CYCLES = 60;

let server: RunningServer | undefined;
let fixture: OddsFixture;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run with `npx playwright test` (global setup builds the UI)');
  dir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-odds-'));
  fixture = buildOddsFixture(dir, suiteStart(), FIRST_CYCLE_IN_MS, CYCLES);
  server = await startServer({ distDir, env: { FEED: 'replay', FIXTURE: fixture.file, FEED_SPEED: '1', FEED_LOOP: 'false', FEED_CONTROL: 'on' } });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const price = (thousandths: number) => (thousandths / 1000).toFixed(2);

test('指数 updates live: each pushed 欧赔 change reaches the open tab, marked down against the opening', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => { if (r.url().includes('Odds')) requests.push(r.url()); });
  await page.goto(`${server!.url}/liveRoom?detail=${fixture.match.id}&SportType=football&tab=odds`);
  const row = page.getByTestId('odds-company').filter({ hasText: '澳门' });
  // The opening line, and a current one: the opening itself before the first cue, a cue's price after.
  await expect(row).toContainText('2.003.203.50', { timeout: 20_000 });
  const cues = new Set(Array.from({ length: CYCLES }, (_, n) => price(homePriceAt(n))));
  const currentHome = async () => (await row.locator('td').nth(4).textContent())!.replace(/[↑↓]/, '');
  const first = await currentHome();
  // Two changes in a row reach the page: each a cue's price, each different from the one before.
  let before = first;
  for (let i = 0; i < 2; i++) {
    await skipToCue(fixture.firstCycleAt, ODDS_CYCLE_MS, 0, server!.url);
    await expect.poll(currentHome, { timeout: ODDS_CYCLE_MS * 3 + 5_000 }).not.toBe(before);
    const now = await currentHome();
    expect(cues.has(now), `${now} is a cue's home price`).toBe(true);
    await expect(row.locator('td').nth(4)).toContainText('↓'); // below the opening 2.00
    before = now;
  }
  // Pushed, not asked: the page asked the server for odds at most once (its seed), not once per change.
  expect(requests.length).toBeLessThanOrEqual(1);
  await saveScreenshot(page, 'match-centre-odds-live-1440');
});
