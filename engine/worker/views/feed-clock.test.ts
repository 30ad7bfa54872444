// The live views' clock follows the feed's own time (pong serverTs, frame ts) at whatever speed the feed runs
// (FEED_SPEED), and never runs backwards [MN-4].
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../time/manual-scheduler';
import { FeedClock } from './feed-clock';

const T0 = Date.UTC(2026, 10, 26, 12); // the feed's time when the page connects

describe('FeedClock', () => {
  it('[MN-1] at 30× the header\'s clock reads the feed\'s time, not the browser\'s: 27 wall seconds are 13.5 feed minutes', () => {
    const local = new ManualScheduler(T0);
    const clock = new FeedClock(local);
    // Frames stamped with feed time arrive as the feed reaches them: 30 feed seconds per wall second.
    for (let s = 0; s <= 3; s++) {
      clock.observe(T0 + s * 30_000, false, local.now());
      local.advance(1_000);
    }
    expect(clock.speed()).toBeCloseTo(30, 5);
    local.advance(23_000); // no frame for a while: the clock goes on at the feed's pace
    expect(clock.now()).toBe(T0 + 27 * 30_000);
    expect(clock.delayUntil(clock.now() + 60_000)).toBe(2_000); // the next feed minute is 2 wall seconds away
  });

  it('a catch-up burst of older frames does not pull it back; a pong corrects an overestimate without going back', () => {
    const local = new ManualScheduler(T0);
    const clock = new FeedClock(local);
    clock.observe(T0, true);
    local.advance(4_000);
    clock.observe(T0 + 40_000, false); // 10×
    const before = clock.now();
    clock.observe(T0 - 3_600_000, false); // an hour-old frame of a resume
    expect(clock.now()).toBe(before);
    local.advance(4_000);
    expect(clock.now()).toBe(T0 + 80_000); // shown at 10×
    clock.observe(T0 + 44_000, true); // the server says the feed is slower than thought (5.5×)
    expect(clock.speed()).toBeCloseTo(5.5, 5);
    expect(clock.now()).toBe(T0 + 80_000); // held where it was read, not gone back
    local.advance(8_000);
    expect(clock.now()).toBe(T0 + 44_000 + 8_000 * 5.5); // then on at the corrected pace
  });

  it('[MN-4] whatever it is told, in whatever order, what it reads never goes down', () => {
    const step = fc.record({ wait: fc.integer({ min: 0, max: 5_000 }), offset: fc.integer({ min: -600_000, max: 600_000 }), server: fc.boolean() });
    fc.assert(fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 60 }), (steps, speed) => {
      const local = new ManualScheduler(T0);
      const clock = new FeedClock(local);
      let last = -Infinity;
      for (const s of steps) {
        local.advance(s.wait);
        clock.observe(T0 + (local.now() - T0) * speed + s.offset, s.server);
        const t = clock.now();
        expect(t).toBeGreaterThanOrEqual(last);
        last = t;
      }
    }));
  });

  it('before the feed says anything it reads the local clock; that guess binds nothing: the first anchor, a week behind, is taken', () => {
    const local = new ManualScheduler(T0);
    const clock = new FeedClock(local);
    expect(clock.now()).toBe(T0);
    const week = 7 * 86_400_000;
    clock.observe(T0 - week, false);
    expect(clock.now()).toBe(T0 - week);
    local.advance(1_000);
    expect(clock.now()).toBe(T0 - week + 1_000);
  });

  it('a pong\'s feedSpeed is the pace: a feed skipped ahead (frames ten minutes on, a second later) moves the clock, not its pace', () => {
    const local = new ManualScheduler(T0);
    const clock = new FeedClock(local);
    clock.observe(T0, true, local.now(), 2);
    expect(clock.speed()).toBe(2);
    local.advance(3_000);
    clock.observe(T0 + 6_000 + 600_000, false); // the skip's frames
    expect(clock.now()).toBe(T0 + 606_000);
    expect(clock.speed()).toBe(2);
    local.advance(4_500);
    expect(clock.now()).toBe(T0 + 606_000 + 9_000);
    expect(clock.delayUntil(clock.now() + 9_100)).toBe(4_550); // a pop-up's 9.1 feed seconds are 4.55 wall seconds
    // Without a told pace the same skip reads as a feed hundreds of times faster: why the server tells it.
    const measured = new FeedClock(local);
    measured.observe(T0 + 615_000, true);
    local.advance(3_000);
    measured.observe(T0 + 615_000 + 6_000 + 600_000, false);
    expect(measured.speed()).toBeGreaterThan(100);
  });
});
