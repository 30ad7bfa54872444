import { describe, expect, it } from 'vitest';
import type { BusFrame } from './frame-bus';
import { FrameRing } from './frame-ring';

const frame = (stream: string, seq: number, size = 10): BusFrame => ({ stream, seq, bytes: new Uint8Array(size) });
const seqs = (fs: readonly BusFrame[] | undefined) => fs?.map((f) => `${f.stream}:${f.seq}`);
const LOTS = { maxFrames: 1_000_000, maxBytes: 1e12, maxAgeMs: Infinity };

describe('frame ring', () => {
  it('keeps the newest frames within its frame, byte and age limits; positions keep counting', () => {
    let now = 0;
    const byCount = new FrameRing({ ...LOTS, maxFrames: 3 }, () => now);
    byCount.push([1, 2, 3, 4, 5].map((n) => frame('a', n)));
    expect([byCount.start, byCount.end, byCount.size]).toEqual([2, 5, 3]);
    expect(byCount.oldestSeq('a')).toBe(3);
    const byBytes = new FrameRing({ ...LOTS, maxBytes: 25 }, () => now);
    byBytes.push([1, 2, 3].map((n) => frame('a', n)));
    expect([byBytes.oldestSeq('a'), byBytes.heldBytes]).toEqual([2, 20]);
    const byAge = new FrameRing({ ...LOTS, maxAgeMs: 1000 }, () => now);
    byAge.push([frame('a', 1)]);
    now = 600;
    byAge.push([frame('a', 2)]);
    now = 1200;
    expect(byAge.oldestSeq('a')).toBe(2);
  });

  it('finds where a reader of (stream, seq) starts, and whole ranges only', () => {
    const ring = new FrameRing(LOTS, () => 0);
    ring.push([frame('a', 1), frame('a', 2), frame('a', 3), frame('b', 1), frame('b', 2)]);
    expect(ring.positionOf('a', 2)).toBe(1);
    expect(ring.positionOf('a', 9)).toBe(3); // past a's last frame: b's come next
    expect(ring.positionOf('b', 1)).toBe(3);
    expect(ring.positionOf('c', 1)).toBe(5);
    expect(seqs(ring.from(2))).toEqual(['a:3', 'b:1', 'b:2']);
    expect(seqs(ring.range('a', 2, 3))).toEqual(['a:2', 'a:3']);
    expect(ring.range('a', 2, 4)).toBeUndefined();
    expect(ring.range('a', 0, 2)).toBeUndefined();
    expect(ring.range('b', 3, 2)).toEqual([]);
    ring.clear();
    expect([ring.size, ring.start, ring.end, ring.last()]).toEqual([0, 5, 5, undefined]);
  });

  it('compacts without losing frames', () => {
    const ring = new FrameRing({ ...LOTS, maxFrames: 100 }, () => 0);
    for (let i = 1; i <= 5000; i++) ring.push([frame('a', i, 1)]);
    expect(ring.size).toBe(100);
    expect(seqs(ring.range('a', 4901, 5000))).toHaveLength(100);
    expect(ring.at(ring.start).seq).toBe(4901);
  });
});
