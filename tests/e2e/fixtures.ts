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
    await context.addInitScript(recordToasts);
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

/**
 * In every page of the suite's contexts, from its first script: each toast's text as it appears, in order. A
 * toast lives two seconds of the page's time; on a loaded machine one can come and go between two looks of a
 * `toBeVisible`, so `toastShown` reads what the page recorded.
 */
export function recordToasts(): void {
  const w = window as unknown as { toastsSeen?: string[] };
  if (w.toastsSeen) return;
  const seen: string[] = (w.toastsSeen = []);
  // By element, the text it showed last: each element and text is recorded once, however often the page redraws it.
  const showing = new Map<Element, string>();
  const look = () => {
    for (const el of document.querySelectorAll('[data-testid="toast"]')) {
      const text = el.textContent ?? '';
      if (text && showing.get(el) !== text) seen.push(text);
      showing.set(el, text);
    }
    for (const el of showing.keys()) if (!el.isConnected) showing.delete(el);
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  look();
}

/**
 * Waits until the page shows a toast with `text` or has shown one since the last toastShown that found that text
 * (each recorded toast counts once). A page of a context the suite's fixture did not make gets the recorder at the
 * first look (seeing the toasts showing then). On failure it names every toast the page showed.
 */
export async function toastShown(page: Page, text: string): Promise<void> {
  const take = () => page.evaluate((wanted) => {
    const seen = (window as unknown as { toastsSeen?: string[] }).toastsSeen;
    if (!seen) return 'no recorder yet';
    const at = seen.findIndex((t) => t.includes(wanted));
    if (at >= 0) seen.splice(at, 1);
    // Showing now counts too: the same message again restarts the toast on screen instead of adding one.
    const showing = [...document.querySelectorAll('[data-testid="toast"]')].some((el) => el.textContent?.includes(wanted));
    return at >= 0 || showing ? 'shown' : JSON.stringify(seen);
  }, text).catch((err: Error) => `page: ${err.message}`);
  let last = '';
  try {
    await expect.poll(async () => {
      last = await take();
      if (last === 'no recorder yet') await page.evaluate(recordToasts).catch(() => {});
      return last;
    }).toBe('shown');
  } catch (error) {
    throw new Error(`no toast ${text}; the page showed ${last}`, { cause: error });
  }
}

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
