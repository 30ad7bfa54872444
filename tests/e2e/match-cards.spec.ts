// Match cards on the real server's lists: the hover card with the incident timeline and statistics [LS-14], the
// streams popup of a match with streams and the detail tab of one without [LS-13], and the recommendation
// carousel above the list [AN-1]. Screenshots: hover-card-football-1440, streams-popup-1440, recommend-carousel-1440.
import type { Locator, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';

async function openFootball(page: Page): Promise<Locator> {
  await page.goto('/football');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  return panel;
}

/**
 * Hovers a row until its card shows. The page moves under a still pointer — the carousel above the list arrives,
 * a match changes section — so the row hovered may have left the pointer before the card's delay ran out, and a
 * fan would move the mouse again: so does this, from off the list, until the card is there.
 */
async function hoverForCard(page: Page, row: Locator): Promise<Locator> {
  const card = page.getByTestId('hover-card');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await row.hover();
    await expect(card).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return card;
}

/**
 * Hovers the first rows in turn until one's card shows a timeline (a going or finished match with incidents), and
 * returns that row by the card's match id: the live list moves rows (a match finishing changes sections), so the
 * row under the pointer — and nth(i) — may soon be another match, and the card follows the row under the pointer.
 */
async function hoverRowWithIncidents(page: Page, panel: Locator): Promise<Locator> {
  const rows = panel.getByTestId('match-row');
  const count = Math.min(await rows.count(), 12);
  for (let i = 0; i < count; i++) {
    const card = await hoverForCard(page, rows.nth(i));
    await expect(card.getByTestId('hover-loading')).toHaveCount(0, { timeout: 5_000 });
    const id = await card.getAttribute('data-match-id');
    if (await card.getByTestId('hover-timeline').count() > 0) return panel.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
    await page.mouse.move(0, 0);
    await expect(card).toHaveCount(0);
  }
  throw new Error('no row among the first ones has incidents');
}

test('[LS-14] hovering a football row shows its incident timeline and statistics; leave and Esc dismiss it', async ({ page }) => {
  const panel = await openFootball(page);
  const row = await hoverRowWithIncidents(page, panel);
  const card = page.getByTestId('hover-card');
  // The card and its row in one go, the row found by the card's own match id: the live list keeps moving rows while
  // the test reads, and the card follows whichever row comes under the still pointer.
  const { box, rowBox } = await page.evaluate(() => {
    const shown = document.querySelector('[data-testid="hover-card"]')!;
    const of = document.querySelector(`[data-testid="match-row"][data-match-id="${shown.getAttribute('data-match-id')}"]`);
    return { box: shown.getBoundingClientRect().toJSON() as DOMRect, rowBox: of?.getBoundingClientRect().toJSON() as DOMRect | undefined };
  });
  expect(rowBox, 'the card\'s row is on the page').toBeDefined();
  // Every event has a minute and a side — read in one go too: the timeline grows while the match goes on, and
  // reading it item by item once outlasted the test (an item asked for by position was re-rendered away).
  const events = await card.getByTestId('hover-timeline').locator('li').evaluateAll((items) => items.map((li) => ({
    side: li.getAttribute('data-side'), minute: li.querySelector('span')?.textContent ?? '',
  })));
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event.side).toMatch(/^(home|away|none)$/);
    expect(event.minute).toMatch(/^\d+(\+\d+)?'$/);
  }
  await expect(card.getByTestId('hover-stats').locator('li').first()).toBeVisible();
  await expect(card.getByTestId('hover-stats')).toContainText(/角球|控球率|射正/);
  // Inside the viewport, beside its row (as placed when it opened).
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  expect(box.y >= rowBox!.y + rowBox!.height - 1 || box.y + box.height <= rowBox!.y + 1).toBe(true);
  await saveScreenshot(page, 'hover-card-football-1440');

  await page.mouse.move(0, 0);
  await expect(card).toHaveCount(0);
  // Keyboard: focusing the row shows the card, Esc closes it.
  await row.focus();
  await expect(card).toBeVisible();
  await expect(row).toHaveAttribute('aria-describedby', (await card.getAttribute('id'))!);
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
});

test('[LS-14] a basketball card shows its statistics or text live on hover', async ({ page }) => {
  await page.goto('/basketball');
  const row = page.getByRole('tabpanel').getByTestId('match-row').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const card = await hoverForCard(page, row);
  await expect(card.getByTestId('hover-stats').or(card.getByTestId('hover-timeline')).or(card.getByTestId('hover-empty')).first()).toBeVisible();
});

test('[LS-14] the hover card\'s competition name is a link: the pointer goes from the row onto it and opens the competition page (both sports)', async ({ page }) => {
  for (const sport of ['football', 'basketball'] as const) {
    await page.goto(`/${sport}`);
    const row = page.getByRole('tabpanel').getByTestId('match-row').filter({ has: page.locator('a[data-testid="row-competition"]') }).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    const card = await hoverForCard(page, row);
    const link = card.locator('a[data-testid="hover-competition-link"]');
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/${sport}MatchData/matchDetail/\\d+$`));
    // The row's own competition link leads to the same page.
    expect(await page.locator(`[data-testid="match-row"][data-match-id="${await card.getAttribute('data-match-id')}"] a[data-testid="row-competition"]`).getAttribute('href')).toBe(href);
    const name = (await link.textContent())!.trim();
    // Across the card's gap to the link (a few pointer steps over the next row's edge): the card waits for it.
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + Math.min(box.width / 2, 20), box.y + box.height / 2, { steps: 4 });
    await expect(card).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('competition-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('competition-name')).toContainText(name.slice(0, 1));
  }
});

test('[LS-13] a match with streams opens the streams popup; its entries and 比赛详情 link to the live room', async ({ page }) => {
  await openFootball(page);
  // On the 直播 tab: a match with a stream can be far down 全部, past the rows the virtual list has in the DOM.
  await page.getByRole('tab', { name: '直播', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  const row = panel.locator('[data-testid="match-row"]:has([data-testid="stream-button"][aria-haspopup="dialog"])').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const matchId = await row.getAttribute('data-match-id');
  const button = row.getByTestId('stream-button');
  await button.click();
  const popup = page.getByTestId('streams-popup');
  await expect(popup).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const entries = popup.getByTestId('stream-entry');
  await expect(entries.first()).toBeVisible();
  for (const entry of await entries.all()) {
    expect(await entry.getAttribute('href')).toMatch(/^\/liveRoom\?roomId=\d+$/);
    await expect(entry).toContainText(/直播中|预告/);
  }
  const list = popup.getByTestId('streams-list');
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px');
  expect((await list.boundingBox())!.height).toBeLessThanOrEqual(200);
  await expect(popup.getByTestId('match-detail-link')).toHaveAttribute('href', `/liveRoom?detail=${matchId}&SportType=football`);
  await expect(popup.getByTestId('match-detail-link')).toHaveText('比赛详情');
  await saveScreenshot(page, 'streams-popup-1440');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('[LS-13] a match without streams opens its detail in a new tab', async ({ page, context }) => {
  const panel = await openFootball(page);
  const row = panel.locator('[data-testid="match-row"]:has([data-testid="stream-button"]:not([aria-haspopup]))').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const matchId = await row.getAttribute('data-match-id');
  const button = row.getByTestId('stream-button');
  await expect(button).toHaveText('详情'); // what it opens: no stream is there
  const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(`/liveRoom?detail=${matchId}&SportType=football`);
  await expect(page.getByTestId('streams-popup')).toHaveCount(0);
  await tab.close();
});

test('[AN-1] [AN-5] the carousel above the list: its title by the number of streams, 333 px cards opening rooms', async ({ page }) => {
  await openFootball(page);
  const carousel = page.getByTestId('recommend-carousel');
  const cards = carousel.getByTestId('recommend-card');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const title = await carousel.getByTestId('recommend-title').textContent();
  const mode = await carousel.getAttribute('data-mode');
  expect([mode, title]).toEqual(mode === 'recommend' ? ['recommend', '直播推荐'] : ['top', '好评解说']);
  if (mode === 'recommend') expect(await cards.count()).toBeGreaterThanOrEqual(3);
  // The carousel sits above the list.
  const listTop = (await page.getByRole('tabpanel').boundingBox())!.y;
  expect((await carousel.boundingBox())!.y).toBeLessThan(listTop);
  for (const card of (await cards.all()).slice(0, 3)) {
    expect((await card.boundingBox())!.width).toBe(333);
    expect(await card.getAttribute('href')).toMatch(/^\/liveRoom\?roomId=\d+$/);
  }
  if (await cards.count() > 3) {
    // The pointer inside pauses the auto-advance; 下一个 moves the track by one card and gap (333 + 16), or wraps
    // back to the start after the last card.
    await carousel.hover();
    const firstX = (await cards.first().boundingBox())!.x;
    await carousel.getByRole('button', { name: '下一个' }).click();
    // Settled after the slide: moved by whole cards.
    await expect.poll(async () => {
      const moved = Math.round((await cards.first().boundingBox())!.x - firstX);
      return moved !== 0 && Math.abs(moved) % 349 === 0;
    }).toBe(true);
  }
  await page.mouse.move(0, 0);
  await saveScreenshot(page, 'recommend-carousel-1440');
});
