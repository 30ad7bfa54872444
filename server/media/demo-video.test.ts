// Demo rooms' video with real ffmpeg: started by the first viewer, the request waiting for its first keyframe;
// stopped when nobody watches; capped; off without ffmpeg. The burned-in clock survives the encoder.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { LiveState, Match, Room } from '../../engine/core/model';
import { EMPTY_STATE } from '../../engine/core/model';
import { DEFAULTS } from '../config';
import { startRuntime } from '../runtime';
import { ManualSource } from '../test-support/manual-source';
import { readClockBar } from './clock-bar';
import { decodeAmf0 } from './amf0';
import { TAG, isKeyframe } from './flv';
import type { MediaConfig } from './media-config';
import { MEDIA_DEFAULTS } from './media-config';
import { MediaRuntime } from './media-runtime';
import { pushTestPattern, readFlv, videoTags } from './test-support/ffmpeg';

const room = (roomId: number, living: boolean): Room => ({
  roomId, roomName: `测试直播间 ${roomId}`, coverPicture: '', hxRoomId: '', notice: '', viewCount: 0, setCount: 0,
  anchor: { customId: 1, name: '主播', avatar: '', level: 1, identify: 0 }, sport: 'football', matchId: 1, living,
});
const STATE: LiveState = { ...EMPTY_STATE, rooms: { 5: room(5, true), 6: room(6, true), 7: room(7, false) } };
let state: LiveState = STATE;

const lines: string[] = [];
const log = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) };
let media: MediaRuntime | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  state = STATE;
  await media?.stop();
  await app?.close();
  media = undefined;
  app = undefined;
});

async function start(config: Partial<MediaConfig>, idleMs = 30_000): Promise<{ media: MediaRuntime; base: string }> {
  media = await MediaRuntime.start({
    config: { ...MEDIA_DEFAULTS, rtmpPort: 0, ...config }, host: '127.0.0.1', state: () => state, feedNow: Date.now, log,
    options: { limits: { demoIdleMs: idleMs, firstKeyframeTimeoutMs: 15_000 } },
  });
  app = Fastify();
  media.routes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { media, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** ffmpeg decodes the stream's first picture to grey bytes (640×360). */
function firstPicture(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-v', 'error', '-i', url, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const parts: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => parts.push(d));
    child.on('exit', (code) => (code === 0 ? resolve(Buffer.concat(parts)) : reject(new Error(`ffmpeg ${code}`))));
  });
}

describe('demo video', () => {
  it('the first viewer of a demo room starts its test card; the request waits for the first keyframe; idle stops it', async () => {
    const { media, base } = await start({ demoVideoMax: 2 }, 1_500);
    expect(media.playbackFor(5)).toEqual({ kind: 'flv', url: '/live/5.flv' });
    expect(media.demo.rooms()).toEqual([]);
    const read = await readFlv(`${base}/live/5.flv`, (tags) => videoTags(tags).length >= 30);
    expect(read.status).toBe(200);
    const frames = videoTags(read.tags);
    expect(isKeyframe(frames[0]!.data)).toBe(true);
    expect(media.demo.rooms()).toEqual([5]);
    const pid = media.demo.pid(5)!;
    expect(alive(pid)).toBe(true);
    // The viewer left: after the idle time the pusher stops and ffmpeg is gone.
    await expect.poll(() => media.demo.rooms(), { timeout: 10_000, interval: 100 }).toEqual([]);
    await expect.poll(() => alive(pid), { timeout: 5_000, interval: 100 }).toBe(false);
    await expect.poll(() => media.hub.isPublishing(5), { timeout: 5_000, interval: 100 }).toBe(false);
  });

  it('the card carries a wall clock a decoder reads back (burned-in, for glass-to-glass latency)', async () => {
    const { base } = await start({});
    const before = Date.now();
    const picture = await firstPicture(`${base}/live/6.flv`);
    const stamped = readClockBar((x, y) => picture[Math.floor(y) * 640 + Math.floor(x)]!);
    expect(stamped).toBeDefined();
    expect(stamped!).toBeGreaterThanOrEqual(before - 1_000);
    expect(stamped!).toBeLessThanOrEqual(Date.now());
  });

  it("the card's text follows the feed: a goal rewrites the file ffmpeg draws from", async () => {
    const match = { id: 1, sport: 'football', competitionId: 0, homeTeamId: 10, awayTeamId: 11, statusId: 2, matchTime: 0,
      goingTime: Math.floor(Date.now() / 1000) - 600, homeScores: [0, 0, 0, 0, 0], awayScores: [0, 0, 0, 0, 0], ncaa: false, clockSeconds: 0 } as unknown as Match;
    const teams = { 10: { id: 10, name: '主队甲', logo: '', position: 0 }, 11: { id: 11, name: '客队乙', logo: '', position: 0 } };
    state = { ...STATE, football: { ...STATE.football, matches: { 1: match }, teams } };
    const { media, base } = await start({});
    await readFlv(`${base}/live/5.flv`, (tags) => videoTags(tags).length >= 1);
    const file = media.demo.textFile(5)!;
    expect(readFileSync(file, 'utf8')).toContain('主队甲  0 - 0  客队乙');
    state = { ...state, football: { ...state.football, matches: { 1: { ...match, homeScores: [1, 0, 0, 0, 0] } } } };
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 5_000, interval: 100 }).toContain('主队甲  1 - 0  客队乙');
  });

  it('at most DEMO_VIDEO_MAX demo rooms push at once: the next one answers 503 limitReached', async () => {
    const { media, base } = await start({ demoVideoMax: 1 });
    const watching = readFlv(`${base}/live/5.flv`, (tags) => videoTags(tags).length >= 1);
    await watching;
    const busy = await readFlv(`${base}/live/6.flv`, () => true);
    expect(busy.status).toBe(503);
    expect(JSON.parse(busy.text)).toMatchObject({ code: 40009 });
    expect(media.demo.rooms()).toEqual([5]);
  });

  it("an anchor's own stream replaces the room's demo test card instead of being refused", async () => {
    const { media, base } = await start({});
    media.setAuthorizer({ authorize: async (_app, name) => (name === '5-anchorsecret' ? { roomId: 5 } : null) });
    await readFlv(`${base}/live/5.flv`, (tags) => videoTags(tags).length >= 1);
    expect(media.demo.rooms()).toEqual([5]);
    const anchor = pushTestPattern(`${media.pushUrl}/5-anchorsecret`, 20);
    try {
      await expect.poll(() => media.demo.rooms(), { timeout: 10_000, interval: 100 }).toEqual([]);
      // The card's connection may still be closing when the anchor's grant stops it: the room serves the anchor's
      // stream (320×180), not the card (640×360), once the card has gone.
      await expect.poll(async () => {
        const read = await readFlv(`${base}/live/5.flv`, (tags) => videoTags(tags).length >= 5);
        const script = read.tags.find((t) => t.type === TAG.script);
        return script ? (decodeAmf0(script.data)[1] as { width: number }).width : 0;
      }, { timeout: 15_000, interval: 200 }).toBe(320);
      expect(lines.some((l) => l.includes('demo video 5: an anchor publishes, stopping the test card'))).toBe(true);
    } finally {
      await anchor.stop();
    }
  });

  it('a room that is not live in the feed is not a demo room: not-live, 404', async () => {
    const { media, base } = await start({});
    expect(media.playbackFor(7)).toEqual({ kind: 'off', reason: 'not-live' });
    expect((await readFlv(`${base}/live/7.flv`, () => true)).status).toBe(404);
    expect(media.demo.rooms()).toEqual([]);
  });

  it('without ffmpeg, or with DEMO_VIDEO=off, demo rooms answer demo-off and nothing is started', async () => {
    const { media, base } = await start({ ffmpegPath: '/nonexistent/ffmpeg' });
    expect(media.demo.on).toBe(false);
    expect(media.playbackFor(5)).toEqual({ kind: 'off', reason: 'demo-off' });
    expect((await readFlv(`${base}/live/5.flv`, () => true)).status).toBe(404);
    expect(lines.some((l) => l.includes("demo video off: '/nonexistent/ffmpeg -version' did not run"))).toBe(true);
    await media.stop();
    await app!.close();
    const off = await start({ demoVideo: false });
    expect(off.media.playbackFor(5)).toEqual({ kind: 'off', reason: 'demo-off' });
  });

  it('the server runtime starts the video part when asked, serves /live and kills its ffmpeg children on stop', async () => {
    const runtime = await startRuntime({ ...DEFAULTS, port: 0, host: '127.0.0.1', distDir: '.no-ui', media: { ...MEDIA_DEFAULTS, rtmpPort: 0 } },
      { source: new ManualSource(), media: { isDemoRoom: (id) => id === 11 } });
    let pid: number | undefined;
    try {
      expect(runtime.media!.rtmpPort).toBeGreaterThan(0);
      const read = await readFlv(`${runtime.url}/live/11.flv`, (tags) => videoTags(tags).length >= 1);
      expect(read.status).toBe(200);
      expect(runtime.media!.demo.rooms()).toEqual([11]);
      pid = runtime.media!.demo.pid(11);
      expect(alive(pid!)).toBe(true);
    } finally {
      await runtime.stop();
    }
    expect(runtime.media!.demo.rooms()).toEqual([]);
    expect(alive(pid!)).toBe(false);
  });
});
