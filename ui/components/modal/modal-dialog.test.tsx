// @vitest-environment happy-dom
import { act, useState } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { button, click } from '../test-support/dom';
import { ModalDialog } from './modal-dialog';

let root: Root;

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>打开</button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title="欢迎登录">
        <input aria-label="手机号" data-autofocus />
        <button type="button">登录</button>
      </ModalDialog>
    </>
  );
}

function mount() {
  const app = document.createElement('div');
  app.id = 'root';
  document.body.append(app);
  root = createRoot(app);
  act(() => root.render(<Harness />));
  return app;
}

const tab = (shiftKey = false) => act(() => {
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true }));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('modal dialog', () => {
  it('[AU-1] is a labelled modal outside the app, which goes inert; focus starts on the marked field', () => {
    const app = mount();
    const opener = button(app, '打开');
    opener.focus();
    click(opener);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('欢迎登录');
    expect(app.contains(dialog)).toBe(false);
    expect(app.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(dialog.querySelector('input'));
  });

  it('[AU-1] Tab and Shift+Tab wrap inside the dialog', () => {
    mount();
    click(button(document.body, '打开'));
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const close = dialog.querySelector<HTMLButtonElement>('[aria-label="关闭"]')!;
    const login = button(dialog, '登录');
    login.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(login);
  });

  it('[AU-1] Esc closes; the app wakes and focus returns to the opener', () => {
    const app = mount();
    const opener = button(app, '打开');
    opener.focus();
    click(opener);
    act(() => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(app.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('[AU-1] the close button closes', () => {
    mount();
    click(button(document.body, '打开'));
    click(document.querySelector<HTMLButtonElement>('[aria-label="关闭"]')!);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
