// [SH-3, SH-8] The user dropdown's menu and where each entry leads: /individualCenter?type=N, the personal centre
// (pages/individual-center/centre-types.ts has an entry for every type reached here).
import type { IconName } from '../icon/icon-paths';

export type Audience = 'all' | 'anchor' | 'viewer';

export interface UserMenuEntry {
  /** The entry's index in SPEC.md §2's menu list, which SH-3 maps to a personal-centre type. */
  readonly index: number;
  readonly label: string;
  readonly icon: IconName;
  readonly audience: Audience;
}

/** [SH-8] In SPEC.md's order: account security, user level (viewers), history footprints, my messages, live notice
 *  (anchors), my predictions (anchors), my follows (viewers). */
export const USER_MENU: readonly UserMenuEntry[] = [
  { index: 0, label: '账号安全', icon: 'shield', audience: 'all' },
  { index: 1, label: '用户等级', icon: 'trophy', audience: 'viewer' },
  { index: 2, label: '历史足迹', icon: 'history', audience: 'all' },
  { index: 3, label: '我的消息', icon: 'message', audience: 'all' },
  { index: 4, label: '直播公告', icon: 'megaphone', audience: 'anchor' },
  { index: 5, label: '我的预测', icon: 'target', audience: 'anchor' },
  { index: 6, label: '我的关注', icon: 'star', audience: 'viewer' },
];

/** [SH-3] Personal-centre type by menu index: 0→1, 1→2, 2→5, 3→6, 4→7 for anchors and 9 otherwise, 5→8, 6→9. */
export function personalCentreType(index: number, isAnchor: boolean): number {
  const types = [1, 2, 5, 6, isAnchor ? 7 : 9, 8, 9];
  const type = types[index];
  if (type === undefined) throw new RangeError(`no personal-centre entry ${index}`);
  return type;
}

/** [SH-3] The shortcuts of the dropdown's panels and counts. */
export const CENTRE_SHORTCUT = { userLevel: 2, anchorLevel: 3, forecast: 4, follow: 9, fans: 10 } as const;

export const personalCentreHref = (type: number) => `/individualCenter?type=${type}`;

export interface UserMenuLink {
  readonly label: string;
  readonly icon: IconName;
  readonly href: string;
}

/** [SH-8] The entries one user sees, with their links [SH-3]. */
export function userMenuLinks(isAnchor: boolean): UserMenuLink[] {
  return USER_MENU
    .filter((e) => e.audience === 'all' || e.audience === (isAnchor ? 'anchor' : 'viewer'))
    .map((e) => ({ label: e.label, icon: e.icon, href: personalCentreHref(personalCentreType(e.index, isAnchor)) }));
}
