import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8 } from './utf8';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function reference(bytes: Uint8Array): string | undefined {
  try {
    return strict.decode(bytes);
  } catch {
    return undefined;
  }
}

describe('fast utf8', () => {
  it('[RT-11] decodes well-formed UTF-8 exactly, and refuses every malformed byte string', () => {
    const text = fc.string({ unit: fc.constantFrom('grapheme', 'binary'), maxLength: 300 }).map((s) => new TextEncoder().encode(s));
    fc.assert(fc.property(fc.oneof(fc.uint8Array({ maxLength: 40 }), text), fc.nat(), (bytes, cut) => {
      const end = cut % (bytes.length + 1);
      expect(utf8(bytes, 0, end)).toBe(reference(bytes.subarray(0, end)));
    }), { numRuns: 2000 });
  });

  it('keeps a BOM, builds long strings, and reads only its range', () => {
    const long = '进球'.repeat(3000);
    expect(utf8(new TextEncoder().encode(long), 0, 18000)).toBe(long);
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0xff]);
    expect(utf8(bytes, 0, 4)).toBe('\uFEFFA');
    expect(utf8(bytes, 3, 5)).toBeUndefined();
  });
});
