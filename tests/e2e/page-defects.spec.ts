// Defects found on the built pages (issue #12 §5), against the suite's server (the busy day): home's focus list
// with the 半场 and 角球 columns [LS-8]; 重置 restoring every competition after a filter [FT-3]; and no loading
// skeleton left once a page's data is in (a section loads, shows its empty state, or is not shown). The carousel's
// arrow [AN-1] is search-and-profile.spec.ts's (its server has enough live rooms).
import { expect, test } from './fixtures';

/** Whatever marks a loading skeleton here: LoadingRegion's test id, and any busy region. */
const SKELETON = '[data-testid="loading-skeleton"], [aria-busy="true"]';

test('[LS-8] home\'s focus list shows the 半场 and 角球 columns of the football list', async ({ page }) => {
  await page.goto('/');
  const focus = page.getByTestId('home-focus-list');
  const row = focus.getByTestId('match-row').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const header = focus.locator('[aria-hidden="true"]').filter({ hasText: '赛事' }).first();
  for (const name of ['半场', '角球']) await expect(header.getByText(name, { exact: true })).toBeVisible();
  // The row's 7th and 8th cells (half-time, corners) are laid out under their headings.
  const cells = await row.evaluate((el) => [...el.children].slice(6, 8).map((c) => c.getBoundingClientRect()).map((r) => ({ x: r.x, width: r.width })));
  const heads = await header.evaluate((el) => [...el.children].slice(6, 8).map((c) => c.getBoundingClientRect()).map((r) => ({ x: r.x, width: r.width })));
  expect(cells.every((c) => c.width > 0)).toBe(true);
  expect(cells.map((c) => Math.round(c.x))).toEqual(heads.map((h) => Math.round(h.x)));
});

test('[FT-3] 重置 after reopening a filtered list restores every competition', async ({ page }) => {
  await page.goto('/football');
  await expect(page.getByRole('tabpanel').getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: '赛事筛选' });
  const done = dialog.getByRole('button', { name: /^完成/ });
  const count = async () => Number(/\((\d+)\)/.exec((await done.textContent()) ?? '')?.[1]);
  await page.getByTestId('filter-button').first().click();
  await expect(dialog.getByTestId('filter-competition').first()).toBeVisible({ timeout: 15_000 });
  const total = await count();
  // Filter to one league, 完成.
  await dialog.getByRole('button', { name: '反选' }).click();
  await dialog.getByTestId('filter-competition').first().click();
  const one = await count();
  expect(one).toBeGreaterThan(0);
  expect(one).toBeLessThan(total);
  await done.click();
  await expect(dialog).toBeHidden();
  // Reopen: the one league; 重置: all of them again.
  await page.getByTestId('filter-button').first().click();
  await expect(dialog.getByTestId('filter-competition').first()).toBeVisible();
  await expect.poll(count).toBe(one);
  await dialog.getByRole('button', { name: '重置' }).click();
  await expect.poll(count).toBeGreaterThanOrEqual(total); // today's list may have grown meanwhile, never shrunk
  await expect(dialog.getByRole('tab', { name: '一级' })).toHaveAttribute('aria-selected', 'true');
  const ticked = await dialog.getByTestId('filter-competition').evaluateAll((nodes) => nodes.map((n) => n.querySelector('input')!.checked));
  expect(ticked.every(Boolean)).toBe(true);
});

for (const path of ['/', '/football', '/basketball', '/matchEvents']) {
  test(`nothing waits for ever on ${path}: once its data is in, no loading skeleton is left`, async ({ page }) => {
    await page.goto(path);
    // The page's data state: its match list has rows (or says it has none).
    const list = page.getByTestId('live-list').or(page.getByTestId('empty-state')).first();
    await expect(list).toBeVisible({ timeout: 20_000 });
    if (path === '/football' || path === '/basketball') {
      await expect(page.getByTestId('recommend-carousel')).toHaveAttribute('data-mode', /.+/, { timeout: 20_000 });
    }
    // Every section has loaded, shown its empty state or is not shown: no skeleton is still there a moment on.
    await expect(page.locator(SKELETON)).toHaveCount(0, { timeout: 10_000 });
  });
}
