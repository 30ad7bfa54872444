// @vitest-environment happy-dom
// The shell's link requests (footer, login dialog) open the document's page in a new tab (SPEC.md §3 "Link item").
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountsContext } from '../../accounts/accounts-context';
import { accountsHarness } from '../../accounts/test-support/accounts-harness';
import { LINK_TYPE, requestShell } from '../../app/shell-requests';
import { settle } from '../test-support/dom';
import { LINKS_KEY } from './link-documents';
import { DOCUMENT_UNAVAILABLE, LinkDocumentHost } from './link-document-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;

const LINKS = [
  { linkType: 1, linkPath: '/docs/beginner-anchor-guide.html' }, { linkType: 3, linkPath: '/docs/live-agreement.html' },
  { linkType: 4, linkPath: '/docs/user-agreement.html' }, { linkType: 5, linkPath: '/docs/privacy-policy.html' },
] as const;

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

function render(answer: 'ok' | 'fail' = 'ok') {
  const h = accountsHarness();
  h.api.on('/v1/link/query', () => (answer === 'ok' ? h.api.ok(LINKS) : h.api.code(50000, '服务器异常')));
  root = createRoot(document.createElement('div'));
  act(() => root!.render(<AccountsContext.Provider value={h.accounts}><LinkDocumentHost /></AccountsContext.Provider>));
  return h;
}

describe('LinkDocumentHost', () => {
  it('opens each link type\'s page in a new tab without an opener, and keeps the list locally', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render();
    await settle();
    for (const { linkType, linkPath } of LINKS) {
      requestShell({ type: 'link', linkType: linkType as 1 | 3 | 4 | 5 });
      expect(open).toHaveBeenLastCalledWith(linkPath, '_blank', 'noopener');
    }
    expect(JSON.parse(localStorage.getItem(LINKS_KEY)!)).toEqual({ 1: LINKS[0].linkPath, 3: LINKS[1].linkPath, 4: LINKS[2].linkPath, 5: LINKS[3].linkPath });
  });

  it('a click before the list arrived opens a tab at once and sends it to the page when the answer comes', async () => {
    const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    render();
    requestShell({ type: 'link', linkType: LINK_TYPE.privacyPolicy });
    expect(open).toHaveBeenCalledWith('', '_blank');
    await settle();
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).toHaveBeenCalledWith('/docs/privacy-policy.html');
  });

  it('no list at all: the blank tab closes and a toast says so', async () => {
    const tab = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const h = render('fail');
    requestShell({ type: 'link', linkType: LINK_TYPE.userAgreement });
    await settle();
    expect(tab.close).toHaveBeenCalled();
    expect(h.toasts).toContainEqual({ kind: 'error', text: DOCUMENT_UNAVAILABLE });
  });

  it('other requests are not its business', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render();
    await settle();
    requestShell({ type: 'search' });
    expect(open).not.toHaveBeenCalled();
  });
});
