// @vitest-environment happy-dom
// The header's user dropdown over a scripted /api: what anchors and viewers see [SH-7, SH-8], the level panels
// [FM-2], copying the user code [FM-6], and logout — confirmed first when an anchor is live [AU-9, AU-12].
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import type { AccountsHarness } from '../../accounts/test-support/accounts-harness';
import { ANCHOR_INFO, VIEWER_INFO, accountsHarness } from '../../accounts/test-support/accounts-harness';
import { SchedulerProvider } from '../../time/scheduler-context';
import { button, click, settle } from '../test-support/dom';
import { HOVER_CLOSE_MS, UserMenu } from './user-menu';

let root: Root | undefined;
/** The mounted harness: its clock is the menu's scheduler. */
let mounted: AccountsHarness;

const LEVEL_TABLES = {
  1: { levelType: 1, levelExpList: [0, 100, 300, 600], levelList: ['LV1', 'LV2', 'LV3', 'LV4'] },
  2: { levelType: 2, levelExpList: [0, 500, 1500, 3500], levelList: ['主播LV1', '主播LV2', '主播LV3', '主播LV4'] },
  3: { levelType: 3, levelExpList: [0, 50, 150], levelList: ['青铜', '白银', '黄金'] },
} as const;

async function mount(info: typeof VIEWER_INFO | typeof ANCHOR_INFO): Promise<AccountsHarness> {
  const h = accountsHarness();
  mounted = h;
  h.api
    .on('/v1/customer/info', () => h.api.ok(info))
    .on('/v1/tasks/levelinfo', (req) => h.api.ok(LEVEL_TABLES[JSON.parse(req.body!).levelType as 1 | 2 | 3]))
    .on('/v1/personal/custom/level/info', () => h.api.ok({ level: 3, levelTxt: 'LV3', exp: 350, nextLevelExp: 600 }))
    .on('/v1/personal/anchor/level/info', () => h.api.ok({
      anchorLevel: 2, anchorLevelTxt: '主播LV2', anchorExp: 800, nextAnchorExp: 1500,
      predictionLevel: 1, predictionLevelTxt: '青铜', predictionExp: 20, nextPredictionExp: 50,
    }))
    .on('/anchor/close', () => h.api.ok({ wasLive: true }))
    .on('/logout', () => h.api.ok(null));
  const user = await h.accounts.auth.completeLogin({ accessToken: 'A1', refreshToken: 'R1', first: false });
  h.toasts.length = 0;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext value={h.accounts}>
      <SchedulerProvider scheduler={h.clock}><MemoryRouter><UserMenu user={user!} /></MemoryRouter></SchedulerProvider>
    </AccountsContext>,
  ));
  return h;
}

async function openMenu(): Promise<HTMLElement> {
  click(document.querySelector<HTMLButtonElement>('[data-testid="user-menu-button"]')!);
  await settle();
  return document.querySelector<HTMLElement>('[data-testid="user-menu"]')!;
}

const progress = (menu: HTMLElement) => [...menu.querySelectorAll('[role="progressbar"]')].map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')]);

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('user dropdown', () => {
  it('[SH-7] [SH-8] a viewer: nickname, 普通用户, user code, follow count without fans, the user level, the viewer menu', async () => {
    await mount(VIEWER_INFO);
    const trigger = document.querySelector('[data-testid="user-menu-button"]')!;
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const menu = await openMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(menu.textContent).toContain('球迷小王');
    expect(menu.textContent).toContain('普通用户');
    expect(menu.textContent).toContain('ID：QS20001');
    expect(menu.textContent).toContain('5关注');
    expect(menu.textContent).not.toContain('粉丝');
    expect(progress(menu)).toEqual([['用户等级进度', '58']]); // [FM-2] 350 / 600
    expect(menu.textContent).toContain('距LV4还需 250');
    expect([...menu.querySelectorAll('ul[aria-label="个人中心"] a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['账号安全', '/individualCenter?type=1'], ['用户等级', '/individualCenter?type=2'], ['历史足迹', '/individualCenter?type=5'],
      ['我的消息', '/individualCenter?type=6'], ['我的关注', '/individualCenter?type=9'],
    ]);
  });

  it('[SH-7] [SH-8] an anchor: 认证主播, fans, anchor level with experience and the prediction level, the anchor menu', async () => {
    const h = await mount(ANCHOR_INFO);
    const menu = await openMenu();
    expect(menu.textContent).toContain('认证主播');
    expect(menu.textContent).toContain('128粉丝');
    expect(progress(menu)).toEqual([['主播等级进度', '53'], ['预测等级进度', '40']]);
    expect(menu.textContent).toContain('经验 800 / 1500');
    expect(h.api.seen.filter((r) => r.path === '/v1/tasks/levelinfo').map((r) => JSON.parse(r.body!).levelType).sort()).toEqual([2, 3]);
    const links = [...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/individualCenter?type=3', '/individualCenter?type=4', '/individualCenter?type=7', '/individualCenter?type=8', '/individualCenter?type=10']));
    expect(links).not.toContain('/individualCenter?type=2');
  });

  it('[SH-7] Escape closes the dropdown and returns focus to its button', async () => {
    await mount(VIEWER_INFO);
    await openMenu();
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(document.querySelector('[data-testid="user-menu"]')).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('[data-testid="user-menu-button"]'));
  });

  /** The mouse over (`over`) or out of the entry to the page, at (x, y): what the browser sends, React's enter/leave. */
  const mouse = (type: 'pointerover' | 'pointerout', x: number, y: number) => {
    const target = document.querySelector('[data-testid="user-menu-button"]')!;
    act(() => target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', clientX: x, clientY: y, relatedTarget: document.body })));
  };
  const panel = () => document.querySelector('[data-testid="user-menu"]');
  const afterHoverClose = () => act(() => mounted.clock.advance(HOVER_CLOSE_MS + 50));

  it('[SH-7] opened by hover, it closes when the mouse leaves — not when the layout moves the button from under a still mouse', async () => {
    await mount(VIEWER_INFO);
    mouse('pointerover', 100, 20);
    expect(panel()).not.toBeNull();
    mouse('pointerout', 100, 20); // the header's live pill widened: the button moved, the mouse did not
    afterHoverClose();
    expect(panel()).not.toBeNull();
    mouse('pointerover', 100, 20);
    mouse('pointerout', 100, 90); // the mouse went away
    afterHoverClose();
    expect(panel()).toBeNull();
  });

  it('[SH-7] opened by a click, it stays open when the mouse leaves; a press outside closes it', async () => {
    await mount(VIEWER_INFO);
    mouse('pointerover', 100, 20);
    const trigger = document.querySelector('[data-testid="user-menu-button"]')!;
    act(() => trigger.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))); // a mouse click
    await settle();
    mouse('pointerout', 300, 200);
    afterHoverClose();
    expect(panel()).not.toBeNull();
    act(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' })));
    expect(panel()).toBeNull();
    // Closed, it is a hover menu again: the next leave closes it.
    mouse('pointerover', 100, 20);
    mouse('pointerout', 300, 200);
    afterHoverClose();
    expect(panel()).toBeNull();
  });

  it('[FM-6] copies the user code: 复制成功, or 复制失败 when the clipboard refuses', async () => {
    const h = await mount(VIEWER_INFO);
    const written: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async (text: string) => void written.push(text) } });
    const menu = await openMenu();
    click(button(menu, /ID：QS20001/));
    await settle();
    expect(written).toEqual(['QS20001']);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    document.execCommand = () => false;
    click(button(menu, /ID：QS20001/));
    await settle();
    expect(h.toasts).toEqual([{ kind: 'success', text: '复制成功' }, { kind: 'error', text: '复制失败' }]);
  });

  it('[AU-12] logout: /logout, logged out, 账号已退出', async () => {
    const h = await mount(VIEWER_INFO);
    const menu = await openMenu();
    click(button(menu, '退出登录'));
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(h.api.count('/logout')).toBe(1);
    expect(h.accounts.session.getSnapshot().isLoggedIn).toBe(false);
    expect(h.toasts).toEqual([{ kind: 'success', text: '账号已退出' }]);
  });

  it('[AU-9] an anchor who is live confirms first: 我再想想 keeps the broadcast, 确认结束 ends it and logs out', async () => {
    const h = await mount(ANCHOR_INFO);
    act(() => h.accounts.session.setAnchorLiving(true));
    click(button(await openMenu(), '退出登录'));
    const confirm = document.querySelector<HTMLElement>('[role="alertdialog"]')!;
    expect(confirm.querySelector('h2')!.textContent).toBe('结束直播');
    expect(confirm.textContent).toContain('退出登录将会结束本场直播');
    expect(document.activeElement).toBe(button(confirm, '我再想想'));
    click(button(confirm, '我再想想'));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(h.api.count('/logout')).toBe(0);
    expect(h.accounts.session.getSnapshot().isLoggedIn).toBe(true);

    click(button(await openMenu(), '退出登录'));
    click(button(document.querySelector<HTMLElement>('[role="alertdialog"]')!, '确认结束'));
    await settle();
    expect(h.api.seen.map((r) => r.path).filter((p) => p === '/anchor/close' || p === '/logout')).toEqual(['/anchor/close', '/logout']);
    expect(h.accounts.session.getSnapshot()).toMatchObject({ isLoggedIn: false, anchorLiving: false });
    expect(h.toasts).toEqual([{ kind: 'success', text: '账号已退出' }]);
  });
});
