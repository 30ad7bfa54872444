import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal';

describe('seal', () => {
  it('round-trips with its key only, and any change is refused', () => {
    const k = Buffer.alloc(32, 3);
    const s = seal(k, 'rt1.secret');
    expect(unseal(k, s)).toBe('rt1.secret');
    expect(unseal(Buffer.alloc(32, 4), s)).toBeUndefined();
    const bytes = Buffer.from(s, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(unseal(k, bytes.toString('base64'))).toBeUndefined();
    expect(seal(k, 'x')).not.toBe(seal(k, 'x'));
  });
});
