// Other days' lists [LS-9]: the schedule (赛程, future days) and results (赛果, past days) views of /football,
// /basketball and /matchEvents fetch futureMatch_b / historyMatch_b for the date strip's day and list it with the
// live list's rows; the skeleton while loading, 暂无数据 when empty [LS-11], 加载失败 + 重新加载 when the fetch fails.
// Most tests answer the two calls with a generated day of their own (day-list-fixture.ts), to control its
// contents; two run against the server's own answer (server/days/: days around today generated from the replayed
// fixture's seed).
import type { Page, Response, Route } from '@playwright/test';
import type { ListSnapshot, Sport } from '../../engine/core';
import { decodeListResponse } from '../../engine/wire';
import type { DayPhase } from './day-list-fixture';
import { dayList, dayListBytes } from './day-list-fixture';
import { expect, saveScreenshot, test } from './fixtures';
import { feedDay } from './suite-feed';

/** Ended statuses of both sports (finish and other groups [ST-2] [ST-4]): what a past day's rows may say. */
const ENDED = new Set(['完场', '推迟', '取消', '腰斩', '中断', '待定']);

type Endpoint = 'futureMatch_b' | 'historyMatch_b';

/** Answers the sport's day endpoint with the generated day of the asked matchDate; records the dates asked. */
async function serveDays(page: Page, sport: Sport, endpoint: Endpoint, phase: DayPhase, edit: (l: ListSnapshot) => ListSnapshot = (l) => l) {
  const asked: string[] = [];
  await page.route(`**/api/v1/${sport}/${endpoint}`, async (route: Route) => {
    const { matchDate } = route.request().postDataJSON() as { matchDate: string };
    asked.push(matchDate);
    await route.fulfill({ status: 200, contentType: 'application/octet-stream', body: dayListBytes(edit(dayList(sport, matchDate, phase))) });
  });
  return asked;
}

const dateStrip = (page: Page) => page.getByRole('tablist', { name: '选择日期' });

/** The strip's day keys ('YYYY-MM-DD'), counted from the feed's today (the page's today is the feed's). */
const localDay = (offset: number): Promise<string> => feedDay(offset);

/** The feed's day at `offset` on either side of `action`: one day, or two when the action spanned a midnight. */
async function daysAcross(offset: number, action: () => Promise<unknown>): Promise<string[]> {
  const before = await localDay(offset);
  await action();
  return [...new Set([before, await localDay(offset)])];
}

/**
 * Opens a list page and waits for its today rows: the feed has spoken, so the page's today is the feed's (until
 * then it is the device's, and a day tab clicked that early would first ask for the device's day).
 */
async function openToday(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
}

async function statusTexts(page: Page): Promise<string[]> {
  return page.getByRole('tabpanel').getByTestId('status-text').allTextContents();
}

test('[LS-9] football past day: the chosen day\'s results with finished statuses', async ({ page }) => {
  // One match of the day stopped as 腰斩 (abandoned) with its record: its row shows that record too.
  const abandon = (l: ListSnapshot) => ({ ...l, matches: l.matches.map((m, i) => (i === 0 ? { ...m, statusId: 11 } : m)) });
  const asked = await serveDays(page, 'football', 'historyMatch_b', 'results', abandon);
  await openToday(page, '/football');
  const panel = page.getByRole('tabpanel');
  const yesterday = await daysAcross(-1, async () => {
    await page.getByRole('tab', { name: '赛果' }).click();
    await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  });
  expect(yesterday).toContain(asked.at(-1)); // yesterday by default, next to today

  // Another past day: three days back.
  const seen = asked.length;
  const threeBack = await daysAcross(-3, async () => {
    await dateStrip(page).getByRole('tab').nth(4).click();
    await expect.poll(() => asked.length).toBeGreaterThan(seen);
  });
  expect(threeBack).toContain(asked.at(-1));
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 10_000 });
  const statuses = await statusTexts(page);
  expect(statuses.length).toBeGreaterThan(5);
  expect(statuses.every((s) => ENDED.has(s))).toBe(true);
  expect(statuses).toContain('完场');
  await expect(panel.getByTestId('list-divider').first()).toHaveAttribute('data-section', /finished|other/);
  await expect(panel.getByTestId('score').first()).toHaveText(/^\d+-\d+$/);
  // [SC-1] [LS-8] finished and stopped rows show their record's 半场 and 角球, never '-'.
  const played = panel.getByTestId('match-row').filter({ has: page.getByTestId('status-text').filter({ hasText: /^(完场|腰斩)$/ }) });
  expect(await played.count()).toBeGreaterThan(3);
  for (const cell of ['row-half-time', 'row-corners']) {
    expect(await played.getByTestId(cell).allTextContents(), cell).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+-\d+$/)]));
    expect((await played.getByTestId(cell).allTextContents()).filter((t) => !/^\d+-\d+$/.test(t)), cell).toEqual([]);
  }
  await saveScreenshot(page, 'football-past-day-1440');
});

test('[LS-9] basketball future day: the schedule, every match 未开赛, the skeleton while it loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => { release = done; });
  const asked: string[] = [];
  await page.route('**/api/v1/basketball/futureMatch_b', async (route) => {
    const { matchDate } = route.request().postDataJSON() as { matchDate: string };
    asked.push(matchDate);
    if (asked.length === 1) await held; // the first answer waits: the skeleton shows meanwhile
    await route.fulfill({ status: 200, contentType: 'application/octet-stream', body: dayListBytes(dayList('basketball', matchDate, 'schedule')) });
  });
  await openToday(page, '/basketball');
  const panel = page.getByRole('tabpanel');
  const tomorrow = await daysAcross(1, async () => {
    await page.getByRole('tab', { name: '赛程' }).click();
    await expect(panel.getByTestId('loading-skeleton')).toBeVisible();
  });
  expect(asked).toHaveLength(1);
  expect(tomorrow).toContain(asked[0]); // tomorrow by default
  release();
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });

  const third = await daysAcross(3, async () => {
    await dateStrip(page).getByRole('tab').nth(2).click();
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(2);
  });
  expect(third).toContain(asked.at(-1));
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 10_000 });
  const statuses = await statusTexts(page);
  expect(statuses.length).toBeGreaterThan(3);
  expect(new Set(statuses)).toEqual(new Set(['未开赛']));
  await expect(panel.getByTestId('score').first()).toHaveText('vs');
  await saveScreenshot(page, 'basketball-future-day-1440');
});

test('[LS-9] [LS-11] against the server itself: the request names the chosen day, the panel shows its answer', async ({ page }) => {
  await openToday(page, '/football');
  let response!: Response;
  const yesterday = await daysAcross(-1, async () => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/football/historyMatch_b'));
    await page.getByRole('tab', { name: '赛果' }).click();
    response = await answered;
  });
  expect(yesterday).toContain((response.request().postDataJSON() as { matchDate: string }).matchDate);
  const served = decodeListResponse('football', new Uint8Array(await response.body()));
  expect(served).toBeDefined();
  const panel = page.getByRole('tabpanel');
  if (served!.matches.length === 0) await expect(panel.getByTestId('empty-state')).toHaveText('暂无数据', { timeout: 10_000 });
  else await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 10_000 });
});

test('[LS-9] the server\'s own other days: yesterday\'s results and tomorrow\'s schedule have rows on /football and /basketball', async ({ page }) => {
  const views = [['赛果', 'historyMatch_b', -1], ['赛程', 'futureMatch_b', 1]] as const;
  for (const sport of ['football', 'basketball'] as const) {
    await openToday(page, `/${sport}`);
    for (const [tab, endpoint, offset] of views) {
      let response!: Response;
      const days = await daysAcross(offset, async () => {
        const answered = page.waitForResponse((r) => r.url().endsWith(`/api/v1/${sport}/${endpoint}`));
        await page.getByRole('tab', { name: tab }).click();
        response = await answered;
      });
      expect(days).toContain((response.request().postDataJSON() as { matchDate: string }).matchDate);
      const served = decodeListResponse(sport, new Uint8Array(await response.body()))!;
      expect(served.matches.length).toBeGreaterThan(5);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
      const statuses = await statusTexts(page);
      expect(statuses.length).toBeGreaterThan(5);
      if (offset < 0) {
        expect(statuses.every((s) => ENDED.has(s))).toBe(true);
        // Final scores: a football row's is 'h-a', a basketball card has a total per team (a called-off one's is 0).
        const scores = await panel.getByTestId('score').allTextContents();
        expect(scores.some((s) => (sport === 'football' ? /^\d+-\d+$/ : /^[1-9]\d*$/).test(s))).toBe(true);
      } else expect(new Set(statuses)).toEqual(new Set(['未开赛']));
      if (sport === 'football' && offset < 0) {
        const done = panel.getByTestId('match-row').filter({ has: page.getByTestId('status-text').filter({ hasText: /^完场$/ }) });
        expect((await done.getByTestId('row-half-time').allTextContents()).filter((t) => !/^\d+-\d+$/.test(t))).toEqual([]);
        expect((await done.getByTestId('row-corners').allTextContents()).filter((t) => !/^\d+-\d+$/.test(t))).toEqual([]);
        await saveScreenshot(page, 'football-past-day-server-1440');
      }
      if (sport === 'basketball' && offset > 0) await saveScreenshot(page, 'basketball-future-day-server-1440');
    }
  }
});

test('[LS-9] a past day\'s match opens its match centre: the header of the results list\'s row, not 比赛不存在', async ({ page }) => {
  await openToday(page, '/football');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/football/historyMatch_b'));
  await page.getByRole('tab', { name: '赛果' }).click();
  const served = decodeListResponse('football', new Uint8Array(await (await answered).body()))!;
  const match = served.matches.find((m) => m.statusId === 8)!;
  expect(match, 'a finished match yesterday').toBeDefined();
  await page.goto(`/liveRoom?detail=${match.id}&SportType=football`);
  await expect(page.getByTestId('match-header')).toHaveAttribute('data-match-id', String(match.id), { timeout: 15_000 });
  await expect(page.getByTestId('header-score')).toHaveText(`${match.homeScores[0]}-${match.awayScores[0]}`);
  await expect(page.getByTestId('header-status')).toHaveText('完场');
  await expect(page.getByTestId('header-half-time')).toHaveText(`半场 ${match.homeScores[1]}-${match.awayScores[1]}`);
  await saveScreenshot(page, 'match-centre-past-day-1440');
});

test('[LS-9] a failed day fetch shows 加载失败 with 重新加载, which loads the day again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/v1/football/futureMatch_b', async (route) => {
    calls++;
    if (calls === 1) return route.abort('connectionfailed');
    const { matchDate } = route.request().postDataJSON() as { matchDate: string };
    return route.fulfill({ status: 200, contentType: 'application/octet-stream', body: dayListBytes(dayList('football', matchDate, 'schedule')) });
  });
  await openToday(page, '/football');
  await page.getByRole('tab', { name: '赛程' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('error-state')).toContainText('加载失败', { timeout: 10_000 });
  await panel.getByRole('button', { name: '重新加载' }).click();
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 10_000 });
  expect(calls).toBe(2);
});

test('[LS-9] /matchEvents: 完场赛果 and 未来赛程 list the chosen day with the same rows', async ({ page }) => {
  await serveDays(page, 'football', 'historyMatch_b', 'results');
  await serveDays(page, 'football', 'futureMatch_b', 'schedule');
  await openToday(page, '/matchEvents');
  const panel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: '完场赛果' }).click();
  await expect(panel.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  expect((await statusTexts(page)).every((s) => ENDED.has(s))).toBe(true);
  await page.getByRole('tab', { name: '未来赛程' }).click();
  await expect(panel.getByTestId('status-text').first()).toHaveText('未开赛', { timeout: 10_000 });
  expect(new Set(await statusTexts(page))).toEqual(new Set(['未开赛']));
});

test('[LS-12] a going basketball card shows its period clock beside the status (第三节 08:42)', async ({ page }) => {
  // A clock value of our choosing: a day list caught in a third quarter, its going match given 522 s left on the
  // period clock (the replayed day reports its own clocks as they run, fixtures/generator).
  const third = (l: ListSnapshot) => ({ ...l, matches: l.matches.map((m) => (m.statusId === 6 ? { ...m, clockSeconds: 522 } : m)) });
  await serveDays(page, 'basketball', 'historyMatch_b', 'thirdQuarter', third);
  await openToday(page, '/basketball');
  await page.getByRole('tab', { name: '赛果' }).click();
  // Other going cards show their own generated clocks: ours is the one in its third quarter.
  const card = page.getByRole('tabpanel').getByTestId('match-row').filter({ has: page.getByTestId('status-text').filter({ hasText: /^第三节$/ }) });
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await expect(card.getByTestId('status-text')).toHaveText('第三节');
  await expect(card.getByTestId('clock')).toHaveText('08:42');
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'basketball-clock-1440');
});
