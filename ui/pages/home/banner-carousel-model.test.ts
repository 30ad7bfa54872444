// [SH-6] the banner carousel's timing, in steps of the page's Scheduler: groups of 3, the item every 3 s, the
// group every 9 s, round and round.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeIndex, GROUP_SIZE, GROUP_SWITCH_MS, groupsOf, ITEM_SWITCH_MS, START, step } from './banner-carousel-model';

describe('official picks carousel', () => {
  it('[SH-6] groups of 3, item switch 3 s, group switch 9 s', () => {
    expect([GROUP_SIZE, ITEM_SWITCH_MS, GROUP_SWITCH_MS]).toEqual([3, 3000, 9000]);
    expect(groupsOf([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('[SH-6] after k item switches the group is floor(k / 3) round the groups and the item k mod 3 (clamped to a short group)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 200 }), (count, k) => {
      const groups = groupsOf(Array.from({ length: count }, (_, i) => i));
      let p = START;
      for (let i = 0; i < k; i++) p = step(p, groups.length);
      expect(p.group).toBe(Math.floor(k / GROUP_SIZE) % groups.length);
      expect(p.slot).toBe(k % GROUP_SIZE);
      const group = groups[p.group];
      expect(group[activeIndex(p, group.length)]).toBe(group[Math.min(k % GROUP_SIZE, group.length - 1)]);
    }));
  });

  it('[SH-6] the group changes exactly every third switch (9 s), never in between', () => {
    fc.assert(fc.property(fc.integer({ min: 4, max: 20 }), fc.integer({ min: 1, max: 100 }), (count, k) => {
      const n = groupsOf(Array.from({ length: count }, (_, i) => i)).length;
      let p = START;
      for (let i = 1; i <= k; i++) {
        const next = step(p, n);
        expect(next.group !== p.group).toBe(i % GROUP_SIZE === 0);
        p = next;
      }
    }));
  });
});
