// A demo room's video end to end (issue #14 "Video"): on a server of this file's own with the demo video on, a
// viewer opens a live room of the replayed day; the server's ffmpeg pushes the room's test card into our RTMP
// ingest and the page plays it as HTTP-FLV through mpegts.js: the player says playing, the video's currentTime
// advances, and a sampled frame is a picture (many colours), not a black or blank one [LR-3].
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, saveScreenshot, test } from './fixtures';
import { buildRoomFixture, ROOM } from './room-fixture';
import type { RunningServer } from './server-process';
import { startServer } from './server-process';
import { suiteStart } from './suite-time';

test.describe.configure({ mode: 'serial' });
let server: RunningServer | undefined;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run with `npx playwright test`');
  dir = mkdtempSync(join(tmpdir(), 'qiusai-e2e-video-'));
  const fixture = buildRoomFixture(dir, suiteStart(), 60_000, 5);
  server = await startServer({
    distDir, env: { FEED: 'replay', FIXTURE: fixture.file, FEED_SPEED: '1', FEED_LOOP: 'false', DATA_DIR: dir, DEMO_VIDEO: 'on', DEMO_VIDEO_MAX: '1' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('[LR-3] a viewer opens a demo room and its test card plays: time advances and the frame is a picture', async ({ page }) => {
  await page.goto(`${server!.url}/liveRoom?roomId=${ROOM.basketball}`);
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-room-state', 'live', { timeout: 15_000 });
  const player = page.locator('[data-region="player"] [data-player-state]');
  await expect(player).toHaveAttribute('data-player-state', 'playing', { timeout: 20_000 });
  const video = page.locator('[data-region="player"] video');
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.waitForFunction((t) => (document.querySelector('[data-region="player"] video') as HTMLVideoElement).currentTime > t + 1, t0);
  const colours = await video.evaluate((v: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(v, 0, 0, 64, 36);
    const data = ctx.getImageData(0, 0, 64, 36).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add((data[i] >> 4) << 8 | (data[i + 1] >> 4) << 4 | (data[i + 2] >> 4));
    return seen.size;
  });
  expect(colours).toBeGreaterThan(8);
  await saveScreenshot(page, 'live-room-video-1440');
});
