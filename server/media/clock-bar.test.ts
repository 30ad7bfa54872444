import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paintClockBar, readClockBar } from './clock-bar';
import { CARD, testCardFrame } from './test-card';

const W = CARD.width;
const at = (frame: Buffer) => (x: number, y: number) => frame[Math.floor(y) * W + Math.floor(x)]!;

describe('burned-in clock bar', () => {
  it('reads back the wall clock painted into a test-card frame', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 42 - 1 }), fc.nat(1000), (ms, n) => {
      expect(readClockBar(at(testCardFrame(n, ms)))).toBe(ms);
    }));
  });

  it('a flipped block reads as no time rather than a wrong one', () => {
    const luma = Buffer.alloc(W * 100, 40);
    paintClockBar(luma, W, 1_795_680_000_123);
    const read = at(luma);
    expect(readClockBar((x, y) => (x < 26 && y < 26 ? 255 - read(x, y) : read(x, y)))).toBeUndefined();
  });
});
