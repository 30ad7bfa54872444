// The engine in Debian's Chromium (playwright-core), through the real page client and the real worker bundled
// by Vite (the shared one and the dedicated one) and served on 127.0.0.1: (1) a recorded day replayed at maximum speed leaves the same lists as the Node
// fold + computeView; (2) the MatchRepository contract suite passes on real IndexedDB; (3) a reload paints the
// list from IndexedDB before the socket answers, and the socket's lists replace it once it does.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveState } from '../../engine/core';
import { EMPTY_STATE, fold, shanghaiMidnight } from '../../engine/core';
import type { SubscribeOptions } from '../../engine/worker/api';
import { PAGE_PATCH_INTERVAL_MS } from '../../engine/worker/views/patch-outbox';
import { sliceFixture } from '../../fixtures/slice';
import { eventsOf, expectFinalLists } from '../engine-support/final-lists';
import type { BuiltPages } from './harness/build-pages';
import { buildPages, REPO } from './harness/build-pages';
import { chinaContext, launchChromium } from './harness/chromium';
import { FeedSocket } from './harness/feed-socket';
import { sharedWorkerSockets } from './harness/shared-worker-sockets';
import type { StaticServer } from './harness/static-server';
import { serveStatic } from './harness/static-server';
import type { EngineTest } from './pages/engine-page';

const SMALL_DAY = join(REPO, 'fixtures', 'days', 'small.lsfx');
const DAY_BYTES = new Uint8Array(readFileSync(SMALL_DAY));
const EVENTS = eventsOf(DAY_BYTES);
const FINAL = fold(EMPTY_STATE, EVENTS).state;
/** The day's first five hours: it ends with matches live (minutes running, VAR flags up), unlike the whole day. */
const EARLY = sliceFixture(DAY_BYTES, 0, 5 * 3_600_000).bytes;
const CHINA_DAY = shanghaiMidnight;
const OPTIONS: readonly SubscribeOptions[] = [
  { sport: 'football', list: 'today', tab: 'all' },
  { sport: 'basketball', list: 'today', tab: 'all' },
  { sport: 'football', list: 'focus', tab: 'all' },
  { sport: 'football', list: 'today', tab: 'beiDan', sortDirection: 'reverse' },
  { sport: 'basketball', list: 'today', tab: 'vieBasketball' },
];

let built: BuiltPages;
let server: StaticServer;
let feed: FeedSocket;
let browser: Browser;

beforeAll(async () => {
  built = await buildPages(
    { engine: 'tests/e2e-engine/pages/engine.html', repository: 'tests/e2e-engine/pages/repository.html' },
    { vitest: 'tests/e2e-engine/harness/browser-vitest.ts' },
  );
  mkdirSync(join(built.dir, 'days'));
  writeFileSync(join(built.dir, 'days', 'small-early.lsfx'), EARLY);
  server = await serveStatic(built.dir, { '/days/small.lsfx': SMALL_DAY });
  feed = new FeedSocket(server.server);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  feed?.close();
  await server?.close();
});

/** No patch for this long: the last one is in (a paced patch may follow the one before it by the pacing interval). */
const SETTLED_MS = PAGE_PATCH_INTERVAL_MS + 500;

/** A fresh profile (empty IndexedDB) with a page; page errors are collected for the test to check. */
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await chinaContext(browser)).newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (process.env.E2E_DEBUG) console.log('page:', m.text()); });
  await page.goto(server.origin + path);
  return { page, errors };
}

/**
 * Polls `predicate` in the page until it answers true (page.evaluate awaits a promise; waitForFunction would take
 * the promise itself for true). A timeout says what was awaited and how the engine stood.
 */
async function until<A>(page: Page, what: string, predicate: (arg: A) => boolean | Promise<boolean>, arg: A, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(predicate as never, arg))) {
    if (Date.now() > deadline) {
      const status = await page.evaluate(() => window.engineTest?.status()).catch(() => null);
      if (process.env.E2E_DEBUG) console.log(await page.content());
      throw new Error(`${what}: not after ${timeout} ms; engine status ${JSON.stringify(status)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `fn` on the page's window.engineTest (its source is sent: it may not close over anything here). */
const engine = <T>(page: Page, fn: (t: EngineTest) => T | Promise<T>) => page.evaluate(`(${fn.toString()})(window.engineTest)`) as Promise<T>;

describe('the engine in Chromium', () => {
  // Both hosts of the one engine: the browser's SharedWorker (the product's default in Chromium) and a dedicated
  // worker of the page's own (browsers without SharedWorker), named by ?engine= (ui/engine-client/engine-variant.ts).
  it.each([
    ['the whole small day at maximum speed', 'shared', '/days/small.lsfx', DAY_BYTES, 1e6],
    ['the whole small day at maximum speed', 'worker', '/days/small.lsfx', DAY_BYTES, 1e6],
    // ×5 000: about 3.6 s, so batches, 15 s minute refreshes [MN-4] and VAR expiries [RT-3] happen on the way.
    ['its first five hours, ending with matches live', 'shared', '/days/small-early.lsfx', EARLY, 5_000],
    ['its first five hours, ending with matches live', 'worker', '/days/small-early.lsfx', EARLY, 5_000],
  ])('[LS-1] [LS-4] [LS-9] [MN-4] [RT-3] a recorded day replayed through the real worker leaves the Node fold\'s lists: %s (engine=%s)', async (_name, variant, url, bytes, speed) => {
    const events = eventsOf(bytes);
    const final = fold(EMPTY_STATE, events).state;
    const { page, errors } = await openPage(`${built.paths.engine}?engine=${variant}`);
    // Each host is what it says: the SharedWorker (Chromium has one: not the fallback), or the page's own worker.
    expect((await sharedWorkerSockets(browser, page, /engine\.shared-worker/, '/ws')).workers).toBe(variant === 'shared' ? 1 : 0);
    expect(page.workers().filter((w) => /engine\.worker/.test(w.url()))).toHaveLength(variant === 'worker' ? 1 : 0);
    expect(await page.evaluate((o) => window.engineTest.subscribe(o), OPTIONS)).toEqual(OPTIONS.map(() => null));
    expect(await page.evaluate(([u, x]) => window.engineTest.startReplayFrom(u, x), [url, speed] as const)).toMatchObject({ ok: true, mode: 'replay' });
    await until(page, 'replay ended', (seq) => window.engineTest.status().then((s) => s.replay?.phase === 'ended' && s.feed?.seq === seq), final.seq, 30_000);
    await until(page, 'patches settled', (quiet) => performance.now() - window.engineTest.lastPatchAt > quiet, SETTLED_MS);

    const moment = (await engine(page, (t) => t.moment()))!;
    expect(moment).toEqual({ now: events.at(-1)!.ts, dayStart: CHINA_DAY(events.at(-1)!.ts) }); // the browser's own timezone
    const lists = await engine(page, (t) => t.lists());
    OPTIONS.forEach((o, i) => {
      expect(lists[i].error).toBeNull();
      expectFinalLists(lists[i], o, final, moment);
    });
    expect(await engine(page, (t) => t.status())).toMatchObject({ storage: 'indexeddb', feed: { badFrames: 0 }, views: { problems: 0 } });
    expect(errors).toEqual([]);
  }, 60_000);

  it('[LS-6] a pin moves the match on top of the list at once', async () => {
    const { page, errors } = await openPage(built.paths.engine);
    await page.evaluate((o) => window.engineTest.subscribe(o), OPTIONS);
    await page.evaluate(() => window.engineTest.startReplayFrom('/days/small.lsfx', 1e6));
    await until(page, 'replay ended', (seq) => window.engineTest.status().then((s) => s.replay?.phase === 'ended' && s.feed?.seq === seq), FINAL.seq, 30_000);
    const lists = await engine(page, (t) => t.lists());

    const pinId = lists[0].order.flatMap((r) => (r.kind === 'match' ? [r.id] : [])).at(-1)!;
    await page.evaluate((id) => window.engineTest.pin(id), pinId);
    await until(page, 'pinned on top', (id) => { const top = window.engineTest.lists()[0].order[0]; return top.kind === 'match' && top.id === id; }, pinId);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the MatchRepository contract passes on real IndexedDB', async () => {
    const { page, errors } = await openPage(built.paths.repository);
    const outcomes = await page.evaluate(() => window.repositoryContract());
    expect(outcomes.map((o) => o.name)).toHaveLength(7);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('warm start: after a reload the list paints from IndexedDB before the socket answers, then the socket\'s lists replace it', async () => {
    const wsUrl = `${server.origin.replace('http', 'ws')}/ws`;
    const path = `${built.paths.engine}?live=${encodeURIComponent(wsUrl)}`;
    feed.state = FINAL;
    feed.holding = false;
    const { page, errors } = await openPage(path);
    // The first visit: the socket answers, the list paints, the write-behind stores it.
    await until(page, 'first visit stored', (seq) => window.engineTest.status().then((s) => s.feed?.seq === seq && !s.unsaved && s.storage === 'indexeddb'), FINAL.seq);

    feed.holding = true;
    const answered = feed.counts.answered;
    const asked = feed.counts.listRequests;
    await page.reload();
    await until(page, 'first paint after reload', () => window.engineTest.firstPaint !== null, null);
    const paint = (await engine(page, (t) => ({ paint: t.firstPaint!, moment: t.moment()! })));
    expect(feed.counts.answered).toBe(answered); // nothing came from the socket
    expect(paint.paint.rows).toBeGreaterThan(10);
    expectFinalLists(paint.paint.lists, OPTIONS[0], FINAL, paint.moment);
    await until(page, 'socket open', () => window.engineTest.status().then((s) => s.feed?.connected === true), null);
    expect(feed.counts.listRequests).toBeGreaterThan(asked); // it asked, and waited [SK-4]

    // The socket answers with a new stream's lists (a restarted server, half a day in): they replace the warm ones.
    const restarted: LiveState = { ...fold(EMPTY_STATE, EVENTS.slice(0, EVENTS.length / 2)).state, stream: 'restarted' };
    feed.release(restarted);
    await until(page, 'socket lists folded', (seq) => window.engineTest.status().then((s) => s.feed?.seq === seq && s.feed.stream === 'restarted'), restarted.seq);
    await until(page, 'patches settled', (quiet) => performance.now() - window.engineTest.lastPatchAt > quiet, SETTLED_MS);
    const after = await engine(page, (t) => ({ lists: t.lists(), moment: t.moment()! }));
    expectFinalLists(after.lists[0], OPTIONS[0], restarted, after.moment);
    expect(errors).toEqual([]);
  }, 90_000);
});
