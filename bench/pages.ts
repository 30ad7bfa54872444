// `npm run bench -- pages [--opens N] [--seconds S] [--dist DIR] [--server URL --server-log FILE] [--smoke]` — the
// content pages (issue #22): for each page of PAGES, opened by navigation N times (after two not counted: warm
// server, warm cache), the time from navigation start to its content painted (p50 / p95), and its main-thread busy
// share at rest for S s; /football's, measured the same way in the same run, is the anchor. Targets: p95 ≤ 300 ms,
// busy ≤ 5 % at rest. The real server replays the UI bench's 800-match football day (with 200 basketball matches)
// at 30× from recorded 22:00, so the day has reports, previews and going matches; headless Chromium 1440×900.
// A page that needs a login is opened by a demo viewer logged in over HTTP with an SMS code from the server's log
// (its own server's, or --server-log for --server); without a log it is skipped with the reason. --smoke
// (bench/options.ts): one open of each page, none discarded, 1 s at rest.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openData } from '../server/api/envelope';
import { launchChromium } from '../tests/e2e-engine/harness/chromium';
import { buildUi, startServer } from '../tests/e2e/server-process';
import { isSmoke, option, positiveOption, PreconditionError, verdict, withDeadline } from './options';
import { waitInPage } from './page-wait';
import { uiDayServerEnv, writeUiDay } from './ui-day';
import { grewMs, metricsOf, quantile } from './ui-stats';

const SPEED = 30;
const AT_MINUTES = 22 * 60;
const BASKETBALL = 200;
const TARGET = { p95Ms: 300, busyPercent: 5 };
const FULL = { warmOpens: 2, opens: 10, seconds: 5 };
const SMOKE = { warmOpens: 0, opens: 1, seconds: 1 };
/** The demo viewer login-only pages are opened as (server/db/demo-people.ts: 20001, 快乐球迷). */
const VIEWER_PHONE = '19900010001';

/** What a page entry can ask of the server it is measured on. */
export interface BenchServer {
  readonly url: string;
  /** POST /api<path> with a JSON body; the opened data of a success. */
  call<T>(path: string, body: unknown): Promise<T>;
}

export interface PageEntry {
  readonly name: string;
  /** The address to open (an article's comes from the day's news). */
  readonly path: (server: BenchServer) => Promise<string>;
  /** The page's content: the first element matching it, painted, is where the time ends. */
  readonly content: string;
  /** Opened by a logged-in viewer (SPEC.md §2's login-only routes). */
  readonly login?: boolean;
}

const fixed = (path: string) => async () => path;

/** The pages measured, one line each: a new page adds its line here. */
export const PAGES: readonly PageEntry[] = [
  { name: '/informationCentre', path: fixed('/informationCentre'), content: '[data-testid="news-item"]' },
  {
    name: '/dynamicDetail/… (the hottest article)',
    path: async (server) => {
      const [hot] = await server.call<{ viewId: string }[]>('/news/hots/list', { size: 1 });
      if (!hot) throw new PreconditionError('the server\'s day has no article (/news/hots/list is empty)');
      return `/dynamicDetail/${hot.viewId}`;
    },
    content: '[data-testid="article-body"]',
  },
  { name: '/about', path: fixed('/about'), content: '[data-testid="about-version"]', login: true },
  { name: '/forecast', path: fixed('/forecast'), content: '[data-testid="scheme-card"]' },
  ...[1, 2, 5, 6, 9].map((type): PageEntry => ({
    name: `/individualCenter?type=${type}`, path: fixed(`/individualCenter?type=${type}`), content: `[data-testid="centre-type-${type}"]`, login: true,
  })),
];

/** The anchor: /football to its first match row, the same way. */
const ANCHOR: PageEntry = { name: '/football (anchor)', path: fixed('/football'), content: '[data-testid="match-row"]' };

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const CONTENT_PROBE = readFileSync(join(import.meta.dirname, 'pages', 'content-probe.js'), 'utf8');

/** The page's probe (bench/pages/content-probe.js): when the content first matched and was painted, from navigation start. */
const contentProbe = (selector: string) => ({ content: `window.benchContentSelector = ${JSON.stringify(selector)};\n${CONTENT_PROBE}` });

async function serverOf(url: string): Promise<BenchServer> {
  const res = await fetch(`${url}/api/v1/common/clientKey`);
  const { data } = await res.json() as { data: { encKey: string; macKey: string } };
  const keys = { encKey: Buffer.from(data.encKey, 'base64'), macKey: Buffer.from(data.macKey, 'base64') };
  return {
    url,
    async call<T>(path: string, body: unknown): Promise<T> {
      const answer = await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const envelope = await answer.json() as { code: number; msg: string; data: unknown };
      if (envelope.code !== 0) throw new PreconditionError(`${path} answered ${envelope.code} ${envelope.msg}`);
      const opened = openData(String(envelope.data), keys);
      if (!opened.ok) throw new PreconditionError(`${path}: the answer did not open (${opened.reason})`);
      return opened.value as T;
    },
  };
}

/** A viewer's tokens: an SMS code sent, read from the server's log, logged in with. */
async function loginTokens(server: BenchServer, logFile: string): Promise<{ accessToken: string; refreshToken: string }> {
  const from = statSync(logFile).size;
  await server.call('/ali/sms/sendCode', { phoneNumber: VIEWER_PHONE, scene: 'login' });
  const line = new RegExp(`\\[sms\\] \\+86 ${VIEWER_PHONE} 登录验证码 (\\d{6})`);
  const until = Date.now() + 20_000;
  for (;;) {
    const code = line.exec(readFileSync(logFile).subarray(from).toString('utf8'))?.[1];
    if (code) return server.call('/login', { code, phoneNumber: VIEWER_PHONE, source: 'web' });
    if (Date.now() > until) throw new PreconditionError(`no login code for ${VIEWER_PHONE} in ${logFile} within 20 s`);
    await sleep(100);
  }
}

interface Measured { readonly entry: PageEntry; readonly opensMs: number[]; readonly busyPercent: number; readonly skipped?: string }

async function openOnce(context: BrowserContext, url: string, entry: PageEntry): Promise<{ page: Page; ms: number }> {
  const page = await context.newPage();
  await page.addInitScript(contentProbe(entry.content));
  await withDeadline(page.goto(url), 60_000, `loading ${url}`);
  await waitInPage(page, () => (window as unknown as { benchContentAt: number | null }).benchContentAt !== null, `its content (${entry.content})`);
  const ms = await page.evaluate(() => (window as unknown as { benchContentAt: number }).benchContentAt);
  return { page, ms };
}

/** The page at rest for `seconds` after its content: main-thread busy % (CDP TaskDuration over the window). */
async function busyAtRest(context: BrowserContext, page: Page, seconds: number): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await sleep(1_000);
  const t0 = await page.evaluate(() => performance.now());
  const before = metricsOf(await cdp.send('Performance.getMetrics'));
  await sleep(seconds * 1000);
  const after = metricsOf(await cdp.send('Performance.getMetrics'));
  const t1 = await page.evaluate(() => performance.now());
  return (100 * grewMs(before, after, 'TaskDuration')) / (t1 - t0);
}

async function measure(context: BrowserContext, server: BenchServer, entry: PageEntry, size: { warmOpens: number; opens: number; seconds: number }): Promise<Measured> {
  const url = `${server.url}${await entry.path(server)}`;
  const opensMs: number[] = [];
  for (let i = 0; i < size.warmOpens + size.opens; i++) {
    const last = i === size.warmOpens + size.opens - 1;
    const { page, ms } = await openOnce(context, url, entry);
    if (i >= size.warmOpens) opensMs.push(ms);
    if (!last) { await page.close(); continue; }
    const busyPercent = await busyAtRest(context, page, size.seconds);
    await page.close();
    return { entry, opensMs, busyPercent };
  }
  throw new Error('no open');
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const smoke = isSmoke(args);
  const base = smoke ? SMOKE : FULL;
  const size = { ...base, opens: positiveOption(args, 'opens', base.opens), seconds: positiveOption(args, 'seconds', base.seconds) };
  const serverUrl = option(args, 'server');
  const tmp = mkdtempSync(join(tmpdir(), 'qiusai-pages-bench-'));
  const distDir = option(args, 'dist') ?? join(tmp, 'dist');
  try {
    if (!serverUrl && !existsSync(join(distDir, 'index.html'))) { mkdirSync(distDir, { recursive: true }); await buildUi(distDir); }
    const dataDir = join(tmp, 'days');
    mkdirSync(dataDir);
    const day = serverUrl ? undefined : writeUiDay(dataDir, 'pages', AT_MINUTES, Date.now(), BASKETBALL);
    const running = day
      ? await startServer({ distDir, env: uiDayServerEnv(day, SPEED) })
      : { url: serverUrl!, logFile: option(args, 'server-log'), stop: async () => {} };
    const browser = await launchChromium();
    try {
      const server = await serverOf(running.url);
      console.log(`${day ? `${day.frames} frames of an 800-football, ${BASKETBALL}-basketball match day replayed at ${SPEED}× from recorded 22:00` : `the server at ${running.url} (its own day and build)`}, `
        + `Chromium 1440×900; ${size.opens} opens of each page by navigation (after ${size.warmOpens} not counted), then ${size.seconds} s at rest${smoke ? ' (smoke form: figures mean nothing)' : ''}`);
      const plain = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      // Home's download popup is shown once per session: marked shown, so it covers nothing a page paints.
      await plain.addInitScript(() => { try { sessionStorage.setItem('downloadPopupShown', '1'); } catch { /* opaque origin */ } });
      let loggedIn: BrowserContext | string | undefined;
      const contextFor = async (entry: PageEntry): Promise<BrowserContext | string> => {
        if (!entry.login) return plain;
        if (loggedIn) return loggedIn;
        if (!running.logFile) return (loggedIn = 'no server log to read a login code from (--server-log FILE with --server)');
        const tokens = await loginTokens(server, running.logFile);
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
        await context.addInitScript((t) => {
          try {
            if (!localStorage.getItem('accessToken')) { localStorage.setItem('accessToken', t.accessToken); localStorage.setItem('refreshToken', t.refreshToken); }
            sessionStorage.setItem('downloadPopupShown', '1');
          } catch { /* opaque origin */ }
        }, tokens);
        return (loggedIn = context);
      };

      const results: Measured[] = [];
      for (const entry of [ANCHOR, ...PAGES]) {
        const context = await contextFor(entry);
        const m = typeof context === 'string' ? { entry, opensMs: [], busyPercent: NaN, skipped: context } : await measure(context, server, entry, size);
        results.push(m);
        console.log(m.skipped
          ? `${entry.name}: skipped — ${m.skipped}`
          : `${entry.name}: navigation → content painted p50 / p95 / max ${f0(quantile(m.opensMs, 0.5))} / ${f0(quantile(m.opensMs, 0.95))} / ${f0(Math.max(...m.opensMs))} ms (${m.opensMs.length} opens); at rest ${size.seconds} s: main-thread busy ${m.busyPercent.toFixed(1)} %`);
      }
      await plain.close();
      if (typeof loggedIn === 'object') await loggedIn.close();

      const anchor = results[0];
      console.log(`anchor: /football, same run: p95 ${f0(quantile(anchor.opensMs, 0.95))} ms, busy at rest ${anchor.busyPercent.toFixed(1)} %`);
      const verdicts = results.slice(1).map((m) => {
        if (m.skipped) return { name: m.entry.name, p95: NaN, busy: NaN, met: null };
        const p95 = quantile(m.opensMs, 0.95);
        return { name: m.entry.name, p95, busy: m.busyPercent, met: p95 <= TARGET.p95Ms && m.busyPercent <= TARGET.busyPercent };
      });
      for (const v of verdicts) {
        console.log(v.met === null
          ? `targets ${v.name}: not measured`
          : `targets ${v.name}: p95 ≤ ${TARGET.p95Ms} ms (${f0(v.p95)}, ${(v.p95 / quantile(anchor.opensMs, 0.95)).toFixed(2)}× /football's): ${verdict(v.p95 <= TARGET.p95Ms)}; busy ≤ ${TARGET.busyPercent} % (${v.busy.toFixed(1)}): ${verdict(v.busy <= TARGET.busyPercent)}`);
      }
      return {
        opens: size.opens, seconds: size.seconds,
        anchor: { p95Ms: +f0(quantile(anchor.opensMs, 0.95)), busyPercent: +anchor.busyPercent.toFixed(1) },
        pages: Object.fromEntries(verdicts.map((v) => [v.name, v.met === null ? { skipped: true } : { p95Ms: +f0(v.p95), busyPercent: +v.busy.toFixed(1), met: v.met }])),
      };
    } finally {
      await browser.close();
      await running.stop();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
