// Every page state at 1440 × 900 (and the 1280 px laptop), saved for review under tests/artifacts/screenshots/.
// Each also checks what a screenshot cannot show by itself: the state is the right one, and nothing overflows.
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';
import { feedDay } from './suite-feed';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('screenshot: home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '今日焦点赛事' })).toBeVisible();
  // The shot is of the page a visitor reads: the feed connected and today's focus rows in.
  await expect(page.getByTestId('home-focus-list').getByTestId('match-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'home-1440', true);
});

test('screenshot: football, today, the tabs and the live list', async ({ page }) => {
  await page.goto('/football');
  const tabs = page.getByRole('tablist', { name: '赛事分类' }).getByRole('tab');
  await expect(tabs).toHaveText(['全部', '直播', '一级', '竞足', '北单', '传足']);
  await expect(page.getByRole('tabpanel').getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('live-counts-football')).not.toContainText('–', { timeout: 15_000 });
  await expectNoSidewaysScroll(page);
  // The list is virtualised over the window: a viewport shot shows what a visitor sees.
  await saveScreenshot(page, 'football-1440');
});

/**
 * Opens /football and waits for today's rows: the feed has spoken, so the page's today is the feed's. A day strip
 * opened before that is the device's, and turns to the feed's under a key press when the first pong lands.
 */
async function openFootballToday(page: Page): Promise<void> {
  await page.goto('/football');
  await expect(page.getByRole('tabpanel').getByTestId('match-row').first()).toBeVisible();
}

test('[LS-9] screenshot: football schedule with the 7-day strip, keyboard-switchable', async ({ page }) => {
  await openFootballToday(page);
  await page.getByRole('tab', { name: '赛程' }).click();
  const days = page.getByRole('tablist', { name: '选择日期' }).getByRole('tab');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('id', new RegExp(`-${await feedDay(1)}$`));
  await expect(days.first()).toHaveAttribute('aria-selected', 'true');
  await days.first().press('ArrowRight');
  await expect(days.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(days.nth(1)).toBeFocused();
  // The chosen day's schedule, not its skeleton.
  await expect(page.getByRole('tabpanel').getByTestId('match-row').or(page.getByRole('tabpanel').getByTestId('empty-state')).first()).toBeVisible();
  await saveScreenshot(page, 'football-schedule-1440', true);
});

test('screenshot: football results select yesterday', async ({ page }) => {
  await openFootballToday(page);
  await page.getByRole('tab', { name: '赛果' }).click();
  const days = page.getByRole('tablist', { name: '选择日期' }).getByRole('tab');
  await expect(days.last()).toHaveAttribute('id', new RegExp(`-${await feedDay(-1)}$`));
  await expect(days.last()).toHaveAttribute('aria-selected', 'true');
  await saveScreenshot(page, 'football-results-1440');
});

test('screenshot: followed matches ask a guest to log in', async ({ page }) => {
  await page.goto('/football');
  await page.getByRole('tab', { name: '关注' }).click();
  await expect(page.getByTestId('empty-state')).toContainText('登录后查看关注的比赛');
  await expect(page.getByRole('tabpanel').getByRole('button', { name: '登录' })).toBeVisible();
  await saveScreenshot(page, 'football-followed-guest-1440');
});

test('screenshot: basketball, tabs and the live list', async ({ page }) => {
  await page.goto('/basketball');
  await expect(page.getByRole('tablist', { name: '赛事分类' }).getByRole('tab')).toHaveText(['全部', '直播', '一级', '竞篮']);
  await expect(page.getByRole('tabpanel').getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'basketball-1440');
});

test('screenshot: score site, football then basketball', async ({ page }) => {
  await page.goto('/matchEvents');
  await expect(page.getByRole('heading', { name: '即时比分', level: 1 })).toBeVisible();
  await saveScreenshot(page, 'match-events-1440', true);
  await page.getByRole('tab', { name: '篮球' }).click();
  await page.getByRole('tab', { name: '完场赛果' }).click();
  await saveScreenshot(page, 'match-events-basketball-results-1440');
});

test('[SH-5] home 更多 opens the score site on the chosen sport', async ({ page }) => {
  await page.goto('/');
  const focus = page.getByRole('region', { name: '今日焦点赛事' });
  await focus.getByRole('tab', { name: '篮球' }).click();
  await focus.getByRole('button', { name: '更多' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/matchEvents');
  await expect(page.getByRole('tablist', { name: '运动项目' }).getByRole('tab', { name: '篮球' })).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => sessionStorage.getItem('matchEventsTab'))).toBe('basketball');
});

test('screenshot: not found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await saveScreenshot(page, 'not-found-1440', true);
});

test.describe('1280 px laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [name, path] of [['home', '/'], ['football', '/football'], ['basketball', '/basketball'], ['match-events', '/matchEvents']]) {
    test(`screenshot: ${name} at 1280 px, nothing overflows`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoSidewaysScroll(page);
      const header = page.getByRole('banner');
      // the header's actions stay inside the window
      const login = await header.getByRole('button', { name: '登录' }).boundingBox();
      expect(login!.x + login!.width).toBeLessThanOrEqual(1280);
      await saveScreenshot(page, `${name}-1280`, true);
    });
  }

  test('screenshot: home scrolled at 1280 px', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 200));
    await saveScreenshot(page, 'home-scrolled-1280');
  });
});
