// One variant of the UI bench: the real server replaying the 800-match day, the real /football page in headless
// Chromium with its engine in the worker (`?engine=worker`) or on the main thread (`?engine=main`); a window of
// live updates with the page at rest (frames timed), the same again without the frame timer (its rAF loop makes
// the page produce every frame, which costs main-thread time of its own), then the list scrolled to its end with
// the mouse wheel.
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { startServer } from '../tests/e2e/server-process';
import type { FrameFigures, Metrics } from './ui-stats';
import { frameFigures, frameIntervals, grewMs, metricsOf } from './ui-stats';
import { firstMatchRow, waitInPage } from './page-wait';
import { uiDayServerEnv, writeUiDay } from './ui-day';
import { probeScript } from './probe-script';

export type Variant = 'worker' | 'main';

export interface VariantSettings {
  readonly distDir: string;
  readonly dataDir: string;
  /** Recorded minute of the day played when the server starts; null = the wall clock's. */
  readonly atMinutes: number | null;
  readonly speed: number;
  readonly windowMs: number;
  /**
   * false: goal pop-ups switched off (the page's 设置 → 进球提示) once the page is up — not the product's default;
   * it shows how much of either variant's main-thread time the pop-ups are.
   */
  readonly goalTips: boolean;
  /** A server already running (its own day and speed) instead of one started here with the UI day. */
  readonly server?: string;
  /** After the first rows (default SETTLE_MS), and the longest the list is wheeled (default SCROLL_MAX_MS). */
  readonly settleMs?: number;
  readonly scrollMaxMs?: number;
}

const PROBE = join(import.meta.dirname, 'pages', 'ui-probe.js');
const SETTLE_MS = 3_000; // after the first rows: the page's own start-up is not part of the window
const SCROLL_STEP_PX = 120;
const SCROLL_MAX_MS = 30_000;
const WHEEL_X = 720;
const WHEEL_Y = 600;

interface Busy {
  readonly taskMs: number;
  readonly scriptMs: number;
  readonly layoutMs: number;
  readonly styleMs: number;
}

export interface Span {
  readonly ms: number;
  readonly frames: FrameFigures;
  readonly longTasks: number;
  readonly longTaskMs: number;
  readonly busy: Busy;
  readonly rowUpdates: number;
}

export interface VariantFigures {
  readonly variant: Variant;
  readonly live: Span & {
    readonly feedFrames: number;
    readonly enginePatches: number;
    readonly merged: number;
    readonly pagePatches: number;
    readonly applyMs: number;
    readonly rowsVisible: number;
    readonly rowsInDom: number;
  };
  /** At rest without the frame timer: main-thread time of the page and engine alone (frames not measured). */
  readonly quiet: Span & { readonly feedFrames: number };
  readonly scroll: Span & { readonly rowsSeen: number; readonly pixels: number };
  /** Long tasks from first paint to the end of the run (page start-up included), and before the window (start-up). */
  readonly longTasksAfterFirstPaint: number;
  readonly startupLongTasks: number;
  /** Recorded local time (HH:MM) at the window's start ('—' on a server the bench did not start). */
  readonly recordedFrom: string;
}

interface ProbeWindow {
  uiProbe: {
    longTasks: { start: number; duration: number }[]; firstPaint: number | null; frames: number[]; rowUpdates: number;
    rowsSeen: Set<string>; rowsOnScreen(): { inDom: number; visible: number }; pauseFrames(): void; resumeFrames(): void;
  };
  uiPatches: { patches: number; applyMs: number };
  qiusaiEngine: {
    api: {
      status(): Promise<{ feed: { seq: number } | null; views: { patches: number; merged: number } }>;
      setSettings(patch: { goalTip: boolean }): Promise<unknown>;
    };
    onPatchApplied(listener: (info: { applyMs: number }) => void): () => void;
  };
}

interface Reading {
  readonly at: number;
  readonly metrics: Metrics;
  readonly seq: number;
  readonly enginePatches: number;
  readonly merged: number;
  readonly pagePatches: number;
  readonly applyMs: number;
  readonly rowUpdates: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function read(page: Page, cdp: CDPSession): Promise<Reading> {
  const metrics = metricsOf(await cdp.send('Performance.getMetrics'));
  const page_ = await page.evaluate(async () => {
    const w = window as unknown as ProbeWindow;
    const status = await w.qiusaiEngine.api.status();
    return {
      at: performance.now(), seq: status.feed?.seq ?? 0, enginePatches: status.views.patches, merged: status.views.merged,
      pagePatches: w.uiPatches.patches, applyMs: w.uiPatches.applyMs, rowUpdates: w.uiProbe.rowUpdates,
    };
  });
  return { ...page_, metrics };
}

function span(before: Reading, after: Reading, frames: readonly number[], longTasks: readonly { start: number; duration: number }[]): Span {
  const ms = after.at - before.at;
  const inside = longTasks.filter((t) => t.start >= before.at && t.start < after.at);
  return {
    ms, frames: frameFigures(frameIntervals(frames, before.at, after.at), ms),
    longTasks: inside.length, longTaskMs: inside.reduce((s, t) => s + t.duration, 0),
    busy: {
      taskMs: grewMs(before.metrics, after.metrics, 'TaskDuration'), scriptMs: grewMs(before.metrics, after.metrics, 'ScriptDuration'),
      layoutMs: grewMs(before.metrics, after.metrics, 'LayoutDuration'), styleMs: grewMs(before.metrics, after.metrics, 'RecalcStyleDuration'),
    },
    rowUpdates: after.rowUpdates - before.rowUpdates,
  };
}

/** Wheels down to the list's end, for at most `maxMs` (rows seen on the way are counted by the probe). */
async function scrollToEnd(page: Page, maxMs: number): Promise<number> {
  await page.mouse.move(WHEEL_X, WHEEL_Y);
  const deadline = Date.now() + maxMs;
  let pixels = 0;
  for (let step = 1; Date.now() < deadline; step++) {
    await page.mouse.wheel(0, SCROLL_STEP_PX);
    pixels += SCROLL_STEP_PX;
    if (step % 6 === 0) {
      const atEnd = await page.evaluate(() => {
        (window as unknown as ProbeWindow).uiProbe.rowsOnScreen();
        return scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
      });
      if (atEnd) break;
    }
  }
  return pixels;
}

export async function measureVariant(browser: Browser, variant: Variant, settings: VariantSettings): Promise<VariantFigures> {
  const day = settings.server ? undefined : writeUiDay(settings.dataDir, variant, settings.atMinutes);
  const server = day ? await startServer({
    distDir: settings.distDir,
    env: uiDayServerEnv(day, settings.speed),
  }) : { url: settings.server!, stop: async () => {} };
  const serverStart = Date.now();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    await context.addInitScript(probeScript(PROBE));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${server.url}/football?engine=${variant}`);
    await waitInPage(page, firstMatchRow, 'the first match row');
    await waitInPage(page, () => (window as unknown as ProbeWindow).qiusaiEngine !== undefined, 'the page\'s engine client');
    await page.evaluate(async (goalTips) => {
      const w = window as unknown as ProbeWindow;
      if (!goalTips) await w.qiusaiEngine.api.setSettings({ goalTip: false });
      const counts = { patches: 0, applyMs: 0 };
      w.uiPatches = counts;
      w.qiusaiEngine.onPatchApplied((info) => { counts.patches++; counts.applyMs += info.applyMs; });
    }, settings.goalTips);
    await sleep(settings.settleMs ?? SETTLE_MS);

    const liveFrom = await read(page, cdp);
    const recordedFrom = day ? Date.now() - day.shiftMs + (Date.now() - serverStart) * (settings.speed - 1) : undefined;
    await sleep(settings.windowMs);
    const onScreen = await page.evaluate(() => (window as unknown as ProbeWindow).uiProbe.rowsOnScreen());
    const liveTo = await read(page, cdp);

    await page.evaluate(() => (window as unknown as ProbeWindow).uiProbe.pauseFrames());
    await sleep(settings.windowMs);
    const quietTo = await read(page, cdp);
    await page.evaluate(() => (window as unknown as ProbeWindow).uiProbe.resumeFrames());

    const pixels = await scrollToEnd(page, settings.scrollMaxMs ?? SCROLL_MAX_MS);
    const scrollTo = await read(page, cdp);

    const probe = await page.evaluate(() => {
      const p = (window as unknown as ProbeWindow).uiProbe;
      return { longTasks: p.longTasks, firstPaint: p.firstPaint, frames: p.frames, rowsSeen: p.rowsSeen.size };
    });
    const live = span(liveFrom, liveTo, probe.frames, probe.longTasks);
    const quiet = span(liveTo, quietTo, probe.frames, probe.longTasks);
    const scroll = span(quietTo, scrollTo, probe.frames, probe.longTasks);
    return {
      variant,
      live: {
        ...live, feedFrames: liveTo.seq - liveFrom.seq, enginePatches: liveTo.enginePatches - liveFrom.enginePatches,
        merged: liveTo.merged - liveFrom.merged, pagePatches: liveTo.pagePatches - liveFrom.pagePatches,
        applyMs: liveTo.applyMs - liveFrom.applyMs, rowsVisible: onScreen.visible, rowsInDom: onScreen.inDom,
      },
      quiet: { ...quiet, feedFrames: quietTo.seq - liveTo.seq },
      scroll: { ...scroll, rowsSeen: probe.rowsSeen, pixels },
      longTasksAfterFirstPaint: probe.longTasks.filter((t) => probe.firstPaint !== null && t.start >= probe.firstPaint).length,
      startupLongTasks: probe.longTasks.filter((t) => probe.firstPaint !== null && t.start >= probe.firstPaint && t.start < liveFrom.at).length,
      recordedFrom: recordedFrom === undefined ? '—' : new Date(recordedFrom + 8 * 3600_000).toISOString().slice(11, 16),
    };
  } finally {
    await context.close();
    await server.stop();
  }
}
