// `npm run bench -- ui-trace [--seconds N] [--engine worker|main] [--dist DIR] [--scroll] [--shot FILE]
// [--eval JS] [--cancel-animations]` — where the
// UI bench's main-thread time goes: the same page and day as `ui` (bench/ui.ts), one variant, a Chrome trace of
// the renderer's main thread over N s at rest (no frame timer, no probe) — or while wheeling down with --scroll —
// summed by trace event name (total, not self, time: nested events count in their parent too) beside the
// Performance.getMetrics deltas. --dist reuses a built UI (built there when missing). --eval runs an expression in the
// page before measuring (e.g. `qiusaiEngine.api.setSettings({goalTip:false})`); --cancel-animations stops the
// page's running animations first. --server traces a page of a server already running (its own day) instead of
// starting one; --smoke (bench/options.ts): 1 s traced, short settling. A diagnosis: no anchor, no target.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../tests/e2e-engine/harness/chromium';
import { buildUi, startServer } from '../tests/e2e/server-process';
import { isSmoke, option } from './options';
import { firstMatchRow, waitInPage } from './page-wait';
import { uiDayServerEnv, writeUiDay } from './ui-day';
import { grewMs, metricsOf } from './ui-stats';

const AT_MINUTES = 22 * 60;
const SPEED = 30;
const SETTLE_MS = 3_000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8.execute', 'toplevel', '__metadata'];

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Σ duration (ms) and count by event name, on threads named CrRendererMain (complete and begin/end events). */
export function mainThreadTotals(events: readonly TraceEvent[]): Map<string, { ms: number; count: number }> {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const totals = new Map<string, { ms: number; count: number }>();
  const add = (name: string, us: number) => { const t = totals.get(name) ?? { ms: 0, count: 0 }; t.ms += us / 1000; t.count++; totals.set(name, t); };
  const open = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (!mains.has(thread)) continue;
    if (e.ph === 'X') add(e.name, e.dur ?? 0);
    else if (e.ph === 'B') open.set(thread, [...(open.get(thread) ?? []), e]);
    else if (e.ph === 'E') { const b = open.get(thread)?.pop(); if (b) add(b.name, e.ts - b.ts); }
  }
  return totals;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[]; timeDeltas: number[];
}

/** Self and total time (ms) by function, top 40 by self time. */
function printProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const label = (id: number) => { const f = byId.get(id)!.callFrame; return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(label(id), (self.get(label(id)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const l = label(at);
      if (!seen.has(l)) { seen.add(l); total.set(l, (total.get(l) ?? 0) + ms); }
    }
  });
  console.log('JS self ms / total ms, by function:');
  for (const [l, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${ms.toFixed(0).padStart(7)} ${(total.get(l) ?? 0).toFixed(0).padStart(7)}  ${l}`);
  console.log('by total:');
  for (const [l, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 50)) console.log(`${ms.toFixed(0).padStart(7)}  ${l}`);
}

async function wheelDown(page: import('playwright-core').Page, ms: number): Promise<void> {
  await page.mouse.move(720, 600);
  const end = Date.now() + ms;
  while (Date.now() < end) await page.mouse.wheel(0, 120);
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const smoke = isSmoke(args);
  const seconds = Number(option(args, 'seconds') ?? (smoke ? 1 : 10));
  const serverUrl = option(args, 'server');
  const engine = option(args, 'engine') ?? 'worker';
  const query = option(args, 'query') ?? '';
  const tmp = mkdtempSync(join(tmpdir(), 'qiusai-ui-trace-'));
  const distDir = option(args, 'dist') ?? join(tmp, 'dist');
  try {
    if (!serverUrl && !existsSync(join(distDir, 'index.html'))) { mkdirSync(distDir, { recursive: true }); await buildUi(distDir); }
    const server = serverUrl ? { url: serverUrl, stop: async () => {} }
      : await startServer({ distDir, env: uiDayServerEnv(writeUiDay(tmp, engine, AT_MINUTES), SPEED) });
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${server.url}/football?engine=${engine}${query}`);
      await waitInPage(page, firstMatchRow, 'the first match row');
      const css = option(args, 'css');
      if (css) await page.addStyleTag({ content: css });
      await sleep(smoke ? 500 : SETTLE_MS);
      const shot = option(args, 'shot');
      if (shot) await page.screenshot({ path: shot });
      if (args.includes('--animations')) {
        const running = await page.evaluate(() => document.getAnimations().map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target as Element | null;
          return `${a.constructor.name} ${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? ''} ${a.playState} on ${target?.tagName}.${target?.className} ${target?.closest('[data-testid]')?.getAttribute('data-testid') ?? ''}`;
        }));
        console.log(running.join('\n'));
      }
      const script = option(args, 'eval');
      if (script) console.log('eval:', await page.evaluate(script));
      if (args.includes('--cancel-animations')) await page.evaluate(() => { for (const a of document.getAnimations()) a.cancel(); });
      const profiling = args.includes('--profile');
      if (profiling) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
      const tracing = !args.includes('--no-trace');
      if (tracing) await browser.startTracing(page, { categories: CATEGORIES });
      if (args.includes('--restart-animations')) {
        await page.evaluate(async () => {
          const style = document.createElement('style');
          style.textContent = '*,*::before,*::after{animation:none!important}';
          document.head.append(style);
          await new Promise((done) => setTimeout(done, 200));
          style.remove();
        });
      }
      const before = metricsOf(await cdp.send('Performance.getMetrics'));
      if (args.includes('--scroll')) await wheelDown(page, seconds * 1000);
      else await sleep(seconds * 1000);
      const after = metricsOf(await cdp.send('Performance.getMetrics'));
      if (profiling) printProfile((await cdp.send('Profiler.stop')).profile as CpuProfile);
      const trace = tracing ? JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } : { traceEvents: [] };
      const dump = option(args, 'dump');
      if (dump) (await import('node:fs')).writeFileSync(dump, JSON.stringify(trace));
      const counters = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
      const metrics = Object.fromEntries(counters.map((c) => [c, Math.round(grewMs(before, after, c))]));
      for (const c of ['LayoutCount', 'RecalcStyleCount']) metrics[c] = (after[c] ?? 0) - (before[c] ?? 0);
      console.log(`engine=${engine}${query} ${seconds} s ${args.includes('--scroll') ? 'scrolling' : 'at rest'}:`, metrics);
      const totals = [...mainThreadTotals(trace.traceEvents)].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40);
      const why = new Map<string, number>();
      for (const e of trace.traceEvents) {
        if (e.name !== 'LocalFrameView::ScheduleAnimation') continue;
        const at = (e.args as { location?: { function_name?: string } } | undefined)?.location?.function_name ?? '?';
        why.set(at, (why.get(at) ?? 0) + 1);
      }
      console.log('frames scheduled by:', Object.fromEntries(why));
      for (const [name, t] of totals) console.log(`${t.ms.toFixed(0).padStart(8)} ms ${String(t.count).padStart(7)}×  ${name}`);
      await context.close();
      return { engine, seconds, ...metrics };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
