import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../engine/core';
import { MAX_QUEUED, TriggerQueue } from './trigger-queue';

const goal = (matchId: number, side: 'home' | 'away' = 'home', at = 1): Trigger => ({ kind: 'goal', sport: 'football', matchId, sides: [side], at, room: null });
const retraction = (matchId: number, side: 'home' | 'away', at: number): Trigger => ({ kind: 'retraction', sport: 'football', matchId, sides: [side], at, room: null });

describe('TriggerQueue', () => {
  it('[GN-1] a goal passed on by two lists is queued once, with the list it came first from', () => {
    const q = new TriggerQueue();
    let heard = 0;
    q.subscribe(() => { heard++; });
    q.push([goal(1), goal(1)], 7);
    q.push([goal(1)], 8);
    expect(q.snapshot()).toEqual([{ ...goal(1), subscription: 7 }]);
    expect(heard).toBe(1);
  });

  it('a retraction takes back the queued pop-up of that side and is queued itself', () => {
    const q = new TriggerQueue();
    q.push([goal(1, 'home'), goal(1, 'away', 2), goal(3)], 1);
    q.push([retraction(1, 'home', 5)], 1);
    expect(q.snapshot()).toEqual([goal(1, 'away', 2), goal(3), retraction(1, 'home', 5)].map((t) => ({ ...t, subscription: 1 })));
  });

  it('drain hands over everything queued once; a push after it starts afresh', () => {
    const q = new TriggerQueue();
    q.push([goal(1), goal(2)]);
    expect(q.drain().map((t) => t.matchId)).toEqual([1, 2]);
    expect(q.snapshot()).toEqual([]);
    q.push([goal(1)]); // the same goal again: still a duplicate
    q.push([goal(3)]);
    expect(q.drain().map((t) => t.matchId)).toEqual([3]);
  });

  it('dismissed items go; the queue keeps the newest when it overflows', () => {
    const q = new TriggerQueue();
    q.push(Array.from({ length: MAX_QUEUED + 5 }, (_, i) => goal(i + 1)));
    expect(q.snapshot()).toHaveLength(MAX_QUEUED);
    expect(q.snapshot()[0].matchId).toBe(6);
    const first = q.snapshot()[0];
    q.dismiss(first);
    expect(q.snapshot()).not.toContain(first);
  });
});
