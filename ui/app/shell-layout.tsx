// The frame of every page: header, the page, footer, the floating side panel, and the accounts layer (login dialog,
// toasts). It also applies the route
// table's rules to the current location: the login guard [AU-11] and the document title [SH-1].
import { Suspense, useCallback } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { GoalPopups } from '../components/goal-popups/goal-popups';
import { SearchPanelHost } from '../components/search-panel/search-panel-host';
import { PrivateMessagesHost } from '../components/private-messages/private-messages-host';
import { AnchorLivePopups } from '../components/anchor-live-popups/anchor-live-popups';
import { SidePanel } from '../components/side-panel/side-panel';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteHeader } from '../components/site-header/site-header';
import { useDocumentTitle } from '../hooks/use-document-title';
import { documentTitle } from './product';
import { useVisibilityRegain } from '../hooks/use-visibility-regain';
import { AccountsLayer } from './accounts-layer';
import { sessionStore } from '../session/session-store';
import { useSession } from '../session/use-session';
import type { AppRoute } from './app-route';
import { usePageTitleOverride } from './page-title';
import { findRoute, mustSendHome, titleFor } from './route-access';
import styles from './shell-layout.module.css';

export function ShellLayout({ routes }: { readonly routes: readonly AppRoute[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const route = findRoute(pathname, routes);
  const pageTitle = usePageTitleOverride();
  useDocumentTitle(pageTitle ? documentTitle(pageTitle) : titleFor(route));

  // [AU-11] When the tab comes back into view, a visitor who logged out meanwhile (in another tab, or by token
  // expiry while hidden) is sent home. The render-time guard below covers changes this tab hears about itself.
  useVisibilityRegain(useCallback(() => {
    if (mustSendHome(route, sessionStore.getSnapshot().isLoggedIn)) navigate('/', { replace: true });
  }, [route, navigate]));

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">跳到主要内容</a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {mustSendHome(route, isLoggedIn) ? <Navigate to="/" replace /> : <Suspense fallback={null}><Outlet /></Suspense>}
      </main>
      <SiteFooter />
      <SidePanel />
      <GoalPopups />
      <AccountsLayer />
      <SearchPanelHost />
      <PrivateMessagesHost />
      <AnchorLivePopups />
      <ScrollRestoration />
    </div>
  );
}
