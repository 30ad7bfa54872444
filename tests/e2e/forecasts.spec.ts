// The forecast section in the browser (/forecast, /forecastDetail, the room's panel, the profile), against a server
// of this file's own replaying the busy recorded day at speed (busy-day.ts, FEED_SPEED 2), its feed stepped in
// virtual time (FeedSource.skip, what falls in between pushed live): a demo anchor writes a scheme on a match that
// has not kicked off, the feed passes kick-off — the scheme is locked, the page's edit is refused and the database
// refuses a delete — then full time, and the scheme is graded from the settled odds and counted on the record.
// Then the list's filters, the hot anchors, the record, its download and the detail, following their links.
import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { readFixture } from '../../engine/wire';
import { createAccountsRuntime } from '../../server/api/runtime';
import { DEFAULTS } from '../../server/config';
import { DEMO_ANCHORS } from '../../server/db/demo-people';
import { createReplaySource } from '../../server/feed/replay-source';
import { entryOf, feedMatch, notStarted } from '../../server/forecasts/feed-odds';
import type { Runtime } from '../../server/runtime';
import { startRuntime } from '../../server/runtime';
import { writeBusyDay } from './busy-day';
import { expect, saveScreenshot, test, toastShown } from './fixtures';

test.describe.configure({ mode: 'serial' });

const ANCHOR = DEMO_ANCHORS[0];
const ANCHOR_PHONE = '19900000001';
const MINUTE = 60_000;
let dir: string;
let server: Runtime;
let accountsDb: Awaited<ReturnType<typeof createAccountsRuntime>>['db'];
const smsLines: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run with `npx playwright test`');
  dir = mkdtempSync(join(tmpdir(), 'e2e-forecasts-'));
  const accounts = await createAccountsRuntime({ DATA_DIR: dir }, { log: (line) => smsLines.push(line) });
  accountsDb = accounts.db;
  // The busy evening moved onto the wall clock's day: the demo anchors' history was seeded up to the accounts'
  // (wall) now, so the feed's now — which the month's rates are counted to — is the same day.
  const start = Math.round(Date.now() / 1000) * 1000;
  const fixture = readFixture(new Uint8Array(readFileSync(writeBusyDay(dir, start))));
  server = await startRuntime({ ...DEFAULTS, port: 0, host: '127.0.0.1', distDir }, {
    source: createReplaySource({ fixture, timers: SYSTEM_SCHEDULER, speed: 2, start, loop: false }), accounts,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function logIn(page: Page, phone: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /登录/ });
  await dialog.getByLabel('手机号').fill(phone);
  const before = smsLines.length;
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  let code: string | undefined;
  await expect.poll(() => (code = smsLines.slice(before).map((l) => new RegExp(`${phone} 登录验证码 (\\d{6})`).exec(l)?.[1]).find(Boolean))).toBeDefined();
  await dialog.getByLabel('验证码', { exact: true }).fill(code!);
  await dialog.getByRole('checkbox', { name: '我已阅读并同意用户协议和隐私政策' }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('banner').getByTestId('user-menu-button')).toBeVisible();
}

/** The football match kicking off soonest, at least `lead` of feed time away, with company 1's 欧赔. */
function nextMatch(lead: number) {
  const state = server.log.state;
  const now = server.source.now();
  return Object.values(state.football.matches)
    .map((m) => feedMatch(state, 1, m.id)!)
    .filter((m) => m && notStarted(m, now + lead) && entryOf(m, 1) !== undefined)
    .sort((a, b) => a.matchTime - b.matchTime)[0];
}

/** Steps the feed in virtual time until `until` (ms), in jumps of at most an hour. */
function skipTo(until: number): void {
  for (let left = until - server.source.now(); left > 0; left = until - server.source.now()) server.source.skip!(Math.min(left, 60 * MINUTE));
}

test('[AN-2] [AN-5] an anchor writes a scheme; kick-off locks it (edit refused, delete refused by the database); full time grades it; the record counts it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const m = nextMatch(15 * MINUTE);
  if (!m) throw new Error('the busy day has no football match with odds kicking off later');
  await page.goto(`${server.url}/forecast`);
  await expect(page).toHaveTitle(/专家预测/);
  await logIn(page, ANCHOR_PHONE);
  await page.getByRole('button', { name: '发布预测' }).click();
  const form = page.getByTestId('scheme-form');
  await form.getByLabel('第1场比赛').selectOption(String(m.matchId));
  await form.getByRole('radio', { name: new RegExp(`^${m.homeTeam}胜`) }).click();
  await form.getByLabel('预测理由').fill('主队主场状态出色，近期防守稳固，看好拿下。');
  await saveScreenshot(page, 'forecast-write-1440');
  await form.getByRole('button', { name: '发布预测' }).click();
  await toastShown(page, '预测发布成功');

  const card = page.getByTestId('scheme-card').filter({ hasText: `${m.homeTeam} VS ${m.awayTeam}` }).first();
  await expect(card.getByTestId('scheme-status')).toHaveText('未开赛');
  const schemeId = Number(await card.getAttribute('data-scheme-id'));
  await card.getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/forecastDetail\\?schemeId=${schemeId}$`));
  await expect(page).toHaveTitle(/预测详情/);
  await expect(page.getByTestId('forecast-detail')).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('owner-controls')).toBeVisible();

  // Kick-off: the feed passes the match's start; the page still shows the form, the server refuses the edit.
  skipTo(m.matchTime * 1000 + 2 * MINUTE);
  await page.getByTestId('owner-controls').getByLabel('预测理由').fill('开赛后想改理由');
  await page.getByRole('button', { name: '保存理由' }).click();
  await toastShown(page, '预测已锁定：开赛后不可修改或删除');
  await expect(page.getByTestId('forecast-detail')).toHaveAttribute('data-status', 'locked');
  await expect(page.getByTestId('scheme-locked')).toBeVisible();
  await expect(page.getByTestId('owner-controls')).toHaveCount(0);
  await expect(page.getByTestId('closing-odds').first()).toContainText('收盘');
  await expect(accountsDb.query('DELETE FROM forecast_schemes WHERE id = $1', [schemeId])).rejects.toThrow(/locked/);
  await expect(accountsDb.query('UPDATE forecast_items SET pick = 20 WHERE scheme_id = $1', [schemeId])).rejects.toThrow(/locked/);
  await expect(page.getByTestId('scheme-live-match').first()).toHaveAttribute('data-live', 'live');
  await saveScreenshot(page, 'forecast-detail-locked-1440');

  // Full time and the settle frame: the scheme is graded on the next read.
  skipTo(m.matchTime * 1000 + 170 * MINUTE);
  await expect.poll(async () => {
    await page.reload();
    return page.getByTestId('forecast-detail').getAttribute('data-status');
  }, { timeout: 30_000 }).toBe('graded');
  await expect(page.getByTestId('scheme-result')).toHaveText(/开奖结果：(命中|未中|走水)/);
  await saveScreenshot(page, 'forecast-detail-graded-1440', true);

  // The record: the scheme graded among the anchor's, the counts with it, and the CSV carries its row.
  await page.getByRole('link', { name: '查看完整战绩' }).click();
  await expect(page).toHaveURL(new RegExp(`/forecast\\?anchorId=${ANCHOR.customerId}$`));
  const record = page.getByTestId('anchor-record');
  await expect(record).toContainText(`${ANCHOR.nickname}的预测战绩`);
  await expect(record.getByTestId('pending-count')).toHaveText('0');
  await expect(record.getByTestId('record-window')).toContainText('场已开奖方案');
  const mine = page.locator(`[data-testid="scheme-card"][data-scheme-id="${schemeId}"]`);
  await expect(mine.getByTestId('scheme-status')).toHaveAttribute('data-status', /hit|miss|push/);
  const download = page.waitForEvent('download');
  await record.getByRole('button', { name: '下载战绩 CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`forecast-record-${ANCHOR.customerId}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n').some((line) => line.startsWith(`${schemeId},graded,`))).toBe(true);
  await saveScreenshot(page, 'forecast-record-1440');
});

test('/forecast: filters in the URL (sport, market, hot anchors, followed), the hot list, a card\'s detail and the anchor\'s record', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}/forecast`);
  await expect(page).toHaveTitle(/专家预测/);
  const list = page.getByTestId('scheme-list');
  await expect(list.getByTestId('scheme-card').first()).toBeVisible();
  await expect(page.getByTestId('hot-anchors').locator('li').first()).toBeVisible();
  await expect(list.getByTestId('anchor-figures').first()).toContainText(/场中\d+/);
  await saveScreenshot(page, 'forecast-list-1440');

  await page.getByRole('tablist', { name: '运动', exact: true }).getByRole('tab', { name: '篮球' }).click();
  await expect(page).toHaveURL(/sport=2/);
  await expect(list.getByTestId('scheme-card').first()).toBeVisible();
  await expect(list.locator('text=胜平负')).toHaveCount(0); // basketball's 欧赔 is 胜负
  await page.getByRole('tablist', { name: '玩法', exact: true }).getByRole('tab', { name: '大小' }).click();
  await expect(page).toHaveURL(/sport=2&market=3/);
  await page.reload();
  await expect(page.getByRole('tablist', { name: '玩法', exact: true }).getByRole('tab', { name: '大小' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByTestId('scheme-card').first()).toContainText('大小分');

  await page.getByRole('tablist', { name: '范围', exact: true }).getByRole('tab', { name: '我的关注' }).click();
  await expect(page.getByText('登录后查看关注主播的预测')).toBeVisible();
  await page.getByRole('tablist', { name: '范围', exact: true }).getByRole('tab', { name: '热门主播' }).click();
  await expect(page).toHaveURL(/scope=hot/);
  await expect(list.getByTestId('scheme-card').first()).toBeVisible();

  // A hot anchor's record, then one of their cards' detail, and back to the record.
  const hot = page.getByTestId('hot-anchors').locator('li').first();
  const name = (await hot.getByTestId('hot-anchor-name').textContent())!.trim();
  await hot.locator('a').click();
  await expect(page).toHaveURL(/anchorId=\d+/);
  await expect(page.getByTestId('anchor-record')).toContainText(`${name}的预测战绩`);
  await expect(page.getByTestId('graded-count')).not.toHaveText('0');
  await expect(page.getByTestId('deleted-count')).toHaveText(/\d+/);
  await list.getByTestId('scheme-card').first().getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(/\/forecastDetail\?schemeId=\d+$/);
  await expect(page).toHaveTitle(/预测详情/);
  await expect(page.getByTestId('forecast-detail')).toHaveAttribute('data-status', 'graded');
  await expect(page.getByTestId('scheme-result')).toBeVisible();
  await expect(page.getByTestId('scheme-live-match').first()).toContainText('非今日比赛');
  await saveScreenshot(page, 'forecast-detail-1440');
  await page.getByTestId('detail-anchor').click();
  await expect(page.getByTestId('anchor-record')).toContainText(`${name}的预测战绩`);
  await page.goto(`${server.url}/forecastDetail?schemeId=99999999`);
  await expect(page.getByText('预测不存在')).toBeVisible();
});

test('the room\'s 主播预测 panel and the profile\'s 近期预测 show the anchor\'s schemes, each opening its detail', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}/liveRoom?roomId=${DEMO_ANCHORS[1].roomId}`);
  const panel = page.getByTestId('room-forecasts');
  await expect(panel.getByTestId('room-forecast').first()).toBeVisible();
  await expect(panel.getByTestId('anchor-figures')).toContainText('近期命中');
  await panel.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'forecast-room-panel-1440');
  await panel.getByTestId('room-forecast').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/forecastDetail\?schemeId=\d+$/);
  await expect(page.getByTestId('forecast-detail')).toBeVisible();

  await page.goto(`${server.url}/personalHomepage?customId=${DEMO_ANCHORS[1].customerId}`);
  await expect(page.getByTestId('profile-forecast').first()).toBeVisible();
  await page.getByTestId('profile-forecast').first().getByRole('link').click();
  await expect(page.getByTestId('forecast-detail')).toBeVisible();

  // An anchor of the feed without an account here has written nothing: 近期无预测 [AN-5].
  const accounts = new Set(DEMO_ANCHORS.map((a) => a.customerId));
  const feedAnchor = Object.values(server.log.state.rooms).map((r) => r.anchor.customId).find((id) => !accounts.has(id));
  if (feedAnchor === undefined) throw new Error('the busy day has no room of a feed anchor');
  await page.goto(`${server.url}/personalHomepage?customId=${feedAnchor}`);
  await expect(page.getByText('近期无预测')).toBeVisible();
});
