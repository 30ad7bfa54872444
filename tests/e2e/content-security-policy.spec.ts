// The server's Content-Security-Policy (server/http/security-headers.ts) allows everything the app really loads:
// in Chromium, no page reports a violation — neither a `securitypolicyviolation` event in the page nor a CSP error
// on the console — while each page loads its lists over /api and /ws. The engine runs in a SharedWorker, whose
// console Playwright does not report; the lists pages' rows come only over its socket (a fresh context has no warm
// state), so their rows drawn show the worker's script and socket allowed.
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

const isCspError = (m: ConsoleMessage) => /content security policy/i.test(m.text());

/**
 * The page's requests in flight, from now on; `quiet()` waits until none has been for `quietMs` — Playwright's
 * 'networkidle', except for the shared engine's script, which Playwright reports as a request of the page that never
 * finishes (it does not follow SharedWorkers).
 */
function requestsOf(page: Page): { quiet(quietMs?: number, timeoutMs?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  page.on('request', (r) => { if (!/engine\.shared-worker/.test(r.url())) inFlight.add(r); });
  const done = (r: Request) => { inFlight.delete(r); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await page.waitForTimeout(50);
        if (inFlight.size > 0) quietSince = Date.now();
      }
    },
  };
}

async function watch(page: Page): Promise<{ console: string[] }> {
  const seen = { console: [] as string[] };
  page.on('console', (m) => {
    if (isCspError(m)) seen.console.push(m.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations!.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  return seen;
}

for (const path of ['/', '/football', '/basketball', '/matchEvents']) {
  test(`${path} loads under the CSP without a single violation`, async ({ page }) => {
    const seen = await watch(page);
    const requests = requestsOf(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    // The lists came over HTTP or the socket and were drawn: scripts, styles, the worker and connections all ran.
    // A violation is reported as such even when it kept the page from drawing.
    const drawn = await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 }).then(() => true, () => false);
    await page.waitForLoadState('load');
    await requests.quiet();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(drawn, 'the page drew its match rows').toBe(true);
  });
}
