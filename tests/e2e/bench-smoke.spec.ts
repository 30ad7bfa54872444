// The smoke forms of the benches of the built UI (bench/options.ts, bench/README.md): 'ui', 'latency', 'detail',
// 'open', 'ui-trace' and data's Chromium part run their real code — their own headless Chromium, the real /football page and match centre — for a
// second or so against the suite's server (`--server`: its build, its day at SUITE_FEED_SPEED) instead of starting
// servers and a build of their own, and must print their figure, their anchor's and met / MISSED. The values mean
// nothing at this size and are never checked. No page fixture: the benches drive their own browser.
import { expect, test } from '@playwright/test';
import { missingLines, runSmoke } from '../../bench/test-support/smoke-run';
import { SUITE_FEED_SPEED } from './busy-day';

const SMOKE_TIMEOUT_MS = 180_000;
const server = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is unset: global-setup.ts starts the suite\'s server');
  return url;
};

test.describe('bench smoke forms on the suite\'s server', () => {
  test('ui --smoke prints the worker page\'s figures, the main-thread anchor\'s and its verdicts', async () => {
    test.setTimeout(SMOKE_TIMEOUT_MS);
    const run = await runSmoke('ui', ['--smoke', '--server', server()]);
    expect(missingLines(run, {
      figure: /^live: frame interval p50 \/ p95 \/ p99 \/ max \(ms\)/, anchor: /anchor: engine on main/, verdict: /on-main-thread ÷ worker: .*: (met|MISSED)\)/,
    })).toEqual([]);
    expect(missingLines(run, { figure: /^worker variant: long tasks after first paint/, anchor: /anchor/, verdict: /p95 frame .*: (met|MISSED)\)$/ })).toEqual([]);
  });

  test('latency --smoke prints arrival → painted per change, the bare client\'s anchor and its verdicts', async () => {
    test.setTimeout(SMOKE_TIMEOUT_MS);
    const run = await runSmoke('latency', ['--smoke', '--server', server(), '--speed', String(SUITE_FEED_SPEED)]);
    expect(missingLines(run, {
      figure: /^goal: score cell +\d+ /, anchor: /^anchor: bare, every frame +\d+/, verdict: /^goal: score cell .*p99 ≤ [\d.]+ ms: (met|MISSED)$/,
    })).toEqual([]);
    expect(missingLines(run, { figure: /^paced: other cell changes +\d+ /, anchor: /anchor/, verdict: /^paced: .*: (met|MISSED)$/ })).toEqual([]);
  });

  test('detail --smoke prints the match centre\'s open and busy figures, the list page\'s anchor and its verdicts', async () => {
    test.setTimeout(SMOKE_TIMEOUT_MS);
    const run = await runSmoke('detail', ['--smoke', '--server', server()]);
    expect(missingLines(run, {
      figure: /^open p50 \/ p95 \/ max \(ms\) /, anchor: /anchor: \/football/, verdict: /^targets: open p95 ≤ \d+ ms: (met|MISSED); busy/,
    })).toEqual([]);
  });

  test('open --smoke prints each page\'s open broken down by stage, the HTML anchor, the five tabs\' sockets and its verdicts', async () => {
    test.setTimeout(SMOKE_TIMEOUT_MS);
    const run = await runSmoke('open', ['--smoke', '--server', server()]);
    expect(missingLines(run, {
      figure: /^\/football \(navigation\): to content painted p50 \/ p95 \/ max \d+ \/ \d+ \/ \d+ ms/, anchor: /^anchor: \/football's own HTML, same run: response end p50 \d+ ms/,
      verdict: /^targets: match centre p95 ≤ 300 ms \(\d+\): (met|MISSED); .*five tabs: 1 socket \(\d+\): (met|MISSED)/,
    })).toEqual([]);
    expect(missingLines(run, { figure: /^ +content painted +\d+ +\d+ +-?\d+ +\d+$/, anchor: /^ +HTML response end +\d+/, verdict: /^five tabs in one context .*: \d+ gateway sockets open, \d+ engine workers/ })).toEqual([]);
  });

  test('pages --smoke prints each content page\'s open and busy figures, /football\'s anchor and its verdicts', async () => {
    test.setTimeout(SMOKE_TIMEOUT_MS);
    // No --server-log: the login-only page is skipped with its reason (no SMS from the suite's address).
    const run = await runSmoke('pages', ['--smoke', '--server', server()]);
    expect(missingLines(run, {
      figure: /^\/informationCentre: navigation → content painted p50 \/ p95 \/ max \d+ \/ \d+ \/ \d+ ms/, anchor: /^anchor: \/football, same run: p95 \d+ ms/,
      verdict: /^targets \/informationCentre: p95 ≤ 300 ms .*: (met|MISSED); busy ≤ 5 % .*: (met|MISSED)$/,
    })).toEqual([]);
    expect(missingLines(run, { figure: /^\/dynamicDetail\/… .*: navigation → content painted/, anchor: /^\/football \(anchor\): navigation → content painted/, verdict: /^targets \/about: not measured$/ })).toEqual([]);
  });

  test('data --smoke prints the competition page\'s click → standings painted in Chromium, the header\'s anchor and its verdict', async () => {
    test.setTimeout(SMOKE_TIMEOUT_MS);
    const run = await runSmoke('data', ['--smoke', '--server', server()]);
    expect(missingLines(run, {
      figure: /^ {2}click → standings painted p50 \/ p95 \/ max \d+ \/ \d+ \/ \d+ ms/, anchor: /^ {2}anchor: click → the competition's header painted/,
      verdict: /^ {2}target: standings p95 ≤ 300 ms: (met|MISSED)$/,
    })).toEqual([]);
  });

  // A diagnosis, not a figure: no anchor, no target — its summed trace is what it prints.
  test('ui-trace --smoke prints the page\'s main-thread metrics and its trace summed by event', async () => {
    test.setTimeout(SMOKE_TIMEOUT_MS);
    const run = await runSmoke('ui-trace', ['--smoke', '--server', server()]);
    expect(run.lines.some((l) => /^engine=worker 1 s at rest:/.test(l))).toBe(true);
    expect(run.lines.some((l) => /^frames scheduled by:/.test(l))).toBe(true);
    expect(run.lines.some((l) => /^ +\d+ ms +\d+× +\S/.test(l))).toBe(true);
  });
});
