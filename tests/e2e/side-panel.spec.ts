// [SH-6] The floating side panel: back to top after 400 px, the app QR codes, customer service.
import { join } from 'node:path';
import { expect, recordShellRequests, saveScreenshot, SCREENSHOTS, scrollWindowTo, test } from './fixtures';

test('[SH-6] back to top appears after 400 px of scroll and scrolls to the top', async ({ page }) => {
  await page.goto('/');
  const backToTop = page.getByRole('button', { name: /回到顶部/ });
  await expect(backToTop).toHaveCount(0);
  await scrollWindowTo(page, 399);
  await expect(backToTop).toHaveCount(0);
  await scrollWindowTo(page, 400);
  await expect(backToTop).toBeVisible();
  await saveScreenshot(page, 'home-back-to-top-visible');
  await backToTop.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await expect(backToTop).toHaveCount(0);
});

test('the side panel opens the app QR codes: real, decodable-size images', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('complementary', { name: '快捷工具' });
  await panel.getByRole('button', { name: /下载 App/ }).hover();
  const android = panel.getByRole('img', { name: 'Android 下载二维码' });
  await expect(android).toBeVisible();
  await expect(panel.getByRole('img', { name: 'iPhone 下载二维码' })).toBeVisible();
  expect(await android.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await android.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await saveScreenshot(page, 'side-panel-qr-open');
});

test('[FL-2] customer service while logged out asks for the login dialog', async ({ page }) => {
  await page.goto('/football');
  const requests = await recordShellRequests(page);
  await page.getByRole('button', { name: /联系客服/ }).click();
  expect(await requests()).toEqual([{ type: 'login' }]);
});

test('the footer shows the app QR codes and its help and about columns', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The footer comes with home's chunk, after its sections: on a loaded machine that took more than 5 s.
  await expect(footer.getByRole('img', { name: 'Android 下载二维码' })).toBeVisible({ timeout: 15_000 });
  for (const label of ['新手主播指南', '推流工具', '直播协议', '用户协议', '隐私政策', '意见反馈', '投诉']) {
    await expect(footer.getByRole(label === '推流工具' ? 'link' : 'button', { name: label })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /推流工具/ })).toHaveAttribute('target', '_blank');
  const requests = await recordShellRequests(page);
  await footer.getByRole('button', { name: '用户协议' }).click();
  await footer.getByRole('button', { name: '意见反馈' }).click();
  expect(await requests()).toEqual([{ type: 'link', linkType: 4 }, { type: 'login' }]);
  await footer.screenshot({ path: join(SCREENSHOTS, 'footer.png') });
});
