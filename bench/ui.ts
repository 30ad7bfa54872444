// `npm run bench -- ui [--at HH:MM|now] [--seconds N] [--goal-tips off] [--dist DIR] [--server URL] [--smoke]` — the live
// list page under load (issue #4 §4): 800 football
// matches replayed by the real server at 30× while the real /football page shows them in headless Chromium,
// measured for 60 s at rest and then while the list is wheeled to its end; once with the engine in its worker
// (the product) and, in the same run, once with the same engine on the page's main thread (the anchor).
// bench/README.md says what each figure means. --dist reuses a build (built there when missing); --server measures
// both variants on a server already running (its own day and speed: the e2e suite's, for the smoke form) instead of
// starting one per variant; --smoke (bench/options.ts): 1 s windows, short settling and scrolling.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../tests/e2e-engine/harness/chromium';
import { buildUi } from '../tests/e2e/server-process';
import { fmt } from './measure';
import { isSmoke, option, verdict } from './options';
import { clockMinutes, UI_MATCHES } from './ui-day';
import type { Span, VariantFigures } from './ui-variant';
import { measureVariant } from './ui-variant';

const SPEED = 30;
const DEFAULT_AT = '22:00'; // the recorded day's busy evening
const DEFAULT_SECONDS = 60;
const TARGET = { longTasks: 0, p95FrameMs: 20, busyRatio: 5 };

function settingsOf(args: readonly string[]) {
  const smoke = isSmoke(args);
  const at = option(args, 'at') ?? DEFAULT_AT;
  const atMinutes = at === 'now' ? null : clockMinutes(at);
  if (atMinutes === undefined) throw new Error(`--at must be HH:MM or 'now', got '${at}'`);
  const seconds = Number(option(args, 'seconds') ?? (smoke ? 1 : DEFAULT_SECONDS));
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--seconds must be a positive number, got '${option(args, 'seconds')}'`);
  const tips = option(args, 'goal-tips') ?? 'on';
  if (tips !== 'on' && tips !== 'off') throw new Error(`--goal-tips must be on or off, got '${tips}'`);
  return { at, atMinutes, seconds, goalTips: tips === 'on', smoke, dist: option(args, 'dist'), server: option(args, 'server') };
}

const ms = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const mark = verdict;

function spanRows(label: string, s: Span): string[] {
  return [
    `${label} frame interval p50 / p95 / p99 / max (ms) | ${ms(s.frames.p50)} / ${ms(s.frames.p95)} / ${ms(s.frames.p99)} / ${ms(s.frames.max)}`,
    `${label} frames/s | ${ms(s.frames.fps)}`,
    `${label} long tasks (count, total ms) | ${s.longTasks}, ${fmt(s.longTaskMs)}`,
    `${label} main-thread busy: task / script / layout / style (ms) | ${fmt(s.busy.taskMs)} / ${fmt(s.busy.scriptMs)} / ${fmt(s.busy.layoutMs)} / ${fmt(s.busy.styleMs)}`,
    `${label} rows whose DOM changed (Σ per mutation batch) | ${fmt(s.rowUpdates)}`,
  ];
}

function table(worker: VariantFigures, main: VariantFigures): string {
  const rows = (f: VariantFigures) => [
    `recorded time at the window's start | ${f.recordedFrom}`,
    `feed frames folded in the window | ${fmt(f.live.feedFrames)}`,
    `patches posted by the engine (merged) / applied by the page | ${fmt(f.live.enginePatches)} (${fmt(f.live.merged)}) / ${fmt(f.live.pagePatches)}`,
    `page time applying patches (ms) | ${fmt(f.live.applyMs)}`,
    `match rows visible / in the DOM | ${f.live.rowsVisible} / ${f.live.rowsInDom}`,
    ...spanRows('live:', f.live),
    `quiet (no frame timer): feed frames folded | ${fmt(f.quiet.feedFrames)}`,
    `quiet: long tasks (count, total ms) | ${f.quiet.longTasks}, ${fmt(f.quiet.longTaskMs)}`,
    `quiet: main-thread busy: task / script / layout / style (ms) | ${fmt(f.quiet.busy.taskMs)} / ${fmt(f.quiet.busy.scriptMs)} / ${fmt(f.quiet.busy.layoutMs)} / ${fmt(f.quiet.busy.styleMs)}`,
    `quiet: rows whose DOM changed | ${fmt(f.quiet.rowUpdates)}`,
    `long tasks after first paint: whole run / start-up | ${f.longTasksAfterFirstPaint} / ${f.startupLongTasks}`,
    `scroll: pixels wheeled / match rows seen | ${fmt(f.scroll.pixels)} / ${fmt(f.scroll.rowsSeen)}`,
    `scroll: duration (ms) | ${fmt(f.scroll.ms)}`,
    ...spanRows('scroll:', f.scroll),
  ];
  const w = rows(worker);
  const m = rows(main);
  const width = Math.max(...w.map((r) => r.split(' | ')[0].length));
  const line = (label: string, a: string, b: string) => `${label.padEnd(width)}  ${a.padStart(24)}  ${b.padStart(24)}`;
  return [line('', 'engine in worker', 'anchor: engine on main'), ...w.map((r, i) => {
    const [label, a] = r.split(' | ');
    return line(label, a, m[i].split(' | ')[1]);
  })].join('\n');
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const { at, atMinutes, seconds, goalTips, smoke, dist, server } = settingsOf(args);
  const tmp = mkdtempSync(join(tmpdir(), 'qiusai-ui-bench-'));
  const distDir = dist ?? join(tmp, 'dist');
  const dataDir = join(tmp, 'days');
  mkdirSync(dataDir);
  try {
    if (!server && !existsSync(join(distDir, 'index.html'))) { mkdirSync(distDir, { recursive: true }); await buildUi(distDir); }
    const browser = await launchChromium();
    try {
      const settings = {
        distDir, dataDir, atMinutes, speed: SPEED, windowMs: seconds * 1000, goalTips, server,
        settleMs: smoke ? 500 : undefined, scrollMaxMs: smoke ? 1_000 : undefined,
      };
      const worker = await measureVariant(browser, 'worker', settings);
      const main = await measureVariant(browser, 'main', settings);
      const ratio = main.quiet.busy.taskMs / worker.quiet.busy.taskMs;
      const timedRatio = main.live.busy.taskMs / worker.live.busy.taskMs;
      const scriptRatio = main.quiet.busy.scriptMs / worker.quiet.busy.scriptMs;
      console.log(`${server ? `the server at ${server} (its own day and speed; both variants on it)` : `${UI_MATCHES} football matches replayed at ${SPEED}× from recorded ${at} (each variant its own server)`}, `
        + `/football at 1440×900, ${seconds} s at rest, then wheeled to the end${goalTips ? '' : '; goal pop-ups switched off'}${smoke ? ' (smoke form: figures mean nothing)' : ''}`);
      console.log(table(worker, main));
      console.log(`main-thread busy time (TaskDuration), on-main-thread ÷ worker: ${ratio.toFixed(1)}× at rest without the frame timer (target ≥ ${TARGET.busyRatio}×: ${mark(ratio >= TARGET.busyRatio)}), `
        + `${timedRatio.toFixed(1)}× with it; script time alone ${scriptRatio.toFixed(1)}×`);
      console.log(`worker variant: long tasks after first paint ${worker.longTasksAfterFirstPaint} (target ${TARGET.longTasks}: ${mark(worker.longTasksAfterFirstPaint <= TARGET.longTasks)}), `
        + `in the window ${worker.live.longTasks}; p95 frame at rest ${ms(worker.live.frames.p95)} ms, scrolling ${ms(worker.scroll.frames.p95)} ms (target ≤ ${TARGET.p95FrameMs}: ${mark(Math.max(worker.live.frames.p95, worker.scroll.frames.p95) <= TARGET.p95FrameMs)})`);
      const flat = (f: VariantFigures) => ({
        feedFrames: f.live.feedFrames, patches: f.live.pagePatches, rowsVisible: f.live.rowsVisible, rowUpdates: f.live.rowUpdates,
        longTasksAfterFirstPaint: f.longTasksAfterFirstPaint, startupLongTasks: f.startupLongTasks, liveLongTasks: f.live.longTasks,
        quietLongTasks: f.quiet.longTasks, quietTaskMs: Math.round(f.quiet.busy.taskMs), quietScriptMs: Math.round(f.quiet.busy.scriptMs),
        liveP50Ms: +ms(f.live.frames.p50), liveP95Ms: +ms(f.live.frames.p95), liveP99Ms: +ms(f.live.frames.p99),
        liveTaskMs: Math.round(f.live.busy.taskMs), liveScriptMs: Math.round(f.live.busy.scriptMs),
        scrollFps: +ms(f.scroll.frames.fps), scrollP95Ms: +ms(f.scroll.frames.p95), scrollP99Ms: +ms(f.scroll.frames.p99),
        scrollLongTasks: f.scroll.longTasks, scrollTaskMs: Math.round(f.scroll.busy.taskMs), rowsSeen: f.scroll.rowsSeen,
      });
      return {
        at, seconds, speed: SPEED, matches: UI_MATCHES, goalTips, busyRatio: +ratio.toFixed(2), busyRatioTimed: +timedRatio.toFixed(2),
        scriptRatio: +scriptRatio.toFixed(2), worker: flat(worker), main: flat(main) };
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
