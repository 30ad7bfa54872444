// End-to-end suite: @playwright/test driving Debian's Chromium (/usr/bin/chromium; Playwright's own browser
// downloads are never used) against the real server — see tests/e2e/README.md.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tools/chromium-args';

/**
 * Specs that run on servers (or test pages) of their own, with their own days on cue, and specs on the suite's
 * server that need nothing of its busy evening. They are handed out after the specs that read its going matches: a
 * precaution, since the suite's day (FEED_SPEED=2, skipped to goals where a spec needs one: tests/e2e/suite-feed.ts)
 * stays in its evening for about 50 minutes — at 30× it was past it within six, and the order decided who found
 * going matches.
 */
const OWN_SERVERS = [
  'anchors.spec.ts', 'chat.spec.ts', 'goal-popups.spec.ts', 'live-player.spec.ts', 'live-room-video.spec.ts', 'odds-live.spec.ts',
  'search-and-profile.spec.ts', 'private-messages.spec.ts', 'anchor-reminders.spec.ts', 'basketball-half-time.spec.ts',
  // On the suite's server but needing nothing of its busy evening.
  'download-and-docs.spec.ts', 'feedback-and-uploads.spec.ts', 'accounts.spec.ts', 'titles.spec.ts', 'start-up.spec.ts',
  'side-panel.spec.ts', 'header.spec.ts', 'login-guard.spec.ts', 'content-security-policy.spec.ts', 'team-history.spec.ts',
].map((f) => new RegExp(`${f.replace('.', '\\.')}$`));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Three on two cores: a test spends much of its time waiting for a server to start, a page to answer or the feed
  // to move, so a third browser fills the idle CPU (the suite: 9.8 min with two workers, 7.8 with three).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // A test's whole budget, for every spec (none sets a smaller one): long flows (certification, login, upload, going
  // live and logging out) on two loaded cores have taken over 60 s. It decides only how long a hung test takes to fail.
  timeout: 120_000,
  // A wait for a state ends when the state comes: its budget only decides how long a failure takes to say so. A
  // page's first paint on two loaded cores has taken over 5 s (Playwright's default).
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  projects: [
    { name: 'suite-day', testIgnore: OWN_SERVERS },
    // Not a dependency: a dependency's one failure would skip every spec here. Playwright hands out tests in project
    // order, so these still start after the suite-day specs have been handed out.
    { name: 'own-servers', testMatch: OWN_SERVERS },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Pages prefer reduced motion, as the product honours it (no pulse, no marquee, no slides, no carousel turning):
    // an endless animation keeps headless Chromium's software compositor drawing every frame — the 进行中 dot's
    // pulse alone cost an idle /football 0.16 of a core, home with its notice marquee 0.23. A spec that checks
    // motion asks for it (page.emulateMedia({ reducedMotion: 'no-preference' })).
    reducedMotion: 'reduce',
    // Traces only when asked (E2E_TRACE=on: a failed test keeps every action with the page's DOM before and after
    // it, console and network). Recording them costs every test, passed or not, about 15 % more time on two cores
    // (header.spec.ts, one worker: 15.6 s untraced, 17.9 s with DOM snapshots, 25.5 s with the screencast too), and
    // CI's runs are read from their output: the error, the failed page's screenshot and its ARIA snapshot.
    trace: process.env.E2E_TRACE === 'on' ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false } : 'off',
    screenshot: 'only-on-failure',
  },
});
