// The engine in headless Chromium (Debian's, via playwright-core), served by a Vite build on 127.0.0.1: a recorded
// full day replayed at maximum speed through the real worker into three subscribed views — frames/s, and how late
// the busy worker answers the page (status() round trips, p99) — vs raw protobufjs decode of the same recording in
// the same browser (the anchor). Then the warm start: a reload paints the list from IndexedDB while the socket
// holds its answer, vs a cold start (empty IndexedDB, the socket answering at once), both to the first painted list.
// Target (DESIGN.md "Persistence": a warm start paints the last persisted lists before the socket answers; issue #3
// named no figure): every warm start paints with the socket holding (checked: the bench fails otherwise), and the
// warm start's median is below the cold start's (the anchor, same run). The throughput's anchor is raw decode in the
// same browser; it has no target. `--smoke` (bench/options.ts): the small recorded day, one run of each.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { EMPTY_STATE, fold } from '../engine/core';
import type { SubscribeOptions } from '../engine/worker/api';
import { buildPages } from '../tests/e2e-engine/harness/build-pages';
import { chinaContext, launchChromium } from '../tests/e2e-engine/harness/chromium';
import { FeedSocket } from '../tests/e2e-engine/harness/feed-socket';
import { serveStatic } from '../tests/e2e-engine/harness/static-server';
import { eventsOf } from '../tests/engine-support/final-lists';
import { loadBenchDay } from './full-day';
import { fmt, pct } from './measure';
import { isSmoke, PreconditionError, verdict, withDeadline } from './options';

const VIEWS: readonly SubscribeOptions[] = [
  { sport: 'football', list: 'today', tab: 'all' },
  { sport: 'basketball', list: 'today', tab: 'all' },
  { sport: 'football', list: 'focus', tab: 'all' },
];
const MAX_SPEED = 1e9;
/** A replay of the day through the worker, or the anchor's decode passes, within this. */
const PASS_DEADLINE_MS = 120_000;

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

async function poll(page: Page, what: string, predicate: () => boolean | Promise<boolean>, timeout = 60_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(predicate))) {
    if (Date.now() > deadline) throw new PreconditionError(`browser-ingest: ${what}: not after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export default async function run(args: string[] = []): Promise<Record<string, number | boolean>> {
  const smoke = isSmoke(args);
  const RUNS = smoke ? 1 : 3;
  const { bytes, name } = loadBenchDay(smoke, Infinity); // the whole small day: its first frames make no patch of these views
  const events = eventsOf(bytes);
  const final = fold(EMPTY_STATE, events).state;
  const built = await buildPages({ ingest: 'bench/pages/ingest.html' });
  mkdirSync(join(built.dir, 'days'));
  writeFileSync(join(built.dir, 'days', 'full.lsfx'), bytes);
  const server = await serveStatic(built.dir);
  const feed = new FeedSocket(server.server);
  const browser = await launchChromium();
  try {
    const context = await chinaContext(browser);
    const page = await context.newPage();
    await page.goto(server.origin + built.paths.ingest);
    const anchor = await withDeadline(page.evaluate((minMs) => window.benchRawDecode('/days/full.lsfx', minMs), smoke ? 0 : 1500),
      PASS_DEADLINE_MS, 'browser-ingest: raw decode in the page');

    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const fresh = await context.newPage();
      await fresh.goto(server.origin + built.paths.ingest);
      const refused = (await fresh.evaluate((v) => window.engineTest.subscribe(v), VIEWS)).filter((r) => r !== null);
      if (refused.length > 0) throw new Error(`subscribe refused: ${refused.join(', ')}`);
      runs.push(await withDeadline(fresh.evaluate(([seq, speed]) => window.benchReplay('/days/full.lsfx', speed, seq), [final.seq, MAX_SPEED] as const),
        PASS_DEADLINE_MS, 'browser-ingest: the replay through the worker to the day\'s last frame'));
      await fresh.close();
    }
    const best = runs.reduce((a, b) => (b.patchedMs < a.patchedMs ? b : a));
    const framesPerSec = events.length / (best.patchedMs / 1000);
    const rpc = runs.flatMap((r) => r.rpcMs);
    const apply = runs.flatMap((r) => r.applyMs);

    // Warm start: a first visit stores the day's lists, then reloads paint from IndexedDB with the socket holding.
    const ws = `${server.origin.replace('http', 'ws')}/ws`;
    const livePath = `${built.paths.ingest}?live=${encodeURIComponent(ws)}`;
    feed.state = final;
    feed.holding = false;
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const fresh = await (await chinaContext(browser)).newPage(); // an empty IndexedDB: a cold start
      await fresh.goto(server.origin + livePath);
      await poll(fresh, 'cold paint', () => window.engineTest.firstPaint !== null);
      cold.push(await fresh.evaluate(() => window.engineTest.firstPaint!.at));
      await fresh.close();
    }
    const visit = await (await chinaContext(browser)).newPage();
    await visit.goto(server.origin + livePath);
    await poll(visit, 'stored', () => window.engineTest.status().then((s) => s.feed?.seq === s.feed?.seq && s.feed !== null && s.feed.seq > 0 && !s.unsaved && s.storage === 'indexeddb'));
    feed.holding = true;
    for (let i = 0; i < RUNS; i++) {
      const answered = feed.counts.answered;
      await visit.reload();
      await poll(visit, 'warm paint', () => window.engineTest.firstPaint !== null);
      warm.push(await visit.evaluate(() => window.engineTest.firstPaint!.at));
      if (feed.counts.answered !== answered) throw new Error('the socket answered during a warm start');
    }
    feed.release();

    console.log(`${name}: ${fmt(events.length)} frames replayed at maximum speed into ${VIEWS.length} views (${VIEWS.map((v) => `${v.sport} ${v.list}`).join(', ')})`);
    console.log(`Chromium, real worker: ${fmt(framesPerSec)} frames/s to the last patch applied (best of ${RUNS}: ${runs.map((r) => `${fmt(r.patchedMs)} ms`).join(', ')}; folded at ${fmt(best.foldedMs)} ms) = ${pct(framesPerSec, anchor.framesPerSec)} of raw decode`);
    console.log(`worker lag, status() round trip while ingesting: p50 ${quantile(rpc, 0.5).toFixed(1)} ms, p99 ${quantile(rpc, 0.99).toFixed(1)} ms, max ${Math.max(...rpc).toFixed(1)} ms (${rpc.length} calls)`);
    console.log(`page: ${runs.map((r) => r.patches).join('/')} patches, applying one p50 ${quantile(apply, 0.5).toFixed(2)} ms, p99 ${quantile(apply, 0.99).toFixed(2)} ms`);
    console.log(`warm start (IndexedDB, socket holding) to first painted list: ${warm.map((ms) => `${fmt(ms)} ms`).join(', ')}; cold start (socket answering): ${cold.map((ms) => `${fmt(ms)} ms`).join(', ')}`);
    console.log(`anchor: raw protobufjs decode of the same recording in the same browser: ${fmt(anchor.framesPerSec)} frames/s (no target)`);
    const met = quantile(warm, 0.5) < quantile(cold, 0.5);
    console.log(`target: the warm start paints with the socket holding (every one did), and its median is below the cold start's (the anchor: `
      + `${fmt(quantile(warm, 0.5))} vs ${fmt(quantile(cold, 0.5))} ms): ${verdict(met)}`);
    return {
      met,
      frames: events.length, framesPerSec: Math.round(framesPerSec), rawDecodeFramesPerSec: Math.round(anchor.framesPerSec),
      shareOfRaw: +(framesPerSec / anchor.framesPerSec).toFixed(3), foldedMs: Math.round(best.foldedMs), patchedMs: Math.round(best.patchedMs),
      workerLagP50Ms: +quantile(rpc, 0.5).toFixed(1), workerLagP99Ms: +quantile(rpc, 0.99).toFixed(1), workerLagMaxMs: +Math.max(...rpc).toFixed(1),
      applyP99Ms: +quantile(apply, 0.99).toFixed(2), warmStartMs: Math.round(Math.min(...warm)), warmStartMedianMs: Math.round(quantile(warm, 0.5)),
      coldStartMs: Math.round(Math.min(...cold)), coldStartMedianMs: Math.round(quantile(cold, 0.5)),
    };
  } finally {
    await browser.close();
    feed.close();
    await server.close();
  }
}
