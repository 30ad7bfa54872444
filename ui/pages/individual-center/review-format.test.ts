import { describe, expect, it } from 'vitest';
import { countText, durationText } from './review-format';

describe('the live-data review\'s figures', () => {
  it('durations in 小时/分/秒', () => {
    expect(durationText(0)).toBe('0秒');
    expect(durationText(59)).toBe('59秒');
    expect(durationText(61)).toBe('1分1秒');
    expect(durationText(2 * 3600 + 5 * 60 + 9)).toBe('2小时5分');
  });

  it('[FM-1] counts in 万 from 10 000', () => {
    expect(countText(9999)).toBe('9999');
    expect(countText(12_345)).toBe('1.2万');
  });
});
