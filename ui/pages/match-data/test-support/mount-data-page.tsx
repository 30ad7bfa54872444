// The 资料库's component tests mount a page at a path of its route, under a scripted /api (accounts-harness.ts), one
// root at a time: unmount() ends it within a test, and each test's root is ended after it.
import type { ReactNode } from 'react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import { AccountsContext } from '../../../accounts/accounts-context';
import type { AccountsHarness } from '../../../accounts/test-support/accounts-harness';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Call at a test file's top level (it registers the clean-up after each test). */
export function dataPageMounter() {
  let root: Root | undefined;
  const unmount = () => {
    act(() => root?.unmount());
    root = undefined;
  };
  afterEach(() => {
    unmount();
    document.body.innerHTML = '';
  });
  return {
    unmount,
    /** `element` at `path`, under a route of `route`'s pattern; the container it is drawn in. */
    mount(h: AccountsHarness, path: string, element: ReactNode, route: string): HTMLElement {
      const container = document.createElement('div');
      document.body.append(container);
      const r = createRoot(container);
      root = r;
      act(() => r.render(
        <AccountsContext value={h.accounts}>
          <MemoryRouter initialEntries={[path]}><Routes><Route path={route} element={element} /></Routes></MemoryRouter>
        </AccountsContext>,
      ));
      return container;
    },
  };
}
