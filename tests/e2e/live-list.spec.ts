// The live lists of /football and /basketball from the engine: rows after the first patch, section dividers in
// list order [LS-1] [LS-2], live minutes and scores [LS-8] [MN-3], tab switches [LS-9], and the review screenshot.
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, scrollWindowTo, test } from './fixtures';

const SECTION_ORDER = ['going', 'notStarted', 'tomorrow', 'other', 'finished'];
const LABELS: Record<string, string> = { going: '进行中', notStarted: '未开始', tomorrow: '明天', other: '其他', finished: '已完场' };

/** Every divider of the (virtualised) list, in the order met while scrolling the page down. */
async function dividersInOrder(page: Page): Promise<{ section: string; label: string }[]> {
  const seen: { section: string; label: string }[] = [];
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
  for (let y = 0; y < bottom + 600; y += 600) {
    await scrollWindowTo(page, Math.min(y, bottom));
    const visible = await page.getByTestId('list-divider').evaluateAll((nodes) => nodes
      .map((n) => ({ section: n.getAttribute('data-section') ?? '', label: n.textContent ?? '', top: n.getBoundingClientRect().top }))
      .sort((a, b) => a.top - b.top));
    for (const d of visible) if (!seen.some((s) => s.section === d.section)) seen.push({ section: d.section, label: d.label });
  }
  await scrollWindowTo(page, 0);
  return seen;
}

/** A played match's clock or score: '67'', '45'+2', '90+' or 'n-n' (not started ones say vs [MN-3]). */
const PLAYED = /^(\d+'?(\+\d+)?|\d+\+|\d+-\d+)$/;

/**
 * The clocks and scores of played matches anywhere in the (virtualised) list, scrolling down until one shows:
 * going matches sit on top, finished ones at the bottom — which of them exist depends on the replay's time of day.
 */
async function playedMatchTexts(page: Page): Promise<string[]> {
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
  for (let y = 0; y < bottom + 600; y += 600) {
    await scrollWindowTo(page, Math.min(y, bottom));
    const texts = await page.locator('[data-testid="live-minute"], [data-testid="score"]').allTextContents();
    const played = texts.map((t) => t.trim()).filter((t) => PLAYED.test(t));
    if (played.length > 0) {
      await scrollWindowTo(page, 0);
      return played;
    }
  }
  await scrollWindowTo(page, 0);
  return [];
}

test('[LS-8] [LS-1] football today: rows, dividers in order, live minute or score, tab switch', async ({ page }) => {
  await page.goto('/football');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });

  const dividers = await dividersInOrder(page);
  expect(dividers.length).toBeGreaterThan(0);
  const indexes = dividers.map((d) => SECTION_ORDER.indexOf(d.section));
  expect(indexes.every((i) => i >= 0)).toBe(true);
  expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  for (const d of dividers) expect(d.label).toBe(LABELS[d.section]);

  // A going match shows its minute, a finished one its score (not started ones say vs [MN-3]).
  await expect.poll(() => playedMatchTexts(page), { timeout: 15_000 }).not.toEqual([]);

  const firstTier = page.getByRole('tab', { name: '一级' });
  await firstTier.click();
  await expect(firstTier).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('match-row').first().or(panel.getByTestId('empty-state'))).toBeVisible({ timeout: 10_000 });
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByTestId('list-divider').first()).toBeVisible();

  await saveScreenshot(page, 'football-live-list-1440');
});

test('[LS-12] basketball today: rows with period scores', async ({ page }) => {
  await page.goto('/basketball');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByTestId('match-row').first()).toContainText('总分');
  await saveScreenshot(page, 'basketball-live-list-1440');
});
