// The UI bench (bench/ui.ts) compares the page with its engine in the worker against the same page with the same
// engine on the main thread (`?engine=main`, ui/engine-client/engine-variant.ts). That comparison is honest only
// when both render the same thing: here both variants load /football from the same live server, and once both
// engines have folded the same frames, the rows on screen (order, ids, text) and the list's height are the same.
// The shared engine (one SharedWorker for every tab of the browser) is checked the same way: two tabs of one
// context render the same rows from one engine over ONE gateway socket, and a tab closing leaves the other's
// subscriptions running.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { sharedWorkerSockets } from '../e2e-engine/harness/shared-worker-sockets';
import { expect, saveScreenshot, test } from './fixtures';

interface ListReading {
  /** The feed seq folded, the same before and after reading the rows; -1 when a frame came in meanwhile. */
  readonly seq: number;
  readonly height: string;
  readonly rows: readonly string[];
}

const AGREE_TIMEOUT_MS = 60_000;

const newContext = (browser: Browser, baseURL: string) =>
  browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

async function open(browser: Browser, baseURL: string, variant: 'worker' | 'main' | 'shared', context?: BrowserContext): Promise<Page> {
  const page = await (context ?? await newContext(browser, baseURL)).newPage();
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
const SHARED_ENGINE = /engine\.shared-worker/;

/** Reads both until they hold the same seq and show the same rows (each page runs its own minute clock). */
async function agreeing(a: Page, b: Page): Promise<[ListReading, ListReading]> {
  const readBoth = () => Promise.all([readList(a), readList(b)]);
  let [x, y] = await readBoth();
  const deadline = Date.now() + AGREE_TIMEOUT_MS;
  while (Date.now() < deadline && !(x.seq > 0 && x.seq === y.seq && JSON.stringify(x) === JSON.stringify(y))) {
    await a.waitForTimeout(100);
    [x, y] = await readBoth();
  }
  return [x, y];
}

/** /ws sockets the pages (and their dedicated workers) opened and have not closed, as Playwright sees them. */
function pageSockets(page: Page, open: Set<object>): void {
  page.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.startsWith('/ws')) return;
    open.add(ws);
    ws.on('close', () => open.delete(ws));
  });
}

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

test('[LS-1] two tabs of /football share one engine (?engine=shared): the same rows, one engine, ONE /ws socket', async ({ browser, baseURL }) => {
  test.setTimeout(AGREE_TIMEOUT_MS + 45_000);
  const context = await newContext(browser, baseURL!);
  const pageOpen = new Set<object>();
  context.on('page', (p) => pageSockets(p, pageOpen));
  const first = await open(browser, baseURL!, 'shared', context);
  const second = await open(browser, baseURL!, 'shared', context);
  const [a, b] = await agreeing(first, second);
  expect(a.rows.length).toBeGreaterThan(5);
  expect(b).toEqual(a);
  // Both tabs' subscriptions are in the one engine: its status counts both pages' views.
  const own = await second.evaluate(async () => (await window.qiusaiEngine!.api.status()).views.subscriptions);
  expect(own).toBeGreaterThanOrEqual(2);
  expect(engineWorkers(first)).toHaveLength(0);
  expect(engineWorkers(second)).toHaveLength(0);
  expect(pageOpen.size).toBe(0); // no page or dedicated worker opened a socket of its own
  expect(await sharedWorkerSockets(browser, first, SHARED_ENGINE)).toEqual({ workers: 1, sockets: 1 });
  await context.close();
});

test('[LS-1] a tab of the shared engine closing leaves the other tab\'s views updating', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await newContext(browser, baseURL!);
  const staying = await open(browser, baseURL!, 'shared', context);
  const alone = await staying.evaluate(async () => (await window.qiusaiEngine!.api.status()).views.subscriptions);
  const leaving = await open(browser, baseURL!, 'shared', context);
  const subscriptions = () => staying.evaluate(async () => (await window.qiusaiEngine!.api.status()).views.subscriptions);
  await expect.poll(subscriptions).toBeGreaterThan(alone);
  await leaving.close({ runBeforeUnload: true }); // pagehide: the tab says goodbye
  await expect.poll(subscriptions).toBe(alone);
  // The staying tab still gets its patches, with the feed moving on.
  const seqOf = () => staying.evaluate(async () => (await window.qiusaiEngine!.api.status()).feed?.seq ?? 0);
  const seq = await seqOf();
  await expect.poll(seqOf, { timeout: 30_000 }).toBeGreaterThan(seq);
  await staying.evaluate(() => new Promise<void>((done) => {
    const off = window.qiusaiEngine!.onPatchApplied((info) => { if (info.views > 0) { off(); done(); } });
  }));
  expect(await sharedWorkerSockets(browser, staying, SHARED_ENGINE)).toEqual({ workers: 1, sockets: 1 });
  await expect(staying.getByTestId('match-row').first()).toBeVisible();
  await context.close();
});
