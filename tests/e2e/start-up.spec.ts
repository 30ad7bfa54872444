// The page's start-up (ui/main.tsx): index.html paints a splash before any script and names every start-up stage's
// chunks for preloading; the stages then replace it with the app, or — when a stage cannot load — leave it saying so.
import { expect, saveScreenshot, test } from './fixtures';

test('index.html paints the splash and preloads every start-up stage', async ({ page, request }) => {
  const html = await (await request.get('/football')).text();
  expect(html).toContain('class="boot-splash"');
  expect(html).toMatch(/rel="modulepreload"[^>]*react-runtime-[\w-]+\.js/);
  expect(html).toMatch(/rel="modulepreload"[^>]*start-app-[\w-]+\.js/);
  expect(html).toMatch(/rel="stylesheet"[^>]*start-app-[\w-]+\.css/);
  await page.goto('/football');
  await expect(page.getByRole('tabpanel').getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.boot-splash')).toHaveCount(0);
});

test('a start-up stage that cannot load leaves the splash saying 加载失败', async ({ page }) => {
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/football');
  await expect(page.locator('.boot-splash')).toContainText('加载失败，网络开小差了，请刷新页面重试');
  await expect(page.locator('.boot-splash')).toContainText('球赛直播');
  await saveScreenshot(page, 'start-up-failed');
});
