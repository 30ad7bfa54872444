// @vitest-environment happy-dom
// The personal centre page over the FakeApi: the side menu of each role [SH-8], a type's loading, content, empty
// and error states (with 重新加载), a viewer at an anchor's type, no type opening account security, the level
// progress [FM-2], and unfollowing from my follows [FL-1].
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { SchedulerProvider } from '../../time/scheduler-context';
import { settle } from '../../components/test-support/dom';
import { IndividualCenterPage } from './individual-center-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

let where = '';
function Where() {
  const l = useLocation();
  where = l.pathname + l.search;
  return null;
}

function render(url: string, isAnchor: 0 | 1, routes: (h: ReturnType<typeof accountsHarness>) => void) {
  const h = accountsHarness();
  routes(h);
  h.accounts.session.logIn({ id: 20001, customerId: 20001, nickname: '快乐球迷', avatar: '', isAnchor });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      <SchedulerProvider scheduler={h.clock}>
        <MemoryRouter initialEntries={[url]}>
          <Routes><Route path="/individualCenter" element={<><IndividualCenterPage /><Where /></>} /></Routes>
        </MemoryRouter>
      </SchedulerProvider>
    </AccountsContext.Provider>,
  ));
  return { h, container };
}

const $ = (el: ParentNode, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const menuLabels = (el: ParentNode) => [...el.querySelectorAll('nav[aria-label="个人中心菜单"] a')].map((a) => a.textContent);

const USER_LEVEL = { level: 3, levelTxt: 'LV3', exp: 450, nextLevelExp: 600 };
const TABLE = { levelType: 1 as const, levelExpList: [0, 100, 300, 600], levelList: ['LV1', 'LV2', 'LV3', 'LV4'] };

describe('IndividualCenterPage', () => {
  it('[SH-8] the side menu of a viewer and of an anchor', async () => {
    const viewer = render('/individualCenter?type=5', 0, (h) => {
      h.api.on('/v1/personal/living/footprints', () => h.api.ok({ total: 0, list: [] }));
    });
    await settle();
    expect(menuLabels(viewer.container)).toEqual(['账号安全', '用户等级', '历史足迹', '我的消息', '我的关注']);
    act(() => root?.unmount());
    const anchor = render('/individualCenter?type=5', 1, (h) => {
      h.api.on('/v1/personal/living/footprints', () => h.api.ok({ total: 0, list: [] }));
    });
    await settle();
    expect(menuLabels(anchor.container)).toEqual(['账号安全', '主播等级', '预测等级', '历史足迹', '我的消息', '直播公告', '我的预测', '我的关注', '我的粉丝']);
  });

  it('[SH-7] [FM-2] user level: loading, then the level, its progress, the table and the records', async () => {
    const { container } = render('/individualCenter?type=2', 0, (h) => {
      h.api.on('/v1/personal/custom/level/info', () => h.api.ok(USER_LEVEL));
      h.api.on('/v1/tasks/levelinfo', () => h.api.ok(TABLE));
      h.api.on('/v1/tasks/customer/expRecord', () => h.api.ok({ total: 1, list: [{ id: 1, levelType: 1, action: 'watchRoom', actionTxt: '观看直播', exp: 10, at: 1_700_000_000_000 }] }));
    });
    expect(container.querySelectorAll('[data-testid="loading-skeleton"]').length).toBeGreaterThan(0);
    await settle();
    expect(container.querySelectorAll('[data-testid="loading-skeleton"]').length).toBe(0);
    expect($(container, 'level-name')!.textContent).toBe('LV3');
    expect(container.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('75'); // 450 / 600
    expect($(container, 'level-exp')!.textContent).toBe('经验 450 / 600');
    expect($(container, 'level-table')!.querySelector('tr[aria-current="true"]')!.textContent).toBe('LV3300');
    const record = $(container, 'exp-records')!.querySelector('li')!;
    expect(record.textContent).toContain('观看直播');
    expect(record.textContent).toContain('+10');
  });

  it('a failed load says so and 重新加载 asks again; an empty list says it is empty', async () => {
    let fail = true;
    const { h, container } = render('/individualCenter?type=5', 0, (api) => {
      api.api.on('/v1/personal/living/footprints', () => (fail ? api.api.code(50000, '服务器异常') : api.api.ok({ total: 0, list: [] })));
    });
    await settle();
    expect($(container, 'error-state')!.textContent).toContain('服务器异常');
    fail = false;
    act(() => [...$(container, 'error-state')!.querySelectorAll('button')].find((b) => b.textContent?.includes('重新加载'))!.click());
    await settle();
    expect($(container, 'error-state')).toBeNull();
    expect($(container, 'empty-state')!.textContent).toContain('还没有看过直播');
    expect(h.api.count('/v1/personal/living/footprints')).toBe(2);
  });

  it('[SH-8] a viewer at an anchor\'s type is told why; no type opens account security', async () => {
    const viewer = render('/individualCenter?type=7', 0, () => {});
    await settle();
    expect($(viewer.container, 'centre-type-7')!.textContent).toContain('认证成为主播后方可查看');
    act(() => root?.unmount());
    render('/individualCenter', 0, (h) => {
      h.api.on('/v1/customer/info', () => h.api.ok({
        id: 20001, customerId: 20001, nickname: '快乐球迷', avatar: '', isAnchor: 0, identifier: null, userCode: '60020001', followToCount: 1,
        followFromCount: 0, level: 1, levelTxt: 'LV1', exp: 0, gender: 0, description: '', phone: '199****0001', hasPassword: false,
      }));
    });
    await settle();
    expect(where).toBe('/individualCenter?type=1');
    expect($(document.body, 'bound-phone')!.textContent).toBe('199****0001');
    expect($(document.body, 'password-state')!.textContent).toBe('未设置');
  });

  it('[FL-1] my follows: unfollowing an anchor removes the row and says 取消关注', async () => {
    const { h, container } = render('/individualCenter?type=9', 0, (api) => {
      api.api.on('/v1/personal/follow/matches', () => api.api.ok([]));
      api.api.on('/v1/customer/follow/to', () => api.api.ok({ total: 1, list: [{
        customerId: 10001, nickname: '球评老张', avatar: '', isAnchor: 1, identifier: 880001, userCode: '60010001', level: 5, anchorLevel: 3,
        description: '', followStatus: 1,
      }] }));
      api.api.on('/v1/customer/follow/action', () => api.api.ok({ followStatus: 2 }));
    });
    await settle();
    expect($(container, 'empty-state')!.textContent).toContain('还没有关注比赛');
    act(() => [...container.querySelectorAll('[role="tab"]')].find((t) => t.textContent === '主播')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await settle();
    expect($(container, 'followed-anchors')!.textContent).toContain('球评老张');
    act(() => [...container.querySelectorAll('button')].find((b) => b.textContent === '取消关注')!.click());
    await settle();
    expect(h.toasts.some((t) => t.text === '取消关注')).toBe(true);
    expect($(container, 'empty-state')!.textContent).toContain('还没有关注主播');
  });
});
