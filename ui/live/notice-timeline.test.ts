import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../engine/time';
import { NOTICE_DELAY_MS, NOTICE_VISIBLE_MS } from './goal-notice';
import { MAX_VISIBLE, NoticeTimeline } from './notice-timeline';

const item = (key: string, kind = 'goal') => ({ key, kind });

describe('NoticeTimeline', () => {
  it('[GN-4] a pop-up appears 100 ms after its trigger and goes 9 s later', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const shown: string[] = [];
    const t = new NoticeTimeline(clock, (i) => shown.push(i.key));
    t.add(item('a'));
    clock.advance(NOTICE_DELAY_MS - 1);
    expect(t.snapshot()).toEqual([]);
    clock.advance(1);
    expect(t.snapshot().map((i) => i.key)).toEqual(['a']);
    expect(shown).toEqual(['a']);
    clock.advance(NOTICE_VISIBLE_MS - 1);
    expect(t.snapshot()).toHaveLength(1);
    clock.advance(1);
    expect(t.snapshot()).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('[GN-4] stacks in arrival order; closing one leaves the others on their own clocks', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const t = new NoticeTimeline(clock);
    let heard = 0;
    t.subscribe(() => { heard++; });
    t.add(item('a'));
    clock.advance(1000);
    t.add(item('b'));
    t.add(item('b')); // the same notice again: once
    clock.advance(NOTICE_DELAY_MS);
    expect(t.snapshot().map((i) => i.key)).toEqual(['a', 'b']);
    t.close('a');
    expect(t.snapshot().map((i) => i.key)).toEqual(['b']);
    clock.advance(NOTICE_VISIBLE_MS - 1);
    expect(t.snapshot().map((i) => i.key)).toEqual(['b']);
    clock.advance(1);
    expect(t.snapshot()).toEqual([]);
    expect(heard).toBe(4); // a in, b in, a closed, b gone
  });

  it('a new notice replaces the ones it takes back, and pushes the oldest out beyond the maximum', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const t = new NoticeTimeline(clock);
    for (let i = 0; i < MAX_VISIBLE; i++) t.add(item(`g${i}`));
    clock.advance(NOTICE_DELAY_MS);
    t.add(item('r', 'retraction'), (other) => other.key === 'g2');
    clock.advance(NOTICE_DELAY_MS);
    expect(t.snapshot().map((i) => i.key)).toEqual(['g0', 'g1', 'g3', 'g4', 'r']);
    t.add(item('x'));
    clock.advance(NOTICE_DELAY_MS);
    expect(t.snapshot().map((i) => i.key)).toEqual(['g1', 'g3', 'g4', 'r', 'x']);
    t.dispose();
    expect(clock.pending).toBe(0);
  });

  it('update changes an item while it waits or shows, and nothing once it has gone', () => {
    const clock = new ManualScheduler(1_700_000_000_000);
    const t = new NoticeTimeline<{ key: string; href: string }>(clock);
    t.add({ key: 'a', href: 'detail' });
    t.update('a', (i) => ({ ...i, href: 'room' }));
    clock.advance(NOTICE_DELAY_MS);
    expect(t.snapshot()).toEqual([{ key: 'a', href: 'room' }]);
    t.update('a', (i) => ({ ...i, href: 'room 2' }));
    expect(t.snapshot()).toEqual([{ key: 'a', href: 'room 2' }]);
    clock.advance(NOTICE_VISIBLE_MS);
    t.update('a', (i) => ({ ...i, href: 'late' }));
    expect(t.snapshot()).toEqual([]);
  });
});
