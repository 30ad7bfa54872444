// The footer's columns (SPEC.md §2 "Footer"). Agreement pages come from /v1/link/query by link type (answered by
// link-document-host.tsx), feedback and complaint are dialogs of their own work: all of them are requests to their
// owners (app/shell-requests.ts). 推流工具 is our own guide to going live from OBS (server/docs/), in a new tab.
// 关于我们 is the /about page (login needed, SPEC.md §2).
import type { ShellRequest } from '../../app/shell-requests';
import { LINK_TYPE } from '../../app/shell-requests';

export type FooterEntry =
  | { readonly label: string; readonly kind: 'request'; readonly request: ShellRequest; readonly needsLogin?: boolean }
  | { readonly label: string; readonly kind: 'external'; readonly href: string }
  /** A page of the app (a route of ui/app/route-table.tsx); needsLogin: logged out, the login dialog opens instead. */
  | { readonly label: string; readonly kind: 'page'; readonly to: string; readonly needsLogin?: boolean };

/** The streaming-tool guide: where to get OBS, /anchorStart's push address and key, the settings (server/docs/). */
export const STREAMING_GUIDE_PATH = '/docs/streaming-tool.html';

export interface FooterColumn {
  readonly title: string;
  readonly entries: readonly FooterEntry[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: '帮助中心',
    entries: [
      { label: '新手主播指南', kind: 'request', request: { type: 'link', linkType: LINK_TYPE.beginnerGuide } },
      { label: '推流工具', kind: 'external', href: STREAMING_GUIDE_PATH },
      { label: '直播协议', kind: 'request', request: { type: 'link', linkType: LINK_TYPE.liveAgreement } },
    ],
  },
  {
    title: '关于我们',
    entries: [
      { label: '关于我们', kind: 'page', to: '/about', needsLogin: true },
      { label: '用户协议', kind: 'request', request: { type: 'link', linkType: LINK_TYPE.userAgreement } },
      { label: '隐私政策', kind: 'request', request: { type: 'link', linkType: LINK_TYPE.privacyPolicy } },
      // [FL-2] feedback and complaint while logged out open the login dialog
      { label: '意见反馈', kind: 'request', request: { type: 'feedback' }, needsLogin: true },
      { label: '投诉', kind: 'request', request: { type: 'complaint' }, needsLogin: true },
    ],
  },
];
