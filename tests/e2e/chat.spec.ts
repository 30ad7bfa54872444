// Live-room chat between two browsers (issue #14) on a test page that mounts the product's ChatPanel
// (chat-harness/, built here, served by a server of its own) until the live-room page mounts it: a guest reads and
// is offered the product's login dialog, a logged-in fan writes, markup and script strings arrive as text (no
// element, no alert), and the room's owner removes a message and kicks the fan [LR-2]. One browser with two tabs in
// two rooms on the shared engine: one /ws socket carries both rooms, each tab's chat is its own room's.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ANCHORS } from '../../server/db/demo-people';
import { SHARED_BY_DEFAULT } from '../../ui/engine-client/engine-variant';
import { sharedWorkerSockets } from '../e2e-engine/harness/shared-worker-sockets';
import { expect, saveScreenshot, test } from './fixtures';
import type { RunningServer } from './server-process';
import { startServer } from './server-process';

let server: RunningServer | undefined;
let dist = '';
const ROOM = DEMO_ANCHORS[0].roomId; // the first demo anchor owns it
/** The shared engine: a normal load's when it is the default, else asked for by name. */
const SHARED_ENGINE_QUERY = SHARED_BY_DEFAULT ? '' : '&engine=shared';
const XSS_IMG = '<img src=x onerror=alert(1)>';
const XSS_SCRIPT = '<script>alert(2)</script>';

function build(outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('node_modules/.bin/vite', ['build', '--config', 'tests/e2e/chat-harness/vite.config.ts', '--outDir', outDir, '--emptyOutDir'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`chat harness build failed:\n${out}`))));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dist = mkdtempSync(join(tmpdir(), 'qiusai-e2e-chat-'));
  await build(dist);
  server = await startServer({ distDir: dist, env: { FEED: 'replay', FIXTURE: 'fixtures/days/small.lsfx', FEED_SPEED: '1' } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The next SMS code for `phone` in this server's log (the console provider writes it there). */
function nextCode(phone: string): () => Promise<string> {
  const from = statSync(server!.logFile).size;
  const line = new RegExp(`\\[sms\\] \\+86 ${phone} 登录验证码 (\\d{6})`);
  return async () => {
    let code: string | undefined;
    await expect.poll(() => (code = line.exec(readFileSync(server!.logFile).subarray(from).toString('utf8'))?.[1]), { timeout: 10_000 }).toBeDefined();
    return code!;
  };
}

/** The contexts a test opened, closed after it: a page left open outlives this file's server into the next file's tests. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function openRoom(browser: Browser): Promise<{ page: Page; alerts: string[] }> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (d) => { alerts.push(d.message()); void d.dismiss(); });
  await page.goto(`${server!.url}/?roomId=${ROOM}`);
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  return { page, alerts };
}

/** The chat panel's 登录 opens the product's login dialog; an SMS-code login in it. */
async function logIn(page: Page, phone: string): Promise<void> {
  await page.getByTestId('chat-panel').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('手机号').fill(phone);
  const code = nextCode(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByLabel('验证码', { exact: true }).fill(await code());
  await dialog.getByRole('checkbox', { name: '我已阅读并同意用户协议和隐私政策' }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('chat-input')).toBeVisible();
}

const texts = (page: Page) => page.getByTestId('chat-text');

test('chat between two browsers: a guest reads, a logged-in fan writes, markup shows as text; the owner removes and kicks [LR-2]', async ({ browser }) => {
  const guest = await openRoom(browser);
  const fan = await openRoom(browser);
  await expect(guest.page.getByText('登录后参与聊天')).toBeVisible();
  await expect(guest.page.getByText('还没有人发言，来说第一句吧')).toBeVisible();
  await saveScreenshot(guest.page, 'chat-guest-empty-1440');

  await logIn(fan.page, '19900010001');
  const input = fan.page.getByTestId('chat-input');
  await input.fill('好球！');
  await expect(fan.page.getByTestId('chat-counter')).toHaveText('3/300');
  await input.press('Enter');
  await expect(texts(guest.page)).toHaveText(['好球！']);
  await input.fill(XSS_IMG);
  await fan.page.getByRole('button', { name: '发送' }).click();
  await expect(texts(guest.page)).toHaveText(['好球！', XSS_IMG]);
  await input.fill(XSS_SCRIPT);
  await input.press('Enter');
  await expect(texts(guest.page)).toHaveText(['好球！', XSS_IMG, XSS_SCRIPT]);
  await expect(texts(fan.page)).toHaveText(['好球！', XSS_IMG, XSS_SCRIPT]);
  // Text, not markup: no element came of it, nothing ran.
  await expect(guest.page.getByTestId('chat-messages').locator('img, script')).toHaveCount(0);
  expect(guest.alerts).toEqual([]);
  expect(fan.alerts).toEqual([]);
  await expect(guest.page.getByTestId('chat-audience')).toHaveText('聊天室2人在线');
  await saveScreenshot(guest.page, 'chat-guest-reading-1440');
  await saveScreenshot(fan.page, 'chat-fan-writing-1440');

  // The room's owner: a menu on the fan's messages; remove one, then kick the fan.
  const owner = await openRoom(browser);
  await logIn(owner.page, '19900000001');
  const first = owner.page.getByTestId('chat-message').filter({ hasText: '好球！' });
  await first.getByRole('button', { name: '管理' }).click();
  await saveScreenshot(owner.page, 'chat-owner-menu-1440');
  await owner.page.getByRole('menuitem', { name: '删除消息' }).click();
  await expect(texts(guest.page)).toHaveText([XSS_IMG, XSS_SCRIPT]);
  await owner.page.getByTestId('chat-message').filter({ hasText: XSS_IMG }).getByRole('button', { name: '管理' }).click();
  await owner.page.getByRole('menuitem', { name: '踢出直播间' }).click();
  await expect(fan.page.getByTestId('chat-messages')).toContainText('您已被踢出直播间');
  await expect(fan.page.getByTestId('chat-input')).toBeDisabled();
  await saveScreenshot(fan.page, 'chat-fan-kicked-1440');
  // A guest page never offers the owner's menu.
  await expect(guest.page.getByRole('button', { name: '管理' })).toHaveCount(0);
});

test('one browser, two tabs in two rooms on the shared engine: each tab shows its own room\'s chat, over ONE /ws socket', async ({ browser }) => {
  const [roomA, roomB] = [DEMO_ANCHORS[1].roomId, DEMO_ANCHORS[2].roomId];
  const context = await browser.newContext();
  contexts.push(context);
  // Sockets opened by the pages themselves (or their dedicated workers): none, the shared engine holds the one.
  const pageSockets = new Set<object>();
  context.on('page', (p) => p.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.startsWith('/ws')) return;
    pageSockets.add(ws);
    ws.on('close', () => pageSockets.delete(ws));
  }));
  const openTab = async (roomId: number) => {
    const page = await context.newPage();
    await page.goto(`${server!.url}/?roomId=${roomId}${SHARED_ENGINE_QUERY}`);
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    return page;
  };
  const first = await openTab(roomA);
  await logIn(first, '19900010002');
  const second = await openTab(roomB); // the login is the browser's: this tab writes too
  await expect(second.getByTestId('chat-input')).toBeVisible();
  await expect(first.getByText('还没有人发言，来说第一句吧')).toBeVisible();
  await expect(second.getByText('还没有人发言，来说第一句吧')).toBeVisible();

  await first.getByTestId('chat-input').fill('甲房间的消息');
  await first.getByTestId('chat-input').press('Enter');
  await expect(texts(first)).toHaveText(['甲房间的消息']);
  await second.getByTestId('chat-input').fill('乙房间的消息');
  await second.getByTestId('chat-input').press('Enter');
  await expect(texts(second)).toHaveText(['乙房间的消息']);
  // The first room's chat is still live beside the second (the gateway kept both rooms on the socket).
  await first.getByTestId('chat-input').fill('甲房间还在');
  await first.getByTestId('chat-input').press('Enter');
  await expect(texts(first)).toHaveText(['甲房间的消息', '甲房间还在']);
  await expect(texts(second)).toHaveText(['乙房间的消息']);
  await expect(first.getByTestId('chat-audience')).toHaveText('聊天室1人在线');
  await saveScreenshot(first, 'chat-two-rooms-first-tab-1440');
  await saveScreenshot(second, 'chat-two-rooms-second-tab-1440');

  expect(pageSockets.size).toBe(0);
  expect(await sharedWorkerSockets(browser, first, /engine\.shared-worker/)).toEqual({ workers: 1, sockets: 1 });
});
