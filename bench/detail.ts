// `npm run bench -- detail [--opens N] [--seconds S] [--dist DIR] [--before DIR …] [--server URL] [--smoke]` — the match
// centre (issue #13): the real server replaying the
// UI bench's 800-match day at 30× (bench/ui-day.ts, from recorded 22:00), headless Chromium at 1440×900.
// - open: from the click on a list row's team (the product opens the match centre in a new tab) to the detail
//   header painted, N times on a warm server (two opens first, not counted); anchor: the list page itself, from
//   navigation to its first match row painted, N loads in the same run.
// - busy: an open detail page of a going match at rest, main-thread busy % (Chrome's TaskDuration over S s) and
//   its long tasks after first paint (by wall time, and by the main thread's CPU time from a Chrome trace); anchor:
//   the /football list page, the same S s in the same run.
// bench/README.md says what each figure means. --server measures on a server already running (its own day and build)
// instead of starting one; --smoke (bench/options.ts): one open of each kind, none not counted, 1 s at rest.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e-engine/harness/chromium';
import { buildUi, startServer } from '../tests/e2e/server-process';
import { isSmoke, option as textOption, verdict } from './options';
import { waitInPage } from './page-wait';
import { uiDayServerEnv, writeUiDay } from './ui-day';
import { grewMs, metricsOf, quantile } from './ui-stats';
import { probeScript } from './probe-script';

const SPEED = 30;
const AT_MINUTES = 22 * 60;
const TARGET = { openP95Ms: 300, busyPercent: 5, longTasks: 0 };
const FULL = { warmOpens: 2, settleMs: 3_000, opens: 20, seconds: 30 };
/** The smoke form (bench/options.ts). */
const SMOKE = { warmOpens: 0, settleMs: 500, opens: 1, seconds: 1 };
const UI_PROBE = join(import.meta.dirname, 'pages', 'ui-probe.js');
const DETAIL_PROBE = join(import.meta.dirname, 'pages', 'detail-probe.js');

interface ProbeWindow {
  detailProbe: { clickAt: number | null; headerAt: number | null; firstRowAt: number | null };
  uiProbe: { longTasks: { start: number; duration: number }[]; firstPaint: number | null; pauseFrames(): void };
}

const option = (args: readonly string[], name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  const n = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const mark = verdict;
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript(probeScript(UI_PROBE));
  await context.addInitScript(probeScript(DETAIL_PROBE));
  return context;
}

const probeOf = (page: Page) => page.evaluate(() => (window as unknown as ProbeWindow).detailProbe);

/** The list page from navigation to its first match row painted (ms): one load. */
async function listOpen(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${url}/football`);
  await waitInPage(page, () => (window as unknown as ProbeWindow).detailProbe.firstRowAt !== null, 'the first row painted');
  const at = await page.evaluate(() => (window as unknown as ProbeWindow).detailProbe.firstRowAt! - performance.timeOrigin);
  await page.close();
  return at;
}

/** A list page whose stream-less rows' teams are clicked in turn: click → the new tab's header painted (ms). */
async function detailOpener(context: BrowserContext, url: string): Promise<{ open(i: number): Promise<number>; close(): Promise<void> }> {
  const list = await context.newPage();
  await list.goto(`${url}/football`);
  await waitInPage(list, () => document.querySelector('[data-opens-detail] [class*="teamName"]') !== null, 'a row that opens the match centre');
  return {
    async open(i) {
      const targets = list.locator('[data-opens-detail] [class*="teamName"]');
      const count = await targets.count();
      const [tab] = await Promise.all([context.waitForEvent('page'), targets.nth(i % Math.max(1, count)).click()]);
      await waitInPage(tab, () => (window as unknown as ProbeWindow).detailProbe.headerAt !== null, 'the detail header painted');
      const clickAt = (await probeOf(list)).clickAt!;
      const headerAt = (await probeOf(tab)).headerAt!;
      await tab.close();
      return headerAt - clickAt;
    },
    close: () => list.close(),
  };
}

/** Opens of every variant's list page and match centre, interleaved (one of each variant in turn, so a change in
 * the machine's load falls on all of them alike); the first `warmOpens` of each not counted. */
async function interleavedOpens(context: BrowserContext, urls: readonly string[], n: number, warmOpens: number): Promise<{ list: number[][]; detail: number[][] }> {
  const list = urls.map(() => [] as number[]);
  const detail = urls.map(() => [] as number[]);
  for (let i = 0; i < n + warmOpens; i++) {
    for (const [v, url] of urls.entries()) {
      const at = await listOpen(context, url);
      if (i >= warmOpens) list[v].push(at);
    }
  }
  const openers = [];
  for (const url of urls) openers.push(await detailOpener(context, url));
  for (let i = 0; i < n + warmOpens; i++) {
    for (const [v, opener] of openers.entries()) {
      const ms = await opener.open(i);
      if (i >= warmOpens) detail[v].push(ms);
    }
  }
  for (const opener of openers) await opener.close();
  return { list, detail };
}

interface Busy {
  readonly busyPercent: number; readonly taskMs: number; readonly longTasksAfterFirstPaint: number; readonly windowLongTasks: number;
  /** Tasks of the page's main thread over 50 ms of its own CPU time (the trace's tdur), the page's whole life. */
  readonly cpuLongTasks: number;
  /** The longest task in CPU time (ms). */
  readonly maxTaskCpuMs: number;
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: { url?: string }; beginData?: { url?: string } } }

/**
 * Long tasks by the main thread's own CPU time: on a machine whose two cores other processes share, a task's wall
 * time (what the Long Tasks API reports) includes the time the thread waited for a core, so a 15 ms task reads as
 * 60 ms; the trace's thread time (tdur) does not. The page's thread is the one that parsed its document.
 */
function cpuLongTasks(events: readonly TraceEvent[], path: string): { count: number; maxMs: number } {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? e.args?.data?.url ?? '').includes(path));
  if (!parse) return { count: NaN, maxMs: NaN };
  const tasks = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.tdur !== undefined);
  return { count: tasks.filter((e) => e.tdur! >= 50_000).length, maxMs: Math.max(0, ...tasks.map((e) => e.tdur! / 1000)) };
}

/** A page at rest for `seconds` (the probe's frame loop paused): main-thread busy % and long tasks. */
async function busyOf(browser: Browser, context: BrowserContext, url: string, ready: () => boolean, what: string, seconds: number, settleMs: number): Promise<Busy> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', '__metadata'] });
  await page.goto(url);
  await waitInPage(page, ready, what);
  await sleep(settleMs);
  await page.evaluate(() => (window as unknown as ProbeWindow).uiProbe.pauseFrames());
  const t0 = await page.evaluate(() => performance.now());
  const before = metricsOf(await cdp.send('Performance.getMetrics'));
  await sleep(seconds * 1000);
  const after = metricsOf(await cdp.send('Performance.getMetrics'));
  const probe = await page.evaluate(() => {
    const p = (window as unknown as ProbeWindow).uiProbe;
    return { longTasks: p.longTasks, firstPaint: p.firstPaint, now: performance.now() };
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const cpu = cpuLongTasks(trace.traceEvents, new URL(url).pathname);
  await page.close();
  const taskMs = grewMs(before, after, 'TaskDuration');
  return {
    busyPercent: (100 * taskMs) / (probe.now - t0), taskMs,
    longTasksAfterFirstPaint: probe.longTasks.filter((t) => probe.firstPaint !== null && t.start >= probe.firstPaint).length,
    windowLongTasks: probe.longTasks.filter((t) => t.start >= t0).length,
    cpuLongTasks: cpu.count, maxTaskCpuMs: cpu.maxMs,
  };
}

/** A going football match of the list (its row shows a live minute). */
async function goingMatchId(context: BrowserContext, url: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${url}/football`);
  await waitInPage(page, () => document.querySelector('[data-testid="match-row"]:has([data-testid="live-minute"])') !== null, 'a going match');
  const id = await page.evaluate(() => document.querySelector('[data-testid="match-row"]:has([data-testid="live-minute"])')!.getAttribute('data-match-id')!);
  await page.close();
  return id;
}

interface Variant { readonly name: string; readonly distDir: string; url?: string; stop?: () => Promise<void> }
interface Figures { readonly listOpen: number[]; readonly detailOpen: number[]; listBusy?: Busy; detailBusy?: Busy }

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const size = isSmoke(args) ? SMOKE : FULL;
  const { warmOpens, settleMs } = size;
  const opens = option(args, 'opens', size.opens);
  const seconds = option(args, 'seconds', size.seconds);
  const serverUrl = textOption(args, 'server');
  if (serverUrl && args.includes('--before')) throw new Error('--before compares builds on servers of their own: not with --server');
  const tmp = mkdtempSync(join(tmpdir(), 'qiusai-detail-bench-'));
  const dataDir = join(tmp, 'days');
  mkdirSync(dataDir);
  // --dist DIR: this build (built there when missing); --before DIR (repeatable): another build (e.g. of the commit
  // before a change), measured in the same run, its opens interleaved with this one's, each on a server of its own.
  const variants: Variant[] = [{ name: 'this build', distDir: textOption(args, 'dist') ?? join(tmp, 'dist') }];
  for (const [i, arg] of args.entries()) if (arg === '--before' && args[i + 1]) variants.push({ name: `before ${variants.length}`, distDir: args[i + 1] });
  try {
    if (!serverUrl) for (const v of variants) if (!existsSync(join(v.distDir, 'index.html'))) { mkdirSync(v.distDir, { recursive: true }); await buildUi(v.distDir); }
    const day = serverUrl ? undefined : writeUiDay(dataDir, 'detail', AT_MINUTES);
    const browser = await launchChromium();
    try {
      for (const v of variants) {
        if (!day) { v.url = serverUrl; continue; }
        const server = await startServer({ distDir: v.distDir, env: uiDayServerEnv(day, SPEED) });
        v.url = server.url;
        v.stop = () => server.stop();
      }
      const context = await newContext(browser);
      const urls = variants.map((v) => v.url!);
      const opened = await interleavedOpens(context, urls, opens, warmOpens);
      const figures: Figures[] = variants.map((_, v) => ({ listOpen: opened.list[v], detailOpen: opened.detail[v] }));
      for (const [v, url] of urls.entries()) {
        const id = await goingMatchId(context, url);
        figures[v].listBusy = await busyOf(browser, context, `${url}/football`, () => document.querySelector('[data-testid="match-row"]') !== null, 'the list', seconds, settleMs);
        figures[v].detailBusy = await busyOf(browser, context, `${url}/liveRoom?detail=${id}&SportType=football`,
          () => document.querySelector('[data-testid="match-header"]') !== null, 'the detail header', seconds, settleMs);
      }
      await context.close();
      const p = (xs: number[], q: number) => quantile(xs, q);
      const { listOpen, detailOpen, listBusy, detailBusy } = figures[0];
      const openP95 = p(detailOpen, 0.95);
      console.log(`${day ? `${day.frames} frames of an 800-match football day replayed at ${SPEED}× from recorded 22:00, one warm server` : `the server at ${serverUrl} (its own day and build)`}, `
        + `Chromium 1440×900; ${opens} opens each (after ${warmOpens} not counted), ${seconds} s at rest each${isSmoke(args) ? ' (smoke form: figures mean nothing)' : ''}`);
      const rows: [string, string, string][] = [
        ['open p50 / p95 / max (ms)', `${f1(p(detailOpen, 0.5))} / ${f1(openP95)} / ${f1(Math.max(...detailOpen))}`, `${f1(p(listOpen, 0.5))} / ${f1(p(listOpen, 0.95))} / ${f1(Math.max(...listOpen))}`],
        ['main-thread busy at rest (%)', f1(detailBusy!.busyPercent), f1(listBusy!.busyPercent)],
        ['main-thread busy at rest (ms of task time)', f1(detailBusy!.taskMs), f1(listBusy!.taskMs)],
        ['long tasks after first paint (whole page life)', String(detailBusy!.longTasksAfterFirstPaint), String(listBusy!.longTasksAfterFirstPaint)],
        ['long tasks in the window', String(detailBusy!.windowLongTasks), String(listBusy!.windowLongTasks)],
        ['tasks ≥ 50 ms of main-thread CPU (whole page life)', String(detailBusy!.cpuLongTasks), String(listBusy!.cpuLongTasks)],
        ['longest task in main-thread CPU (ms)', f1(detailBusy!.maxTaskCpuMs), f1(listBusy!.maxTaskCpuMs)],
      ];
      const width = Math.max(...rows.map((r) => r[0].length));
      console.log(`${''.padEnd(width)}  ${'match centre'.padStart(22)}  ${'anchor: /football'.padStart(22)}`);
      for (const [label, a, b] of rows) console.log(`${label.padEnd(width)}  ${a.padStart(22)}  ${b.padStart(22)}`);
      console.log('open: match centre = click on a row\'s team → header painted in the new tab; anchor = navigation → first row painted');
      console.log(`targets: open p95 ≤ ${TARGET.openP95Ms} ms: ${mark(openP95 <= TARGET.openP95Ms)}; busy ≤ ${TARGET.busyPercent} %: ${mark(detailBusy!.busyPercent <= TARGET.busyPercent)}; `
        + `long tasks after first paint ${TARGET.longTasks}: ${mark(detailBusy!.longTasksAfterFirstPaint <= TARGET.longTasks)}`);
      const compared: Record<string, unknown>[] = [];
      for (const [v, b] of figures.entries()) {
        if (v === 0) continue;
        const ratio = (x: number, y: number) => (x / y).toFixed(2);
        console.log(`${variants[v].name} (${variants[v].distDir}), interleaved in the same run: open p50 / p95 ${f1(p(b.detailOpen, 0.5))} / ${f1(p(b.detailOpen, 0.95))} ms `
          + `(this build ÷ before: ${ratio(p(detailOpen, 0.5), p(b.detailOpen, 0.5))} / ${ratio(openP95, p(b.detailOpen, 0.95))}); `
          + `median of the paired opens' ratios (open i of this build ÷ open i of that one, taken one after the other) ${quantile(detailOpen.map((ms, i) => ms / b.detailOpen[i]), 0.5).toFixed(2)}; `
          + `its anchor ${f1(p(b.listOpen, 0.5))} / ${f1(p(b.listOpen, 0.95))} ms; busy ${f1(b.detailBusy!.busyPercent)} %; long tasks after first paint ${b.detailBusy!.longTasksAfterFirstPaint}, `
          + `≥ 50 ms of CPU ${b.detailBusy!.cpuLongTasks} (longest ${f1(b.detailBusy!.maxTaskCpuMs)} ms)`);
        compared.push({ dist: variants[v].distDir, openP50Ms: +f1(p(b.detailOpen, 0.5)), openP95Ms: +f1(p(b.detailOpen, 0.95)), anchorP50Ms: +f1(p(b.listOpen, 0.5)), longTasksAfterFirstPaint: b.detailBusy!.longTasksAfterFirstPaint, cpuLongTasks: b.detailBusy!.cpuLongTasks, maxTaskCpuMs: +f1(b.detailBusy!.maxTaskCpuMs) });
      }
      return {
        opens, seconds, speed: SPEED,
        detail: { openP50Ms: +f1(p(detailOpen, 0.5)), openP95Ms: +f1(openP95), busyPercent: +f1(detailBusy!.busyPercent), longTasksAfterFirstPaint: detailBusy!.longTasksAfterFirstPaint, cpuLongTasks: detailBusy!.cpuLongTasks, maxTaskCpuMs: +f1(detailBusy!.maxTaskCpuMs) },
        anchor: { openP50Ms: +f1(p(listOpen, 0.5)), openP95Ms: +f1(p(listOpen, 0.95)), busyPercent: +f1(listBusy!.busyPercent), longTasksAfterFirstPaint: listBusy!.longTasksAfterFirstPaint },
        met: { open: openP95 <= TARGET.openP95Ms, busy: detailBusy!.busyPercent <= TARGET.busyPercent, longTasks: detailBusy!.longTasksAfterFirstPaint <= TARGET.longTasks },
        ...(compared.length > 0 && { before: compared }),
      };
    } finally {
      await browser.close();
      for (const v of variants) await v.stop?.();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
