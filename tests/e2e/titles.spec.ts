// [SH-1] Routes, titles and the not-found page, in the real browser against the real server.
import { expect, test } from './fixtures';

const TITLES: readonly [string, string][] = [
  ['/', '球赛直播'],
  ['/football', '足球直播 - 球赛直播'],
  ['/basketball', '篮球直播 - 球赛直播'],
  ['/matchEvents', '即时比分 - 球赛直播'],
  ['/forecast', '专家预测 - 球赛直播'],
  ['/forecastDetail?schemeId=1', '预测详情 - 球赛直播'],
];

for (const [path, title] of TITLES) {
  test(`[SH-1] ${path} is titled ${title}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  });
}

test('[SH-1] the title follows client-side navigation', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '篮球', exact: true }).click();
  await expect(page).toHaveTitle('篮球直播 - 球赛直播');
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveTitle('球赛直播');
});

test('[SH-1] an unknown path shows the not-found page under the product name, with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByTestId('not-found')).toContainText('/no/such/page');
  await expect(page).toHaveTitle('球赛直播');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '正在直播' })).toBeVisible();
});
