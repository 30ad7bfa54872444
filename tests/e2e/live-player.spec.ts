// The live player (issue #14) [LR-3] in Chromium against real FLV: ffmpeg's test card and tone, served chunked by
// tests/e2e/live-player/ (its own server with the product's CSP; the harness pages are test-only, built per worker).
// Part 1: the provider contract (ui/components/live-player/provider.contract.ts) run on the FLV provider.
// Part 2: the LivePlayer component: playing picture, blocked sound → muted + 点击开启声音, mute and volume (kept),
// controls hiding after 3 s, fullscreen, the stall message and the reconnect, the off states; screenshots.
import { test as base, expect, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROVIDER_CONTRACT } from '../../ui/components/live-player/provider.contract';
import { SCREENSHOTS } from './fixtures';
import { buildHarness } from './live-player/harness-build';
import { startPlayerTestServer, type PlayerTestServer } from './live-player/player-test-server';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
const test = base.extend<{}, { player: PlayerTestServer }>({
  player: [async ({}, use) => { // eslint-disable-line no-empty-pattern
    const dir = await buildHarness();
    const server = await startPlayerTestServer(dir);
    await use(server);
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }, { scope: 'worker', timeout: 120_000 }],
});

// No trace in this file: the trace's DOM snapshots are page evaluations, which Chromium counts as user gestures,
// and the blocked-autoplay test needs a page no gesture has touched (as goal-before-gesture.spec.ts).
test.use({ trace: 'off' });

// Each test its own stream, so a stopped source never leaks into the next.
let streams = 0;
const streamName = () => `t${process.pid}-${++streams}`;

const PLAY_TIMEOUT = 20_000;

function playerUrl(base: string, playback: unknown, extra = ''): string {
  return `${base}/?playback=${encodeURIComponent(JSON.stringify(playback))}&title=${encodeURIComponent('英超 曼城 vs 阿森纳 · 测试直播间')}${extra}`;
}

async function openPlaying(page: Page, server: PlayerTestServer, options: { gesture?: boolean } = {}): Promise<string> {
  const name = streamName();
  await page.goto(playerUrl(server.url, { kind: 'flv', url: `/live/${name}.flv` }, options.gesture ? '&gesture=1' : ''));
  if (options.gesture) await page.getByRole('button', { name: '开始' }).click();
  await expect(page.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'playing', { timeout: PLAY_TIMEOUT });
  return name;
}

/** currentTime now, then waits until it has moved on by `by` seconds. */
async function expectAdvancing(page: Page, by = 0.5): Promise<void> {
  const start = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await page.waitForFunction(([from, step]) => document.querySelector('video')!.currentTime > from + step, [start, by] as const, { timeout: PLAY_TIMEOUT });
}

async function control(server: PlayerTestServer, name: string, action: 'stop' | 'resume', mode: 'close' | 'hang' = 'close') {
  const answer = await fetch(`${server.url}/control/${name}/${action}?mode=${mode}`, { method: 'POST' });
  expect(answer.ok).toBe(true);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

test.describe('provider contract: FLV provider in Chromium, real FLV [LR-3]', () => {
  for (const check of PROVIDER_CONTRACT) {
    test(`[LR-3] ${check.name}`, async ({ page, player }) => {
      await page.goto(`${player.url}/contract.html`);
      await page.waitForFunction(() => typeof window.runProviderContract === 'function');
      await page.evaluate(([name, stream]) => window.runProviderContract(name, stream), [check.name, streamName()] as const);
    });
  }
});

test.describe('LivePlayer on real FLV [LR-3]', () => {
  test('[LR-3] plays: currentTime advances, a sampled frame is not blank, latency near the live edge is reported', async ({ page, player }) => {
    const scripts: string[] = [];
    page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname); });
    await openPlaying(page, player, { gesture: true });
    // Each provider's code is a chunk of its own, fetched for its kind only: FLV loads mpegts.js, never Agora's SDK.
    expect(scripts.filter((path) => /flv-provider/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /agora|AgoraRTC/i.test(path))).toEqual([]);
    await expectAdvancing(page, 1);
    const frame = await page.evaluate(() => {
      const video = document.querySelector('video')!;
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 36;
      const g = canvas.getContext('2d')!;
      g.drawImage(video, 0, 0, 64, 36);
      const data = g.getImageData(0, 0, 64, 36).data;
      const colours = new Set<number>();
      let sum = 0;
      let sumSq = 0;
      for (let i = 0; i < data.length; i += 4) {
        colours.add(((data[i] >> 5) << 6) | ((data[i + 1] >> 5) << 3) | (data[i + 2] >> 5));
        const y = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
        sum += y;
        sumSq += y * y;
      }
      const n = data.length / 4;
      return { colours: colours.size, spread: Math.sqrt(sumSq / n - (sum / n) ** 2), width: video.videoWidth, height: video.videoHeight };
    });
    expect(frame).toMatchObject({ width: 640, height: 360 });
    expect(frame.colours).toBeGreaterThan(8); // the test card's colour bars, not a black or grey frame
    expect(frame.spread).toBeGreaterThan(20);
    await page.waitForFunction(() => window.latencyReports.length >= 2);
    const reports = await page.evaluate(() => window.latencyReports);
    for (const ms of reports) expect(ms).toBeGreaterThanOrEqual(0);
    expect(Math.min(...reports)).toBeLessThan(3000); // noisy on a loaded machine: the chase keeps it near 1.5 s at most
    await expect(page.locator('#latency')).toHaveText(/延迟 \d+ ms/);
    // With a gesture the browser allows sound: no hint, not muted.
    await expect(page.getByRole('button', { name: '点击开启声音' })).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(false);
    await page.mouse.move(700, 300);
    await shot(page, 'live-player-playing-1440');
  });

  test.describe(() => {
    // No evaluation before the autoplay decision (and no trace in this file, see the top): Playwright's page
    // evaluations (expect's polling too) count as user gestures in Chromium and would let the sound through.
    test('[LR-3] autoplay without a gesture: playing muted with 点击开启声音; the click turns sound on and keeps playing', async ({ page, player }) => {
      const playing = page.waitForEvent('console', { predicate: (message) => message.text() === 'player-state playing', timeout: PLAY_TIMEOUT });
      await page.goto(playerUrl(player.url, { kind: 'flv', url: `/live/${streamName()}.flv` }));
      await playing;
      const hint = page.getByRole('button', { name: '点击开启声音' });
      await expect(hint).toBeVisible();
      expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(true);
      await expect(page.getByRole('button', { name: '取消静音' })).toBeVisible();
      await page.mouse.move(700, 300);
      await shot(page, 'live-player-muted-hint-1440');
      await hint.click();
      await expect(hint).toHaveCount(0);
      expect(await page.evaluate(() => { const v = document.querySelector('video')!; return { muted: v.muted, volume: v.volume }; })).toEqual({ muted: false, volume: 0.8 });
      await expect(page.getByRole('button', { name: '静音' })).toBeVisible();
      await expectAdvancing(page);
      expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(false);
    });
  });

  test('[LR-3] mute toggles, the 0–100 slider sets the volume, and the volume is kept over a reload', async ({ page, player }) => {
    await openPlaying(page, player, { gesture: true });
    const video = () => page.evaluate(() => { const v = document.querySelector('video')!; return { muted: v.muted, volume: Math.round(v.volume * 100) }; });
    const slider = page.getByRole('slider', { name: '音量' });
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '100');
    await page.mouse.move(700, 300);
    await slider.fill('30');
    expect(await video()).toEqual({ muted: false, volume: 30 });
    expect(await page.evaluate(() => localStorage.getItem('playerVolume'))).toBe('30');
    await page.getByRole('button', { name: '静音' }).click();
    expect((await video()).muted).toBe(true);
    await expect(slider).toHaveValue('0');
    await page.getByRole('button', { name: '取消静音' }).click();
    expect(await video()).toEqual({ muted: false, volume: 30 });
    await expect(slider).toHaveValue('30');
    await slider.fill('0');
    expect((await video()).muted).toBe(true);
    await expect(page.getByRole('button', { name: '取消静音' })).toBeVisible();
    await slider.fill('65');
    await page.reload();
    await page.getByRole('button', { name: '开始' }).click();
    await expect(page.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'playing', { timeout: PLAY_TIMEOUT });
    await expect(page.getByRole('slider', { name: '音量' })).toHaveValue('65');
    expect(await video()).toEqual({ muted: false, volume: 65 });
  });

  test('[LR-3] controls hide 3 s after the last pointer movement and come back when it moves', async ({ page, player }) => {
    await openPlaying(page, player, { gesture: true });
    const root = page.locator('[data-player-state]');
    await page.mouse.move(600, 250);
    await page.mouse.move(650, 260);
    await expect(root).toHaveAttribute('data-controls', 'shown');
    await expect(root).toHaveAttribute('data-controls', 'hidden', { timeout: 10_000 });
    const { moves, log } = await page.evaluate(() => ({ moves: window.pointerMoves, log: window.controlsLog }));
    const hiddenAt = log.findLast((entry) => entry.state === 'hidden')!.at;
    const lastMove = moves.filter((at) => at < hiddenAt).at(-1)!;
    expect(hiddenAt - lastMove).toBeGreaterThanOrEqual(3000);
    expect(hiddenAt - lastMove).toBeLessThan(4500); // timer noise on a shared machine
    // Faded out (opacity 0, no pointer events): both bars say so, and the cursor goes with them.
    await expect(page.locator('[data-visible="false"]')).toHaveCount(2);
    expect(await root.evaluate((element) => getComputedStyle(element).cursor)).toBe('none');
    await page.mouse.move(700, 300);
    await expect(root).toHaveAttribute('data-controls', 'shown');
  });

  test('[LR-3] fullscreen: 全屏 puts the player in fullscreen, 退出全屏 leaves it', async ({ page, player }) => {
    await openPlaying(page, player, { gesture: true });
    await page.mouse.move(700, 300);
    await page.getByRole('button', { name: '全屏' }).click();
    await page.waitForFunction(() => document.fullscreenElement?.hasAttribute('data-player-state') === true);
    await page.mouse.move(700, 310);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);
    await expect(page.getByRole('button', { name: '全屏' })).toBeVisible();
  });

  for (const mode of ['close', 'hang'] as const) {
    test(`[LR-3] the stream stopping (${mode === 'close' ? 'connection closed' : 'connection open, nothing sent'}) shows 信号中断，正在重连… and playback recovers when it returns`, async ({ page, player }) => {
      const name = await openPlaying(page, player, { gesture: true });
      await expectAdvancing(page);
      const before = player.source.requests.get(name)!;
      await control(player, name, 'stop', mode);
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText('信号中断，正在重连…', { timeout: 15_000 });
      await expect(page.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'stalled');
      if (mode === 'close') {
        // It keeps trying while the stream is away (each try a 404).
        await expect.poll(() => player.source.requests.get(name)!, { timeout: 15_000 }).toBeGreaterThan(before + 1);
        await page.mouse.move(700, 300);
        await shot(page, 'live-player-stalled-1440');
      }
      await control(player, name, 'resume');
      await expect(page.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'playing', { timeout: 40_000 });
      await expect(alert).toHaveCount(0);
      await expectAdvancing(page);
    });
  }

  test('[LR-3] plays a stream without sound (video-only FLV, as an anchor may push)', async ({ page, player }) => {
    await page.goto(playerUrl(player.url, { kind: 'flv', url: `/live/silent-${streamName()}.flv` }, '&gesture=1'));
    await page.getByRole('button', { name: '开始' }).click();
    await expect(page.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'playing', { timeout: PLAY_TIMEOUT });
    await expectAdvancing(page, 1);
  });

  test('[LR-3] off states: 主播暂未开播, 演示视频未开启, and loading before the room answers', async ({ page, player }) => {
    const scripts: string[] = [];
    page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname); });
    await page.goto(playerUrl(player.url, { kind: 'off', reason: 'not-live' }));
    const status = page.locator('[data-player-state]').getByRole('status');
    await expect(status).toHaveText('主播暂未开播');
    await expect(page.locator('video')).toHaveCount(0);
    await shot(page, 'live-player-off-not-live-1440');
    await page.goto(playerUrl(player.url, { kind: 'off', reason: 'demo-off' }));
    await expect(status).toHaveText('演示视频未开启');
    await shot(page, 'live-player-off-demo-off-1440');
    await page.goto(playerUrl(player.url, null));
    await expect(status).toHaveText('加载中…');
    // No provider's code is fetched for a player with nothing to play.
    expect(scripts.filter((path) => /provider|agora|mpegts/i.test(path))).toEqual([]);
  });
});
