// Start-up stage 2: the app's modules (router, shell, accounts) are evaluated when this chunk loads, in a task of
// its own; startApp() then restores a kept login — before the first render, so the route guard [AU-11] and the
// header see it — starts the page's engine (the shared worker's connect and start(): the socket, the snapshot, or
// for a later tab the state already folded, come while the page's chunk is still on its way), waits for the page's
// chunk (ui/app/preload-route.ts: the first render then never suspends), and renders the router as a transition,
// which React renders in ~5 ms slices, yielding to the browser between them, instead of one task of the whole page
// (~100 ms). Every component below the root takes its time and timers from the page's one Scheduler (ui/time/).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startAccounts } from '../../accounts/browser-accounts';
import { PAGE_SCHEDULER } from '../../time/page-scheduler';
import { SchedulerProvider } from '../../time/scheduler-context';
import { createAppRouter } from '../router';
import { liveEngine } from '../../live/live-engine';
import { markOpen, useOpenMark } from '../../perf/open-marks';

/** Renders nothing: it marks the root's first commit. */
function ShellCommitted(): null {
  useOpenMark('shell-committed');
  return null;
}

/** `routeReady`: the opened page's chunk (ui/app/start/route-preload.ts), settled when it is in or failed. */
export function startApp(container: HTMLElement, routeReady: Promise<void> = Promise.resolve()): void {
  markOpen('app-start');
  startAccounts();
  liveEngine();
  const router = createAppRouter();
  const root = createRoot(container);
  void routeReady.then(() => {
    markOpen('route-ready');
    startTransition(() => {
      root.render(
        <StrictMode>
          <SchedulerProvider scheduler={PAGE_SCHEDULER}>
            <RouterProvider router={router} />
            <ShellCommitted />
          </SchedulerProvider>
        </StrictMode>,
      );
    });
  });
}
