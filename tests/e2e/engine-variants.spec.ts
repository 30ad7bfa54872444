// The UI bench (bench/ui.ts) compares the page with its engine in the worker against the same page with the same
// engine on the main thread (`?engine=main`, ui/engine-client/engine-variant.ts). That comparison is honest only
// when both render the same thing: here both variants load /football from the same live server, and once both
// engines have folded the same frames, the rows on screen (order, ids, text) and the list's height are the same.
import type { Browser, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures';

interface ListReading {
  /** The feed seq folded, the same before and after reading the rows; -1 when a frame came in meanwhile. */
  readonly seq: number;
  readonly height: string;
  readonly rows: readonly string[];
}

const AGREE_TIMEOUT_MS = 60_000;

async function open(browser: Browser, baseURL: string, variant: 'worker' | 'main'): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto(`/football?engine=${variant}`);
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => window.qiusaiEngine !== undefined);
  return page;
}

/** The rows on screen, top to bottom, with the engine's seq around the reading. */
function readList(page: Page): Promise<ListReading> {
  return page.evaluate(async () => {
    const engine = window.qiusaiEngine!;
    const before = (await engine.api.status()).feed?.seq ?? 0;
    const list = document.querySelector<HTMLElement>('[data-testid="live-list"]')!;
    const rows = [...list.querySelectorAll('[data-testid="match-row"], [data-testid="list-divider"]')]
      .map((el) => ({ top: el.getBoundingClientRect().top, text: `${el.getAttribute('data-match-id') ?? el.getAttribute('data-section')}: ${el.textContent}` }))
      .filter((r) => r.top < innerHeight)
      .sort((a, b) => a.top - b.top)
      .map((r) => r.text);
    const after = (await engine.api.status()).feed?.seq ?? 0;
    return { seq: before === after ? after : -1, height: getComputedStyle(list).getPropertyValue('--list-height'), rows };
  });
}

const engineWorkers = (page: Page) => page.workers().filter((w) => /engine\.worker/.test(w.url()));

test('[LS-1] [LS-8] the engine on the main thread (?engine=main) renders the same rows as in its worker', async ({ browser, baseURL }) => {
  test.setTimeout(AGREE_TIMEOUT_MS + 45_000); // two page loads, then up to the agreement window (it was the whole test's 30 s)
  const inWorker = await open(browser, baseURL!, 'worker');
  const onMain = await open(browser, baseURL!, 'main');
  // Each variant is what it says: only the worker load started the engine's worker.
  expect(engineWorkers(inWorker)).toHaveLength(1);
  expect(engineWorkers(onMain)).toHaveLength(0);

  // Both follow the same feed but not in lockstep, and each page runs its own minute clock: read both at once until
  // both hold the same seq and agree (a reading may fall between one page's minute tick and the other's).
  const readBoth = () => Promise.all([readList(inWorker), readList(onMain)]);
  let [worker, main] = await readBoth();
  const deadline = Date.now() + AGREE_TIMEOUT_MS;
  while (Date.now() < deadline && !(worker.seq > 0 && worker.seq === main.seq && JSON.stringify(worker) === JSON.stringify(main))) {
    await inWorker.waitForTimeout(100);
    [worker, main] = await readBoth();
  }
  expect(worker.rows.length).toBeGreaterThan(5);
  expect(main.seq).toBe(worker.seq);
  expect(main).toEqual(worker);
  await saveScreenshot(onMain, 'football-engine-main-1440');
  await inWorker.context().close();
  await onMain.context().close();
});
