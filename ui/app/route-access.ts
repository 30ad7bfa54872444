// Pure decisions over the route table: which row a path is, whether a visitor must be sent home [AU-11], and the
// document title [SH-1]. The shell layout and the visibility check both ask these, so they can never disagree.
import { matchPath } from 'react-router-dom';
import type { AppRoute } from './app-route';
import { documentTitle } from './product';

export function findRoute(pathname: string, routes: readonly AppRoute[]): AppRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** [AU-11] A login-required route sends a logged-out visitor to /, built or not (the guard works from the table). */
export function mustSendHome(route: AppRoute | undefined, isLoggedIn: boolean): boolean {
  return route?.requiresLogin === true && !isLoggedIn;
}

export function isBuilt(route: AppRoute): boolean {
  return route.element !== undefined;
}

/** [SH-1] The page's title when that page is what shows; the product name otherwise (not-found, unbuilt pages). */
export function titleFor(route: AppRoute | undefined): string {
  return documentTitle(route && isBuilt(route) ? route.title : undefined);
}
