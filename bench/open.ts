// `npm run bench -- open [--opens N] [--seconds S] [--dist DIR] [--server URL] [--smoke]` — pages that open at once
// (the breakdown to profile an open before changing it). The real server replaying the UI bench's 800-match
// football day (with 200 basketball matches) at 30× from recorded 22:00, demo video on; headless Chromium 1440×900.
// Each page is opened N times (two opens first, not counted: warm server, warm cache) and timed to its content
// painted, broken down by the marks the product leaves on its timeline (ui/perf/open-marks.ts and the engine's,
// engine/worker/perf/open-marks.ts): navigation → HTML → entry → React → worker → IndexedDB → socket → snapshot →
// patch → render → paint. Then five tabs of the product in one context: how many sockets and engine workers they
// hold, and a /football page at rest for S s: its main-thread busy %.
// bench/README.md says what each figure means. --server measures on a server already running (its own day, build
// and video settings) instead of starting one; --smoke (bench/options.ts): one open of each page, 1 s at rest.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e-engine/harness/chromium';
import type { CdpBrowser } from '../tests/e2e-engine/harness/shared-worker-sockets';
import { sharedWorkerSockets } from '../tests/e2e-engine/harness/shared-worker-sockets';
import { buildUi, startServer } from '../tests/e2e/server-process';
import { isSmoke, option, positiveOption, PreconditionError, verdict, withDeadline } from './options';
import { waitInPage } from './page-wait';
import { uiDayServerEnv, writeUiDay } from './ui-day';
import { grewMs, metricsOf, quantile } from './ui-stats';
import { probeScript } from './probe-script';

const SPEED = 30;
const AT_MINUTES = 22 * 60;
const BASKETBALL = 200;
const TARGET = { matchCentreP95Ms: 300, footballP95Ms: 500, secondTabP95Ms: 200, roomFrameP95Ms: 500, longTasks: 0, busyPercent: 5, sockets: 1, workers: 1 };
const FULL = { warmOpens: 2, opens: 8, seconds: 10 };
const SMOKE = { warmOpens: 0, opens: 1, seconds: 1 };
/** How long a room's first video frame may take before the room is skipped (a cold demo stream starts ffmpeg). */
const VIDEO_WAIT_MS = 20_000;
const UI_PROBE = join(import.meta.dirname, 'pages', 'ui-probe.js');
const OPEN_PROBE = join(import.meta.dirname, 'pages', 'open-probe.js');
const EVALUATE_DEADLINE_MS = 30_000;

interface OpenProbe { clickAt: number | null; contentAt: number | null; contentIn: number | null; videoFrameAt: number | null }
interface ProbeWindow {
  openProbe: OpenProbe;
  uiProbe: { longTasks: { start: number; duration: number }[]; firstPaint: number | null; pauseFrames(): void };
  qiusaiOpenMarks?: () => Promise<{ name: string; startTime: number; detail?: string }[]>;
}
const probe = () => (window as unknown as ProbeWindow).openProbe;

/** The stages in the order of a boot, with the mark (or probe reading) that says when each was reached. */
const STAGES: readonly (readonly [string, string])[] = [
  ['click', 'click'],
  ['navigation start', 'nav:start'],
  ['HTML response end', 'nav:responseEnd'],
  ['first paint (splash)', 'paint:first-paint'],
  ['entry module start', 'open:entry'],
  ['React runtime evaluated', 'open:react-runtime'],
  ['app modules evaluated', 'open:app-start'],
  ['page chunk loaded (first render asked)', 'open:route-ready'],
  ['worker created', 'open:worker-created'],
  ['shell committed', 'open:shell-committed'],
  ['matchInfo answered (HTTP)', 'open:match-info'],
  ['liveInfo answered (HTTP)', 'open:room-info'],
  ['player module loaded', 'open:player-loaded'],
  ['stream response (media info)', 'open:stream-response'],
  ['worker booted', 'open:engine:booted'],
  ['engine answered the page', 'open:engine-answered'],
  ['engine start()', 'open:engine:start'],
  ['IndexedDB open', 'open:engine:storage-open'],
  ['local items read', 'open:engine:local-read'],
  ['warm state read', 'open:engine:warm-read'],
  ['warm lists folded', 'open:engine:warm-batch'],
  ['socket created (signed URL)', 'open:engine:socket-connect'],
  ['socket open', 'open:engine:socket-open'],
  ['first socket message', 'open:engine:first-message'],
  ['first pong', 'open:engine:first-pong'],
  ['first snapshot decoded', 'open:engine:first-snapshot'],
  ['first fold of socket frames', 'open:engine:first-fold'],
  ['first patch posted (worker)', 'open:engine:first-patch'],
  ['first patch applied (page)', 'open:first-patch'],
  ['patch with folded lists posted', 'open:engine:fold-patch'],
  ['rows written to the page\'s store', 'open:rows-patch'],
  ['content committed', 'open:content-committed'],
  ['content painted', 'painted'],
  ['first video frame', 'video'],
];

/** One open: each stage's time (ms) from the open's start (navigation start, or the click that opened the page). */
type Stages = Record<string, number>;
/** A long task after first paint: its start (ms from the open's start) and duration. */
interface LongTask { readonly at: number; readonly ms: number }
/** Each open's long tasks after first paint, for the attribution line. */
const longTasksOf = new WeakMap<Stages, readonly LongTask[]>();

interface PageOpen { readonly page: Page; readonly clickAt?: number }
interface PageKind {
  readonly name: string;
  /** What the figure ends at: 'painted' (content painted) or 'video' (the first video frame). */
  readonly end: 'painted' | 'video';
  open(context: BrowserContext): Promise<PageOpen | string>;
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function newContext(browser: Awaited<ReturnType<typeof launchChromium>>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await context.addInitScript(probeScript(UI_PROBE));
  await context.addInitScript(probeScript(OPEN_PROBE));
  return context;
}

/** Reads the page's marks, navigation timing, first paint and probe: every stage relative to the open's start. */
async function stagesOf(open: PageOpen): Promise<Stages> {
  const read = await withDeadline(open.page.evaluate(async () => {
    const w = window as unknown as ProbeWindow;
    const marks = (await w.qiusaiOpenMarks?.()) ?? [];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint');
    return { marks, origin: performance.timeOrigin, responseEnd: nav?.responseEnd ?? NaN, firstPaint: paint?.startTime ?? NaN, probe: w.openProbe, longTasks: w.uiProbe.longTasks, uiFirstPaint: w.uiProbe.firstPaint };
  }), EVALUATE_DEADLINE_MS, `reading the open marks of ${open.page.url()}`);
  // Page times are ms from its navigation start (timeOrigin); a click-opened page starts at the click.
  const start = open.clickAt === undefined ? 0 : open.clickAt - read.origin;
  const out: Stages = { 'nav:start': -start, 'nav:responseEnd': read.responseEnd - start, 'paint:first-paint': read.firstPaint - start };
  if (open.clickAt !== undefined) out.click = 0;
  for (const m of read.marks) if (!(m.name in out)) out[m.name] = m.startTime - start;
  if (read.probe.contentAt !== null) out.painted = read.probe.contentAt - read.origin - start;
  if (read.probe.videoFrameAt !== null) out.video = read.probe.videoFrameAt - read.origin - start;
  const late = read.longTasks.filter((t) => read.uiFirstPaint !== null && t.start >= read.uiFirstPaint);
  out.longTasksAfterFirstPaint = late.length;
  longTasksOf.set(out, late.map((t) => ({ at: t.start - start, ms: t.duration })));
  out.warm = read.marks.some((m) => m.name === 'open:engine:warm-read' && m.detail === 'warm') ? 1 : 0;
  return out;
}

const painted = () => (window as unknown as ProbeWindow).openProbe.contentAt !== null;

/** A page loaded by navigation in a tab of its own, to its content painted. */
function navigation(name: string, path: string, url: string): PageKind {
  return {
    name, end: 'painted',
    async open(context) {
      const page = await context.newPage();
      await withDeadline(page.goto(`${url}${path}`), 60_000, `loading ${path}`);
      await waitInPage(page, painted, 'its first match row painted');
      return { page };
    },
  };
}

/** The list page whose row (by `selector`) is clicked to open another tab; the click time from its probe. */
async function clickToNewTab(context: BrowserContext, list: Page, click: () => Promise<void>): Promise<PageOpen> {
  const [tab] = await Promise.all([withDeadline(context.waitForEvent('page'), 30_000, 'the tab a click opens'), click()]);
  const clickAt = (await list.evaluate(probe)).clickAt!;
  return { page: tab, clickAt };
}

async function listPage(context: BrowserContext, url: string): Promise<Page> {
  const list = await context.newPage();
  await withDeadline(list.goto(`${url}/football`), 60_000, 'loading /football');
  await waitInPage(list, painted, 'its first match row painted');
  return list;
}

/** The match centre: a stream-less row's team clicked on /football (a new tab), to the header painted. */
function matchCentre(url: string, lists: Map<string, Page>): PageKind {
  let n = 0;
  return {
    name: 'match centre (list click, new tab)', end: 'painted',
    async open(context) {
      let list = lists.get('detail');
      if (!list) lists.set('detail', list = await listPage(context, url));
      await waitInPage(list, () => document.querySelector('[data-opens-detail] [class*="teamName"]') !== null, 'a row that opens the match centre');
      const targets = list.locator('[data-opens-detail] [class*="teamName"]');
      const count = await targets.count();
      const open = await clickToNewTab(context, list, () => targets.nth(n++ % Math.max(1, count)).click());
      await waitInPage(open.page, () => document.querySelector('[data-testid="match-header"]') !== null && (window as unknown as ProbeWindow).openProbe.contentAt !== null, 'the match header painted');
      return open;
    },
  };
}

/** /football in a second tab beside one already open in the same browser context. */
function secondTab(url: string, lists: Map<string, Page>): PageKind {
  const first = navigation('/football, second tab', '/football', url);
  return {
    name: first.name, end: 'painted',
    async open(context) {
      if (!lists.has('second')) lists.set('second', await listPage(context, url));
      return first.open(context);
    },
  };
}

/** A live room: a row's 直播 button on /football, then the popup's first stream (a new tab), to its first video frame.
 * `opened` gets the room's path (the five tabs' room). */
function liveRoom(url: string, lists: Map<string, Page>, opened: string[]): PageKind {
  return {
    name: 'live room (list click, new tab)', end: 'video',
    async open(context) {
      let list = lists.get('room');
      if (!list) lists.set('room', list = await listPage(context, url));
      const button = '[data-testid="stream-button"][aria-label^="直播（"]';
      const found = await waitInPage(list, () => document.querySelector('[data-testid="stream-button"][aria-label^="直播（"]') !== null, 'a row with a live stream', 10_000).then(() => true, () => false);
      if (!found) return 'no row of /football has a live stream within 10 s';
      await list.locator(button).first().click();
      await waitInPage(list, () => document.querySelector('[data-testid="stream-entry"]') !== null, 'the streams popup');
      const open = await clickToNewTab(context, list, () => list.locator('[data-testid="stream-entry"]').first().click());
      const room = new URL(open.page.url());
      opened.push(`${room.pathname}${room.search}`);
      // An `off-…` player (demo video off, the room not live) will show no frame: it ends the wait at once.
      await waitInPage(open.page, () => (window as unknown as ProbeWindow).openProbe.videoFrameAt !== null
        || (document.querySelector('[data-player-state]')?.getAttribute('data-player-state') ?? '').startsWith('off-'), 'the first video frame', VIDEO_WAIT_MS).catch(() => {});
      const playing = await open.page.evaluate(() => (window as unknown as ProbeWindow).openProbe.videoFrameAt !== null);
      await list.keyboard.press('Escape').catch(() => {});
      if (!playing) {
        const state = await open.page.evaluate(() => {
          const room = document.querySelector('[data-testid="live-room"]');
          const player = document.querySelector('[data-player-state]');
          return `room ${room?.getAttribute('data-room-state') ?? '?'}, player ${player?.getAttribute('data-player-state') ?? 'none'}`;
        }).catch(() => '?');
        await open.page.close();
        return `${open.page.url()} showed no video frame within ${VIDEO_WAIT_MS / 1000} s (${state}; the server's demo video may be off: DEMO_VIDEO)`;
      }
      return open;
    },
  };
}

interface Measured { readonly kind: PageKind; readonly opens: Stages[]; readonly skipped?: string }

async function measure(context: BrowserContext, kind: PageKind, opens: number, warmOpens: number): Promise<Measured> {
  const out: Stages[] = [];
  for (let i = 0; i < opens + warmOpens; i++) {
    const opened = await kind.open(context);
    if (typeof opened === 'string') return { kind, opens: out, skipped: opened };
    const stages = await stagesOf(opened);
    await opened.page.close();
    if (i >= warmOpens) out.push(stages);
  }
  return { kind, opens: out };
}

function printBreakdown(m: Measured): void {
  if (m.skipped) {
    console.log(`\n${m.kind.name}: skipped — ${m.skipped}`);
    return;
  }
  const ends = m.opens.map((o) => o[m.kind.end]).filter(Number.isFinite);
  const sum = (key: string) => m.opens.reduce((n, o) => n + (o[key] ?? 0), 0);
  console.log(`\n${m.kind.name}: to ${m.kind.end === 'video' ? 'the first video frame' : 'content painted'} p50 / p95 / max ${f0(quantile(ends, 0.5))} / ${f0(quantile(ends, 0.95))} / ${f0(Math.max(...ends))} ms `
    + `(${ends.length} opens; IndexedDB warm start in ${sum('warm')}; long tasks after first paint ${sum('longTasksAfterFirstPaint')})`);
  const rows = STAGES.map(([label, key]) => {
    const xs = m.opens.map((o) => o[key]).filter((x) => x !== undefined && Number.isFinite(x));
    return { label, n: xs.length, p50: quantile(xs, 0.5), p95: quantile(xs, 0.95) };
  }).filter((r) => r.n > 0).sort((a, b) => a.p50 - b.p50);
  const width = Math.max(...rows.map((r) => r.label.length));
  console.log(`  ${'stage'.padEnd(width)}  ${'p50'.padStart(6)}  ${'p95'.padStart(6)}  ${'step'.padStart(6)}  n`);
  let last = 0;
  for (const r of rows) {
    console.log(`  ${r.label.padEnd(width)}  ${f0(r.p50).padStart(6)}  ${f0(r.p95).padStart(6)}  ${f0(r.p50 - last).padStart(6)}  ${r.n}`);
    last = r.p50;
  }
  const attributed = m.opens.flatMap((o) => (longTasksOf.get(o) ?? []).map((t) => `${f0(t.ms)} ms at ${f0(t.at)} (after ${stageBefore(o, t.at)})`));
  if (attributed.length > 0) console.log(`  long tasks after first paint, each after the last stage its open had reached when it began: ${attributed.join('; ')}`);
}

/** The label of the latest stage of `open` at or before `at`. */
function stageBefore(open: Stages, at: number): string {
  let best: { label: string; t: number } | undefined;
  for (const [label, key] of STAGES) {
    const t = open[key];
    if (t !== undefined && Number.isFinite(t) && t <= at && (!best || t >= best.t)) best = { label, t };
  }
  return best ? `${best.label} at ${f0(best.t)}` : 'the open\'s start';
}

/**
 * Five tabs of the product in one context: sockets and engine workers the browser holds for them — the pages' and
 * their dedicated workers' (Playwright's events), and the context's shared engine's (which Playwright does not
 * report: counted through the DevTools protocol, shared-worker-sockets.ts).
 */
async function fiveTabs(browser: CdpBrowser, context: BrowserContext, url: string, detailIds: readonly string[], roomUrl: string | undefined): Promise<{ sockets: number; workers: number; tabs: string[] }> {
  const open = new Set<string>();
  let sockets = 0;
  const tabs = ['/football', ...detailIds.map((id) => `/liveRoom?detail=${id}&SportType=football`), roomUrl ?? '/basketball', '/'];
  const pages: Page[] = [];
  for (const path of tabs) {
    const page = await context.newPage();
    page.on('websocket', (ws) => {
      if (!new URL(ws.url()).pathname.startsWith('/ws')) return;
      const id = `${pages.length}:${sockets++}`;
      open.add(id);
      ws.on('close', () => open.delete(id));
    });
    await withDeadline(page.goto(`${url}${path}`), 60_000, `loading ${path}`);
    pages.push(page);
  }
  for (const page of pages) await waitInPage(page, () => (window as unknown as ProbeWindow).openProbe.contentIn !== null || document.querySelector('[data-testid="live-room"]') !== null, 'its content');
  await sleep(1_000);
  const dedicated = pages.reduce((n, p) => n + p.workers().filter((w) => w.url().includes('engine.worker')).length, 0);
  const shared = await sharedWorkerSockets(browser, pages[0], /engine\.shared-worker/);
  for (const page of pages) await page.close();
  return { sockets: open.size + shared.sockets, workers: dedicated + shared.workers, tabs };
}

/** /football at rest for `seconds` (the probe's frame loop paused): main-thread busy %. */
async function busyAtRest(context: BrowserContext, url: string, seconds: number): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await withDeadline(page.goto(`${url}/football`), 60_000, 'loading /football');
  await waitInPage(page, painted, 'its first match row painted');
  await sleep(1_000);
  await page.evaluate(() => (window as unknown as ProbeWindow).uiProbe.pauseFrames());
  const t0 = await page.evaluate(() => performance.now());
  const before = metricsOf(await cdp.send('Performance.getMetrics'));
  await sleep(seconds * 1000);
  const after = metricsOf(await cdp.send('Performance.getMetrics'));
  const t1 = await page.evaluate(() => performance.now());
  await page.close();
  return (100 * grewMs(before, after, 'TaskDuration')) / (t1 - t0);
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const smoke = isSmoke(args);
  const size = smoke ? SMOKE : FULL;
  const opens = positiveOption(args, 'opens', size.opens);
  const seconds = positiveOption(args, 'seconds', size.seconds);
  const serverUrl = option(args, 'server');
  const tmp = mkdtempSync(join(tmpdir(), 'qiusai-open-bench-'));
  const distDir = option(args, 'dist') ?? join(tmp, 'dist');
  try {
    if (!serverUrl && !existsSync(join(distDir, 'index.html'))) { mkdirSync(distDir, { recursive: true }); await buildUi(distDir); }
    const dataDir = join(tmp, 'days');
    mkdirSync(dataDir);
    const day = serverUrl ? undefined : writeUiDay(dataDir, 'open', AT_MINUTES, Date.now(), BASKETBALL);
    const server = day
      ? await startServer({ distDir, env: { ...uiDayServerEnv(day, SPEED), DEMO_VIDEO: 'on', DEMO_VIDEO_MAX: '2' } })
      : { url: serverUrl!, stop: async () => {} };
    const browser = await launchChromium();
    try {
      const url = server.url;
      console.log(`${day ? `${day.frames} frames of an 800-football, ${BASKETBALL}-basketball match day replayed at ${SPEED}× from recorded 22:00, one warm server, demo video on` : `the server at ${url} (its own day, build and video settings)`}, `
        + `Chromium 1440×900, one browser context; ${opens} opens of each page (after ${size.warmOpens} not counted)${smoke ? ' (smoke form: figures mean nothing)' : ''}`);
      console.log('stages: ms from the open\'s start (navigation start; for a click-opened tab, the click), p50 / p95 over the opens, sorted by p50; step = p50 − the row above\'s');
      const context = await newContext(browser);
      const lists = new Map<string, Page>();
      const rooms: string[] = [];
      const kinds = [
        navigation('/football (navigation)', '/football', url),
        navigation('/basketball (navigation)', '/basketball', url),
        navigation('home / (navigation)', '/', url),
        matchCentre(url, lists),
        secondTab(url, lists),
        liveRoom(url, lists, rooms),
      ];
      const measured: Measured[] = [];
      for (const kind of kinds) {
        const m = await measure(context, kind, opens, size.warmOpens);
        measured.push(m);
        printBreakdown(m);
      }
      // The tabs' ids: two stream-less matches of the list, and the room a click opened (if any).
      const list = lists.get('detail') ?? await listPage(context, url);
      const detailIds = await list.evaluate(() => [...document.querySelectorAll('[data-testid="match-row"]:has([data-opens-detail])')].slice(0, 2).map((r) => r.getAttribute('data-match-id')!));
      if (detailIds.length < 2) throw new PreconditionError('the /football list shows fewer than two rows that open the match centre');
      for (const page of lists.values()) await page.close();
      const tabs = await fiveTabs(browser, context, url, detailIds, rooms[0]);
      const busy = await busyAtRest(context, url, seconds);
      await context.close();

      const byName = (prefix: string) => measured.find((m) => m.kind.name.startsWith(prefix))!;
      const p95 = (m: Measured) => quantile(m.opens.map((o) => o[m.kind.end]).filter(Number.isFinite), 0.95);
      const p50Of = (m: Measured, key: string) => quantile(m.opens.map((o) => o[key]).filter(Number.isFinite), 0.5);
      const football = byName('/football (navigation)');
      const centre = byName('match centre');
      const second = byName('/football, second tab');
      const room = byName('live room');
      const longTasks = measured.reduce((n, m) => n + m.opens.reduce((k, o) => k + (o.longTasksAfterFirstPaint ?? 0), 0), 0);
      const htmlEnd = p50Of(football, 'nav:responseEnd');
      const splash = p50Of(football, 'paint:first-paint');
      console.log(`\nanchor: /football's own HTML, same run: response end p50 ${f0(htmlEnd)} ms, first paint (the splash: what a bare HTML page costs) p50 ${f0(splash)} ms; `
        + `/football content painted ÷ first paint ${(p50Of(football, 'painted') / splash).toFixed(1)}×, match centre ÷ first paint ${(quantile(centre.opens.map((o) => o.painted), 0.5) / splash).toFixed(1)}×`);
      console.log(`five tabs in one context (${tabs.tabs.join(', ')}): ${tabs.sockets} gateway sockets open, ${tabs.workers} engine workers `
        + `(counted by the browser: the pages' and their workers' WebSockets to /ws, the shared engine's included, and the engine workers, dedicated and shared; the server publishes no count)`);
      console.log(`/football at rest ${seconds} s: main-thread busy ${busy.toFixed(1)} %`);
      const roomP95 = room.skipped ? NaN : p95(room);
      const met = {
        matchCentre: p95(centre) <= TARGET.matchCentreP95Ms, football: p95(football) <= TARGET.footballP95Ms, secondTab: p95(second) <= TARGET.secondTabP95Ms,
        room: room.skipped ? null : roomP95 <= TARGET.roomFrameP95Ms, longTasks: longTasks <= TARGET.longTasks, busy: busy <= TARGET.busyPercent,
        sockets: tabs.sockets <= TARGET.sockets, workers: tabs.workers <= TARGET.workers,
      };
      console.log(`targets: match centre p95 ≤ ${TARGET.matchCentreP95Ms} ms (${f0(p95(centre))}): ${verdict(met.matchCentre)}; `
        + `/football p95 ≤ ${TARGET.footballP95Ms} ms (${f0(p95(football))}): ${verdict(met.football)}; second tab p95 ≤ ${TARGET.secondTabP95Ms} ms (${f0(p95(second))}): ${verdict(met.secondTab)}; `
        + `room first frame p95 ≤ ${TARGET.roomFrameP95Ms} ms (${room.skipped ? 'skipped' : f0(roomP95)}): ${met.room === null ? 'not measured' : verdict(met.room)}; `
        + `long tasks after first paint ${TARGET.longTasks} (${longTasks} over every open): ${verdict(met.longTasks)}; busy at rest ≤ ${TARGET.busyPercent} %: ${verdict(met.busy)}; `
        + `five tabs: ${TARGET.sockets} socket (${tabs.sockets}): ${verdict(met.sockets)}, ${TARGET.workers} engine (${tabs.workers}): ${verdict(met.workers)}`);
      const figure = (m: Measured) => (m.skipped ? { skipped: m.skipped } : {
        p50Ms: +f0(quantile(m.opens.map((o) => o[m.kind.end]), 0.5)), p95Ms: +f0(p95(m)),
        stagesP50Ms: Object.fromEntries(STAGES.map(([label, key]) => [label, p50Of(m, key)]).filter(([, v]) => Number.isFinite(v)).map(([k, v]) => [k, +f0(v as number)])),
      });
      return {
        opens, seconds, pages: Object.fromEntries(measured.map((m) => [m.kind.name, figure(m)])),
        anchor: { htmlResponseEndP50Ms: +f0(htmlEnd), firstPaintP50Ms: +f0(splash) },
        fiveTabs: { sockets: tabs.sockets, workers: tabs.workers }, longTasksAfterFirstPaint: longTasks, busyPercent: +busy.toFixed(1), met,
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
