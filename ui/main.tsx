// The browser entry: global styles, the accounts (login restored, presence timer), then the router.
import './design/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startAccounts } from './accounts/browser-accounts';
import { createAppRouter } from './app/router';

// Before the first render: a kept login is restored now, so the route guard [AU-11] and the header see it.
startAccounts();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
