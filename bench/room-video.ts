// `npm run bench -- room`, the video part (issue #14): our RTMP ingest → HTTP-FLV → mpegts.js in headless Chromium,
// on the demo test card the server pushes with ffmpeg. Two figures, each next to its anchors from the same run:
//   first frame   — from the player's creation to the first video frame presented (requestVideoFrameCallback):
//                   cold (the request starts the demo room's ffmpeg and waits for its first keyframe) and warm
//                   (a new viewer of a room already live: the GOP cache gives it a keyframe at once);
//   glass-to-glass — the card's burned-in wall clock (server/media/clock-bar.ts, stamped as Node hands the frame to
//                   ffmpeg) read from each presented frame through a canvas, against the page's Date.now().
// Anchors: ffmpeg decoding the same /live stream (-fflags nobuffer; its first frame and its clock-bar latency), and
// Agora's documented audience latency (not measurable here: no account) — see bench/README.md for the source.
// Targets: first frame ≤ 2 s (warm), latency ≤ 3 s (p50 and p95).
// `--smoke` (bench/options.ts): 1 s windows and one warm viewer, so the demo card's ffmpeg runs a few seconds.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveState, Room } from '../engine/core/model';
import { EMPTY_STATE } from '../engine/core/model';
import { buildApp } from '../server/app';
import { readClockBar } from '../server/media/clock-bar';
import { MEDIA_DEFAULTS } from '../server/media/media-config';
import { MediaRuntime } from '../server/media/media-runtime';
import { CARD } from '../server/media/test-card';
import { launchChromium } from '../tests/e2e-engine/harness/chromium';
import { isSmoke, PreconditionError, verdict as mark, withDeadline } from './options';

const ROOM = 880_001;
/** A player's first frame within this, else the bench gives up (no video). */
const FIRST_FRAME_DEADLINE_MS = 30_000;
const TARGET = { firstFrameMs: 2_000, latencyMs: 3_000 } as const;
/** Agora's documented audience latency (bench/README.md "room — video" cites the page). */
const AGORA = { premiumMs: [400, 800], standardMs: [1_500, 2_000] } as const;

/** The player settings measured (what ui/components/live-player should use for live rooms). */
const LOW_LATENCY = { enableStashBuffer: false, liveBufferLatencyChasing: true, liveBufferLatencyMaxLatency: 1.5, liveBufferLatencyMinRemain: 0.3 };

const demoRoom: Room = {
  roomId: ROOM, roomName: '基准测试直播间', coverPicture: '', hxRoomId: '', notice: '', viewCount: 0, setCount: 0,
  anchor: { customId: 1, name: '基准', avatar: '', level: 1, identify: 0 }, sport: 'football', matchId: 0, living: true,
};
const STATE: LiveState = { ...EMPTY_STATE, rooms: { [ROOM]: demoRoom } };

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');
const verdict = (value: number, target: number) => mark(Number.isFinite(value) && value <= target);

/** The bench page: markup, mpegts.js's own dist file and a script file (the CSP allows no inline script). */
function writePage(dir: string): void {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>room video bench</title>'
    + `<video id="v" muted playsinline width="${CARD.width}" height="${CARD.height}"></video>`
    + '<script src="/mpegts.js"></script><script src="/bench-video.js"></script>');
  copyFileSync(join(import.meta.dirname, '../node_modules/mpegts.js/dist/mpegts.js'), join(dir, 'mpegts.js'));
  // The page decodes the clock bar with the server's own function (its source text: it closes over nothing).
  writeFileSync(join(dir, 'bench-video.js'), `'use strict';
const readClockBar = ${readClockBar.toString()};
const W = ${CARD.width}, H = ${CARD.height};
const video = document.getElementById('v');
const canvas = document.createElement('canvas');
canvas.width = W; canvas.height = H;
const ctx = canvas.getContext('2d', { willReadFrequently: true });
let player;
window.bench = { samples: [], undecoded: 0, sampling: false };
function onFrame() {
  if (window.bench.sampling) {
    const now = Date.now();
    ctx.drawImage(video, 0, 0, W, H);
    const px = ctx.getImageData(0, 0, 280, 48).data;
    const stamped = readClockBar((x, y) => px[(Math.floor(y) * 280 + Math.floor(x)) * 4]);
    if (stamped === undefined) window.bench.undecoded++;
    else window.bench.samples.push(now - stamped);
  }
  if (player) video.requestVideoFrameCallback(onFrame);
}
window.benchPlay = (url, config) => new Promise((resolve, reject) => {
  if (player) { player.destroy(); player = undefined; }
  const t0 = performance.now();
  player = mpegts.createPlayer({ type: 'flv', isLive: true, url }, config);
  player.on(mpegts.Events.ERROR, (type, detail) => reject(new Error(type + ': ' + detail)));
  player.attachMediaElement(video);
  player.load();
  video.requestVideoFrameCallback(() => {
    resolve(performance.now() - t0);
    video.requestVideoFrameCallback(onFrame);
  });
  video.play().catch(reject);
});
window.benchStop = () => { if (player) { player.destroy(); player = undefined; } };
`);
}

interface FfmpegAnchor {
  readonly firstFrameMs: number;
  readonly latencies: number[];
  readonly undecoded: number;
}

/** ffmpeg decoding the same stream, frames to grey bytes; each frame's clock bar against Node's clock on arrival. */
function ffmpegAnchor(url: string, seconds: number): Promise<FfmpegAnchor> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('ffmpeg', ['-v', 'error', '-fflags', 'nobuffer', '-i', url, '-t', String(seconds),
      '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], { stdio: ['ignore', 'pipe', 'inherit'] });
    // A stream that never comes: ffmpeg would wait on it; the anchor ends with what it has.
    const stop = setTimeout(() => child.kill('SIGKILL'), seconds * 1000 + FIRST_FRAME_DEADLINE_MS);
    const frameBytes = CARD.width * CARD.height;
    let buf = Buffer.alloc(0);
    let firstFrameMs = NaN;
    const latencies: number[] = [];
    let undecoded = 0;
    child.stdout.on('data', (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      while (buf.length >= frameBytes) {
        const frame = buf.subarray(0, frameBytes);
        buf = buf.subarray(frameBytes);
        if (Number.isNaN(firstFrameMs)) firstFrameMs = performance.now() - started;
        const stamped = readClockBar((x, y) => frame[Math.floor(y) * CARD.width + Math.floor(x)]!);
        if (stamped === undefined) undecoded++;
        else latencies.push(Date.now() - stamped);
      }
    });
    child.on('error', (err) => { clearTimeout(stop); reject(err); });
    child.on('exit', () => { clearTimeout(stop); resolve({ firstFrameMs, latencies, undecoded }); });
  });
}

export async function roomVideo(args: string[]): Promise<Record<string, unknown>> {
  const smoke = isSmoke(args);
  const warmViewers = smoke ? 1 : 5;
  const seconds = Number(option(args, 'seconds') ?? (smoke ? 1 : 15));
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--seconds must be a positive number, got '${option(args, 'seconds')}'`);
  const dir = mkdtempSync(join(tmpdir(), 'room-video-bench-'));
  writePage(dir);
  const log = { info: () => undefined, warn: (l: string) => console.log(`  (server) ${l}`) };
  const media = await MediaRuntime.start({
    config: { ...MEDIA_DEFAULTS, rtmpPort: 0, demoVideoMax: 1 }, host: '127.0.0.1', state: () => STATE, feedNow: Date.now, log,
  });
  if (!media.demo.on) {
    await media.stop();
    throw new PreconditionError('the room video bench needs ffmpeg on PATH (tests/setup-system.sh)');
  }
  const app = await buildApp({ state: () => STATE, feedNow: Date.now, distDir: dir, media });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const url = `/live/${ROOM}.flv`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/index.html`);
    const play = (config: object) => withDeadline(
      page.evaluate(([u, c]) => (window as unknown as { benchPlay(u: string, c: object): Promise<number> }).benchPlay(u, c), [url, config] as const),
      FIRST_FRAME_DEADLINE_MS, `room video: the player's first frame of ${url}`,
    );
    // Cold: nobody watches, the request starts the demo room's ffmpeg.
    const coldMs = await play(LOW_LATENCY);
    // Glass-to-glass over the sampling window.
    await page.evaluate(() => { (window as unknown as { bench: { sampling: boolean } }).bench.sampling = true; });
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const sampled = await page.evaluate(() => {
      const b = (window as unknown as { bench: { sampling: boolean; samples: number[]; undecoded: number } }).bench;
      b.sampling = false;
      return { samples: b.samples, undecoded: b.undecoded };
    });
    const shot = option(args, 'shot');
    if (shot) await page.screenshot({ path: shot });
    // Warm: new viewers of the live room (player destroyed and made again), five times.
    const warm: number[] = [];
    for (let i = 0; i < warmViewers; i++) warm.push(await play(LOW_LATENCY));
    // The local anchor, same stream, while the browser keeps it watched (and the pusher running).
    const anchor = await ffmpegAnchor(`${base}${url}`, seconds);
    await page.evaluate(() => (window as unknown as { benchStop(): void }).benchStop());

    const lat = sampled.samples;
    const figures = {
      firstFrame: { coldMs, warmP50Ms: quantile(warm, 0.5), warmMaxMs: Math.max(...warm), ffmpegMs: anchor.firstFrameMs },
      latency: {
        frames: lat.length, undecoded: sampled.undecoded, p50Ms: quantile(lat, 0.5), p95Ms: quantile(lat, 0.95), maxMs: Math.max(...lat),
        ffmpegP50Ms: quantile(anchor.latencies, 0.5), ffmpegP95Ms: quantile(anchor.latencies, 0.95), ffmpegFrames: anchor.latencies.length,
        agoraPremiumMs: AGORA.premiumMs, agoraStandardMs: AGORA.standardMs,
      },
      player: LOW_LATENCY,
      targets: {
        firstFrame: verdict(quantile(warm, 0.5), TARGET.firstFrameMs),
        latency: verdict(quantile(lat, 0.95), TARGET.latencyMs),
      },
    };
    const f = figures;
    console.log(`video: demo test card ${CARD.width}×${CARD.height} ${CARD.fps} fps, GOP 1 s, libx264 ultrafast zerolatency → our RTMP ingest → `
      + `HTTP-FLV ${url} → mpegts.js ${JSON.stringify(LOW_LATENCY)} in headless Chromium; ${seconds} s windows`);
    console.log(`first frame (player created → first frame presented):`);
    console.log(`  warm (room live, GOP cache)   p50 ${ms(f.firstFrame.warmP50Ms)}, max ${ms(f.firstFrame.warmMaxMs)} of ${warmViewers}   target ≤ ${TARGET.firstFrameMs} ms: ${f.targets.firstFrame}`);
    console.log(`  cold (demo ffmpeg started)    ${ms(f.firstFrame.coldMs)}`);
    console.log(`  anchor: ffmpeg -fflags nobuffer, spawn → first decoded frame  ${ms(f.firstFrame.ffmpegMs)}`);
    console.log(`glass-to-glass (burned-in clock as Node writes the frame → frame presented in the page):`);
    console.log(`  Chromium + mpegts.js   p50 ${ms(f.latency.p50Ms)}, p95 ${ms(f.latency.p95Ms)}, max ${ms(f.latency.maxMs)} over ${f.latency.frames} frames `
      + `(${f.latency.undecoded} unreadable)   target p95 ≤ ${TARGET.latencyMs} ms: ${f.targets.latency}`);
    console.log(`  anchor: ffmpeg decode  p50 ${ms(f.latency.ffmpegP50Ms)}, p95 ${ms(f.latency.ffmpegP95Ms)} over ${f.latency.ffmpegFrames} frames (no display buffer: the path's floor)`);
    console.log(`  anchor: Agora documented audience latency ${AGORA.premiumMs.join('–')} ms (Premium), ${AGORA.standardMs.join('–')} ms (Standard) — not measured (no account)`);
    return figures;
  } finally {
    await browser.close();
    await media.stop();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
