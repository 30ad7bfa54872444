// The browser entry: global styles, the accounts (login restored, presence timer), then the router.
import './design/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startAccounts } from './accounts/browser-accounts';
import { createAppRouter } from './app/router';

// Before the first render: a kept login is restored now, so the route guard [AU-11] and the header see it.
startAccounts();

// Start-up in short tasks (issue #4 §4: no long task after first paint). The router is created in a task of its
// own, after the one that evaluated the modules (each ~30 ms on the bench machine); the first render is a
// transition, which React renders in ~5 ms slices, yielding to the browser between them, instead of one task of
// the whole page (~100 ms).
setTimeout(() => {
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}, 0);
