// The chunk of the page this tab opened on, loaded before the first render (ui/app/start/start-app.tsx): the route
// table's pages are lazyPages (lazy-page.tsx), so with its chunk in, the first render draws the page at once —
// no Suspense fallback, and none of React's fallback throttle on the first paint. A path that is no built page's
// (not found, a page not built yet) loads nothing. A failed load is not an error here: the render's own lazy
// boundary fetches again and the route's error element says so if that fails too.
import type { AppRoute } from './app-route';
import type { PageLocation } from './lazy-page';
import { lazyPageOf } from './lazy-page';
import { findRoute } from './route-access';

export function preloadRoute(location: PageLocation, routes: readonly AppRoute[]): Promise<void> {
  const page = lazyPageOf(findRoute(location.pathname, routes)?.element);
  if (!page) return Promise.resolve();
  return page.preload(location).catch(() => {});
}
