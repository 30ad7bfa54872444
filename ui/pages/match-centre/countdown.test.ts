import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

describe('countdownText', () => {
  it('[MN-5] hours, minutes, seconds under 24 h', () => {
    expect(countdownText(3_723_000, 0)).toBe('01:02:03');
    expect(countdownText(24 * 3600_000 - 1000, 0)).toBe('23:59:59');
  });

  it('[MN-5] nothing at 24 h or more, nor after kick-off', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 24 * 3600_000, max: 1e10 }), (now, ahead) => countdownText(now + ahead, now) === ''));
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e10 }), (now, past) => countdownText(now - past, now) === ''));
  });
});
