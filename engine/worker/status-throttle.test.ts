import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatusThrottle } from './status-throttle';
import { ManualScheduler } from '../time/manual-scheduler';

function setup(interval = 250) {
  const scheduler = new ManualScheduler(1_000);
  const posts: number[] = [];
  const throttle = new StatusThrottle(scheduler, () => posts.push(scheduler.now()), interval);
  return { scheduler, posts, throttle };
}

describe('StatusThrottle', () => {
  it('posts the first change at once, and a burst within the interval as one trailing post', () => {
    const { scheduler, posts, throttle } = setup();
    throttle.changed();
    expect(posts).toEqual([1_000]);
    for (let i = 0; i < 10; i++) { scheduler.advance(10); throttle.changed(); }
    expect(posts).toEqual([1_000]);
    scheduler.advance(250);
    expect(posts).toEqual([1_000, 1_250]);
  });

  it('flush posts now and drops the pending trailing post', () => {
    const { scheduler, posts, throttle } = setup();
    throttle.changed();
    scheduler.advance(10);
    throttle.changed();
    throttle.flush();
    scheduler.advance(1_000);
    expect(posts).toEqual([1_000, 1_010]);
  });

  it('for any pattern of changes: posts are ≥ interval apart, and the last change is followed by a post', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 60 }), (gaps) => {
      const { scheduler, posts, throttle } = setup();
      let lastChange = 0;
      for (const gap of gaps) {
        scheduler.advance(gap);
        throttle.changed();
        lastChange = scheduler.now();
      }
      scheduler.advance(1_000);
      for (let i = 1; i < posts.length; i++) expect(posts[i] - posts[i - 1]).toBeGreaterThanOrEqual(250);
      expect(posts[posts.length - 1]).toBeGreaterThanOrEqual(lastChange);
      expect(posts[posts.length - 1] - lastChange).toBeLessThanOrEqual(250);
    }));
  });

  it('an urgent change (the feed connecting or dropping) posts at once and drops the pending trailing post', () => {
    const { scheduler, posts, throttle } = setup(1_000);
    throttle.changed();
    scheduler.advance(10);
    throttle.changed(); // trailing post due at 2_000
    scheduler.advance(10);
    throttle.changed(true);
    expect(posts).toEqual([1_000, 1_020]);
    scheduler.advance(2_000);
    expect(posts).toEqual([1_000, 1_020]);
  });
});
