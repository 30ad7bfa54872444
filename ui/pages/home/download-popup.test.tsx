// @vitest-environment happy-dom
// [SH-6] Home's download popup: slides in 200 ms after home opens, with the site's addresses, the app QR codes and
// the new version's info; once per session; closed by × or Esc; not modal. Time is the accounts harness's
// ManualScheduler, given as the page's scheduler.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { ManualScheduler } from '../../../engine/time';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { settle } from '../../components/test-support/dom';
import { SchedulerProvider } from '../../time/scheduler-context';
import { DOWNLOAD_POPUP_DELAY_MS, DownloadPopup, POPUP_SHOWN_KEY } from './download-popup';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
let clock: ManualScheduler;

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function render() {
  const h = accountsHarness();
  clock = h.clock;
  h.api.on('/dict/getDictMap', () => h.api.ok({
    qrCode: [{ id: 1, value: '/downLoad?platform=android', label: 'Android 下载', sort: 1 }],
    domains: [{ id: 1, value: 'qiusai.example', label: '网站地址', sort: 1 }],
  }));
  h.api.on('/v1/version/checkUpdate', () => h.api.ok({
    versionName: '3.6.2', versionCode: 362, updateTime: '2026-11-18 10:00', updateContent: '1. 新增提醒\n2. 优化直播\n3. 修复问题',
  }));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(
    <AccountsContext.Provider value={h.accounts}>
      <SchedulerProvider scheduler={h.clock}><MemoryRouter><DownloadPopup /></MemoryRouter></SchedulerProvider>
    </AccountsContext.Provider>,
  ));
  return h;
}

const popup = () => document.querySelector<HTMLElement>('[data-testid="download-popup"]');

describe('DownloadPopup', () => {
  it('[SH-6] appears 200 ms after home opens, not before', () => {
    render();
    act(() => clock.advance(DOWNLOAD_POPUP_DELAY_MS - 1));
    expect(popup()).toBeNull();
    act(() => clock.advance(1));
    expect(popup()).not.toBeNull();
    expect(DOWNLOAD_POPUP_DELAY_MS).toBe(200);
  });

  it('[SH-6] shows the new version, QR codes and the site addresses; a non-modal dialog', async () => {
    const h = render();
    act(() => clock.advance(DOWNLOAD_POPUP_DELAY_MS));
    await settle(10);
    const p = popup()!;
    expect(p.getAttribute('role')).toBe('dialog');
    expect(p.getAttribute('aria-modal')).toBe('false');
    expect(p.textContent).toContain('新版本v3.6.2');
    expect(p.textContent).toContain('2026-11-18 10:00');
    expect(p.textContent).toContain('1. 新增提醒');
    expect(p.textContent).not.toContain('3. 修复问题'); // the popup lists two; the page has them all
    expect(p.textContent).toContain('网站地址');
    expect(p.textContent).toContain('qiusai.example');
    expect(p.textContent).toContain('Android 下载');
    expect(JSON.parse(h.api.seen.find((r) => r.path === '/v1/version/checkUpdate')!.body!)).toEqual({ platform: 'Android' });
    expect(p.querySelector('a')!.getAttribute('href')).toBe('/downLoad');
    expect(document.activeElement).not.toBe(p.querySelector('button')); // it takes no focus
  });

  it('[SH-6] closes by its × and by Esc', () => {
    render();
    act(() => clock.advance(DOWNLOAD_POPUP_DELAY_MS));
    act(() => popup()!.querySelector<HTMLButtonElement>('button[aria-label="关闭下载弹窗"]')!.click());
    expect(popup()).toBeNull();
    sessionStorage.clear();
    act(() => root!.unmount());
    render();
    act(() => clock.advance(DOWNLOAD_POPUP_DELAY_MS));
    act(() => { popup()!.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(popup()).toBeNull();
  });

  it('[SH-6] once per session: home opened again does not show it', () => {
    render();
    act(() => clock.advance(DOWNLOAD_POPUP_DELAY_MS));
    expect(sessionStorage.getItem(POPUP_SHOWN_KEY)).toBe('1');
    act(() => root!.unmount());
    render();
    act(() => clock.advance(5 * DOWNLOAD_POPUP_DELAY_MS));
    expect(popup()).toBeNull();
  });
});
