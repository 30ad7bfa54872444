// Start-up stage 2: the app's modules (router, shell, accounts) are evaluated when this chunk loads, in a task of
// its own; startApp() then restores a kept login — before the first render, so the route guard [AU-11] and the
// header see it — and renders the router as a transition, which React renders in ~5 ms slices, yielding to the
// browser between them, instead of one task of the whole page (~100 ms). Every component below the root takes its
// time and timers from the page's one Scheduler (ui/time/).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startAccounts } from '../../accounts/browser-accounts';
import { PAGE_SCHEDULER } from '../../time/page-scheduler';
import { SchedulerProvider } from '../../time/scheduler-context';
import { createAppRouter } from '../router';
import { markOpen, useOpenMark } from '../../perf/open-marks';

/** Renders nothing: it marks the root's first commit. */
function ShellCommitted(): null {
  useOpenMark('shell-committed');
  return null;
}

export function startApp(container: HTMLElement): void {
  markOpen('app-start');
  startAccounts();
  const router = createAppRouter();
  const root = createRoot(container);
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
}
