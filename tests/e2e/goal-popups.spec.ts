// Goal pop-ups against a server of this file's own, replaying a fixture with goals on cue at real speed
// (goal-fixture.ts): each spec readies its page, then skips the feed to the cue it needs (suite-feed.ts), so it
// never waits for a clock. The stack's order and geometry and its live region [GN-4], the link to the live room
// [GN-7], a goal taken back [GN-1], basketball, suppression on the score site's results tab [GN-3] and with goalTip
// off [GN-6], and the header pill while the server is gone. How long a pop-up lives (9 s after its frame) is the
// engine's rule, proved in virtual time by its property tests; here only that each goes, in order.
import type { Browser, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, saveScreenshot, scrollWindowTo, test } from './fixtures';
import type { GoalFixture } from './goal-fixture';
import { buildGoalFixture, CUE, CYCLE_MS } from './goal-fixture';
import type { RunningServer } from './server-process';
import { startServer } from './server-process';
import { skipToCue } from './suite-feed';
import { suiteStart } from './suite-time';

test.describe.configure({ mode: 'serial' });

/** The first cycle comes a cycle after the feed starts: the specs skip to every cue they need. */
const FIRST_CYCLE_IN_MS = CYCLE_MS;
const CYCLES = 16; // more than the file's skips use
/** From a skip to what it pushed showing on the page. */
const SHOWS_MS = 10_000;

let server: RunningServer | undefined;
let fixture: GoalFixture;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run with `npx playwright test` (global setup builds the UI)');
  dir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-goals-'));
  const start = suiteStart();
  fixture = buildGoalFixture(dir, start, FIRST_CYCLE_IN_MS, CYCLES);
  server = await startServer({
    distDir, env: { FEED: 'replay', FIXTURE: fixture.file, FEED_START: String(start), FEED_SPEED: '1', FEED_LOOP: 'false', FEED_CONTROL: 'on' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const url = (path: string) => `${server!.url}${path}`;

interface Seen { readonly matchId: string; readonly kind: string; readonly top: number; readonly height: number; readonly added: number; removed?: number }

/** Records every pop-up added to and removed from the page, with its box and the page's times (for their order). */
async function recordPopups(page: Page): Promise<() => Promise<Seen[]>> {
  await page.evaluate(() => {
    const seen: Seen[] = [];
    const byNode = new Map<Node, Seen>();
    (window as unknown as { seenPopups: Seen[] }).seenPopups = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (!(n instanceof HTMLElement) || n.dataset.testid !== 'goal-popup') continue;
          const box = n.getBoundingClientRect();
          const item = { matchId: n.dataset.matchId ?? '', kind: n.dataset.kind ?? '', top: box.top, height: box.height, added: Date.now() };
          seen.push(item);
          byNode.set(n, item);
        }
        for (const n of r.removedNodes) {
          const item = byNode.get(n);
          if (item) item.removed = Date.now();
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenPopups: Seen[] }).seenPopups);
}

async function openList(page: Page, path: string, matchId: number): Promise<void> {
  await page.goto(url(path));
  await expect(page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`)).toBeVisible({ timeout: 20_000 });
}

/** Skips the feed to the next cycle's cue `at` (ms into the cycle): what it carries is pushed at once. */
const cue = (at: number) => skipToCue(fixture.firstCycleAt, CYCLE_MS, at, server!.url);

/**
 * Before a spec opens its page: the feed skips to a minute before the next cycle's goals, past the last cycle's
 * retractions, so the page starts from a quiet state and the goals it waits for are changes (a skip across a
 * retraction and the next goal at once would fold into no change at all).
 */
const quietBeforeGoals = () => cue(CYCLE_MS - 60_000);

const popup = (page: Page, matchId: number, kind = 'goal') => page.locator(`[data-testid="goal-popup"][data-match-id="${matchId}"][data-kind="${kind}"]`);

test('[GN-4] two goals stack from 145 px (height 60, gap 10), are announced politely, and go after 9 s', async ({ page }) => {
  const { footballA: a, footballB: b } = fixture;
  await quietBeforeGoals();
  await openList(page, '/football', a.id);
  const seen = await recordPopups(page);
  const first = popup(page, a.id);
  const second = popup(page, b.id);
  await cue(CUE.goalA); // B's goal follows a second later
  await expect(first).toBeVisible({ timeout: SHOWS_MS });
  await expect(second).toBeVisible({ timeout: SHOWS_MS });
  const [boxA, boxB] = [await first.boundingBox(), await second.boundingBox()];
  expect(boxA).toMatchObject({ y: 145, height: 60 });
  expect(boxB).toMatchObject({ y: 145 + 60 + 10, height: 60 });
  await expect(first).toContainText('进球');
  const announcer = page.locator('[aria-live="polite"][data-testid="goal-announcer"]');
  await expect(announcer).toContainText('进球');
  await expect(announcer.locator('p')).toHaveCount(2);
  await saveScreenshot(page, 'goal-popup-stack-1440');

  // Each goes about 9 s after its frame (the engine's rule, proved in virtual time by its property tests): here
  // they go, in the order they came, and no other pop-up came meanwhile.
  await expect(first).toHaveCount(0, { timeout: 20_000 });
  await expect(second).toHaveCount(0, { timeout: 20_000 });
  const records = (await seen()).filter((s) => s.kind === 'goal');
  expect(records.map((s) => Number(s.matchId))).toEqual([a.id, b.id]);
  expect(records[0].added).toBeLessThanOrEqual(records[1].added);
  expect(records[0].removed!).toBeLessThanOrEqual(records[1].removed!);
});

test('[GN-4] the list toolbar\'s 筛选 and 设置 stay pressable with the mouse where the stack lies over them', async ({ page }) => {
  const { footballA: a, footballB: b } = fixture;
  await quietBeforeGoals();
  await openList(page, '/football', a.id);
  await cue(CUE.goalA);
  await expect(popup(page, a.id)).toBeVisible({ timeout: SHOWS_MS });
  await expect(popup(page, b.id)).toBeVisible({ timeout: SHOWS_MS });
  // Scroll the toolbar into the first pop-up's band (145–205 px): at 1440 px the stack's column covers its right end.
  const filter = page.getByTestId('filter-button');
  const settings = page.getByRole('button', { name: '设置', exact: true });
  const top = await filter.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollWindowTo(page, Math.round(top - 160));
  const stack = await popup(page, a.id).boundingBox();
  for (const button of [filter, settings]) {
    const box = (await button.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    expect(centre.x > stack!.x && centre.y > stack!.y && centre.y < stack!.y + stack!.height).toBe(true); // under the pop-up's box
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, centre)).toBe(await button.textContent());
  }
  await saveScreenshot(page, 'goal-popup-over-toolbar-1440');
  await filter.click(); // Playwright's click refuses a button another element would take the click from
  await expect(page.getByRole('dialog', { name: '赛事筛选' })).toBeVisible();
  await page.keyboard.press('Escape');
  await settings.click();
  await expect(page.getByRole('dialog', { name: '设置' })).toBeVisible();
});

test('[GN-1] a goal taken back after VAR: the retraction notice in the stack and a short-lived mark on the row', async ({ page }) => {
  const a = fixture.footballA;
  // Past the cycle's goals (their pop-ups are no concern here), then the page, then the retraction minutes later.
  await cue(CUE.goalB + 500);
  await openList(page, '/football', a.id);
  const score = page.locator(`[data-testid="match-row"][data-match-id="${a.id}"] [data-testid="score"]`);
  await expect(score).toHaveText(`${a.homeScores[0] + 1}-${a.awayScores[0]}`);
  const notice = popup(page, a.id, 'retraction');
  await cue(CUE.retractA);
  await expect(notice).toBeVisible({ timeout: SHOWS_MS });
  await expect(notice).toContainText(`进球取消 · 主队 ${a.homeScores[0]}-${a.awayScores[0]}`);
  await expect(score).toHaveAttribute('data-retracted', 'true');
  await expect(score).toHaveText(`${a.homeScores[0]}-${a.awayScores[0]}`);
  await expect(page.locator('[data-testid="goal-announcer"]')).toContainText('主队进球取消');
  await saveScreenshot(page, 'goal-retraction-1440');
  await expect(score).not.toHaveAttribute('data-retracted', 'true', { timeout: 12_000 });
});

test('[GN-7] a pop-up opens the live room (or the match detail) in a new tab; its close button is the next tab stop', async ({ page, context }) => {
  const { footballA: a, footballB: b } = fixture;
  await quietBeforeGoals();
  await openList(page, '/football', a.id);
  const first = popup(page, a.id);
  await cue(CUE.goalA);
  await expect(first).toBeVisible({ timeout: SHOWS_MS });
  const room = a.living[0]?.roomId;
  const expected = room ? `/liveRoom?roomId=${room}` : `/liveRoom?detail=${a.id}&SportType=football`;
  await expect(first.getByRole('link')).toHaveAttribute('href', expected);
  await expect(popup(page, b.id).getByRole('link')).toHaveAttribute('href',
    b.living[0] ? `/liveRoom?roomId=${b.living[0].roomId}` : `/liveRoom?detail=${b.id}&SportType=football`);

  await first.getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: '关闭提醒' })).toBeFocused();
  const opened = context.waitForEvent('page');
  await first.getByRole('link').click();
  const tab = await opened;
  expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(expected);
  await tab.close();

  await popup(page, b.id).getByRole('button', { name: '关闭提醒' }).click();
  await expect(popup(page, b.id)).toHaveCount(0);
});

test('[GN-4] basketball: a score pops up with 得分 on /basketball', async ({ page }) => {
  const c = fixture.basketball;
  await quietBeforeGoals();
  await openList(page, '/basketball', c.id);
  const notice = popup(page, c.id);
  await cue(CUE.basketball);
  await expect(notice).toBeVisible({ timeout: SHOWS_MS });
  await expect(notice).toContainText('得分');
  await expect(notice.locator('b').first()).not.toHaveAttribute('class', '');
  await saveScreenshot(page, 'goal-popup-basketball-1440');
});

async function footballPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto(url(path));
  return page;
}

test('[GN-3] no pop-up on the score site results tab (完场赛果), while the live list shows the same goal', async ({ page, browser }) => {
  const a = fixture.footballA;
  await quietBeforeGoals();
  const results = await footballPage(browser, '/matchEvents');
  await results.getByRole('tab', { name: '完场赛果' }).click();
  await expect(results.getByRole('tab', { name: '完场赛果' })).toHaveAttribute('aria-selected', 'true');
  const seen = await recordPopups(results);
  await openList(page, '/football', a.id);
  await cue(CUE.goalA);
  await expect(popup(page, a.id)).toBeVisible({ timeout: SHOWS_MS });
  await expect(popup(page, fixture.footballB.id)).toBeVisible({ timeout: SHOWS_MS });
  expect(await seen()).toEqual([]);
  await expect(results.locator('[data-testid="goal-popup"]')).toHaveCount(0);
  await results.context().close();
});

test('[GN-6] goalTip off: the goal reaches the row, no pop-up shows', async ({ page }) => {
  const { footballA: a, footballB: b } = fixture;
  await quietBeforeGoals();
  await page.goto(url('/football?engine=worker'));
  await expect(page.locator(`[data-testid="match-row"][data-match-id="${a.id}"]`)).toBeVisible({ timeout: 20_000 });
  await page.evaluate(async () => {
    const engine = (window as unknown as { qiusaiEngine?: { api: { setSettings(p: object): Promise<unknown> } } }).qiusaiEngine;
    if (!engine) throw new Error('the page did not publish its engine (?engine=worker)');
    await engine.api.setSettings({ goalTip: false });
  });
  const seen = await recordPopups(page);
  const score = (id: number) => page.locator(`[data-testid="match-row"][data-match-id="${id}"] [data-testid="score"]`);
  await cue(CUE.goalA);
  await expect(score(a.id)).toHaveText(`${a.homeScores[0] + 1}-${a.awayScores[0]}`, { timeout: SHOWS_MS });
  await expect(score(b.id)).toHaveText(`${b.homeScores[0]}-${b.awayScores[0] + 1}`, { timeout: SHOWS_MS });
  // A pop-up would come 100 ms after its goal: half a second after B's goal shows, none has.
  await page.waitForTimeout(500);
  expect(await seen()).toEqual([]);
});

test('[SK-3] the header pill: 实时 while frames come, 重连中… with how stale the scores are once the server is gone', async ({ page }) => {
  const a = fixture.footballA;
  await openList(page, '/football', a.id);
  const pill = page.getByTestId('live-status');
  await expect(pill.getByTestId('live-connection')).toHaveText('实时');
  await expect(pill).toContainText(/进行中\s*足球\s*\d+\s*篮球\s*\d+/);
  await server!.stop();
  await expect(pill.getByTestId('live-connection')).toHaveText('重连中…', { timeout: 15_000 });
  await expect(pill).toHaveAttribute('data-state', 'reconnecting');
  await expect(pill.getByTestId('live-staleness')).toHaveText(/^\d+ 秒前更新$/);
  await saveScreenshot(page, 'connection-reconnecting-1440');
});
