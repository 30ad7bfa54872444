// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../engine/time';
import '../test-support/dom';
import { createToastStore } from './toast-store';
import { ToastViewport } from './toast-viewport';

describe('toast viewport', () => {
  it('[HT-3] renders server messages as text, errors as alerts and successes as status, outside the app root', () => {
    const store = createToastStore(new ManualScheduler(1_700_000_000_000));
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    const root = createRoot(app);
    act(() => root.render(<ToastViewport store={store} />));
    act(() => {
      store.error('<img src=x onerror=alert(1)>失败');
      store.success('登录成功');
    });
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')];
    expect(toasts.map((t) => [t.getAttribute('role'), t.textContent])).toEqual([['alert', '<img src=x onerror=alert(1)>失败'], ['status', '登录成功']]);
    expect(document.querySelector('img')).toBeNull();
    expect(app.contains(toasts[0])).toBe(false); // portalled: never inert behind a dialog
    act(() => (toasts[1] as HTMLElement).click());
    expect(document.querySelectorAll('[data-testid="toast"]')).toHaveLength(1);
    act(() => root.unmount());
  });
});
