// The live room page (issue #14). On the suite's server: a room opened from /football's carousel card and from a
// match's streams popup (no 404 left on those links). On a server of this file's own replaying live rooms on cue
// (room-fixture.ts, FEED_SPEED=1) with a ban seeded in its database: the match panel follows the feed's goal
// [LR-4], a closed room's ended overlay [LR-5] for a viewer and for its anchor, a banned room [LR-1] [LR-5] for a
// logged-in user, a kicked viewer [LR-2] (a kick seeded in its database), a room name that is markup rendered as
// text, a basketball room's panel. Screenshots of each state.
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/open-database';
import { DEMO_ANCHORS, DEMO_VIEWER_FIRST_ID } from '../../server/db/demo-people';
import { banRoom } from '../../server/db/repositories/room-bans';
import { kickUser } from '../../server/db/repositories/room-moderation';
import { logInWithCode } from './accounts-support';
import { expect, saveScreenshot, test } from './fixtures';
import type { RoomFixture } from './room-fixture';
import { buildRoomFixture, GOAL_CYCLE_MS, ROOM, XSS_NAME } from './room-fixture';
import type { RunningServer } from './server-process';
import { startServer } from './server-process';
import { skipToCue } from './suite-feed';
import { suiteStart } from './suite-time';

/** The first demo viewer's handset (server/db/demo-people.ts: the 199 0001 block). */
const DEMO_VIEWER_PHONE = '19900010001';

const expectRoomPage = async (page: Page) => {
  await expect(page.getByTestId('live-room')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.locator('[data-region="player"]')).toBeVisible();
  await expect(page.locator('[data-region="chat"]')).toBeVisible();
};

test.describe('rooms of the suite\'s day', () => {
  test('a /football carousel card opens its live room in a new tab', async ({ page, context }) => {
    await page.goto('/football');
    const card = page.getByTestId('recommend-carousel').getByTestId('recommend-card').first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/liveRoom\?roomId=\d+$/);
    const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
    await expectRoomPage(tab);
    await expect(tab.getByTestId('room-info-bar')).toBeVisible();
    await expect(tab.getByTestId('match-panel').or(tab.getByTestId('match-panel-empty'))).toBeVisible();
    await saveScreenshot(tab, 'live-room-from-carousel-1440');
    await tab.close();
  });

  test('[LS-13] a match\'s streams popup entry opens its live room', async ({ page, context }) => {
    await page.goto('/football');
    await page.getByRole('tab', { name: '直播', exact: true }).click();
    const row = page.getByRole('tabpanel').locator('[data-testid="match-row"]:has([data-testid="stream-button"][aria-haspopup="dialog"])').first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByTestId('stream-button').click();
    const entry = page.getByTestId('streams-popup').getByTestId('stream-entry').first();
    await expect(entry).toBeVisible();
    const href = (await entry.getAttribute('href'))!;
    const target = await entry.getAttribute('target');
    if (target === '_blank') {
      const [tab] = await Promise.all([context.waitForEvent('page'), entry.click()]);
      await expectRoomPage(tab);
      await tab.close();
    } else {
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
      await expectRoomPage(page);
    }
  });

  test('an unknown room says 直播间不存在', async ({ page }) => {
    await page.goto('/liveRoom?roomId=123456789');
    await expect(page.getByTestId('empty-state')).toHaveText('直播间不存在', { timeout: 15_000 });
    await saveScreenshot(page, 'live-room-missing-1440');
  });
});

test.describe('rooms on cue', () => {
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer | undefined;
  let fixture: RoomFixture;
  let dir: string;
  let suiteLog: string | undefined;
  const url = (path: string) => `${server!.url}${path}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const distDir = process.env.E2E_DIST_DIR;
    if (!distDir) throw new Error('E2E_DIST_DIR is not set: run with `npx playwright test`');
    dir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-rooms-'));
    fixture = buildRoomFixture(dir, suiteStart(), 25_000, 30);
    // The suite's migrated, seeded template (PGLITE_FROM) with an operator's ban and a room admin's kick of the first
    // demo viewer from the live room, for an hour, while it showed football match A: in the database before the
    // server opens it (PGlite is one process's at a time).
    const { db } = await openDatabase({ DATA_DIR: dir, PGLITE_FROM: process.env.E2E_PGLITE_FROM });
    await banRoom(db, ROOM.banned, '违规内容', 'e2e', new Date());
    await kickUser(db, ROOM.live, DEMO_VIEWER_FIRST_ID, { until: Date.now() + 3_600_000, matchId: fixture.footballA.id, sportType: 1 }, DEMO_ANCHORS[0].customerId, new Date());
    await db.close();
    server = await startServer({ distDir, env: { FEED: 'replay', FIXTURE: fixture.file, FEED_SPEED: '1', FEED_LOOP: 'false', FEED_CONTROL: 'on', DATA_DIR: dir } });
    suiteLog = process.env.E2E_SERVER_LOG;
    process.env.E2E_SERVER_LOG = server.logFile; // logins read their SMS codes from this server's log
  });

  test.afterAll(async () => {
    if (suiteLog !== undefined) process.env.E2E_SERVER_LOG = suiteLog;
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('[LR-4] a live room: the info bar, its match panel, and the panel follows the feed\'s goal', async ({ page }) => {
    await page.goto(url(`/liveRoom?roomId=${ROOM.live}`));
    await expectRoomPage(page);
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-room-state', 'live');
    await expect(page.getByTestId('viewer-count')).toHaveText('本场观看 2345人');
    const panel = page.getByTestId('match-panel');
    await expect(panel).toHaveAttribute('data-match-id', String(fixture.footballA.id), { timeout: 15_000 });
    for (const id of ['panel-competition', 'panel-time', 'panel-minute', 'panel-half-time', 'panel-corners', 'panel-yellow', 'panel-red', 'panel-shots', 'panel-possession']) {
      await expect(panel.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId('spoiler-delay')).toHaveText('比分延迟 0.0 秒 同步视频');
    await expect(panel.getByTestId('panel-detail-link')).toHaveAttribute('href', `/liveRoom?detail=${fixture.footballA.id}&SportType=football`);
    const [home, away] = [fixture.footballA.homeScores[0], fixture.footballA.awayScores[0]];
    await expect(panel.getByTestId('panel-score')).toHaveText(`${home}-${away}`);
    await saveScreenshot(page, 'live-room-live-1440');
    // A goal comes every 20 s of the feed (taken back 10 s later): the feed skips to the next one.
    await skipToCue(fixture.firstGoalAt, GOAL_CYCLE_MS, 0, server!.url);
    await expect(panel.getByTestId('panel-score')).toHaveText(`${home + 1}-${away}`, { timeout: 10_000 });
    await expect(page.getByTestId('goal-popup').first()).toBeVisible();
    await saveScreenshot(page, 'live-room-goal-1440');
  });

  test('the chat stays in view while the page scrolls: its input (a guest: the login prompt) never below the fold', async ({ page }) => {
    await page.goto(url(`/liveRoom?roomId=${ROOM.live}`));
    const chat = page.getByTestId('chat-panel');
    await expect(chat.getByRole('button', { name: '登录' })).toBeVisible({ timeout: 15_000 });
    await expect(chat.getByRole('button', { name: '登录' })).toBeInViewport({ ratio: 1 });
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(chat.getByRole('button', { name: '登录' })).toBeInViewport({ ratio: 1 });
    await saveScreenshot(page, 'live-room-scrolled-chat-1440');
  });

  test('a room name that is markup shows as text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => { dialogs++; void d.dismiss(); });
    await page.goto(url(`/liveRoom?roomId=${ROOM.live}`));
    await expect(page.getByTestId('room-name')).toHaveText(XSS_NAME, { timeout: 15_000 });
    await expect(page.getByTestId('room-info-bar').locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('[LR-5] [LR-7] a closed room: the ended overlay with its viewers; its match still shown', async ({ page }) => {
    await page.goto(url(`/liveRoom?roomId=${ROOM.ended}`));
    await expectRoomPage(page);
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-room-state', 'ended');
    await expect(page.getByTestId('ended-overlay')).toContainText('直播间已关闭');
    await expect(page.getByTestId('ended-viewers')).toHaveText('本场观看人数 678');
    await expect(page.getByTestId('match-panel')).toHaveAttribute('data-match-id', String(fixture.footballB.id));
    await saveScreenshot(page, 'live-room-ended-1440');
  });

  test('[LR-5] the anchor of a closed room sees the stream\'s figures and 数据回顾, which opens the live-data review', async ({ page }) => {
    await page.goto(url(`/liveRoom?roomId=${ROOM.ended}`));
    await logInWithCode(page, '19900000002'); // the second demo anchor: room 880002
    await expect(page.getByTestId('live-statistic')).toContainText('观看人数 678', { timeout: 15_000 });
    await expect(page.getByTestId('data-review')).toHaveAttribute('href', '/individualCenter?type=3');
    await expect(page.getByTestId('follow-anchor')).toHaveCount(0); // one's own room
    await saveScreenshot(page, 'live-room-ended-anchor-1440');
  });

  test('[LR-1] [LR-5] a banned room: 直播间已封禁 for a logged-in user', async ({ page }) => {
    await page.goto(url('/football'));
    await logInWithCode(page, '13800138000');
    await page.goto(url(`/liveRoom?roomId=${ROOM.banned}`));
    await expect(page.getByTestId('banned-overlay')).toContainText('直播间已封禁', { timeout: 15_000 });
    await expect(page.getByTestId('banned-overlay')).toContainText('违反平台规范');
    await expect(page.getByTestId('live-room')).toHaveAttribute('data-room-state', 'banned');
    await saveScreenshot(page, 'live-room-banned-1440');
  });

  test('[LR-2] a kicked viewer: 您已被踢出直播间, and the confirm opens the match\'s detail in a new tab', async ({ page, context }) => {
    await page.goto(url('/football'));
    await logInWithCode(page, DEMO_VIEWER_PHONE);
    await page.goto(url(`/liveRoom?roomId=${ROOM.live}`));
    await expect(page.getByTestId('kicked-state')).toContainText('您已被踢出直播间', { timeout: 15_000 });
    const confirm = page.getByTestId('kicked-confirm');
    await expect(confirm).toContainText('您无法进入直播间，是否查看赛事详情');
    await saveScreenshot(page, 'live-room-kicked-1440');
    const [tab] = await Promise.all([context.waitForEvent('page'), confirm.getByTestId('kicked-view-match').click()]);
    await expect(tab).toHaveURL(new RegExp(`/liveRoom\\?detail=${fixture.footballA.id}&SportType=football`));
    await tab.close();
  });

  test('[LR-4] a basketball room: status, clock, quarter totals, difference and total; follow asks a guest to log in', async ({ page }) => {
    await page.goto(url(`/liveRoom?roomId=${ROOM.basketball}`));
    await expectRoomPage(page);
    const panel = page.getByTestId('match-panel');
    await expect(panel.getByTestId('panel-periods')).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByTestId('panel-status')).not.toBeEmpty();
    await expect(panel.getByTestId('panel-totals')).toContainText('分差');
    await saveScreenshot(page, 'live-room-basketball-1440');
    await page.getByTestId('follow-anchor').click();
    await expect(page.getByRole('dialog')).toBeVisible(); // [FL-2] the login dialog
  });
});
