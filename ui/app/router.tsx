// The browser router, built from the route table: the shell layout around every page, a route-level error
// boundary inside it (so the header stays when a page fails), the built pages, and not-found for everything else.
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { RouteErrorPage } from '../pages/route-error/route-error-page';
import type { AppRoute } from './app-route';
import { isBuilt } from './route-access';
import { ROUTES } from './route-table';
import { ShellLayout } from './shell-layout';

export function appRouteObjects(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return [{
    element: <ShellLayout routes={routes} />,
    children: [{
      errorElement: <RouteErrorPage />,
      children: [
        ...routes.filter(isBuilt).map((route) => ({ path: route.path, element: route.element })),
        { path: '*', element: <NotFoundPage /> },
      ],
    }],
  }];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
