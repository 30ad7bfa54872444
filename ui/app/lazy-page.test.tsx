// @vitest-environment happy-dom
// The route table's pages as lazyPages: a page whose chunk was preloaded renders in the first render, with no
// Suspense fallback (so React adds no fallback throttle to the first paint); one rendered before its chunk is in
// waits behind the fallback as React's lazy does; the route the tab opened on is the one preloaded, nested pages
// included; and every built route of the table is a lazyPage.
import type { ReactNode } from 'react';
import { act, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRoute } from './app-route';
import type { PageLocation } from './lazy-page';
import { isLazyPage, lazyPage, lazyPageOf } from './lazy-page';
import { preloadRoute } from './preload-route';
import { ROUTES } from './route-table';
import { isBuilt } from './route-access';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A chunk whose load the test settles: how many times it was asked for, and its resolve/reject. */
function chunk<P extends object>(component: (props: P) => ReactNode) {
  const loads: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<{ default: (props: P) => ReactNode }>((resolve, reject) => {
    loads.push({ resolve: () => resolve({ default: component }), reject });
  });
  return { load, loads };
}

function mount(node: ReactNode): { container: HTMLElement; fallbacks: () => number } {
  let fallbacks = 0;
  function Fallback() {
    fallbacks++;
    return <p>fallback</p>;
  }
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Suspense fallback={<Fallback />}>{node}</Suspense>));
  return { container, fallbacks: () => fallbacks };
}

describe('lazyPage', () => {
  it('preloaded, renders the page in the first render: no fallback', async () => {
    const c = chunk(({ name }: { name: string }) => <h1>{name}的主页</h1>);
    const Page = lazyPage(c.load);
    const ready = Page.preload({ pathname: '/', search: '' });
    expect(Page.loaded).toBe(false);
    c.loads[0].resolve();
    await ready;
    expect(Page.loaded).toBe(true);
    const app = mount(<Page name="球迷" />);
    expect(app.container.textContent).toBe('球迷的主页');
    expect(app.fallbacks()).toBe(0);
    expect(c.loads).toHaveLength(1);
  });

  it('rendered before its chunk, waits behind the fallback and then shows the page, loading once', async () => {
    const c = chunk(() => <h1>足球直播</h1>);
    const Page = lazyPage(c.load);
    const app = mount(<Page />);
    expect(app.container.textContent).toBe('fallback');
    await act(async () => { c.loads[0].resolve(); });
    expect(app.container.textContent).toBe('足球直播');
    expect(c.loads).toHaveLength(1);
    await Page.preload({ pathname: '/football', search: '' });
    expect(c.loads).toHaveLength(1);
  });

  it('runs the page\'s own preload with the location once its chunk is in (a page with lazy content of its own)', async () => {
    const seen: PageLocation[] = [];
    const Inner = Object.assign(() => <p>房间</p>, { preload: async (location: PageLocation) => { seen.push(location); } });
    const Page = lazyPage(() => Promise.resolve({ default: Inner }));
    await Page.preload({ pathname: '/liveRoom', search: '?roomId=7' });
    expect(seen).toEqual([{ pathname: '/liveRoom', search: '?roomId=7' }]);
  });

  it('a failed load is asked for again on the next preload', async () => {
    const c = chunk(() => <p>页面</p>);
    const Page = lazyPage(c.load);
    const first = Page.preload({ pathname: '/', search: '' });
    c.loads[0].reject(new Error('network'));
    await expect(first).rejects.toThrow('network');
    const second = Page.preload({ pathname: '/', search: '' });
    c.loads[1].resolve();
    await second;
    expect(Page.loaded).toBe(true);
  });
});

describe('preloadRoute', () => {
  it('loads the chunk of the route the location is on, and nothing for another or an unbuilt one', async () => {
    const home = chunk(() => <p>首页</p>);
    const football = chunk(() => <p>足球</p>);
    const Home = lazyPage(home.load);
    const Football = lazyPage(football.load);
    const routes: AppRoute[] = [
      { path: '/', requiresLogin: false, element: <Home /> },
      { path: '/football', requiresLogin: false, element: <Football /> },
      { path: '/forecast', requiresLogin: false },
    ];
    const ready = preloadRoute({ pathname: '/football', search: '' }, routes);
    expect([home.loads.length, football.loads.length]).toEqual([0, 1]);
    football.loads[0].resolve();
    await ready;
    expect(Football.loaded).toBe(true);
    await preloadRoute({ pathname: '/forecast', search: '' }, routes);
    await preloadRoute({ pathname: '/nowhere', search: '' }, routes);
    expect(home.loads).toHaveLength(0);
  });

  it('settles when the chunk fails: the render\'s own lazy boundary tries again', async () => {
    const c = chunk(() => <p>页面</p>);
    const Page = lazyPage(c.load);
    const ready = preloadRoute({ pathname: '/', search: '' }, [{ path: '/', requiresLogin: false, element: <Page /> }]);
    c.loads[0].reject(new Error('gone'));
    await expect(ready).resolves.toBeUndefined();
  });
});

describe('route table', () => {
  it('every built route\'s page is a lazyPage (preloaded for the route a tab opens on)', () => {
    const built = ROUTES.filter(isBuilt);
    expect(built.length).toBeGreaterThan(0);
    for (const route of built) expect(lazyPageOf(route.element), route.path).toBeDefined();
    expect(isLazyPage(() => null)).toBe(false);
  });
});
