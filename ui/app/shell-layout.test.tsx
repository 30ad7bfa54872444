// @vitest-environment happy-dom
// The shell in a DOM, routed in memory: the login guard of the route table [AU-11], its visibility re-check, the
// document title [SH-1] and the header's scroll state [SH-2].
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT, sessionStore } from '../session/session-store';
import { preloadRoute } from './preload-route';
import { ROUTES } from './route-table';
import { appRouteObjects } from './router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The engine worker of the pages' lists, pill and pop-ups: here one that never answers (lists stay on skeletons). */
class SilentWorker extends EventTarget {
  postMessage(): void {}
  terminate(): void {}
}
// Only for this file's tests: the files after it in the same vitest worker (isolate: false) see the Worker they had
// — where there is none, a page asks the server instead of an engine, and their tests count on that.
const hadWorker = Object.getOwnPropertyDescriptor(globalThis, 'Worker');
beforeEach(() => {
  (globalThis as { Worker?: unknown }).Worker ??= SilentWorker;
});

// The pages these tests land on, loaded before they run: what a test waits for is then the shell's state, not how
// long a cold module transform takes on a busy machine.
beforeAll(async () => {
  await Promise.all(['/', '/football', '/basketball', '/matchEvents'].map((pathname) => preloadRoute({ pathname, search: '' }, ROUTES)));
}, 120_000);

const viewer = { id: 1, nickname: '球迷小王', avatar: '', isAnchor: 0 as const };
let root: Root | undefined;

function mount(path: string) {
  const router = createMemoryRouter(appRouteObjects(), { initialEntries: [path] });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<RouterProvider router={router} />));
  return { router, container, pathname: () => router.state.location.pathname };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  sessionStore.logOut();
  window.scrollTo(0, 0);
  if (hadWorker) Object.defineProperty(globalThis, 'Worker', hadWorker);
  else delete (globalThis as { Worker?: unknown }).Worker;
});

describe('shell: login guard from the route table', () => {
  it('[AU-11] logged out, a login-required route lands on /', async () => {
    const app = mount('/individualCenter?type=9');
    expect(app.pathname()).toBe('/');
    await vi.waitFor(() => expect(app.container.textContent).toContain('正在直播'));
  });

  it('[AU-11] logged in, the route stays — its page, not the not-found page', () => {
    sessionStore.logIn(viewer);
    const app = mount('/about');
    expect(app.pathname()).toBe('/about');
    expect(app.container.textContent).not.toContain('页面不存在');
  });

  it('[AU-11] logging out on a login-required route sends the visitor home', () => {
    sessionStore.logIn(viewer);
    const app = mount('/about');
    act(() => sessionStore.logOut());
    expect(app.pathname()).toBe('/');
  });

  it('[AU-11] on visibility regain, a logged-out visitor on a login-required route is sent home', () => {
    sessionStore.logIn(viewer);
    const app = mount('/anchorCertification');
    // logged out elsewhere (another tab) without this tab hearing of it: only the visibility check can notice
    vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue(LOGGED_OUT);
    expect(app.pathname()).toBe('/anchorCertification');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(app.pathname()).toBe('/');
  });

  it('[AU-11] visibility regain leaves logged-in visitors and no-login routes alone', async () => {
    sessionStore.logIn(viewer);
    const app = mount('/about');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(app.pathname()).toBe('/about');
    act(() => sessionStore.logOut());
    await act(async () => { await app.router.navigate('/football'); });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(app.pathname()).toBe('/football');
  });
});

describe('shell: titles and header', () => {
  it('[SH-1] sets the document title from the route table', async () => {
    const app = mount('/football');
    expect(document.title).toBe('足球直播 - 球赛直播');
    await act(async () => { await app.router.navigate('/matchEvents'); });
    expect(document.title).toBe('即时比分 - 球赛直播');
    await act(async () => { await app.router.navigate('/forecast'); });
    await vi.waitFor(() => expect(document.title).toBe('专家预测 - 球赛直播')); // once its page's chunk has loaded
    await act(async () => { await app.router.navigate('/downLoad'); });
    await vi.waitFor(() => expect(document.title).toBe('球赛直播')); // a route without a title of its own: the product name
  });

  it('[SH-2] the home header follows the scroll until 95 px; elsewhere it is always white', async () => {
    const app = mount('/');
    const header = () => app.container.querySelector('header')!;
    expect(header().style.getPropertyValue('--header-progress')).toBe('0');
    act(() => {
      window.scrollTo(0, 38);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(Number(header().style.getPropertyValue('--header-progress'))).toBeCloseTo(0.4, 5);
    act(() => {
      window.scrollTo(0, 300);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header().dataset.scrolled).toBe('true');
    await act(async () => { await app.router.navigate('/basketball'); });
    // The navigation is a transition: home stays until the basketball page renders (its chunk is in: beforeAll).
    await vi.waitFor(() => {
      act(() => {
        window.scrollTo(0, 0);
        window.dispatchEvent(new Event('scroll'));
      });
      expect(header().style.getPropertyValue('--header-progress')).toBe('1');
    });
  });
});
