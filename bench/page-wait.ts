// Waiting for the page without Playwright's locators or waitForFunction: those inject Playwright's own helper
// script into the page, a 50–180 ms main-thread task the long-task probe then counts against the page. A plain
// evaluate of a tiny predicate every 100 ms costs the page next to nothing.
// A page that never gets there ends the bench (PreconditionError: bench/main.ts prints it and exits non-zero).
import type { Page } from 'playwright-core';
import { PreconditionError } from './options';

export async function waitInPage(page: Page, predicate: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(predicate))) {
    if (Date.now() > until) throw new PreconditionError(`${page.url()} did not show ${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first match row is in the DOM. */
export const firstMatchRow = () => document.querySelector('[data-testid="match-row"]') !== null;
