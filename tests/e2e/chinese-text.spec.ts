// Chinese renders with real glyphs in the product's first font (Noto Sans CJK SC, Debian's fonts-noto-cjk), not as
// empty boxes or in a fallback: asked of Chromium itself through the DevTools protocol (CSS.getPlatformFontsForNode).
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';

async function platformFonts(page: Page, selector: string): Promise<{ familyName: string; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

test('[SH-1] Chinese headings and tabs render in Noto Sans CJK SC', async ({ page }) => {
  await page.goto('/football');
  await expect(page.getByRole('heading', { name: '足球直播', level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  for (const selector of ['h1', '[role="tab"]', 'nav[aria-label="主导航"] a']) {
    const fonts = await platformFonts(page, selector);
    expect(fonts.length, selector).toBeGreaterThan(0);
    expect(fonts[0].familyName, selector).toMatch(/Noto Sans CJK SC/);
    expect(fonts[0].glyphCount, selector).toBeGreaterThan(0);
  }
  await page.getByRole('heading', { name: '足球直播', level: 1 }).screenshot({ path: 'tests/artifacts/screenshots/chinese-heading.png' });
  await saveScreenshot(page, 'chinese-football-top');
});
