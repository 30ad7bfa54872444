// The personal centre (/individualCenter?type=n) on the suite's server: a demo viewer and a demo anchor open every
// entry of the user menu and every shortcut of the dropdown [SH-3, SH-7, SH-8] and land on its type, every type
// of their role shows its content (never stuck loading), the viewer unfollows an anchor and opens another user's
// centre, the anchor sees the live-data review of their past broadcasts; a new account changes its phone with a
// code sent to the new one; and a feed anchor's live room offers 关注 (their account made when the feed named them).
// Phones no other spec logs in with (SMS codes are rate-limited per phone).
import type { Page } from '@playwright/test';
import { DEMO_ANCHORS } from '../../server/db/demo-people';
import { logInWithCode, nextSmsCode } from './accounts-support';
import { accountsHeader, expect, saveScreenshot, test, toastShown } from './fixtures';

const VIEWER_PHONE = '19900010011';
const FOLLOWER_PHONE = '19900010012'; // the feed-anchor room's viewer: a phone of its own (60 s between codes of one phone)
const ANCHOR_PHONE = '19900000008';
const OTHER = DEMO_ANCHORS[0]; // 球评老张: another user's centre
const MOVER = { from: '13900139011', to: '13900139022' };

/** The types a role's user menu and shortcuts reach, as SPEC.md §2 maps them [SH-3]. */
const VIEWER_MENU = [['账号安全', 1], ['用户等级', 2], ['历史足迹', 5], ['我的消息', 6], ['我的关注', 9]] as const;
const ANCHOR_MENU = [['账号安全', 1], ['历史足迹', 5], ['我的消息', 6], ['直播公告', 7], ['我的预测', 8]] as const;

const centre = (page: Page, type: number) => page.getByTestId(`centre-type-${type}`);

/** The type's section is on screen with its content: no skeleton left, no error. */
async function expectTypeShown(page: Page, type: number): Promise<void> {
  await expect(centre(page, type)).toBeVisible();
  await expect(centre(page, type).getByTestId('loading-skeleton')).toHaveCount(0);
  await expect(centre(page, type).getByTestId('error-state')).toHaveCount(0);
}

async function openMenu(page: Page) {
  await accountsHeader(page).user.click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page.getByTestId('user-menu');
}

/** Every menu entry from the dropdown, each landing on its type. */
async function walkMenu(page: Page, entries: readonly (readonly [string, number])[]): Promise<void> {
  for (const [label, type] of entries) {
    const menu = await openMenu(page);
    await menu.getByRole('list', { name: '个人中心' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/individualCenter\\?type=${type}$`));
    await expectTypeShown(page, type);
    await expect(centre(page, type).getByRole('heading', { level: 2 }).first()).toHaveText(label); // the type's title (a section may head its own card too)
  }
}

test.describe.configure({ mode: 'serial' });

test('[SH-3] [SH-7] [SH-8] a viewer: every menu entry, shortcut and type; unfollows an anchor; another user\'s centre', async ({ page }) => {
  await page.goto('/');
  await logInWithCode(page, VIEWER_PHONE);
  await walkMenu(page, VIEWER_MENU);

  // Shortcuts: the level panel (user level 2) and the follow count (9).
  await (await openMenu(page)).getByTestId('level-panel').click();
  await expect(page).toHaveURL(/type=2$/);
  await expectTypeShown(page, 2);
  await expect(page.getByTestId('level-table')).toBeVisible();
  await expect(page.getByTestId('exp-records').getByRole('listitem').first()).toBeVisible(); // the seeded past
  await saveScreenshot(page, 'centre-viewer-type-2-1440');
  await (await openMenu(page)).getByRole('link', { name: /^\d+\s*关注$/ }).click();
  await expect(page).toHaveURL(/type=9$/);
  await expectTypeShown(page, 9);

  // The side menu leads to the same types; each shows its content, and survives a reload.
  for (const [label, type] of VIEWER_MENU) {
    await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: label }).click();
    await expectTypeShown(page, type);
    await saveScreenshot(page, `centre-viewer-type-${type}-1440`);
  }
  await page.reload();
  await expectTypeShown(page, 9);

  // My follows: the anchors the demo viewer follows; unfollow the first.
  await page.getByRole('tab', { name: '主播' }).click();
  const anchors = page.getByTestId('followed-anchors').getByRole('listitem');
  await expect(anchors.first()).toBeVisible();
  const before = await anchors.count();
  const name = (await anchors.first().locator('a').first().textContent())!;
  await anchors.first().getByRole('button', { name: '取消关注' }).click();
  await toastShown(page, '取消关注');
  await expect(anchors).toHaveCount(before - 1);
  await page.reload();
  await page.getByRole('tab', { name: '主播' }).click();
  await expect(page.getByTestId('followed-anchors').getByRole('listitem')).toHaveCount(before - 1);
  await expect(page.getByTestId('followed-anchors')).not.toContainText(name);
  for (const tab of ['比赛', '球队', '赛事']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectTypeShown(page, 9);
  }

  // History footprints: the seeded visits of the demo past.
  await page.goto('/individualCenter?type=5');
  await expect(page.getByTestId('room-footprints').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('tab', { name: '看过的方案' }).click();
  await expectTypeShown(page, 5);

  // A viewer at an anchor's type is told why.
  await page.goto('/individualCenter?type=3');
  await expect(centre(page, 3)).toContainText('认证成为主播后方可查看');

  // Another user's centre: their card and the conversation with them.
  await page.goto(`/individualCenter?type=6&customerId=${OTHER.customerId}`);
  await expectTypeShown(page, 6);
  await expect(page.getByTestId('user-card-name')).toHaveText(OTHER.nickname);
  await expect(page.getByTestId('pm-conversation')).toBeVisible();
  await saveScreenshot(page, 'centre-viewer-other-user-1440');
});

test('[SH-3] [SH-7] [LR-5] an anchor: every menu entry, shortcut and type; the live-data review of past broadcasts', async ({ page }) => {
  await page.goto('/');
  await logInWithCode(page, ANCHOR_PHONE);
  await walkMenu(page, ANCHOR_MENU);

  // Shortcuts: anchor level (3), forecast level (4), follows (9), fans (10).
  const panels = (await openMenu(page)).getByTestId('level-panel');
  await expect(panels).toHaveCount(2);
  await panels.first().click();
  await expect(page).toHaveURL(/type=3$/);
  await expectTypeShown(page, 3);
  await expect(page.getByTestId('living-totals')).toContainText('直播场次');
  await expect(page.getByTestId('living-records').locator('tbody tr').first()).toBeVisible();
  await saveScreenshot(page, 'centre-anchor-type-3-1440', true);
  await (await openMenu(page)).getByTestId('level-panel').nth(1).click();
  await expect(page).toHaveURL(/type=4$/);
  await expectTypeShown(page, 4);
  await (await openMenu(page)).getByRole('link', { name: /^\d+\s*粉丝$/ }).click();
  await expect(page).toHaveURL(/type=10$/);
  await expectTypeShown(page, 10);
  await expect(page.getByTestId('fans').getByRole('listitem').first()).toBeVisible();
  await (await openMenu(page)).getByRole('link', { name: /^\d+\s*关注$/ }).click();
  await expect(page).toHaveURL(/type=9$/);
  await expectTypeShown(page, 9);

  for (const type of [1, 3, 4, 5, 6, 7, 8, 9, 10]) {
    await page.goto(`/individualCenter?type=${type}`);
    await expectTypeShown(page, type);
    await saveScreenshot(page, `centre-anchor-type-${type}-1440`);
  }
  // The fans link to their centres.
  await page.goto('/individualCenter?type=10');
  await page.getByTestId('fans').getByRole('link').first().click();
  await expect(page).toHaveURL(/type=6&customerId=\d+$/);
  await expect(page.getByTestId('user-card')).toBeVisible();
});

test('account security: a new account changes its phone with a code sent to the new phone', async ({ page }) => {
  await page.goto('/');
  await logInWithCode(page, MOVER.from);
  // a first login offers a password, then interests: skip both [AU-1]
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '跳过' }).click();
  await expect(dialog.getByRole('region', { name: '热门赛事' })).toBeVisible();
  await dialog.getByRole('button', { name: '跳过' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/individualCenter?type=1');
  await expectTypeShown(page, 1);
  await expect(page.getByTestId('bound-phone')).toHaveText('139****9011');
  await page.getByRole('button', { name: '更换手机号' }).click();
  const form = page.getByTestId('change-phone-form');
  await form.getByLabel('手机号').fill(MOVER.to);
  const code = nextSmsCode(MOVER.to, 'changePhone');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await toastShown(page, '验证码发送成功，十分钟有效');
  await form.getByLabel('验证码', { exact: true }).fill(await code());
  await form.getByRole('button', { name: '确认更换' }).click();
  await toastShown(page, '手机号更换成功');
  await expect(page.getByTestId('bound-phone')).toHaveText('139****9022');
  await page.reload();
  await expect(page.getByTestId('bound-phone')).toHaveText('139****9022');
  await expect(page.getByTestId('password-state')).toHaveText('未设置');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByTestId('set-password-form')).toBeVisible();
  await saveScreenshot(page, 'centre-type-1-1440');
});

test('[FL-1] a feed anchor\'s live room offers 关注 and 私信, and the follow shows in my follows', async ({ page, context }) => {
  await page.goto('/');
  await logInWithCode(page, FOLLOWER_PHONE);
  await page.goto('/football');
  const card = page.getByTestId('recommend-carousel').getByTestId('recommend-card').first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  const roomId = Number(/roomId=(\d+)/.exec(href)![1]);
  expect(roomId).toBeGreaterThanOrEqual(800_001); // a room of the feed's day, not a demo account's 880001+
  expect(roomId).toBeLessThan(880_001);
  const room = await context.newPage();
  await room.goto(href);
  const bar = room.getByTestId('room-info-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('private-message')).toBeVisible();
  const anchorName = (await bar.getByTestId('anchor-name').textContent())!;
  await bar.getByTestId('follow-anchor').click();
  await toastShown(room, '关注成功');
  await expect(bar.getByTestId('follow-anchor')).toHaveText('已关注');
  await saveScreenshot(room, 'feed-anchor-room-follow-1440');
  await room.close();
  await page.goto('/individualCenter?type=9');
  await page.getByRole('tab', { name: '主播' }).click();
  await expect(page.getByTestId('followed-anchors')).toContainText(anchorName);
});
