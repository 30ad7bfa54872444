// The RTMP ingest and HTTP-FLV route end to end with real ffmpeg (issue #14 "Video"): an encoder publishes, a
// viewer plays, bad keys and bad bytes are refused without touching anyone else.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EMPTY_STATE } from '../../engine/core/model';
import { buildApp } from '../app';
import { TAG, isAacSequenceHeader, isAvcSequenceHeader, isKeyframe } from './flv';
import { MEDIA_DEFAULTS } from './media-config';
import { MediaRuntime } from './media-runtime';
import type { StreamLifecycle } from './stream-ports';
import { keyframes, pushTestPattern, readFlv, videoTags } from './test-support/ffmpeg';
import type { Push } from './test-support/ffmpeg';

const lines: string[] = [];
const log = { info: (l: string) => lines.push(l), warn: (l: string) => lines.push(l) };
const events: string[] = [];
const lifecycle: StreamLifecycle = { published: (r) => events.push(`published ${r}`), unpublished: (r) => events.push(`unpublished ${r}`) };

let media: MediaRuntime;
let app: FastifyInstance;
let base: string;
const pushes: Push[] = [];

/** An anchor's key: room 42 with secret 'obs-secret' (the anchors' module would decide this). */
const anchorAuthorizer = { authorize: async (app: string, name: string) => (app === 'live' && name === '42-obssecret' ? { roomId: 42 } : null) };

beforeAll(async () => {
  media = await MediaRuntime.start({
    config: { ...MEDIA_DEFAULTS, rtmpPort: 0, demoVideo: false }, host: '127.0.0.1', state: () => EMPTY_STATE, feedNow: Date.now, log,
    options: { authorizer: anchorAuthorizer, lifecycle, limits: { maxViewerBacklogBytes: 256 * 1024, maxViewersPerAddress: 3 } },
  });
  // The whole app: security headers and compression must leave the stream alone.
  app = await buildApp({ state: () => EMPTY_STATE, feedNow: Date.now, distDir: '.no-ui', media });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(pushes.map((p) => p.stop()));
  await media?.stop();
  await app?.close();
});

function push(key: string, seconds = 30): Push {
  const p = pushTestPattern(`${media.pushUrl}/${key}`, seconds);
  pushes.push(p);
  return p;
}

async function waitLive(roomId: number): Promise<void> {
  expect(await media.hub.waitForKeyframe(roomId, 15_000)).toBe(true);
}

describe('RTMP ingest → HTTP-FLV', () => {
  it('ffmpeg publishes with the internal key; a viewer gets metadata, sequence headers, a keyframe first and video with increasing timestamps', async () => {
    push(media.internalKey(7));
    await waitLive(7);
    expect(events).toContain('published 7');
    expect(media.playbackFor(7)).toEqual({ kind: 'flv', url: '/live/7.flv' });
    const read = await readFlv(`${base}/live/7.flv`, (tags) => videoTags(tags).length >= 50, 20_000, { 'accept-encoding': 'br, gzip' });
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('video/x-flv');
    expect(read.headers['content-encoding']).toBeUndefined(); // compression does not touch (or hold) the stream
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers['content-security-policy']).toContain("connect-src 'self'"); // the security headers still apply
    const { tags } = read;
    expect(tags[0]!.type).toBe(TAG.script);
    const firstVideo = tags.findIndex((t) => t.type === TAG.video);
    expect(isAvcSequenceHeader(tags[firstVideo]!.data)).toBe(true);
    expect(tags.some((t) => t.type === TAG.audio && isAacSequenceHeader(t.data))).toBe(true);
    const frames = videoTags(tags);
    expect(isKeyframe(frames[0]!.data)).toBe(true);
    expect(frames[0]!.timestamp).toBeLessThan(100); // rebased for this viewer
    for (let i = 1; i < frames.length; i++) expect(frames[i]!.timestamp).toBeGreaterThan(frames[i - 1]!.timestamp);
    expect(frames.at(-1)!.timestamp - frames[0]!.timestamp).toBeGreaterThanOrEqual(49 * 40 - 1);
  });

  it('an anchor key the registered authorizer grants publishes to its room; the stream ends for viewers when it stops', async () => {
    const p = push('42-obssecret', 3);
    await waitLive(42);
    const read = await readFlv(`${base}/live/42.flv`, () => false, 20_000);
    expect(read.ended).toBe(true);
    expect(keyframes(read.tags).length).toBeGreaterThan(0);
    expect((await p.exited).code).toBe(0);
    expect(events).toEqual(expect.arrayContaining(['published 42', 'unpublished 42']));
    expect(media.playbackFor(42)).toEqual({ kind: 'off', reason: 'not-live' });
  });

  it('a bad stream key is refused (NetStream.Publish.BadName) and the room does not play', async () => {
    const p = push('43-guessed', 5);
    const { code, stderr } = await p.exited;
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/BadName|refused|error/i);
    expect(lines.some((l) => l.includes('publish refused: stream key refused'))).toBe(true);
    const read = await readFlv(`${base}/live/43.flv`, () => true);
    expect(read.status).toBe(404);
    expect(JSON.parse(read.text)).toMatchObject({ code: 40007, data: null });
  });

  it('a second publisher to a room is refused while the first goes on', async () => {
    push(media.internalKey(8));
    await waitLive(8);
    const second = push(media.internalKey(8), 5);
    expect((await second.exited).code).not.toBe(0);
    expect(lines.some((l) => l.includes('room 8 already has a publisher'))).toBe(true);
    const read = await readFlv(`${base}/live/8.flv`, (tags) => videoTags(tags).length >= 10);
    expect(videoTags(read.tags).length).toBeGreaterThanOrEqual(10);
  });

  it('malformed bytes on the RTMP port close that socket only; the live room keeps playing', async () => {
    push(media.internalKey(9));
    await waitLive(9);
    const closed = await new Promise<boolean>((resolve) => {
      const s = connect(media.rtmpPort, '127.0.0.1', () => s.write(Buffer.concat([Buffer.from('GET / HTTP/1.1\r\n\r\n'), Buffer.alloc(3000, 0x41)])));
      s.on('close', () => resolve(true));
      s.on('error', () => undefined);
      s.resume();
    });
    expect(closed).toBe(true);
    expect(lines.some((l) => /closed, handshake: version 71/.test(l))).toBe(true);
    // After a valid handshake, garbage chunks: closed with the reader's reason.
    const closedAfterHandshake = await new Promise<boolean>((resolve) => {
      const s = connect(media.rtmpPort, '127.0.0.1', () => {
        s.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536), Buffer.alloc(1536)]));
        s.write(Buffer.from([0xc5, 0xff, 0xff, 0xff]));
      });
      s.on('close', () => resolve(true));
      s.on('error', () => undefined);
      s.resume();
    });
    expect(closedAfterHandshake).toBe(true);
    expect(lines.some((l) => l.includes('starts with fmt 3'))).toBe(true);
    const read = await readFlv(`${base}/live/9.flv`, (tags) => videoTags(tags).length >= 10);
    expect(videoTags(read.tags).length).toBeGreaterThanOrEqual(10);
  });

  it('one address holds at most maxViewersPerAddress streams; the next is refused with 429 rateLimited until one closes', async () => {
    push(media.internalKey(11));
    await waitLive(11);
    const { get } = await import('node:http');
    const open = await Promise.all([0, 1, 2].map(() => new Promise<import('node:http').IncomingMessage>((resolve) => get(`${base}/live/11.flv`, resolve))));
    expect(open.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const refused = await readFlv(`${base}/live/11.flv`, () => true);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 4000 });
    open[0]!.destroy();
    await expect.poll(async () => (await readFlv(`${base}/live/11.flv`, () => true)).status, { timeout: 5_000, interval: 100 }).toBe(200);
    for (const r of open) r.destroy();
  });

  it('a taken RTMP_PORT fails the start with a clear reason (never process.exit)', async () => {
    await expect(MediaRuntime.start({
      config: { ...MEDIA_DEFAULTS, rtmpPort: media.rtmpPort, demoVideo: false }, host: '127.0.0.1', state: () => EMPTY_STATE, feedNow: Date.now, log,
    })).rejects.toThrow(`RTMP_PORT ${media.rtmpPort} on 127.0.0.1 is in use`);
  });

  it('404 with the notFound code for a room nobody streams, and for a path that is not /live/<roomId>.flv', async () => {
    for (const path of ['/live/999.flv', '/live/abc.flv', '/live/999']) {
      const read = await readFlv(`${base}${path}`, () => true);
      expect(read.status).toBe(404);
      expect(JSON.parse(read.text)).toMatchObject({ code: 40007 });
    }
  });
});
