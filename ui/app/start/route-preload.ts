// Beside the start-up stages (ui/main.tsx imports it first, and index.html preloads it with them): the chunk of the
// page this tab opened on is asked for as soon as the entry runs, while React's runtime and the app's modules are
// evaluated, and startApp() waits for it before the first render (ui/app/preload-route.ts says why).
import type { PageLocation } from '../lazy-page';
import { preloadRoute } from '../preload-route';
import { ROUTES } from '../route-table';

export function preloadOpenedRoute(location: PageLocation): Promise<void> {
  return preloadRoute(location, ROUTES);
}
