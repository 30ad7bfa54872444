// Go-live reminders in the browser [GN-7], on a server of its own in this process (its anchors' StreamLifecycle is
// driven directly, as anchors.spec.ts does): a guest's 开播提醒 on an anchor's profile opens the login dialog; logged
// in, it becomes 已设提醒; when the anchor's stream arrives, the page shows 「{anchorName} 开播了」 with the room's
// name, and 进入直播间 opens the live room.
import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPORT_TYPE, shanghaiDate, statusGroup } from '../../engine/core';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { readFixture } from '../../engine/wire';
import { createAccountsRuntime } from '../../server/api/runtime';
import { DEFAULTS } from '../../server/config';
import { DEMO_ANCHORS } from '../../server/db/demo-people';
import { saveDraft } from '../../server/db/repositories/broadcasts';
import { createReplaySource } from '../../server/feed/replay-source';
import type { Runtime } from '../../server/runtime';
import { startRuntime } from '../../server/runtime';
import { writeBusyDay } from './busy-day';
import { suiteStart } from './suite-time';
import { expect, saveScreenshot, test, toastShown } from './fixtures';

const ANCHOR = DEMO_ANCHORS[0];
const VIEWER_PHONE = '19900010002'; // does not follow the first anchor (demo-people.ts)
let dir: string;
let server: Runtime;
let accountsDb: Awaited<ReturnType<typeof createAccountsRuntime>>['db'];
const smsLines: string[] = [];

test.beforeAll(async () => {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run with `npx playwright test`');
  dir = mkdtempSync(join(tmpdir(), 'e2e-reminders-'));
  const accounts = await createAccountsRuntime({ DATA_DIR: dir, PGLITE_FROM: process.env.E2E_PGLITE_FROM }, { log: (line) => smsLines.push(line) });
  accountsDb = accounts.db;
  const start = suiteStart();
  const fixture = readFixture(new Uint8Array(readFileSync(writeBusyDay(dir, start))));
  server = await startRuntime({ ...DEFAULTS, port: 0, host: '127.0.0.1', distDir }, {
    source: createReplaySource({ fixture, timers: SYSTEM_SCHEDULER, speed: 30, start, loop: false }), accounts,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function logInInDialog(page: Page, phone: string): Promise<void> {
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

test('[GN-7] 开播提醒 on the profile (guest: login first), then the anchor goes live: the pop-up opens the live room', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/personalHomepage?customId=${ANCHOR.customerId}`);
  const remind = page.getByTestId('anchor-profile').getByTestId('anchor-remind');
  await expect(remind).toHaveText('开播提醒');
  await remind.click();
  await logInInDialog(page, VIEWER_PHONE);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await remind.click();
  await expect(remind).toHaveText('已设提醒');
  await expect(remind).toHaveAttribute('aria-pressed', 'true');
  await toastShown(page, '开播提醒设置成功');
  await saveScreenshot(page, 'anchor-remind-set-1440');

  // The anchor's stream arrives (the ingest's lifecycle), for a broadcast on an open match.
  const m = Object.values(server.log.state.football.matches).find((x) => ['going', 'no_start'].includes(statusGroup('football', x.statusId)));
  if (!m) throw new Error('the busy day has no open football match now');
  await saveDraft(accountsDb, ANCHOR.customerId, ANCHOR.roomId, {
    date: shanghaiDate(m.matchTime * 1000), roomName: '今晚英超焦点战', competitionId: m.competitionId, matchId: m.id,
    sportType: SPORT_TYPE.football, notification: '', coverPicture: '',
  }, new Date());
  server.anchorStreams!.lifecycle.published(ANCHOR.roomId);
  const popup = page.getByTestId('anchor-live-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(`${ANCHOR.nickname} 开播了`);
  await expect(popup).toContainText('今晚英超焦点战');
  await saveScreenshot(page, 'anchor-live-popup-1440');
  await popup.getByRole('link', { name: '进入直播间' }).click();
  await expect(page).toHaveURL(new RegExp(`/liveRoom\\?roomId=${ANCHOR.roomId}$`));
  await page.context().close();
});
