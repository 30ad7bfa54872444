import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { livingEntry as entry } from '../test-support/living-entries';
import { bioText, carouselContent, EMPTY_BIO, hitRateText, stepIndex, visibleCards } from './carousel-model';

describe('recommendation carousel', () => {
  it('[AN-1] 直播推荐 with at least 3 live or preview entries (live first), else the top anchors as 好评解说', () => {
    const top = [entry(9)];
    expect(carouselContent({ livings: [entry(1), entry(2)], previews: [entry(3, { living: false })] }, top))
      .toEqual({ mode: 'recommend', title: '直播推荐', entries: [entry(1), entry(2), entry(3, { living: false })] });
    expect(carouselContent({ livings: [entry(1)], previews: [entry(3, { living: false })] }, top))
      .toEqual({ mode: 'top', title: '好评解说', entries: top });
    expect(carouselContent({ livings: [], previews: [] }, []).title).toBe('好评解说');
  });

  it('[AN-5] hit rate as rate%, none without data; an empty bio shows the lazy-anchor copy', () => {
    expect(hitRateText(entry(1, { anchorPredictionData: { singleLatestHitRate: { rate: 66.7 } } }))).toBe('67%');
    expect(hitRateText(entry(1))).toBe('');
    expect(bioText('  ')).toBe(EMPTY_BIO);
    expect(EMPTY_BIO).toBe('这个人很懒，还没有设置个性签名');
    expect(bioText('专注英超')).toBe('专注英超');
  });

  it('[AN-1] three 333 px cards fit the content column; one at least', () => {
    expect(visibleCards(1048, 333, 16)).toBe(3);
    expect(visibleCards(200, 333, 16)).toBe(1);
  });

  it('[AN-1] steps stay within the cards and wrap at either end', () => {
    fc.assert(fc.property(fc.nat(20), fc.integer({ min: 1, max: 5 }), fc.nat(25), fc.constantFrom(1 as const, -1 as const), (count, visible, raw, step) => {
      const last = Math.max(0, count - visible);
      const index = Math.min(raw, last);
      const next = stepIndex(index, step, count, visible);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThanOrEqual(last);
      if (last > 0 && step === 1) expect(next).toBe(index === last ? 0 : index + 1);
      if (last > 0 && step === -1) expect(next).toBe(index === 0 ? last : index - 1);
    }));
  });
});
