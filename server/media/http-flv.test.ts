// The viewer side of HTTP-FLV without sockets: framing, rebased timestamps, the slow-viewer cap, and what a viewer
// joining mid-stream gets from the hub's GOP cache.
import { describe, expect, it } from 'vitest';
import type { FlvTag } from './flv';
import { FlvParser, TAG, isKeyframe } from './flv';
import { FlvViewerStream } from './http-flv';
import { StreamHub } from './stream-hub';

const avcHeader = Buffer.from([0x17, 0, 0, 0, 0, 1, 2, 3]);
const aacHeader = Buffer.from([0xaf, 0, 0x12, 0x10]);
const key = (n: number) => Buffer.from([0x17, 1, 0, 0, 0, n]);
const inter = (n: number) => Buffer.from([0x27, 1, 0, 0, 0, n]);
const audio = (n: number) => Buffer.from([0xaf, 1, n]);

function collect(viewer: FlvViewerStream): () => FlvTag[] {
  const parser = new FlvParser();
  const tags: FlvTag[] = [];
  viewer.out.on('data', (d: Buffer) => tags.push(...parser.push(d)));
  return () => tags;
}

describe('HTTP-FLV viewers', () => {
  it('a viewer joining mid-GOP gets metadata, sequence headers, then the cached GOP from its keyframe, rebased to 0', async () => {
    const hub = new StreamHub(undefined);
    const pub = hub.publish(5)!;
    pub.metadata(Buffer.from([2, 0, 1, 0x41]));
    pub.media(TAG.video, 1000, avcHeader);
    pub.media(TAG.audio, 1000, aacHeader);
    pub.media(TAG.video, 1000, key(1));
    pub.media(TAG.video, 1040, inter(2));
    pub.media(TAG.video, 2000, key(3)); // a new GOP: the cache starts here
    pub.media(TAG.audio, 2010, audio(4));
    pub.media(TAG.video, 2040, inter(5));
    const viewer = new FlvViewerStream(true, true, 1 << 20, () => undefined);
    const tags = collect(viewer);
    hub.subscribe(5, viewer);
    pub.media(TAG.video, 2080, inter(6));
    pub.end();
    await new Promise((r) => viewer.out.on('end', r));
    expect(tags().map((t) => [t.type, t.timestamp, t.data.at(-1)])).toEqual([
      [TAG.script, 0, 0x41], [TAG.video, 0, 3], [TAG.audio, 0, 0x10],
      [TAG.video, 0, 3], [TAG.audio, 10, 4], [TAG.video, 40, 5], [TAG.video, 80, 6],
    ]);
  });

  it('a viewer joining before any keyframe gets no video until one comes', () => {
    const hub = new StreamHub(undefined);
    const pub = hub.publish(6)!;
    pub.media(TAG.video, 0, avcHeader);
    const got: FlvTag[] = [];
    hub.subscribe(6, { tag: (t) => got.push(t), end: () => undefined });
    pub.media(TAG.video, 40, inter(1));
    pub.media(TAG.video, 80, key(2));
    pub.media(TAG.video, 120, inter(3));
    const frames = got.filter((t) => t.data[1] === 1);
    expect(isKeyframe(frames[0]!.data)).toBe(true);
    expect(frames.map((t) => t.data.at(-1))).toEqual([2, 3]);
  });

  it('a viewer that does not read is dropped once its backlog passes the cap, and unsubscribed', () => {
    const hub = new StreamHub(undefined);
    const pub = hub.publish(7)!;
    pub.media(TAG.video, 0, key(0));
    let dropped = 0;
    const viewer = new FlvViewerStream(false, true, 64 * 1024, (backlog) => {
      dropped = backlog;
      unsubscribe();
    });
    const unsubscribe = hub.subscribe(7, viewer)!;
    viewer.joined();
    expect(hub.viewerCount(7)).toBe(1);
    // Nobody reads viewer.out (a stalled socket): 4 KB frames pile up.
    for (let i = 1; i < 40 && dropped === 0; i++) pub.media(TAG.video, i * 40, Buffer.concat([inter(i), Buffer.alloc(4096)]));
    expect(dropped).toBeGreaterThan(64 * 1024);
    expect(viewer.out.destroyed).toBe(true);
    expect(hub.viewerCount(7)).toBe(0);
  });

  it('the joining burst (a GOP cache bigger than the cap) does not count against the cap; what piles up after it does', () => {
    const hub = new StreamHub(undefined);
    const pub = hub.publish(9)!;
    pub.media(TAG.video, 0, key(0));
    for (let i = 1; i < 40; i++) pub.media(TAG.video, i * 40, Buffer.concat([inter(i), Buffer.alloc(4096)]));
    let dropped = false;
    const viewer = new FlvViewerStream(false, true, 64 * 1024, () => { dropped = true; });
    hub.subscribe(9, viewer);
    viewer.joined();
    expect(viewer.backlog).toBeGreaterThan(64 * 1024);
    expect(dropped).toBe(false);
    for (let i = 40; i < 80 && !dropped; i++) pub.media(TAG.video, i * 40, Buffer.concat([inter(i), Buffer.alloc(4096)]));
    expect(dropped).toBe(true);
  });

  it('one publisher per room; the room frees when it ends, and the lifecycle hears of both', () => {
    const events: string[] = [];
    const hub = new StreamHub({ published: (r) => events.push(`+${r}`), unpublished: (r) => events.push(`-${r}`) });
    const a = hub.publish(8)!;
    expect(hub.publish(8)).toBeUndefined();
    a.media(TAG.video, 0, key(0));
    a.end();
    expect(hub.publish(8)).toBeDefined();
    expect(events).toEqual(['+8', '-8']);
  });
});
