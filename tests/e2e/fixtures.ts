// The suite's `test`: Playwright's, with baseURL pointing at the server global setup started, and helpers for
// scrolling and for the review screenshots (tests/artifacts/screenshots/, git-ignored).
import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { join } from 'node:path';
import { ROOT } from './server-process';

export const SCREENSHOTS = join(ROOT, 'tests/artifacts/screenshots');

/** Home's download popup [SH-6] (ui/pages/home/download-popup.tsx), shown once per browser session. */
export const DOWNLOAD_POPUP_SHOWN_KEY = 'downloadPopupShown';

export const test = base.extend<{ downloadPopup: 'shown' | 'hidden' }>({
  // The suite's pages start with home's download popup already shown this session, so it covers nothing another
  // spec clicks or photographs; download-and-docs.spec.ts asks for it with test.use({ downloadPopup: 'shown' }).
  downloadPopup: ['hidden', { option: true }],
  context: async ({ context, downloadPopup }, use) => {
    if (downloadPopup === 'hidden') {
      await context.addInitScript((key) => { try { sessionStorage.setItem(key, '1'); } catch { /* opaque origin */ } }, DOWNLOAD_POPUP_SHOWN_KEY);
    }
    await use(context);
  },
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here, so it must be `{}`.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite with `npx playwright test` (global setup starts the server)');
    await use(url);
  },
});

export { expect };

/** Scrolls the window to `y` and waits until the page has handled the scroll (one animation frame). */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  // The page may not have rendered yet (its first render is a transition, after the load event, and its page a
  // chunk loaded after the shell) or may have grown shorter meanwhile (rows hidden, matches finishing): scroll
  // again until it stands at y, or as far as it goes.
  await page.waitForFunction((top) => {
    if (!document.getElementById('main')?.childElementCount) return false; // the page is not rendered yet
    const max = document.documentElement.scrollHeight - document.documentElement.clientHeight;
    const want = Math.max(0, Math.min(top, max));
    if (Math.abs(window.scrollY - want) >= 1) window.scrollTo({ top, behavior: 'instant' });
    return Math.abs(window.scrollY - want) < 1;
  }, y);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage, animations: 'disabled' });
}

/** The header's account entry: 登录 when logged out, the user's dropdown button when logged in. */
export function accountsHeader(page: Page) {
  const banner = page.getByRole('banner');
  return { login: banner.getByRole('button', { name: '登录', exact: true }), user: banner.getByTestId('user-menu-button') };
}

/** Records every shell request (login, search …) the page dispatches, for the assertions of a test. */
export async function recordShellRequests(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { shellRequests: unknown[] }).shellRequests = seen;
    window.addEventListener('qiusai:shell-request', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { shellRequests: unknown[] }).shellRequests);
}
