// Answers the shell's { type: 'link', linkType } requests (the footer's 新手主播指南, 直播协议, 用户协议, 隐私政策 and
// the login dialog's agreements): the document's page opens in a new tab. The list comes from /v1/link/query on
// mount (kept locally, link-documents.ts); a click before it ever arrived opens a blank tab at once, inside the
// click, and sends it to the page when the answer comes (or closes it and says why).
import { useLayoutEffect, useRef } from 'react';
import { callJson } from '../../api';
import { useAccounts } from '../../accounts/use-accounts';
import type { LinkType } from '../../app/shell-requests';
import { onShellRequest } from '../../app/shell-requests';
import type { LinkPaths } from './link-documents';
import { keepLinks, linkPathsOf, readKeptLinks } from './link-documents';

const localStore = () => { try { return window.localStorage; } catch { return undefined; } };

export const DOCUMENT_UNAVAILABLE = '文档暂时无法打开，请稍后重试';

export function LinkDocumentHost() {
  const accounts = useAccounts();
  const links = useRef<LinkPaths>(readKeptLinks(localStore()));
  const pending = useRef<Promise<LinkPaths> | undefined>(undefined);

  useLayoutEffect(() => {
    const load = (): Promise<LinkPaths> => {
      pending.current ??= callJson(accounts.api, '/v1/link/query', {}, { silent: true }).then((outcome) => {
        pending.current = undefined;
        if (!outcome.ok) return links.current;
        const fresh = linkPathsOf(outcome.data);
        links.current = fresh;
        keepLinks(fresh, localStore());
        return fresh;
      });
      return pending.current;
    };
    void load();
    const open = (linkType: LinkType) => {
      const known = links.current[linkType];
      if (known) return void window.open(known, '_blank', 'noopener');
      const tab = window.open('', '_blank');
      void load().then((fresh) => {
        const path = fresh[linkType];
        if (!tab) return;
        if (!path) {
          tab.close();
          accounts.toast.error(DOCUMENT_UNAVAILABLE);
          return;
        }
        tab.opener = null;
        tab.location.replace(path);
      });
    };
    return onShellRequest((request) => {
      if (request.type === 'link') open(request.linkType);
    });
  }, [accounts]);
  return null;
}
