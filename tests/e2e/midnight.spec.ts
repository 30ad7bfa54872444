// Beijing midnight on an open page [LS-2] [LS-9]: a fan watching the evening's going matches when the day turns. A
// server of this file's own starts its feed a minute and a half before midnight (FEED_START) with the busy evening
// moved there, and the spec skips the feed across midnight (suite-feed.ts): the date strip rolls over (赛程 starts at
// the new tomorrow, 赛果 asks for the day just ended), the going matches stay in the live list, and an open match
// centre goes on following its match past midnight.
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addBeijingDays, midnightOfShanghaiDate, shanghaiDate } from '../../engine/core';
import { writeBusyDay } from './busy-day';
import { expect, saveScreenshot, test } from './fixtures';
import type { RunningServer } from './server-process';
import { startServer } from './server-process';
import { feedNow, skipFeed } from './suite-feed';
import { suiteStart } from './suite-time';

test.describe.configure({ mode: 'serial' });

let server: RunningServer | undefined;
let dir: string;
/** The day the feed starts on; midnight ends it 90 s after the start. */
let day: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run with `npx playwright test` (global setup builds the UI)');
  dir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-midnight-'));
  day = shanghaiDate(suiteStart());
  const start = midnightOfShanghaiDate(addBeijingDays(day, 1)!)! - 90_000;
  const fixture = writeBusyDay(dir, start);
  server = await startServer({
    distDir, env: { FEED: 'replay', FIXTURE: fixture, FEED_START: String(start), FEED_SPEED: '1', FEED_LOOP: 'false', FEED_CONTROL: 'on' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const url = (path: string) => `${server!.url}${path}`;
const monthDay = (date: string) => date.slice(5);

/** The 赛程 strip's first day label and the date 赛果 asks for by default. */
async function stripDays(page: Page): Promise<{ firstFuture: string; pastAsked: string }> {
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/v1/football/historyMatch_b'));
  await page.getByRole('tab', { name: '赛果' }).click();
  const pastAsked = ((await asked).postDataJSON() as { matchDate: string }).matchDate;
  await page.getByRole('tab', { name: '赛程' }).click();
  const firstFuture = (await page.getByRole('tablist', { name: '选择日期' }).getByRole('tab').first().textContent()) ?? '';
  await page.getByRole('tab', { name: '即时' }).click();
  return { firstFuture, pastAsked };
}

test('[LS-2] [LS-9] at Beijing midnight the strip rolls over, the going matches stay live, and the match centre follows on', async ({ page, context }) => {
  expect(shanghaiDate(await feedNow(server!.url))).toBe(day);
  await page.goto(url('/football'));
  const panel = page.getByRole('tabpanel');
  const goingRows = panel.locator('[data-testid="match-row"]:has([data-testid="status-text"]:text-matches("半场|上半场|下半场"))');
  await expect(goingRows.first()).toBeVisible({ timeout: 15_000 });
  const before = await stripDays(page);
  expect(before.pastAsked).toBe(addBeijingDays(day, -1));
  expect(before.firstFuture).toContain(monthDay(addBeijingDays(day, 1)!));

  // A going match's centre, open in its own tab across midnight.
  const id = await goingRows.first().getAttribute('data-match-id');
  const centre = await context.newPage();
  await centre.goto(url(`/liveRoom?detail=${id}&SportType=football`));
  const minute = centre.getByTestId('header-minute');
  await expect(minute).toBeVisible({ timeout: 15_000 });
  const minuteBefore = await minute.textContent();

  // Three minutes on: past midnight, with what the evening's matches did meanwhile pushed as it happened.
  await skipFeed(3 * 60_000, server!.url);
  const next = addBeijingDays(day, 1)!;
  expect(shanghaiDate(await feedNow(server!.url))).toBe(next);
  await expect.poll(async () => (await stripDays(page)).pastAsked, { timeout: 15_000 }).toBe(day);
  const after = await stripDays(page);
  expect(after.firstFuture).toContain(monthDay(addBeijingDays(next, 1)!));
  // The matches that kicked off yesterday evening are still going, on the live list.
  await expect(goingRows.first()).toBeVisible();
  await saveScreenshot(page, 'midnight-football-after-1440');
  // The match centre still follows its match: the minute has moved on with the feed.
  await expect(minute).not.toHaveText(minuteBefore ?? '', { timeout: 15_000 });
  await saveScreenshot(centre, 'midnight-match-centre-after-1440');
});
