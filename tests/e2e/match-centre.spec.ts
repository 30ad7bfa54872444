// The match centre (/liveRoom?detail=&SportType=, issue #13) against the suite's server (the busy day at 2×,
// skipped to a goal where one is needed: suite-feed.ts): opened from a list row, its header and 赛况; a goal
// reaching the header and the timeline; the lineup variant on 阵容; 指数's companies (basketball's two-way 欧赔);
// basketball's box score and header 半场;
// 比赛不存在; screenshots of every tab for both sports.
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, scrollWindowTo, test } from './fixtures';
import { MINUTE_MS, shanghaiMidnight } from '../../engine/core/time/beijing-day';
import { feedNow, skipFeed } from './suite-feed';

const FOOTBALL_TABS = [['赛况', 'overview'], ['阵容', 'lineup'], ['指数', 'odds'], ['分析', 'analysis'], ['文字直播', 'text']] as const;
const BASKETBALL_TABS = [['赛况', 'overview'], ['球员统计', 'players'], ['文字直播', 'text'], ['指数', 'odds'], ['分析', 'analysis']] as const;

/** The ids of going matches of a sport's list, as the rows show them. */
async function goingIds(page: Page, sport: 'football' | 'basketball'): Promise<string[]> {
  await page.goto(`/${sport}`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  const going = panel.locator('[data-testid="match-row"]:has([data-testid="live-minute"]), [data-testid="match-row"]:has([data-testid="status-text"])');
  await expect(going.first()).toBeVisible();
  return panel.locator('[data-testid="match-row"]').evaluateAll((rows) => rows
    .filter((r) => /(上|下)半场|第.节|加时/.test(r.querySelector('[data-testid="status-text"]')?.textContent ?? ''))
    .map((r) => r.getAttribute('data-match-id') ?? ''));
}

async function openTab(page: Page, label: string, id: string): Promise<void> {
  await page.getByRole('tab', { name: label, exact: true }).click();
  await expect(page.getByTestId('match-centre-panel')).toHaveAttribute('data-tab', id);
}

test('[LS-13] a stream-less row\'s teams open the match centre in a new tab: header and 赛况 show', async ({ page, context }) => {
  await page.goto('/football');
  const panel = page.getByRole('tabpanel');
  const row = panel.locator('[data-testid="match-row"]:has([data-testid="stream-button"]:not([aria-haspopup]))').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const matchId = await row.getAttribute('data-match-id');
  const home = await row.locator('[class*="teamName"]').first().textContent();
  const [tab] = await Promise.all([context.waitForEvent('page'), row.locator('[data-opens-detail] [class*="teamName"]').first().click()]);
  await expect(tab.getByTestId('match-header')).toHaveAttribute('data-match-id', matchId!, { timeout: 15_000 });
  await expect(tab.getByTestId('header-home')).toHaveText(home!);
  await expect(tab.getByTestId('match-centre-panel')).toHaveAttribute('data-tab', 'overview');
  await tab.close();
});

test('[LS-13] the streams popup\'s 比赛详情 lands on the match centre', async ({ page, context }) => {
  await page.goto('/football');
  const panel = page.getByRole('tabpanel');
  const row = panel.locator('[data-testid="match-row"]:has([data-testid="stream-button"][aria-haspopup])').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const matchId = await row.getAttribute('data-match-id');
  await row.getByTestId('stream-button').click();
  const link = page.getByTestId('streams-popup').getByTestId('match-detail-link');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(tab.getByTestId('match-header')).toHaveAttribute('data-match-id', matchId!, { timeout: 15_000 });
  await tab.close();
});

test('a goal reaches the header and the 赛况 timeline', async ({ page }) => {
  test.setTimeout(120_000);
  const ids = (await goingIds(page, 'football')).slice(0, 3);
  expect(ids.length).toBeGreaterThan(0);
  const pages = await Promise.all(ids.map(async (id) => {
    const p = await page.context().newPage();
    await p.goto(`/liveRoom?detail=${id}&SportType=football`);
    await expect(p.getByTestId('header-score')).toBeVisible({ timeout: 15_000 });
    return { p, before: (await p.getByTestId('header-score').textContent()) ?? '' };
  }));
  // The suite's day skips ahead a minute at a time (suite-feed.ts) until one of the open matches scores.
  const changed = async () => {
    for (const { p, before } of pages) if (((await p.getByTestId('header-score').textContent()) ?? '') !== before) return p;
    return undefined;
  };
  let scored: Page | undefined;
  for (let i = 0; i < 60 && !scored; i++) {
    await skipFeed(60_000);
    await expect.poll(changed, { timeout: 2_000 }).toBeTruthy().catch(() => undefined);
    scored = await changed();
  }
  expect(scored, 'one of three going matches scored within an hour of the day').toBeTruthy();
  const score = (await scored!.getByTestId('header-score').textContent()) ?? '';
  const [h, a] = score.split('-').map(Number);
  if (h + a > 0) {
    // The goal's incident (or, for a goal taken back, the VAR line) is in the timeline.
    await expect(scored!.getByTestId('timeline-item').filter({ hasText: `${h}-${a}` }).first()).toBeVisible({ timeout: 15_000 });
  }
  await saveScreenshot(scored!, 'match-centre-goal-1440');
  await Promise.all(pages.map(({ p }) => p.close()));
});

test('the lineup variant opens 阵容; 指数 shows companies; screenshots of every football tab', async ({ page }) => {
  const [id] = await goingIds(page, 'football');
  await page.goto(`/liveRoom?detail=${id}&SportType=football&tab=lineup`);
  await expect(page.getByTestId('match-centre-panel')).toHaveAttribute('data-tab', 'lineup', { timeout: 15_000 });
  await expect(page.getByRole('tab', { name: '阵容', exact: true })).toHaveAttribute('aria-selected', 'true');
  for (const [label, tab] of FOOTBALL_TABS) {
    await openTab(page, label, tab);
    // A going match opened mid-game shows what happened so far, not only what comes after the page opened.
    if (tab === 'overview') await expect(page.getByTestId('timeline-item').or(page.getByTestId('stat-row')).first()).toBeVisible({ timeout: 15_000 });
    if (tab === 'odds') await expect(page.getByTestId('odds-company').first()).toBeVisible({ timeout: 15_000 });
    if (tab === 'lineup') await expect(page.getByTestId('pitch-player').or(page.getByTestId('empty-state')).first()).toBeVisible();
    await saveScreenshot(page, `match-centre-football-${tab}-1440`);
  }
});

/** Going basketball matches, the furthest played first (a match past its first quarter has its box score, code 150). */
async function basketballByProgress(page: Page): Promise<string[]> {
  await goingIds(page, 'basketball');
  const order = ['加时', '第四节', '第三节完', '第三节', '下半场', '中场', '第二节完', '第二节'];
  const rows = await page.getByRole('tabpanel').locator('[data-testid="match-row"]').evaluateAll((els) => els.map((r) => ({
    id: r.getAttribute('data-match-id') ?? '', status: r.querySelector('[data-testid="status-text"]')?.textContent ?? '',
  })));
  return rows.filter((r) => order.includes(r.status)).sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status)).map((r) => r.id);
}

test('basketball shows the quarter table, the score trend and the box score; screenshots of every basketball tab', async ({ page }) => {
  const [id] = await basketballByProgress(page);
  expect(id, 'a basketball match past its first quarter').toBeTruthy();
  await page.goto(`/liveRoom?detail=${id}&SportType=basketball`);
  await expect(page.getByTestId('quarter-table')).toBeVisible({ timeout: 15_000 });
  // Past the first half (or at its break) the header's 半场 is the first half's score, never '-' [BK-3].
  if (!/^(第二节|上半场)$/.test(await page.getByTestId('header-status').textContent() ?? '')) {
    await expect(page.getByTestId('header-half-time')).toHaveText(/^半场 \d+-\d+$/);
  }
  // The lead graph: a bar for each minute played so far (the server's trail seeds the page opened mid-game).
  await expect(page.getByTestId('lead-graph')).toBeVisible({ timeout: 15_000 });
  expect(Number(await page.getByTestId('lead-graph').getAttribute('data-minutes'))).toBeGreaterThan(12);
  for (const [label, tab] of BASKETBALL_TABS) {
    await openTab(page, label, tab);
    if (tab === 'players') {
      // Past the first quarter, code 150 has come: the box score's rows, not its empty state.
      await expect(page.getByTestId('box-score-row').first()).toBeVisible({ timeout: 15_000 });
      expect(await page.getByTestId('box-score-row').count()).toBeGreaterThanOrEqual(2);
    }
    if (tab === 'odds') {
      // Basketball's 欧赔 is two-way: 主胜 and 客胜 (opening, current), no 平 and no away price of 0.00.
      await expect(page.getByTestId('odds-company').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('odds-head')).toHaveText(['主胜', '客胜', '主胜', '客胜']);
      const prices = await page.getByTestId('odds-company').evaluateAll((rows) => rows.flatMap((r) => [...r.querySelectorAll('td')].slice(1, 5).map((td) => td.textContent ?? '')));
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.filter((p) => p !== '-' && /^0\.00/.test(p))).toEqual([]);
    }
    await saveScreenshot(page, `match-centre-basketball-${tab}-1440`);
  }
});

test('[MN-5] a match of today not yet started counts down to kick-off in hours, minutes and seconds', async ({ page }) => {
  await page.goto('/football');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  // The 未开赛 section comes after the going one, and the list draws only the rows near the screen: scroll through it
  // for a row kicking off at least half an hour of the feed's time ahead (the suite's day runs on while the spec
  // opens the page, so the soonest one may have kicked off by then), else the latest one seen.
  const now = await feedNow();
  const feedMinute = (now - shanghaiMidnight(now)) / MINUTE_MS;
  let id: string | undefined;
  let latest: string | undefined;
  for (let y = 0; y < 40_000 && id === undefined; y += 700) {
    await scrollWindowTo(page, y);
    const rows = await panel.getByTestId('match-row').evaluateAll((els) => els
      .filter((el) => el.querySelector('[data-testid="status-text"]')?.textContent === '未开赛')
      .map((el) => ({ id: el.getAttribute('data-match-id')!, time: el.querySelector('[data-testid="kick-off"]')?.textContent ?? '' })));
    const minuteOf = (time: string) => { const [h, m] = time.split(':').map(Number); return h * 60 + m; };
    latest = rows.at(-1)?.id ?? latest;
    id = rows.find((r) => /^\d\d:\d\d$/.test(r.time) && minuteOf(r.time) >= feedMinute + 30)?.id;
  }
  id ??= latest;
  expect(id, 'a 未开赛 row of today').toBeDefined();
  await page.goto(`/liveRoom?detail=${id}&SportType=football`);
  const countdown = page.getByTestId('header-countdown');
  await expect(countdown).toHaveText(/^距开赛 \d\d:[0-5]\d:[0-5]\d$/, { timeout: 15_000 });
  // It ticks: the seconds move on (the page's clock, once a second).
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 5_000 });
  await saveScreenshot(page, 'match-centre-countdown-1440');
});

test('an unknown id says 比赛不存在; a /liveRoom URL that is neither a match nor a room is not found', async ({ page }) => {
  await page.goto('/liveRoom?detail=999999999&SportType=football');
  await expect(page.getByTestId('empty-state')).toHaveText('比赛不存在', { timeout: 15_000 });
  await saveScreenshot(page, 'match-centre-missing-1440');
  await page.goto('/liveRoom?roomId=abc');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});
