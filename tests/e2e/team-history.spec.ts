// /teamDetailHistory/{matchId} (issue #13) against the suite's server: reached from the match centre's 分析 tab,
// both teams' meetings and recent results for football and basketball; the skeleton while the history loads, the
// error with 重新加载 when it fails, 比赛不存在 for an unknown id; screenshots of each state at 1440×900.
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';

/** The id of the first match of a sport's list that has teams (any status). */
async function firstMatchId(page: Page, sport: 'football' | 'basketball'): Promise<string> {
  await page.goto(`/${sport}`);
  const row = page.getByRole('tabpanel').getByTestId('match-row').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  return (await row.getAttribute('data-match-id'))!;
}

/**
 * The id of the first match of a sport's list whose clubs have a past (any status): clubs that play only cups (a
 * college tournament's) have none kept, and their page rightly says 暂无数据 in every table.
 */
async function matchWithHistory(page: Page, sport: 'football' | 'basketball'): Promise<string> {
  await page.goto(`/${sport}`);
  const rows = page.getByRole('tabpanel').getByTestId('match-row');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  const ids = (await rows.evaluateAll((els) => els.slice(0, 12).map((el) => el.getAttribute('data-match-id')!)));
  for (const id of ids) {
    await page.goto(`/teamDetailHistory/${id}`);
    await expect(page.getByTestId('team-history')).toBeVisible({ timeout: 15_000 });
    if (await page.getByTestId('history-row').count()) return id;
  }
  throw new Error(`none of the first ${ids.length} ${sport} matches has clubs with a past`);
}

for (const sport of ['football', 'basketball'] as const) {
  test(`${sport}: 分析's link opens both teams' history, each row read from its team's side`, async ({ page }) => {
    const id = await matchWithHistory(page, sport);
    await page.goto(`/liveRoom?detail=${id}&SportType=${sport}&tab=analysis`);
    const home = (await page.getByTestId('header-home').textContent({ timeout: 15_000 }))!;
    await page.getByTestId('team-history-link').click();
    await expect(page).toHaveURL(new RegExp(`/teamDetailHistory/${id}$`));
    const history = page.getByTestId('team-history');
    await expect(history).toHaveAttribute('data-sport', sport, { timeout: 15_000 });
    await expect(page.getByTestId('history-home')).toHaveText(home);
    // One of the two has rows (the match was picked so); a club new to its league may still have none: 暂无数据.
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    for (const table of ['history-home-recent', 'history-away-recent']) {
      const rows = page.getByTestId(table).getByTestId('history-row');
      if ((await rows.count()) === 0) {
        await expect(page.getByTestId(table)).toContainText('暂无数据');
        continue;
      }
      // Each row is a finished match with a score and an outcome from the table's team's side.
      await expect(rows.first()).toContainText(/\d+-\d+/);
      await expect(rows.first().getByTestId('history-outcome')).toHaveText(sport === 'football' ? /^[胜平负]$/ : /^[胜负]$/);
      await expect(page.getByTestId(table).getByTestId('history-summary')).toContainText(/^近\d+场/);
    }
    await expect(page.getByTestId('history-head-to-head').getByTestId('history-row').first().or(page.getByTestId('history-head-to-head').getByText('暂无数据'))).toBeVisible();
    await saveScreenshot(page, `team-history-${sport}-1440`);
    await saveScreenshot(page, `team-history-${sport}-full-1440`, true);
  });
}

test('the skeleton while the history loads; a failure offers 重新加载, which loads it', async ({ page }) => {
  const id = await firstMatchId(page, 'football');
  let release: () => void = () => {};
  const held = new Promise<void>((done) => { release = done; });
  let asked = 0;
  await page.route('**/api/v1/match/teamDetailHistory', async (route) => {
    asked++;
    if (asked === 1) {
      await held; // the first answer waits (the skeleton shows), then fails
      await route.fulfill({ status: 503, body: 'unavailable' });
    } else {
      await route.continue();
    }
  });
  await page.goto(`/teamDetailHistory/${id}`);
  await expect(page.getByTestId('team-history-skeleton')).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, 'team-history-loading-1440');
  release();
  await expect(page.getByTestId('error-state')).toContainText('历史战绩加载失败');
  await saveScreenshot(page, 'team-history-error-1440');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('team-history')).toBeVisible({ timeout: 15_000 });
  expect(asked).toBe(2);
});

test('an unknown id says 比赛不存在', async ({ page }) => {
  await page.goto('/teamDetailHistory/999999999');
  await expect(page.getByTestId('empty-state')).toHaveText('比赛不存在', { timeout: 15_000 });
  await saveScreenshot(page, 'team-history-missing-1440');
});
