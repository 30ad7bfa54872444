import CRC32 from 'crc-32';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

describe('crc32', () => {
  it('[RT-11] matches the crc-32 package over any range, continuing from any seed', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(), fc.nat(), fc.integer(), (bytes, a, b, seed) => {
      const start = bytes.length === 0 ? 0 : a % (bytes.length + 1);
      const end = start + (bytes.length === 0 ? 0 : b % (bytes.length - start + 1));
      expect(crc32(bytes, start, end, seed >>> 0)).toBe(CRC32.buf(bytes.subarray(start, end), seed) >>> 0);
    }), { numRuns: 500 });
  });

  it('gives the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
