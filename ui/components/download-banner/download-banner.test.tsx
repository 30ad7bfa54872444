// @vitest-environment happy-dom
// SPEC.md §2: the download banner on home and /liveRoom leads to /downLoad; closed, it stays closed for the session.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BANNER_CLOSED_KEY, DownloadBanner } from './download-banner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function render() {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<MemoryRouter><DownloadBanner /></MemoryRouter>));
  return container;
}

describe('DownloadBanner', () => {
  it('links to /downLoad', () => {
    const c = render();
    expect(c.querySelector('a')!.getAttribute('href')).toBe('/downLoad');
    expect(c.querySelector('aside')!.getAttribute('aria-label')).toBe('下载 App');
  });

  it('关闭 hides it and keeps it closed for the session', () => {
    const c = render();
    act(() => c.querySelector<HTMLButtonElement>('button[aria-label="关闭下载横幅"]')!.click());
    expect(c.querySelector('aside')).toBeNull();
    expect(sessionStorage.getItem(BANNER_CLOSED_KEY)).toBe('1');
    act(() => root!.unmount());
    expect(render().querySelector('aside')).toBeNull();
  });
});
