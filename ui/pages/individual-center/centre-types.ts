// The personal centre's types (/individualCenter?type=n, SPEC.md §2): what each is called, who may open it, and the
// side menu of a role [SH-3, SH-8]. The user menu's entries and the shortcuts (components/user-menu/personal-centre.ts)
// lead to these numbers; every number they reach has an entry here. Pure.
import type { Audience } from '../../components/user-menu/personal-centre';

export type CentreType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface CentreTypeEntry {
  readonly type: CentreType;
  readonly label: string;
  /** Who sees it in the side menu and may open it (an anchor's user level is theirs too: reachable, not listed). */
  readonly audience: Audience;
  readonly inMenu: Audience;
}

/** In the side menu's order. */
export const CENTRE_TYPES: readonly CentreTypeEntry[] = [
  { type: 1, label: '账号安全', audience: 'all', inMenu: 'all' },
  { type: 2, label: '用户等级', audience: 'all', inMenu: 'viewer' },
  { type: 3, label: '主播等级', audience: 'anchor', inMenu: 'anchor' },
  { type: 4, label: '预测等级', audience: 'anchor', inMenu: 'anchor' },
  { type: 5, label: '历史足迹', audience: 'all', inMenu: 'all' },
  { type: 6, label: '我的消息', audience: 'all', inMenu: 'all' },
  { type: 7, label: '直播公告', audience: 'anchor', inMenu: 'anchor' },
  { type: 8, label: '我的预测', audience: 'anchor', inMenu: 'anchor' },
  { type: 9, label: '我的关注', audience: 'all', inMenu: 'all' },
  { type: 10, label: '我的粉丝', audience: 'anchor', inMenu: 'anchor' },
];

const fits = (audience: Audience, isAnchor: boolean) => audience === 'all' || audience === (isAnchor ? 'anchor' : 'viewer');

/** The side menu of a role. */
export function centreMenu(isAnchor: boolean): CentreTypeEntry[] {
  return CENTRE_TYPES.filter((e) => fits(e.inMenu, isAnchor));
}

export type CentreRoute =
  | { readonly kind: 'open'; readonly entry: CentreTypeEntry }
  /** A type of the other role (a viewer at an anchor's type). */
  | { readonly kind: 'forbidden'; readonly entry: CentreTypeEntry }
  /** No type, or not a type: the centre opens on account security. */
  | { readonly kind: 'default' };

/** What ?type= opens for this role. */
export function centreRouteOf(query: string | null, isAnchor: boolean): CentreRoute {
  const entry = query !== null && /^\d{1,2}$/.test(query) ? CENTRE_TYPES.find((e) => e.type === Number(query)) : undefined;
  if (!entry) return { kind: 'default' };
  return fits(entry.audience, isAnchor) ? { kind: 'open', entry } : { kind: 'forbidden', entry };
}

export const centreHref = (type: CentreType, customerId?: number) =>
  `/individualCenter?type=${type}${customerId === undefined ? '' : `&customerId=${customerId}`}`;

/** The customerId of the query: a positive whole number, else none. */
export function customerIdOf(query: string | null): number | undefined {
  if (query === null || !/^\d{1,10}$/.test(query)) return undefined;
  const id = Number(query);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
