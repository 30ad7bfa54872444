// The product's day is the Beijing day in every zone [LS-2]: a fan in Los Angeles sees the date strip count from
// Beijing's today (the server's), kick-off times marked 北京时间, and the 本地时间 setting switches them to the
// browser's own clock — the days stay Beijing's.
import { addBeijingDays, HOUR_MS, shanghaiDate } from '../../engine/core';
import { namedZone } from '../../engine/time';
import { expect, saveScreenshot, test } from './fixtures';
import { feedNow } from './suite-feed';

test.use({ timezoneId: 'America/Los_Angeles' });

/** 'HH:MM' moved by `hours` (mod 24). */
function shifted(clock: string, hours: number): string {
  const [h, m] = clock.split(':').map(Number);
  const minutes = (((h * 60 + m + hours * 60) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

test('[LS-2] [LS-12] a browser in Los Angeles: kick-off times say 北京时间 and 本地时间 shows its own clock', async ({ page }) => {
  await page.goto('/football');
  const panel = page.getByRole('tabpanel');
  // A match not started yet: it stays near the top while the test runs (a going one may finish and move to the
  // 已完场 section, below the virtual list's rendered rows).
  const firstRow = panel.getByTestId('match-row').filter({ has: page.getByTestId('status-text').getByText('未开赛', { exact: true }) }).first();
  await expect(firstRow).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
  await expect(page.getByTestId('time-heading')).toHaveText('北京时间');
  const id = await firstRow.getAttribute('data-match-id');
  const row = panel.locator(`[data-testid="match-row"][data-match-id="${id}"]`);
  await expect(row.getByTestId('kick-off')).toHaveAttribute('title', '北京时间');
  const beijing = (await row.getByTestId('kick-off').textContent()) ?? '';
  expect(beijing).toMatch(/^\d\d:\d\d$/);
  await saveScreenshot(page, 'beijing-time-los-angeles-1440');

  await page.getByRole('button', { name: '设置', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '设置' });
  const localTime = dialog.getByRole('switch', { name: '本地时间' });
  await expect(localTime).toHaveAttribute('aria-checked', 'false');
  await localTime.click();
  await expect(localTime).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();

  // Los Angeles is 15 h (PDT) or 16 h (PST) behind Beijing on the feed's day.
  const behind = (8 * HOUR_MS - namedZone('America/Los_Angeles')(await feedNow())) / HOUR_MS;
  await expect(page.getByTestId('time-heading')).toHaveText('时间');
  await expect(row.getByTestId('kick-off')).toHaveText(shifted(beijing, -behind), { timeout: 10_000 });
  await expect(row.getByTestId('kick-off')).not.toHaveAttribute('title');
});

test('[LS-2] a browser in Los Angeles: the schedule\'s strip starts at Beijing\'s tomorrow and asks the server for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/football/futureMatch_b')) asked.push((request.postDataJSON() as { matchDate: string }).matchDate);
  });
  await page.goto('/football');
  await expect(page.getByRole('tabpanel').getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  // Read the feed's Beijing today around the click: a run across Beijing midnight would see either day.
  const before = await feedNow();
  await page.getByRole('tab', { name: '赛程' }).click();
  await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const todays = new Set([shanghaiDate(before), shanghaiDate(await feedNow())]);
  const tomorrows = [...todays].map((d) => addBeijingDays(d, 1)!);
  // The strip settles on the feed's tomorrow once the engine's clock has the feed's time (until its first word of
  // it, the page's day is its own clock's, which in this suite is not the feed's): then its day is the one asked.
  const strip = page.getByRole('tablist', { name: '选择日期' });
  const first = strip.getByRole('tab').first();
  await expect.poll(async () => {
    const text = (await first.textContent()) ?? '';
    return tomorrows.some((d) => text.includes(d.slice(5)));
  }, { timeout: 10_000 }).toBe(true);
  await expect.poll(() => tomorrows.includes(asked.at(-1)!), { timeout: 10_000 }).toBe(true);
  // The browser's own tomorrow differs from Beijing's for most of the day: say which one this run met.
  const laTomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(before + 86_400_000);
  console.log(`Beijing tomorrow ${asked.at(-1)}, Los Angeles tomorrow ${laTomorrow}`);
});
