// [SH-2] The header's tabs (SPEC.md §2 "Header and shell"), and which tab a path belongs to.

export interface NavLinkItem {
  readonly label: string;
  readonly to: string;
}

export interface NavItem extends NavLinkItem {
  /** Path prefixes that light this tab up besides `to` itself (the database tab covers both databases). */
  readonly activeFor?: readonly string[];
  /** Opens on hover or keyboard focus. */
  readonly submenu?: readonly NavLinkItem[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: '首页', to: '/' },
  { label: '足球', to: '/football' },
  { label: '篮球', to: '/basketball' },
  { label: '比分', to: '/matchEvents' },
  {
    label: '资料库',
    to: '/footballMatchData',
    // the database's team and player pages are its pages too
    activeFor: ['/footballMatchData', '/basketballMatchData', '/footballTeamDetail', '/basketballTeamDetail', '/footballPlayerDetail', '/basketballPlayerDetail'],
    submenu: [
      { label: '足球资料库', to: '/footballMatchData' },
      { label: '篮球资料库', to: '/basketballMatchData' },
    ],
  },
  { label: '预测', to: '/forecast', activeFor: ['/forecast', '/forecastDetail'] },
];

const underPrefix = (pathname: string, prefix: string) =>
  pathname.toLowerCase() === prefix.toLowerCase() || pathname.toLowerCase().startsWith(`${prefix.toLowerCase()}/`);

/** Home is active only on / itself; other tabs on their path and the paths below it. */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return (item.activeFor ?? [item.to]).some((prefix) => underPrefix(pathname, prefix));
}
