// One row of the route table (route-table.tsx): the routes of SPEC.md §2 as data.
import type { ReactNode } from 'react';

export interface AppRoute {
  /** react-router path pattern. */
  readonly path: string;
  /** [SH-1] The page's own title; without one the document title is the product name. */
  readonly title?: string;
  /** [SH-1] [AU-11] Logged out, the route sends the visitor home. */
  readonly requiresLogin: boolean;
  /** SPEC.md §2: the page opens in a new tab (anchorStart, personalHomepage). */
  readonly opensInNewTab?: boolean;
  /** The page, once its issue has built it. Until then the path shows the not-found page — but its guard holds. */
  readonly element?: ReactNode;
}
