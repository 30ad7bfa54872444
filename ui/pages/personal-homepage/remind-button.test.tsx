// @vitest-environment happy-dom
// 开播提醒 on an anchor's profile [GN-7]: set and taken back through /anchor/remind, each told by a toast as the
// product's other actions are (before, the button only changed its label).
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { button, settle } from '../../components/test-support/dom';
import { sessionStore } from '../../session/session-store';
import { RemindButton } from './remind-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  sessionStore.logOut();
});

describe('RemindButton', () => {
  it('[GN-7] setting and clearing the reminder each say so in a toast', async () => {
    const h = accountsHarness();
    const asked: unknown[] = [];
    h.api.on('/anchor/remind', (req) => {
      const body = JSON.parse(req.body ?? '{}') as { anchorId: number; status: 1 | 2 };
      asked.push(body);
      return h.api.ok({ anchorId: body.anchorId, remind: body.status === 1 });
    });
    sessionStore.logIn({ id: 20001, customerId: 20001, nickname: '球迷小王', avatar: '', isAnchor: 0 });
    let reminded = false;
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const draw = () => root!.render(
      <AccountsContext.Provider value={h.accounts}>
        <RemindButton anchorId={10001} reminded={reminded} onChange={(r) => { reminded = r; draw(); }} />
      </AccountsContext.Provider>,
    );
    act(draw);
    act(() => button(container, '开播提醒').click());
    await settle();
    expect(button(container, '已设提醒')).toBeDefined();
    expect(h.toasts).toEqual([{ kind: 'success', text: '开播提醒设置成功' }]);
    act(() => button(container, '已设提醒').click());
    await settle();
    expect(button(container, '开播提醒')).toBeDefined();
    expect(h.toasts.at(-1)).toEqual({ kind: 'success', text: '已取消开播提醒' });
    expect(asked).toEqual([{ anchorId: 10001, status: 1 }, { anchorId: 10001, status: 2 }]);
  });
});
